import { lazyOnDemand, onDemand } from "../../../components/ui/on-demand";
import { DialogFormButton } from "../reviews/dialog-form";
import { useSignedInAction } from "../reviews/signed-in-action";

const loadQuestionForm = onDemand(() => import("./question-form"));
const QuestionForm = lazyOnDemand(() => loadQuestionForm().then((m) => ({ default: m.QuestionForm })));

/**
 * "Ask a Question": a guest gets the login popup; a customer the question form in a dialog, loaded
 * on demand like the review form.
 */
export function AskQuestion({ productId }: { productId: number }) {
  const { run } = useSignedInAction();
  return (
    <DialogFormButton
      label="Ask a Question"
      run={run}
      preload={loadQuestionForm.preload}
      form={(close) => <QuestionForm productId={productId} onDone={close} />}
    />
  );
}
