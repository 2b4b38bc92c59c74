// The Cart page's free gift (spec part 2 §9): over the threshold without a choice, "Choose your
// free gift" opens the picker (its own chunk; without JavaScript a form on the page does the same);
// once chosen, the gift with its note and Remove / Add. A chosen gift that can no longer be sent
// comes back as the choice, saying so (gift_choice.unavailable_gift). The options come from
// gift-options, which the page's loader reads only while the cart offers the choice.
import { type RefObject, useEffect, useRef, useState } from "react";
import type { CartGiftCategory, CartGiftProduct } from "../../../contract/cart";
import { GIFT_MESSAGES } from "../../../contract/gift-constants";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { useHydrated } from "../../components/ui/use-hydrated";
import { CartActionForm } from "./cart-action-form";
import { CART_INTENTS } from "./cart-intents";
import { CART_SECTION, LineThumb } from "./cart-parts";
import type { CartView } from "./cart-view-types";
import {
  CHOOSE_GIFT_LABEL,
  type GiftChoiceView,
  GiftOptionCard,
  GiftPrice,
  GiftRules,
} from "./gift-choice-parts";

const loadPicker = onDemand(() => import("./gift-picker-dialog"));
const GiftPickerDialog = lazyOnDemand(loadPicker);

const BUTTON =
  "h-10 rounded-md border border-stone-300 px-4 text-sm font-semibold hover:bg-stone-50 disabled:opacity-50";

/**
 * The gift part of the Cart page: the chosen gift, the choice, or nothing. `options`: what
 * gift-options answered for this cart (null when it was not read or refused: the cart changed
 * between the two reads, so there is nothing to choose from on this page).
 */
export function CartGift({ cart, options }: { cart: CartView; options: CartGiftCategory[] | null }) {
  // Whether the page showed the choice (set after each render): the chosen gift that replaces it
  // takes the focus, which the picker and its opener took with them when they went.
  const wasChoosing = useRef(false);
  useEffect(() => {
    wasChoosing.current = cart.gift_product === null && cart.gift_choice !== null;
  });
  if (cart.gift_product) return <ChosenGift gift={cart.gift_product} wasChoosing={wasChoosing} />;
  if (cart.gift_choice && options)
    return <GiftChooser choice={{ ...cart.gift_choice, categories: options }} />;
  return null;
}

function ChosenGift({ gift, wasChoosing }: { gift: CartGiftProduct; wasChoosing: RefObject<boolean> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Just chosen (Confirm): focus had nowhere left to go but the page's body; it goes to this
  // section's heading so a keyboard or screen-reader user carries on from the chosen gift. A
  // page that opens with the gift chosen leaves focus alone.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasChoosing.current && lost) heading.current?.focus();
  }, [wasChoosing]);
  return (
    <section
      aria-labelledby="free-gift"
      className={`${CART_SECTION} flex items-center gap-4`}
      data-testid="free-gift"
    >
      <LineThumb line={{ thumbnail: gift.small_image }} size={64} />
      <div className="flex-1">
        <h2
          id="free-gift"
          ref={heading}
          tabIndex={-1}
          className="font-semibold"
          data-testid="free-gift-heading"
        >
          {FREE_GIFT_LINE.label}
        </h2>
        <p className="text-sm">{gift.name}</p>
        <p className="text-sm">
          <GiftPrice price={gift.price} />
        </p>
        <p className="text-xs text-stone-600">{gift.is_add ? FREE_GIFT_LINE.note : "Not in your order."}</p>
      </div>
      <CartActionForm intent={gift.is_add ? CART_INTENTS.giftRemove : CART_INTENTS.giftAdd} fields={{}}>
        {({ busy }) => (
          <button type="submit" disabled={busy} className={BUTTON}>
            {gift.is_add ? "Remove Gift" : "Add Gift"}
          </button>
        )}
      </CartActionForm>
    </section>
  );
}

function GiftChooser({ choice }: { choice: GiftChoiceView }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="free-gift" className={CART_SECTION} data-testid="free-gift">
      <h2 id="free-gift" className="font-semibold">
        {FREE_GIFT_LINE.label}
      </h2>
      {choice.unavailable_gift ? (
        <p className="mb-2 text-sm font-semibold text-red-700" data-testid="gift-unavailable">
          {GIFT_MESSAGES.unavailable(choice.unavailable_gift)}
        </p>
      ) : null}
      <p className="mb-3 text-sm">Your order qualifies for a free gift. Choose it before you check out.</p>
      {hydrated ? (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            onPointerEnter={loadPicker.preload}
            onFocus={loadPicker.preload}
            aria-haspopup="dialog"
            className={BUTTON}
            data-testid="choose-gift"
          >
            {CHOOSE_GIFT_LABEL}
          </button>
          {open ? (
            <OnDemandBoundary onFail={() => setOpen(false)}>
              <GiftPickerDialog choice={choice} onClose={() => setOpen(false)} />
            </OnDemandBoundary>
          ) : null}
        </>
      ) : (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">{CHOOSE_GIFT_LABEL}</summary>
          <GiftForm choice={choice} />
        </details>
      )}
    </section>
  );
}

/**
 * The choice as a plain form, for a page without JavaScript: the rules, every category's options
 * (one radio group), and Confirm.
 */
export function GiftForm({ choice }: { choice: GiftChoiceView }) {
  return (
    <CartActionForm intent={CART_INTENTS.chooseGift} fields={{}} label={CHOOSE_GIFT_LABEL} className="mt-3">
      {({ busy }) => (
        <>
          <GiftRules />
          {choice.categories.map((c) => (
            <fieldset key={c.id} disabled={busy} className="mt-3">
              <legend className="mb-2 text-sm font-semibold">{c.name}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {c.options.map((o) => (
                  <GiftOptionCard key={o.piid} option={o} name="piid" />
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
            Confirm
          </button>
        </>
      )}
    </CartActionForm>
  );
}
