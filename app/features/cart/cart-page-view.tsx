import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PICKUP_METHOD_CODE } from "../../../contract/cart-constants";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import { Deferred } from "../../components/deferred/deferred-part";
import { formatMoney } from "../../components/ui/format-money";
import { useHydrated } from "../../components/ui/use-hydrated";
import { cartLineItem, useTrackOnce } from "../../lib/ecommerce-events";
import { trackRecommendationCart } from "../../lib/recommendation-tracking";
import { PAYMENT_PICKUP_PATH } from "../checkout/checkout-paths";
import { PlusJoinEntry } from "../plus/join/plus-join-entry";
import { PLUS_PAGE_PATH } from "../plus/plus-paths";
import { useSession } from "../session/use-session";
import { CartActionForm } from "./cart-action-form";
import { CartBanner } from "./cart-banner";
import { cartGiftPart } from "./cart-deferred-parts";
import {
  canCheckOut,
  plusSavings,
  shownGrandTotal,
  sortedShippingMethods,
  summaryRows,
} from "./cart-display";
import { CART_INTENTS } from "./cart-intents";
import { CouponBox, PointsBox } from "./cart-money-forms";
import type { CartPageData } from "./cart-page.server";
import { CartPageLine } from "./cart-page-line";
import { CART_SECTION, CheckoutLink } from "./cart-parts";
import type { CartView } from "./cart-view-types";
import { LaterList } from "./later-list";
import { usePickupOffered } from "./pickup-offered";
import { ShippingProtectionToggle } from "./shipping-protection-toggle";

/** The Cart page (/cart and /checkout/cart): lines, save-for-later, free gift, shipping, summary. */
export function CartPageView({ data, refusal = null }: { data: CartPageData; refusal?: string | null }) {
  const { customer } = useSession();
  const isPlusMember = customer?.customerGroup === PLUS_CUSTOMER_GROUP;
  const { cart, later } = data;
  useTrackOnce("view_cart", cart ? `${cart.quoteId}` : null, () => (cart?.list ?? []).map(cartLineItem));
  const group = customer?.customerGroup ?? null;
  const cartEntries = cart?.gtm.emarsys_cart;
  useEffect(() => {
    if (cartEntries) trackRecommendationCart(cartEntries, group);
  }, [cartEntries, group]);
  return (
    <div className={`mx-auto max-w-7xl px-4 py-8 ${cart && cart.list.length > 0 ? "pb-28 lg:pb-8" : ""}`}>
      <h1 className="mb-6 text-2xl font-semibold">Shopping Cart</h1>
      {refusal ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      {cart?.cartBannerStatus === 1 && data.banner ? <CartBanner banner={data.banner} /> : null}
      {!cart ? (
        <div role="alert" className={CART_SECTION}>
          <p>We could not load your cart.</p>
          <Link
            to="/checkout/cart"
            reloadDocument
            className="mt-2 inline-block font-semibold text-brand-700 underline"
          >
            Try again
          </Link>
        </div>
      ) : cart.list.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            {cart.large_order_pop ? <LargeOrderPrompt cart={cart} /> : null}
            <section aria-labelledby="cart-items" className={CART_SECTION}>
              <h2 id="cart-items" className="sr-only">
                Items in your cart
              </h2>
              <ul className="divide-y divide-stone-200">
                {cart.list.map((line) => (
                  <CartPageLine key={line.item_id} line={line} />
                ))}
              </ul>
            </section>
            {cart.gift_product || (cart.gift_choice && data.giftOptions) ? (
              <Deferred part={cartGiftPart} props={{ cart, options: data.giftOptions ?? null }} />
            ) : null}
          </div>
          <aside className="space-y-4">
            <ShippingChoice cart={cart} />
            <ShippingProtectionToggle cart={cart} />
            <CouponBox cart={cart} coupons={data.coupons ?? []} />
            {customer ? <PointsBox cart={cart} /> : null}
            <CartSummary cart={cart} isPlusMember={isPlusMember} />
          </aside>
          <StickyCheckoutBar cart={cart} />
        </div>
      )}
      {later.length > 0 ? <LaterList later={later} /> : null}
    </div>
  );
}

/**
 * Phones (below lg): the total and Check Out stay on screen at the bottom while the shopper scrolls
 * the lines (issue 16, "what real stores have"). Sticky, not fixed: it rests after the summary at
 * the end of the cart, so it never covers the summary's own Check Out, the saved-for-later list or
 * the footer. From lg up the summary column is beside the lines and this bar is not shown.
 */
function StickyCheckoutBar({ cart }: { cart: CartView }) {
  const valid = canCheckOut(cart);
  const summaryInView = useSummaryCheckoutInView(valid);
  return (
    <section
      aria-label="Cart total and check out"
      // Out of sight (and of the tab order) while the summary's own Check Out is on screen: the bar
      // would otherwise sit over it, or show the same button twice.
      className={`sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] transition-opacity lg:hidden ${
        summaryInView ? "invisible opacity-0" : ""
      }`}
      data-testid="sticky-checkout"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <p className="text-sm">
          <span className="block text-stone-700">
            Total ({cart.items_qty} {cart.items_qty === 1 ? "item" : "items"})
          </span>
          <span className="text-lg font-semibold">{formatMoney(shownGrandTotal(cart))}</span>
        </p>
        <CheckoutLink
          enabled={valid}
          className="min-w-40"
          to={cart.is_pickup ? PAYMENT_PICKUP_PATH : undefined}
          testId="sticky-checkout-link"
        />
      </div>
    </section>
  );
}

/**
 * Whether the summary's Check Out (data-testid="checkout") is on screen now. `valid` switches it
 * between a link and its disabled placeholder (another element), which is then observed instead.
 */
function useSummaryCheckoutInView(valid: boolean): boolean {
  const [inView, setInView] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `valid` swaps the element to observe (link or placeholder)
  useEffect(() => {
    const target = document.querySelector('[data-testid="checkout"]');
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [valid]);
  return inView;
}

function EmptyCart() {
  return (
    <div className={`${CART_SECTION} py-12 text-center`} data-testid="cart-empty">
      <p className="text-lg">Your shopping cart is empty.</p>
      <Link
        to="/"
        className="mt-4 inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
    </div>
  );
}

/** The summary: subtotal, shipping, tax ('--' when it failed), protection, discount, total, Check Out. */
export function CartSummary({ cart, isPlusMember }: { cart: CartView; isPlusMember: boolean }) {
  const plus = plusSavings(cart, isPlusMember);
  const valid = canCheckOut(cart);
  return (
    <section aria-labelledby="cart-summary" className={CART_SECTION}>
      <h2 id="cart-summary" className="mb-3 text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="space-y-2 text-sm">
        {summaryRows(cart).map((row) => (
          <div
            key={row.key}
            data-row={row.key}
            className={`flex justify-between ${row.key === "total" ? "border-t border-stone-200 pt-2 text-base font-semibold" : ""}`}
          >
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {plus ? (
        <div
          className="mt-3 flex items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm"
          data-testid="plus-savings"
        >
          {cart.plusImg ? (
            <Link
              to={PLUS_PAGE_PATH}
              className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={cart.plusImg}
                alt="Join Plus+"
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 rounded-md object-cover"
                data-testid="plus-img"
              />
            </Link>
          ) : null}
          <div className="flex flex-col gap-2">
            <p>Save {plus} on this order with Plus+</p>
            <PlusJoinEntry source="cart" />
          </div>
        </div>
      ) : null}
      <CheckoutLink
        enabled={valid}
        className="mt-4 w-full"
        to={cart.is_pickup ? PAYMENT_PICKUP_PATH : undefined}
      />
      {!valid ? (
        <p className="mt-2 text-sm text-red-700">Please review the items above before checking out.</p>
      ) : null}
    </section>
  );
}

/** The shipping methods, sorted; choosing one is a form (a radio group with a submit without JS). */
function ShippingChoice({ cart }: { cart: CartView }) {
  const hydrated = useHydrated();
  const pickup = usePickupOffered(cart);
  const methods = sortedShippingMethods(cart.shipping_method_list);
  if (methods.length === 0) return null;
  const chosen = cart.is_pickup ? PICKUP_METHOD_CODE : cart.address.shipping.shipping_method;
  return (
    <CartActionForm
      intent={CART_INTENTS.shippingMethod}
      fields={{}}
      className={CART_SECTION}
      label="Shipping method"
    >
      {({ busy, submit }) => (
        <fieldset disabled={busy}>
          <legend className="mb-2 text-lg font-semibold">Shipping Method</legend>
          <div className="space-y-2">
            {methods.map((m) => (
              <label key={m.code} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="shipping_method"
                  value={m.code}
                  defaultChecked={m.code === chosen}
                  onChange={(e) => submit(e.currentTarget.form)}
                  className="mt-1"
                />
                <span className="flex-1">
                  <span className="font-medium">{m.title}</span>
                  <span className="block text-stone-600">{m.delivery_time}</span>
                </span>
                <span>{m.price > 0 ? formatMoney(m.price) : "FREE"}</span>
              </label>
            ))}
            {pickup && cart.pickup_store ? (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="shipping_method"
                  value={PICKUP_METHOD_CODE}
                  defaultChecked={cart.is_pickup}
                  onChange={(e) => submit(e.currentTarget.form)}
                  className="mt-1"
                />
                <span className="flex-1">
                  <span className="font-medium">Pick up in store</span>
                  <span className="block text-stone-600">
                    {cart.pickup_store.city}, {cart.pickup_store.region_short} ·{" "}
                    {cart.pickup_store.pickup_weekly}
                  </span>
                </span>
                <span>FREE</span>
              </label>
            ) : null}
          </div>
          {hydrated ? null : (
            <button type="submit" className="mt-3 h-10 rounded-md border border-stone-300 px-3 text-sm">
              Update shipping
            </button>
          )}
        </fieldset>
      )}
    </CartActionForm>
  );
}

function LargeOrderPrompt({ cart }: { cart: CartView }) {
  return (
    <section
      aria-labelledby="large-order"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="large-order"
    >
      <h2 id="large-order" className="font-semibold">
        Large Order Program
      </h2>
      <p className="text-sm">{cart.large_order_promotion_tip}</p>
    </section>
  );
}
