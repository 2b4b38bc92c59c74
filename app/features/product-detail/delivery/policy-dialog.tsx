import { POLICY_TEXTS, type PolicyKind } from "../../../../contract/policy-texts";
import { Dialog } from "../../../components/ui/dialog";

/** Delivery, warranty, return or pre-order policy (spec part 2 §9). Loaded on demand. */
export default function PolicyDialog({ kind, onClose }: { kind: PolicyKind; onClose: () => void }) {
  const policy = POLICY_TEXTS[kind];
  return (
    <Dialog title={policy.title} onClose={onClose}>
      <ul className="list-disc space-y-2 pl-5 text-stone-800">
        {policy.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
