import { useId, useState } from "react";
import { Form, Link } from "react-router";
import type { ReturnPhotoUploadResult } from "../../../contract/returns";
import {
  RETURN_COMMENT_MAX,
  RETURN_MESSAGES,
  RETURN_PHOTO_UPLOAD_PATH,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from "../../../contract/returns-constants";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import { FormStatus, HINT, LABEL, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { orderDetailPath } from "../orders/order-paths";
import type { ReturnableLine } from "./returns-ui";

interface Photo {
  id: number;
  name: string;
  preview: string;
  uploaded?: ReturnPhotoUploadResult;
  error?: string;
}

/** Uploads one photo (multipart, the session cookie); the message of a refusal. */
async function uploadPhoto(
  file: File,
): Promise<{ ok: true; result: ReturnPhotoUploadResult } | { ok: false; message: string }> {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append("photo", file);
  try {
    const res = await fetch(RETURN_PHOTO_UPLOAD_PATH, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    const body = (await res.json()) as { code: number; message: string; result: ReturnPhotoUploadResult };
    return body.code === 200 ? { ok: true, result: body.result } : { ok: false, message: body.message };
  } catch {
    return { ok: false, message: "The photo could not be sent. Please check your connection and try again." };
  }
}

let nextPhotoId = 0;

/**
 * The return request: which delivered items (a checkbox and a quantity each), the reason (a fixed
 * list), optional photos (uploaded as they are chosen; the server checks and re-encodes each) and a
 * comment. The form posts to its own action; without JavaScript it still sends everything but photos.
 */
export function ReturnRequestView({
  incrementId,
  lines,
  requestKey,
  failure,
  busy,
}: {
  incrementId: string;
  lines: ReturnableLine[];
  requestKey: string;
  failure?: string;
  busy: boolean;
}) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoMessage, setPhotoMessage] = useState("");
  const photosId = useId();
  const commentHint = useId();
  const uploading = photos.some((p) => !p.uploaded && !p.error);
  const kept = photos.filter((p) => !p.error).length;

  const choose = (files: File[]) => {
    const room = RETURN_PHOTOS_MAX - kept;
    setPhotoMessage(files.length > room ? RETURN_MESSAGES.tooManyPhotos : "");
    for (const file of files.slice(0, Math.max(0, room))) {
      const id = ++nextPhotoId;
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

  const returnable = lines.filter((l) => l.left > 0);
  return (
    <div>
      <Link to={orderDetailPath(incrementId)} className={TEXT_LINK}>
        Back to order #{incrementId}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Return items</h1>
      <p className="mt-2 text-stone-700">
        Order #{incrementId}. Items can be returned within {RETURN_WINDOW_DAYS} days of delivery. We review
        your request and e-mail you a return label; the refund goes back to the way you paid once the items
        reach us.
      </p>
      {failure ? <FormStatus ok={false}>{failure}</FormStatus> : null}
      {returnable.length === 0 ? (
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-lg">
          Nothing on this order can be returned now.
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" onSubmit={(e) => uploading && e.preventDefault()}>
        <input type="hidden" name="request_key" value={requestKey} />
        <fieldset>
          <legend className="text-xl font-semibold">Items to return</legend>
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200">
            {lines.map((l) => {
              const box = `item-${l.order_item_id}`;
              const qty = `qty-${l.order_item_id}`;
              return (
                <li key={l.order_item_id} className="flex flex-wrap items-center gap-3 p-3">
                  {l.thumbnail ? (
                    <img
                      src={l.thumbnail}
                      alt=""
                      width={56}
                      height={56}
                      className="h-14 w-14 rounded object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    {l.left > 0 ? (
                      <label htmlFor={box} className="flex items-center gap-2 font-semibold">
                        <input
                          id={box}
                          type="checkbox"
                          name="item"
                          value={l.order_item_id}
                          className="h-6 w-6 shrink-0 accent-brand-700"
                        />
                        {l.name}
                      </label>
                    ) : (
                      <p className="font-semibold text-stone-700">{l.name}</p>
                    )}
                    <p className="text-sm text-stone-700">
                      {l.left > 0 ? `${l.left} can be returned` : l.why}
                    </p>
                  </div>
                  {l.left > 0 ? (
                    <div>
                      <label htmlFor={qty} className="mr-2 text-sm font-semibold">
                        Quantity<span className="sr-only"> of {l.name}</span>
                      </label>
                      <select
                        id={qty}
                        name={`qty_${l.order_item_id}`}
                        defaultValue={String(l.left)}
                        className="h-11 rounded-md border border-stone-500 bg-white px-2"
                      >
                        {Array.from({ length: l.left }, (_, i) => i + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset>
          <legend className="text-xl font-semibold">Reason</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {RETURN_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3"
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  required
                  className="h-6 w-6 shrink-0 accent-brand-700"
                />
                {RETURN_REASON_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <p id={photosId} className="text-xl font-semibold">
            Photos{" "}
            <span className="text-base font-normal text-stone-700">
              (optional, up to {RETURN_PHOTOS_MAX})
            </span>
          </p>
          <p className={HINT}>A photo of damage or of the wrong item helps us approve your return quickly.</p>
          {photos.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3" aria-labelledby={photosId}>
              {photos.map((p, i) => (
                <li key={p.id} className="w-28 text-sm">
                  <img
                    src={p.uploaded?.thumb_url ?? p.preview}
                    alt={`Upload ${i + 1}: ${p.name}`}
                    width={112}
                    height={112}
                    className="h-28 w-28 rounded object-cover"
                  />
                  {p.uploaded ? <input type="hidden" name="photo" value={p.uploaded.key} /> : null}
                  <span
                    className={p.error ? "block text-red-700" : "block text-stone-700"}
                    role={p.error ? "alert" : undefined}
                  >
                    {p.error ?? (p.uploaded ? "Added" : "Uploading…")}
                  </span>
                  <button
                    type="button"
                    className={TEXT_LINK}
                    onClick={() => setPhotos((list) => list.filter((x) => x.id !== p.id))}
                  >
                    Remove<span className="sr-only"> photo {i + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {kept < RETURN_PHOTOS_MAX ? (
            <label className="mt-2 inline-flex h-11 cursor-pointer items-center rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-700 focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 hover:bg-brand-50">
              Add photos
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                className="sr-only"
                onChange={(e) => {
                  choose([...(e.currentTarget.files ?? [])]);
                  e.currentTarget.value = "";
                }}
              />
            </label>
          ) : null}
          {photoMessage ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {photoMessage}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor="return-comment" className={LABEL}>
            Comment <span className="font-normal text-stone-700">(optional)</span>
          </label>
          <textarea
            id="return-comment"
            name="comment"
            rows={4}
            maxLength={RETURN_COMMENT_MAX}
            aria-describedby={commentHint}
            className="w-full rounded-md border border-stone-500 bg-white p-3 text-base"
          />
          <p id={commentHint} className={HINT}>
            Tell us what happened, up to {RETURN_COMMENT_MAX.toLocaleString("en-US")} characters.
          </p>
        </div>

        <button
          type="submit"
          className={PRIMARY_BUTTON}
          disabled={busy || uploading || returnable.length === 0}
        >
          {busy ? "Sending…" : "Send return request"}
        </button>
      </Form>
    </div>
  );
}
