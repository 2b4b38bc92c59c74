import { useState } from "react";
import { QUESTION_MAX, QUESTION_MIN } from "../../../../contract/reviews-constants";
import { api } from "../../../lib/api";
import { DialogFormFooter, SentNotice, useDialogFormSend } from "../reviews/dialog-form";
import { FormField } from "../reviews/form-field";
import { type FieldErrors, questionErrors, submitQuestion } from "../reviews/review-forms";

// The question form, its own chunk: the product page loads it when a customer opens "Ask a Question".

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
