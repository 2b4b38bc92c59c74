// The birthday pop-up (spec part 2 §4 "Birthday icon"; POST /api/tellbirthday; decision 0044):
// opened by the birthday icon; the shopper tells the birthday and gets a coupon by mail on the day.
import { useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { notify } from "../toast/notify";
import type { PopupPartProps } from "./popup-parts";

/** contract/old-user-birthday.ts `tellBirthday`, written out to keep schemas out of the chunk. */
export const TELL_BIRTHDAY_PATH = "/api/tellbirthday";

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export default function BirthdayPopup({ onClose }: PopupPartProps) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [births, setBirths] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError("");
    const res = await api.post<{ births: string }>(TELL_BIRTHDAY_PATH, { births });
    setSending(false);
    if (res.code === 200) {
      notify.success(res.message);
      onClose();
    } else setError(res.message);
  };

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={field}
      panelClassName="w-[min(26rem,calc(100%-2rem))]"
    >
      <ModalHeader titleId={titleId} title="When is your birthday?" closeLabel="Close" onClose={onClose} />
      <form className="space-y-4 p-5 text-sm text-stone-700" onSubmit={submit} noValidate>
        <p>Tell us your birthday and we will e-mail you a $20 coupon (orders of $99+) on the day.</p>
        <div>
          <label htmlFor={fieldId} className="mb-1 block font-medium text-stone-900">
            Birthday
          </label>
          <input
            ref={field}
            id={fieldId}
            name="births"
            type="date"
            min="1900-01-01"
            max={today()}
            value={births}
            onChange={(e) => {
              setBirths(e.target.value);
              setError("");
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-full rounded-md border border-stone-400 px-3 py-2"
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {sending ? "Saving…" : "Save my birthday"}
        </button>
      </form>
    </Modal>
  );
}
