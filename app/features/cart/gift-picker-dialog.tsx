// The free-gift picker (spec part 2 §9 "Free-gift rules", "Use a free-gift rules pop-up"): the
// rules, the gift categories as tabs, each category's options as radio cards, and Confirm, which
// chooses the gift (gift-add with its piid). Its own chunk: loaded when the shopper opens it.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { CartActionForm } from "./cart-action-form";
import { CART_INTENTS } from "./cart-intents";
import { CHOOSE_GIFT_LABEL, type GiftChoiceView, GiftOptionCard, GiftRules } from "./gift-choice-parts";

/** The tab arrow keys move to (wrapping round), or null for any other key. */
export function nextTab(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

export default function GiftPickerDialog({
  choice,
  onClose,
}: {
  choice: GiftChoiceView;
  onClose: () => void;
}) {
  const [tab, setTab] = useState(0);
  const [piid, setPiid] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const { categories } = choice;
  const category = categories[Math.min(tab, categories.length - 1)];
  const chosen = categories.flatMap((c) => c.options).find((o) => o.piid === piid) ?? null;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, tab, categories.length);
    if (next === null) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  };
  if (!category) return null;
  return (
    <Dialog title={CHOOSE_GIFT_LABEL} onClose={onClose}>
      <GiftRules />
      <CartActionForm
        intent={CART_INTENTS.chooseGift}
        fields={piid === null ? {} : { piid }}
        label={CHOOSE_GIFT_LABEL}
        className="mt-4"
      >
        {({ busy }) => (
          <>
            <div role="tablist" aria-label="Gift categories" className="flex flex-wrap gap-2">
              {categories.map((c, i) => (
                <button
                  key={c.id}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${c.id}`}
                  aria-selected={c.id === category.id}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={c.id === category.id ? 0 : -1}
                  onClick={() => setTab(i)}
                  onKeyDown={onTabKey}
                  className="h-9 rounded-full border border-stone-300 px-4 text-sm aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
                >
                  {c.name}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${baseId}-panel`}
              aria-labelledby={`${baseId}-tab-${category.id}`}
              className="mt-3"
            >
              <fieldset disabled={busy}>
                <legend className="sr-only">{category.name} gifts</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {category.options.map((o) => (
                    <GiftOptionCard
                      key={o.piid}
                      option={o}
                      name="gift_option"
                      checked={o.piid === piid}
                      onSelect={setPiid}
                    />
                  ))}
                </div>
              </fieldset>
            </div>
            <p className="mt-3 text-sm" aria-live="polite" data-testid="gift-picked">
              {chosen ? `Your gift: ${chosen.name}` : "Pick 1 gift."}
            </p>
            <button
              type="submit"
              disabled={busy || piid === null}
              className="mt-3 h-11 w-full rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
            >
              Confirm
            </button>
          </>
        )}
      </CartActionForm>
    </Dialog>
  );
}
