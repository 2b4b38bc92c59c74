import { Link } from "react-router";
import { CART_MESSAGES } from "../../../contract/cart-constants";
import { formatMoney } from "../../components/ui/format-money";
import { CartActionForm } from "./cart-action-form";
import { CART_INTENTS } from "./cart-intents";
import { CART_SECTION, LineThumb } from "./cart-parts";
import type { LaterLine } from "./cart-view-types";
import { LineCustomization } from "./line-customization";

/**
 * Saved for later, below the cart, each with Move to cart; a saved customization shows its options,
 * and an item that can no longer be bought says so instead of offering the move.
 */
export function LaterList({ later }: { later: LaterLine[] }) {
  return (
    <section aria-labelledby="saved-for-later" className={`${CART_SECTION} mt-8`} data-testid="later-list">
      <h2 id="saved-for-later" className="mb-3 text-lg font-semibold">
        Saved for Later ({later.length})
      </h2>
      <ul className="divide-y divide-stone-200">
        {later.map((item) => (
          <li key={item.later_item_id} className="flex items-center gap-4 py-3">
            <LineThumb line={item} size={80} />
            <div className="min-w-0 flex-1">
              <Link to={item.url_path} className="font-medium hover:underline">
                {item.name}
              </Link>
              {item.customization ? (
                <LineCustomization line={item} compact />
              ) : item.option_value ? (
                <p className="text-sm text-stone-600">{item.option_value}</p>
              ) : null}
              <p className="text-sm">
                <span className="font-semibold">{formatMoney(item.special_price ?? item.price)}</span>
                {item.special_price !== null ? (
                  <s className="ml-2 text-stone-500">{formatMoney(item.price)}</s>
                ) : null}
              </p>
              {item.status === 2 ? <p className="text-sm text-red-700">{CART_MESSAGES.unavailable}</p> : null}
            </div>
            <CartActionForm intent={CART_INTENTS.moveToCart} fields={{ later_item_id: item.later_item_id }}>
              {({ busy }) => (
                <button
                  type="submit"
                  disabled={busy || item.status === 2}
                  className="h-10 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600 disabled:hover:bg-transparent"
                >
                  Move to cart<span className="sr-only"> {item.name}</span>
                </button>
              )}
            </CartActionForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
