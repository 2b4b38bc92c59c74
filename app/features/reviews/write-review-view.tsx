import { useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { PendingReview, ReviewPhotoUploadResult } from "../../../contract/reviews";
import {
  REVIEW_DETAIL_MAX,
  REVIEW_DETAIL_MIN,
  REVIEW_NICKNAME_MAX,
  REVIEW_TITLE_MAX,
} from "../../../contract/reviews-constants";
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  REVIEW_PHOTO_UPLOAD_PATH,
  REVIEW_PHOTOS_MAX,
  UPLOAD_MESSAGES,
} from "../../../contract/uploads-constants";
import { useHydrated } from "../../components/ui/use-hydrated";
import { FormField } from "../product-detail/reviews/form-field";
import { type FieldErrors, type ReviewValues, reviewErrors } from "../product-detail/reviews/review-forms";
import { StarRatingInput } from "../product-detail/reviews/star-rating-input";
import { reviewsTabHref } from "./my-reviews-view";

interface Photo {
  /** Local id while it uploads. */
  id: number;
  name: string;
  preview: string;
  uploaded?: ReviewPhotoUploadResult;
  error?: string;
}

/** Uploads one photo to the API (multipart, the session cookie); the message of a refusal. */
async function uploadPhoto(
  file: File,
): Promise<{ ok: true; result: ReviewPhotoUploadResult } | { ok: false; message: string }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append("photo", file);
  try {
    const res = await fetch(REVIEW_PHOTO_UPLOAD_PATH, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    const body = (await res.json()) as { code: number; message: string; result: ReviewPhotoUploadResult };
    return body.code === 200 ? { ok: true, result: body.result } : { ok: false, message: body.message };
  } catch {
    return { ok: false, message: "The photo could not be sent. Please check your connection and try again." };
  }
}

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
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [values, setValues] = useState<ReviewValues>({
    rating: null,
    title: "",
    detail: "",
    nickname: firstname,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ReviewValues>>({});
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoMessage, setPhotoMessage] = useState("");
  const nextId = useRef(0);
  const photosId = useId();
  // A field's message goes once the shopper changes the field; the rules run again on submit.
  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest as FieldErrors<keyof ReviewValues>);
  };
  const uploading = photos.some((p) => !p.uploaded && !p.error);

  const choose = (files: FileList | null) => {
    if (!files) return;
    const room = REVIEW_PHOTOS_MAX - photos.filter((p) => !p.error).length;
    const picked = [...files].slice(0, Math.max(0, room));
    setPhotoMessage(files.length > room ? UPLOAD_MESSAGES.tooMany : "");
    for (const file of picked) {
      const id = nextId.current++;
      setPhotos((list) => [...list, { id, name: file.name, preview: URL.createObjectURL(file) }]);
      void uploadPhoto(file).then((out) =>
        setPhotos((list) =>
          list.map((p) =>
            p.id !== id ? p : out.ok ? { ...p, uploaded: out.result } : { ...p, error: out.message },
          ),
        ),
      );
    }
  };
  const remove = (id: number) => setPhotos((list) => list.filter((p) => p.id !== id));

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
        <div>
          <p id={photosId} className="text-sm font-medium text-stone-900">
            Photos <span className="font-normal text-stone-600">(optional, up to {REVIEW_PHOTOS_MAX})</span>
          </p>
          {hydrated ? (
            <>
              <ul className="mt-2 flex flex-wrap gap-3" aria-labelledby={photosId}>
                {photos.map((p, i) => (
                  <li key={p.id} className="w-24">
                    <img
                      src={p.uploaded?.thumb_url ?? p.preview}
                      alt={`${i + 1}: ${p.name}`}
                      width={96}
                      height={96}
                      className={`size-24 rounded-md bg-stone-100 object-cover ${p.error ? "opacity-40" : ""}`}
                    />
                    {p.uploaded ? <input type="hidden" name="photo" value={p.uploaded.key} /> : null}
                    <p className="mt-1 text-xs text-stone-700" role={p.error ? "alert" : undefined}>
                      {p.error ?? (p.uploaded ? "Added" : "Uploading…")}
                    </p>
                    <button
                      type="button"
                      onClick={() => remove(p.id)}
                      className="mt-1 h-11 text-sm font-semibold text-brand-700 underline"
                    >
                      Remove<span className="sr-only"> photo {i + 1}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {photos.filter((p) => !p.error).length < REVIEW_PHOTOS_MAX ? (
                <label className="mt-2 inline-flex h-11 cursor-pointer items-center rounded-md border border-stone-400 px-4 font-semibold text-ink focus-within:outline-2 focus-within:outline-brand-700 hover:bg-stone-50">
                  Add photos
                  <input
                    type="file"
                    accept={PHOTO_ACCEPT}
                    multiple
                    className="sr-only"
                    onChange={(e) => {
                      choose(e.currentTarget.files);
                      e.currentTarget.value = "";
                    }}
                  />
                </label>
              ) : null}
              <p className="mt-1 text-xs text-stone-600">JPEG, PNG, WebP or AVIF, up to 10 MB each.</p>
              {photoMessage ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {photoMessage}
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-1 text-sm text-stone-700">Adding photos needs JavaScript.</p>
          )}
        </div>
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
