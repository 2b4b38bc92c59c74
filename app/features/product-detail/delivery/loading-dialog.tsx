import { Dialog } from "../../../components/ui/dialog";

/**
 * What a pop-up loaded on demand shows until its content is there: the dialog already open (focus
 * moved into it, Escape closes it) with a short loading line. Pointing at or focusing the opening
 * button starts the load, so this is seldom seen for long.
 */
export function LoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p role="status" className="text-sm text-stone-700">
        Loading…
      </p>
    </Dialog>
  );
}
