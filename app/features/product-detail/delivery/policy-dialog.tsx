import { useEffect } from "react";
import { POLICY_TEXTS, type PolicyKind } from "../../../../contract/policy-texts";

/**
 * The text of a delivery, warranty, return or pre-order policy pop-up (spec part 2 §9), loaded on
 * demand into the dialog the panel already opened; `onTitle` gives the dialog the policy's title.
 */
export default function PolicyText({
  kind,
  onTitle,
}: {
  kind: PolicyKind;
  onTitle: (title: string) => void;
}) {
  const policy = POLICY_TEXTS[kind];
  useEffect(() => onTitle(policy.title), [onTitle, policy.title]);
  return (
    <ul className="list-disc space-y-2 pl-5 text-stone-800">
      {policy.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
