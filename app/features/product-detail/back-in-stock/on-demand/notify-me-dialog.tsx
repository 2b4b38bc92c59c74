import { useId, useRef, useState } from "react";
import { SUBSCRIBE_PRODUCT_PATH } from "../../../../../contract/back-in-stock-constants";
import { emailError } from "../../../../../contract/email-rule";
import { Modal } from "../../../../components/ui/dialog";
import { api } from "../../../../lib/api";
import { notify } from "../../../toast/notify";

// The Notify me dialog, its own chunk (notify-me-button.tsx loads it): one e-mail field, prefilled
// with a signed-in customer's address, checked by the spec's rule before anything is sent; the
// answer is a toast (success, or the server's message as an error) and the dialog closes on success.

const FIELD_PREFIX = "email: ";

export function NotifyMeDialog({
  productId,
  piid,
  productName,
  options,
  defaultEmail,
  onClose,
}: {
  productId: number;
  piid: number;
  productName: string;
  options: string;
  defaultEmail: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = emailError(email);
    setError(found ?? "");
    if (found) {
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await api.post(SUBSCRIBE_PRODUCT_PATH, {
        product_id: productId,
        child_id: piid,
        email: email.trim(),
      });
      if (answer.code === 200) {
        notify.success(answer.message);
        onClose();
        return;
      }
      // A field message from the server stays under the field; every refusal is a toast too.
      if (answer.message.startsWith(FIELD_PREFIX)) {
        setError(answer.message.slice(FIELD_PREFIX.length));
        field.current?.focus();
      }
      if (answer.message) notify.error(answer.message.replace(FIELD_PREFIX, ""));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={field}
      panelClassName="w-[min(28rem,calc(100%-2rem))]"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Notify me when it's back
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded px-2 text-2xl leading-none text-stone-600 hover:text-stone-900"
            aria-label="Close Notify me"
          >
            ×
          </button>
        </div>
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{productName}</span>
          {options ? <span> ({options})</span> : null} is out of stock. Leave your e-mail and we will send you
          one message as soon as it is back.
        </p>
        <div>
          <label htmlFor={fieldId} className="block text-sm font-medium text-stone-900">
            Email Address
          </label>
          <input
            ref={field}
            id={fieldId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError("");
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`mt-1 w-full rounded-md border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700 ${
              error ? "border-red-700" : "border-stone-400"
            }`}
          />
          <p id={hintId} className="mt-1 text-xs text-stone-600">
            Only this one message; it does not sign you up for our newsletter.
          </p>
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {pending ? "Sending…" : "Notify me"}
        </button>
      </form>
    </Modal>
  );
}
