import { useState } from "react";
import { QUESTION_MAX, QUESTION_MIN } from "../../../../contract/reviews-constants";
import { api } from "../../../lib/api";
import { DialogFormButton, DialogFormFooter, SentNotice, useDialogFormSend } from "../reviews/dialog-form";
import { FormField } from "../reviews/form-field";
import { type FieldErrors, questionErrors, submitQuestion } from "../reviews/review-forms";
import { useSignedInAction } from "../reviews/signed-in-action";

/** "Ask a Question": a guest gets the login popup; a customer the question form in a dialog. */
export function AskQuestion({ productId }: { productId: number }) {
  const { run } = useSignedInAction();
  return (
    <DialogFormButton
      label="Ask a Question"
      run={run}
      form={(close) => <QuestionForm productId={productId} onDone={close} />}
    />
  );
}

export function QuestionForm({
  productId,
  onDone,
  initial,
}: {
  productId: number;
  onDone: () => void;
  /** Starting value and messages (tests render a filled or refused form). */
  initial?: { question?: string; errors?: FieldErrors<"question">; sent?: string };
}) {
  const [question, setQuestion] = useState(initial?.question ?? "");
  const [errors, setErrors] = useState(initial?.errors ?? {});
  const { pending, failure, sent, send, clearFailure } = useDialogFormSend(initial?.sent);

  if (sent) return <SentNotice message={sent} onDone={onDone} />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = questionErrors(question);
    setErrors(found);
    clearFailure();
    if (found.question) return;
    await send(() => submitQuestion(api, productId, question));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Ask a Question">
      <FormField
        label="Your question"
        name="question"
        multiline
        value={question}
        onChange={setQuestion}
        error={errors.question}
        maxLength={QUESTION_MAX}
        hint={`${QUESTION_MIN}–${QUESTION_MAX} characters. Answered questions appear on this page.`}
      />
      <DialogFormFooter failure={failure} pending={pending} label="Submit Question" />
    </form>
  );
}
