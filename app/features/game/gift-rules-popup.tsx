// The free-gift rules pop-up (spec part 2 "Use a free-gift rules pop-up", §9 "Free-gift rules"):
// opened by Play to Win's "Free-gift rules" button through the marketing pop-up queue (kind
// gift_rules, manual), its own chunk, rendered only while open. It lists the rules the turn list
// answered, with the cart's gift picker's own list.
import { Dialog } from "../../components/ui/dialog";
import { GiftRules } from "../cart/gift-choice-parts";
import type { PopupPartProps } from "../marketing/popup-parts";
import { RULES_LABEL } from "./game-view";

/** What the page hands over: the rules of its turn list answer. */
export interface GiftRulesPayload {
  rules: readonly string[];
}

const rulesOf = (payload: unknown): readonly string[] | undefined => {
  const rules = (payload as Partial<GiftRulesPayload> | undefined)?.rules;
  return Array.isArray(rules) && rules.length > 0 ? rules : undefined;
};

export default function GiftRulesPopup({ payload, onClose }: PopupPartProps) {
  return (
    <Dialog title={RULES_LABEL} onClose={onClose}>
      <GiftRules rules={rulesOf(payload)} />
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Got it
      </button>
    </Dialog>
  );
}
