import { Form, Link } from "react-router";
import {
  COUPON_WALLET_PAGE_PATH,
  type CouponWallet,
  WALLET_MESSAGES,
  WALLET_TAB_LABELS,
  WALLET_TABS,
  type WalletCoupon,
  type WalletTab,
} from "../../../contract/coupons-constants";
import { CART_INTENTS } from "../cart/cart-intents";

/** The tab's own address: `?tab=used`; Available is the page itself. */
export const walletTabHref = (tab: WalletTab) =>
  tab === "usable" ? COUPON_WALLET_PAGE_PATH : `${COUPON_WALLET_PAGE_PATH}?tab=${tab}`;

/**
 * My Coupons (/customer/account/coupon): Available, Used and Expired as links (each tab is an
 * address, so it works without JavaScript and the back button goes back a tab), and the cards of
 * the chosen one. Apply to cart posts the code to the Cart page's own coupon action, which then
 * shows the cart with the coupon applied, or why it cannot be.
 */
export function CouponWalletView({ wallet }: { wallet: CouponWallet }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Coupons</h1>
      <nav aria-label="Coupon lists" className="mt-6 border-b border-stone-200">
        <ul className="flex gap-1">
          {WALLET_TABS.map((tab) => {
            const current = tab === wallet.tab;
            return (
              <li key={tab}>
                <Link
                  to={walletTabHref(tab)}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 font-medium ${
                    current
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-stone-700 hover:text-ink"
                  }`}
                >
                  {WALLET_TAB_LABELS[tab]} ({wallet.counts[tab]})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {wallet.list.length === 0 ? (
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800" data-testid="wallet-empty">
          {WALLET_MESSAGES.empty[wallet.tab]}
        </p>
      ) : (
        <ul
          className="mt-6 grid gap-4 md:grid-cols-2"
          aria-label={`${WALLET_TAB_LABELS[wallet.tab]} coupons`}
        >
          {wallet.list.map((coupon) => (
            <WalletCard key={coupon.couponCode} coupon={coupon} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WalletCard({ coupon }: { coupon: WalletCoupon }) {
  const live = coupon.state === "usable";
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center ${
        live ? "border-orange-200 bg-orange-50/60" : "border-stone-200 bg-stone-50"
      }`}
      data-testid="wallet-coupon"
    >
      <div className="min-w-0 flex-1">
        <p className={`text-xl font-bold ${live ? "text-orange-700" : "text-stone-700"}`}>
          {coupon.discountText}
        </p>
        <p className="font-medium">{coupon.title}</p>
        {coupon.description ? <p className="text-sm text-stone-800">{coupon.description}</p> : null}
        <p className="mt-1 text-sm text-stone-700">{coupon.dateText}</p>
        <p className="text-sm text-stone-700">
          Code: <span className="font-mono">{coupon.couponCode}</span>
        </p>
      </div>
      {coupon.canApply ? (
        <Form method="post" action="/checkout/cart" className="shrink-0">
          <input type="hidden" name="intent" value={CART_INTENTS.couponApply} />
          <input type="hidden" name="coupon_code" value={coupon.couponCode} />
          <button
            type="submit"
            // The visible words first (label in name), then which coupon: cards repeat the button.
            aria-label={`Apply to cart: ${coupon.couponCode}`}
            className="inline-flex h-11 items-center rounded-full bg-orange-700 px-5 font-semibold text-white hover:bg-orange-800"
          >
            Apply to cart
          </button>
        </Form>
      ) : null}
    </li>
  );
}
