import { useId, useState } from "react";
import { Form, Link } from "react-router";
import {
  RETURN_COMMENT_MAX,
  RETURN_MESSAGES,
  RETURN_PHOTO_UPLOAD_PATH,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from "../../../contract/returns-constants";
import { PhotoPicker } from "../../components/ui/photo-picker";
import { FormStatus, HINT, LABEL, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { orderDetailPath } from "../orders/order-paths";
import type { ReturnableLine } from "./returns-ui";

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
  const [uploading, setUploading] = useState(false);
  const commentHint = useId();

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

        <PhotoPicker
          uploadPath={RETURN_PHOTO_UPLOAD_PATH}
          name="photo"
          label="Photos"
          labelClassName="text-xl font-semibold"
          hint="A photo of damage or of the wrong item helps us approve your return quickly. JPEG, PNG, WebP or AVIF, up to 10 MB each."
          max={RETURN_PHOTOS_MAX}
          addLabel="Add photos"
          tooManyMessage={RETURN_MESSAGES.tooManyPhotos}
          onBusy={setUploading}
        />

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
