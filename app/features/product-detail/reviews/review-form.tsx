import { useState } from "react";
import {
  REVIEW_DETAIL_MAX,
  REVIEW_DETAIL_MIN,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
} from "../../../../contract/reviews-constants";
import { api } from "../../../lib/api";
import { DialogFormFooter, SentNotice, useDialogFormSend } from "./dialog-form";
import { FormField } from "./form-field";
import { type FieldErrors, type ReviewValues, reviewErrors, submitReview } from "./review-forms";
import { StarRatingInput } from "./star-rating-input";

// The review form, its own chunk: the product page loads it when a customer opens "Write a Review".

/** The review form: rating, nickname (the first name by default), title and review. */
export function ReviewForm({
  productId,
  firstname,
  onDone,
  initial,
}: {
  productId: number;
  firstname: string;
  onDone: () => void;
  /** Starting values and messages (tests render a filled or refused form). */
  initial?: { values?: Partial<ReviewValues>; errors?: FieldErrors<keyof ReviewValues>; sent?: string };
}) {
  const [values, setValues] = useState<ReviewValues>({
    rating: null,
    title: "",
    detail: "",
    nickname: firstname,
    ...initial?.values,
  });
  const [errors, setErrors] = useState(initial?.errors ?? {});
  const { pending, failure, sent, send, clearFailure } = useDialogFormSend(initial?.sent);
  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  if (sent) return <SentNotice message={sent} onDone={onDone} />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = reviewErrors(values);
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    await send(() => submitReview(api, productId, values));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Write a Review">
      <StarRatingInput value={values.rating} onChange={(star) => set("rating", star)} error={errors.rating} />
      <FormField
        label="Nickname"
        name="nickname"
        value={values.nickname}
        onChange={(v) => set("nickname", v)}
        error={errors.nickname}
        maxLength={REVIEW_NICKNAME_MAX}
        required={false}
        hint="Shown with your review. Left empty, your first name is shown."
      />
      <FormField
        label="Review title"
        name="title"
        value={values.title}
        onChange={(v) => set("title", v)}
        error={errors.title}
        maxLength={REVIEW_TITLE_MAX}
      />
      <FormField
        label="Your review"
        name="detail"
        multiline
        value={values.detail}
        onChange={(v) => set("detail", v)}
        error={errors.detail}
        maxLength={REVIEW_DETAIL_MAX}
        hint={`${REVIEW_DETAIL_MIN}–${REVIEW_DETAIL_MAX} characters.`}
      />
      <DialogFormFooter failure={failure} pending={pending} label="Submit Review" />
    </form>
  );
}
