import { useState } from "react";
import { QUESTION_MAX, QUESTION_MIN } from "../../../../contract/reviews-constants";
import { Dialog } from "../../../components/ui/dialog";
import { api } from "../../../lib/api";
import { notify } from "../../toast/notify";
import { FormField } from "../reviews/form-field";
import { type FieldErrors, questionErrors, submitQuestion } from "../reviews/review-forms";
import { useSignedInAction } from "../reviews/signed-in-action";

/** "Ask a Question": a guest gets the login popup; a customer the question form in a dialog. */
export function AskQuestion({ productId }: { productId: number }) {
  const { run } = useSignedInAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => run(() => setOpen(true))}
        className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Ask a Question
      </button>
      {open ? (
        <Dialog title="Ask a Question" onClose={() => setOpen(false)}>
          <QuestionForm productId={productId} onDone={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState(initial?.sent ?? "");

  if (sent) {
    return (
      <div>
        <p role="status" className="text-stone-800">
          {sent}
        </p>
        <button
          type="button"
          onClick={onDone}
          className="mt-5 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Close
        </button>
      </div>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = questionErrors(question);
    setErrors(found);
    setFailure("");
    if (found.question) return;
    setPending(true);
    try {
      const result = await submitQuestion(api, productId, question);
      if (result.ok) {
        setSent(result.message);
        notify.success(result.message);
      } else setFailure(result.message);
    } finally {
      setPending(false);
    }
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
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="self-start rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {pending ? "Submitting…" : "Submit Question"}
      </button>
    </form>
  );
}
