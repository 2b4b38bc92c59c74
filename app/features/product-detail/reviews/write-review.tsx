import { useId, useState } from "react";
import {
  REVIEW_DETAIL_MAX,
  REVIEW_DETAIL_MIN,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
} from "../../../../contract/reviews-constants";
import { Dialog } from "../../../components/ui/dialog";
import { api } from "../../../lib/api";
import { notify } from "../../toast/notify";
import { FormField } from "./form-field";
import { type FieldErrors, type ReviewValues, reviewErrors, submitReview } from "./review-forms";
import { useSignedInAction } from "./signed-in-action";

const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/** "Write a Review": a guest gets the login popup; a customer the review form in a dialog. */
export function WriteReview({ productId }: { productId: number }) {
  const { run, firstname } = useSignedInAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => run(() => setOpen(true))}
        className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Write a Review
      </button>
      {open ? (
        <Dialog title="Write a Review" onClose={() => setOpen(false)}>
          <ReviewForm productId={productId} firstname={firstname} onDone={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState(initial?.sent ?? "");
  const ratingId = useId();
  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

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
    const found = reviewErrors(values);
    setErrors(found);
    setFailure("");
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await submitReview(api, productId, values);
      if (result.ok) {
        setSent(result.message);
        notify.success(result.message);
      } else setFailure(result.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Write a Review">
      <fieldset aria-describedby={errors.rating ? `${ratingId}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-900">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {STAR_CHOICES.map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={values.rating === star}
                onChange={() => set("rating", star)}
                className="peer sr-only"
              />
              <span className="sr-only">{`${star} ${star === 1 ? "star" : "stars"}`}</span>
              <span
                aria-hidden="true"
                className={`block text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${
                  values.rating !== null && star <= values.rating ? "text-amber-600" : "text-stone-300"
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${ratingId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
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
        {pending ? "Submitting…" : "Submit Review"}
      </button>
    </form>
  );
}
