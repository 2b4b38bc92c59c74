import { type ReactNode, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { OnDemandBoundary } from "../../../components/ui/on-demand";
import { notify } from "../../toast/notify";

// The parts "Write a Review" and "Ask a Question" share: the button that opens the form in a
// dialog (the login popup for a guest), the sending state, the thank-you, the failure line and the
// submit button.

/**
 * A button opening `form` in a dialog for a signed-in customer; `run` sends a guest to sign in first.
 * A form loaded on demand shows a loading line in the dialog until it is there (a form whose chunk
 * does not arrive closes the dialog with a message); `preload` starts loading it as soon as the
 * button is pointed at or focused.
 */
export function DialogFormButton({
  label,
  run,
  form,
  preload,
}: {
  label: string;
  run: (open: () => void) => void;
  form: (close: () => void) => ReactNode;
  preload?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => run(() => setOpen(true))}
        onPointerEnter={preload}
        onFocus={preload}
        className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {label}
      </button>
      {open ? (
        <Dialog title={label} onClose={close}>
          <OnDemandBoundary
            onFail={close}
            fallback={
              <p role="status" className="text-sm text-stone-700">
                Loading the form…
              </p>
            }
          >
            {form(close)}
          </OnDemandBoundary>
        </Dialog>
      ) : null}
    </>
  );
}

/** The sending state of a dialog form: one send at a time, its failure, and the thank-you once sent. */
export function useDialogFormSend(initialSent = "") {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState(initialSent);
  const send = async (work: () => Promise<{ ok: boolean; message: string }>) => {
    if (pending) return;
    setFailure("");
    setPending(true);
    try {
      const result = await work();
      if (result.ok) {
        setSent(result.message);
        notify.success(result.message);
      } else setFailure(result.message);
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, sent, send, clearFailure: () => setFailure("") };
}

/** What the dialog shows once sent: the message and Close. */
export function SentNotice({ message, onDone }: { message: string; onDone: () => void }) {
  return (
    <div>
      <p role="status" className="text-stone-800">
        {message}
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

/** The failure line and the submit button ("Submitting…" while sending). */
export function DialogFormFooter({
  failure,
  pending,
  label,
}: {
  failure: string;
  pending: boolean;
  label: string;
}) {
  return (
    <>
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
        {pending ? "Submitting…" : label}
      </button>
    </>
  );
}
