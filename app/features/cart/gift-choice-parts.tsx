// The pieces of the free gift the picker dialog, the page's no-JavaScript form and the chosen gift
// share: the choice's title, the rules (spec part 2 §9 "Free-gift rules"), one option as a labelled
// radio card, and the price ("Free", the regular price struck). Imported statically by the page, so
// the picker dialog stays its own chunk.
import type { CartGiftChoice, CartGiftOption, CartGiftOptions } from "../../../contract/cart";
import { GIFT_RULES } from "../../../contract/gift-constants";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { formatMoney } from "../../components/ui/format-money";
import { LineThumb } from "./cart-parts";

/** The choice's name: the page's button, the no-JavaScript form and the picker dialog's title. */
export const CHOOSE_GIFT_LABEL = "Choose your free gift";

/**
 * The choice as the chooser shows it: the cart's gift_choice with the options gift-options
 * answered for it (the cart answer carries no options).
 */
export type GiftChoiceView = CartGiftChoice & CartGiftOptions;

/**
 * The free-gift rules, as a list (the picker's pop-up text, and Play to Win's rules pop-up, which
 * passes the rules its turn list answered).
 */
export function GiftRules({ rules = GIFT_RULES }: { rules?: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700" data-testid="gift-rules">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

/** The gift's price: "Free", then its regular price struck through. */
export function GiftPrice({ price }: { price: number }) {
  return (
    <span className="block">
      <span className="font-semibold text-brand-700">{FREE_GIFT_LINE.price}</span>{" "}
      <s className="text-stone-500">
        <span className="sr-only">Regular price </span>
        {formatMoney(price)}
      </s>
    </span>
  );
}

/**
 * One option: a radio whose label is the picture, the name and the price ("Free", struck). The
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
      <LineThumb line={{ thumbnail: option.small_image }} size={56} />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block">{option.name}</span>
        <GiftPrice price={option.price} />
      </span>
    </label>
  );
}
