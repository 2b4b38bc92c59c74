// The pieces of the free-gift choice both the picker dialog and the page's no-JavaScript form
// show: the rules (spec part 2 §9 "Free-gift rules") and one option as a labelled radio card.
import type { CartGiftChoice, CartGiftOption, CartGiftOptions } from "../../../contract/cart";
import { GIFT_RULES } from "../../../contract/gift-constants";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { formatMoney } from "../../components/ui/format-money";

/**
 * The choice as the chooser shows it: the cart's gift_choice with the options gift-options
 * answered for it (the cart answer carries no options).
 */
export type GiftChoiceView = CartGiftChoice & CartGiftOptions;

/** The free-gift rules, as a list (the picker's pop-up text). */
export function GiftRules({ id }: { id?: string }) {
  return (
    <ul id={id} className="list-disc space-y-1 pl-5 text-sm text-stone-700" data-testid="gift-rules">
      {GIFT_RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

/**
 * One option: a radio whose label is the picture, the name and the price struck to "Free". The
 * radio's value is the variant gift-add takes (piid).
 */
export function GiftOptionCard({
  option,
  name,
  checked,
  onSelect,
}: {
  option: CartGiftOption;
  name: string;
  /** Controlled (the dialog); left out, the radio is the browser's own (the no-JavaScript form). */
  checked?: boolean;
  onSelect?: (piid: number) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border border-stone-200 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
      <input
        type="radio"
        name={name}
        value={option.piid}
        checked={checked}
        onChange={onSelect ? () => onSelect(option.piid) : undefined}
        className="shrink-0"
      />
      {option.small_image ? (
        <img
          src={option.small_image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded object-cover"
        />
      ) : null}
      <span className="min-w-0 flex-1 text-sm">
        <span className="block">{option.name}</span>
        <span>
          <s className="text-stone-500">
            <span className="sr-only">Regular price </span>
            {formatMoney(option.price)}
          </s>{" "}
          <span className="font-semibold text-brand-700">{FREE_GIFT_LINE.price}</span>
        </span>
      </span>
    </label>
  );
}
