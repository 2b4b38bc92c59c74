import { Link } from "react-router";
import { useHydrated } from "../../components/ui/use-hydrated";
import { cartLineItem, trackEcommerce } from "../../lib/ecommerce-events";
import { CartActionForm } from "./cart-action-form";
import { CART_LINE_MESSAGES, lineMessages, lineState, planView } from "./cart-display";
import { CART_INTENTS } from "./cart-intents";
import { LinePrice, LineThumb, QtySelect } from "./cart-parts";
import type { CartLine } from "./cart-view-types";
import { LineCustomization } from "./line-customization";

const TEXT_BUTTON =
  "text-sm text-stone-700 underline underline-offset-2 hover:text-stone-900 disabled:opacity-60";

/**
 * One cart line on the Cart page (spec part 1 §4 item states): picture, name, options, price,
 * quantity — or, out of stock, 'Out of Stock' and a Re-select link to the product page —, the
 * a customized line's configuration, the line's messages, its protection plan, Remove and Save for
 * later (a customized line is saved with its configuration).
 */
export function CartPageLine({ line }: { line: CartLine }) {
  const state = lineState(line);
  const plan = planView(line);
  const hydrated = useHydrated();
  const messages = lineMessages(line);
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link to={line.url_path} tabIndex={-1} aria-hidden="true">
        <LineThumb line={line} size={120} />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <Link to={line.url_path} className="font-medium text-ink hover:underline">
              {line.name}
            </Link>
            {line.product_tag ? (
              <p className="text-xs font-semibold text-accent-700 uppercase">{line.product_tag}</p>
            ) : null}
            {line.option_value ? <p className="text-sm text-stone-600">{line.option_value}</p> : null}
            <LineCustomization line={line} />
          </div>
          <LinePrice line={line} />
        </div>

        <div className="flex flex-wrap items-center gap-4">
          {state.kind === "buyable" ? (
            <CartActionForm
              intent={CART_INTENTS.qty}
              fields={{ item_id: line.item_id }}
              className="flex gap-2"
            >
              {({ busy, submit }) => (
                <>
                  <QtySelect
                    key={`${line.item_id}-${line.qty}`}
                    line={line}
                    id={`qty-${line.item_id}`}
                    disabled={busy}
                    onChange={(_qty, select) => submit(select.form)}
                  />
                  {hydrated ? null : (
                    <button type="submit" className="h-10 rounded-md border border-stone-300 px-3 text-sm">
                      Update
                    </button>
                  )}
                </>
              )}
            </CartActionForm>
          ) : state.kind === "out-of-stock" ? (
            <>
              <span className="text-sm font-semibold text-red-700">{CART_LINE_MESSAGES.outOfStock}</span>
              <Link
                to={line.url_path}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                Re-select<span className="sr-only"> {line.name}</span>
              </Link>
            </>
          ) : null}
          <CartActionForm intent={CART_INTENTS.remove} fields={{ item_id: line.item_id }}>
            {({ busy }) => (
              <button
                type="submit"
                disabled={busy}
                className={TEXT_BUTTON}
                onClick={() => trackEcommerce("remove_from_cart", [cartLineItem(line)])}
              >
                Remove<span className="sr-only"> {line.name}</span>
              </button>
            )}
          </CartActionForm>
          {line.status === 1 ? (
            <CartActionForm intent={CART_INTENTS.saveForLater} fields={{ item_id: line.item_id }}>
              {({ busy }) => (
                <button type="submit" disabled={busy} className={TEXT_BUTTON}>
                  Save for later<span className="sr-only"> {line.name}</span>
                </button>
              )}
            </CartActionForm>
          ) : null}
        </div>

        {messages.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {messages.map((m) => (
              <li key={m} className={m === CART_LINE_MESSAGES.noDiscount ? "text-stone-600" : "text-red-700"}>
                {m}
              </li>
            ))}
          </ul>
        ) : null}

        {plan ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-md bg-stone-50 px-3 py-2 text-sm"
            data-testid="plan"
          >
            <span>
              {plan.title} · {plan.years} · {plan.price} each
            </span>
            <span className="font-semibold text-ink">{plan.total}</span>
            <CartActionForm intent={CART_INTENTS.removePlan} fields={{ item_id: line.item_id }}>
              {({ busy }) => (
                <button type="submit" disabled={busy} className={TEXT_BUTTON}>
                  Remove plan<span className="sr-only"> of {line.name}</span>
                </button>
              )}
            </CartActionForm>
          </div>
        ) : null}
      </div>
    </li>
  );
}
