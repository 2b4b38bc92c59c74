import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { PendingReview } from "../../../contract/reviews";
import {
  REVIEW_DETAIL_MAX,
  REVIEW_DETAIL_MIN,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
} from "../../../contract/reviews-constants";
import {
  REVIEW_PHOTO_UPLOAD_PATH,
  REVIEW_PHOTOS_MAX,
  UPLOAD_MESSAGES,
} from "../../../contract/uploads-constants";
import { PhotoPicker } from "../../components/ui/photo-picker";
import { FormField } from "../product-detail/reviews/form-field";
import { type FieldErrors, type ReviewValues, reviewErrors } from "../product-detail/reviews/review-forms";
import { StarRatingInput } from "../product-detail/reviews/star-rating-input";
import { reviewsTabHref } from "./my-reviews-view";

/**
 * Write a Review for a bought item: stars, title, text, nickname and up to six photos. Photos are
 * uploaded as they are chosen (the server checks and re-encodes each, and says why it refuses one);
 * the form then posts the review with the kept photos' keys. Without JavaScript the form still
 * posts a review, without photos.
 */
export function WriteReviewView({
  item,
  firstname,
  failure,
}: {
  item: PendingReview | null;
  firstname: string;
  failure?: string;
}) {
  if (!item)
    return (
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Write a Review</h1>
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800" role="status">
          We could not find this item among your delivered orders, or you have reviewed it already.{" "}
          <Link to={reviewsTabHref("to-review")} className="font-semibold text-brand-700 underline">
            See what you can review
          </Link>
        </p>
      </div>
    );
  return <ReviewFormPage item={item} firstname={firstname} failure={failure} />;
}

function ReviewFormPage({
  item,
  firstname,
  failure,
}: {
  item: PendingReview;
  firstname: string;
  failure?: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [values, setValues] = useState<ReviewValues>({
    rating: null,
    title: "",
    detail: "",
    nickname: firstname,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ReviewValues>>({});
  const [uploading, setUploading] = useState(false);
  // A field's message goes once the shopper changes the field; the rules run again on submit.
  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest as FieldErrors<keyof ReviewValues>);
  };

  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">Write a Review</h1>
      <div className="mt-4 flex items-center gap-4">
        {item.product.image ? (
          <img
            src={item.product.image}
            alt=""
            width={80}
            height={80}
            className="size-20 rounded-md bg-stone-100 object-cover"
          />
        ) : null}
        <div>
          <Link to={item.product.url_path} className="font-semibold text-ink hover:underline">
            {item.product.name}
          </Link>
          <p className="text-sm text-stone-700">Order #{item.order_increment_id}</p>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-6 flex max-w-2xl flex-col gap-4"
        aria-label="Write a Review"
        onSubmit={(e) => {
          const found = reviewErrors(values);
          setErrors(found);
          if (Object.keys(found).length > 0 || uploading) e.preventDefault();
        }}
      >
        <StarRatingInput
          value={values.rating}
          onChange={(star) => set("rating", star)}
          error={errors.rating}
          large
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
        <PhotoPicker
          uploadPath={REVIEW_PHOTO_UPLOAD_PATH}
          name="photo"
          label="Photos"
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB each."
          max={REVIEW_PHOTOS_MAX}
          addLabel="Add photos"
          tooManyMessage={UPLOAD_MESSAGES.tooMany}
          onBusy={setUploading}
        />
        <div>
          <button
            type="submit"
            disabled={sending || uploading}
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {sending ? "Submitting…" : uploading ? "Waiting for photos…" : "Submit Review"}
          </button>
        </div>
      </Form>
    </div>
  );
}
