import {
  SHIPPING_PROTECTION_TERMS,
  SHIPPING_PROTECTION_TITLE,
  shippingProtectionCents,
} from "../../../contract/cart-constants";
import { formatMoney } from "../../components/ui/format-money";
import { useHydrated } from "../../components/ui/use-hydrated";
import { CartActionForm } from "./cart-action-form";
import { CART_INTENTS } from "./cart-intents";
import type { CartView } from "./cart-view-types";

/**
 * Shipping protection on the cart page (spec part 1 §7 POST /api/extend-shipping): a checkbox that
 * posts the opposite of the current choice. The price shown is the same rule the server charges
 * (contract shippingProtectionCents); the server recomputes it, the form sends only 1 or 0.
 * Not shown for store pickup (nothing is in transit).
 */
export function ShippingProtectionToggle({ cart }: { cart: CartView }) {
  const hydrated = useHydrated();
  if (cart.is_pickup || cart.list.length === 0 || cart.subtotal <= 0) return null;
  const price = cart.shipping_protection
    ? cart.shipping_protection_amount
    : shippingProtectionCents(Math.round(cart.subtotal * 100)) / 100;
  return (
    <CartActionForm
      intent={CART_INTENTS.shippingProtection}
      fields={{ enable: cart.shipping_protection ? 0 : 1 }}
      className="rounded-lg border border-stone-200 bg-white p-4"
      label={SHIPPING_PROTECTION_TITLE}
    >
      {({ busy, submit }) => (
        <fieldset disabled={busy}>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="shipping_protection"
              defaultChecked={cart.shipping_protection}
              onChange={(e) => submit(e.currentTarget.form)}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="font-medium">{SHIPPING_PROTECTION_TITLE}</span>
              <span className="block text-stone-600">{SHIPPING_PROTECTION_TERMS}</span>
            </span>
            <span>{formatMoney(price)}</span>
          </label>
          {hydrated ? null : (
            <button type="submit" className="mt-3 h-10 rounded-md border border-stone-300 px-3 text-sm">
              {cart.shipping_protection ? "Remove protection" : "Add protection"}
            </button>
          )}
        </fieldset>
      )}
    </CartActionForm>
  );
}
