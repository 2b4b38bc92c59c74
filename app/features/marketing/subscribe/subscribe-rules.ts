// When the subscribe pop-up may open by itself (spec part 2 §2 "Newsletter pop-up suppression", §4
// "Subscribe pop-up", §9; docs/decisions/0042-subscribe-offers.md). Ships with every page: no
// React, no zod, nothing but these few rules.

/** localStorage: the dismissal, `{"value":1,"expiry":<ms of the next local midnight>}`. */
export const SUBSCRIBE_POP_KEY = "newUserSubscribePop";
/** localStorage: the last result's message (what the pop-up said last). */
export const SUBSCRIBE_MESSAGE_KEY = "newUserSubscribeMessage";
/** localStorage: "1" once the pop-up's form was sent from a product page. */
export const PRODUCT_SUBSCRIBE_KEY = "isProductdetailSubscribe";

/** The pop-up opens by itself this long after the page loads. */
export const SUBSCRIBE_DELAY_MS = 15_000;

/** The next local midnight after `now` (ms). */
export function nextLocalMidnight(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

/** The dismissal to store when the shopper closes the pop-up or subscribes at `now`. */
export function dismissalValue(now: number): string {
  return JSON.stringify({ value: 1, expiry: nextLocalMidnight(now) });
}

/** Whether a stored dismissal still holds at `now` (an unreadable one does not). */
export function isDismissed(stored: string | null, now: number): boolean {
  if (!stored) return false;
  try {
    const parsed = JSON.parse(stored) as { expiry?: unknown };
    return typeof parsed.expiry === "number" && now < parsed.expiry;
  } catch {
    return false;
  }
}

const SIGN_IN_PAGES = [
  "/customer/account/login",
  "/customer/account/password",
  "/customer/account/confirm-verification-code",
  "/customer/account/forgotpassword",
];
/** Exact pages (the cart at both of its addresses: /cart is the same page as /checkout/cart). */
const EXACT = [
  "/checkout/payment",
  "/checkout/cart",
  "/cart",
  "/baby-registry",
  "/newsletter-subscribe",
  "/massage-chair-shopping-guidance",
];

/** The pages where the pop-up never opens by itself (spec part 2 §2). */
export function isSuppressedPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (SIGN_IN_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  if (EXACT.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return path.includes("/baby-kids") || path.includes("/toys-hobbies");
}

/** A `blockpopup` query (any value): no pop-up, and the dismissal is recorded. */
export const hasBlockPopup = (search: string) => new URLSearchParams(search).has("blockpopup");

/** Who the offer is for: logged-out shoppers, and signed-in ones without a confirmed subscription. */
export const offerFor = (customer: { marketing: { subscriberEmail: 0 | 1 } } | null) =>
  customer === null || customer.marketing.subscriberEmail === 0;

/**
 * What the page does about the pop-up when it loads: a blockpopup query records the dismissal
 * (and opens nothing); a suppressed page, a shopper the offer is not for, or a dismissal still
 * holding opens nothing; otherwise it is asked for after SUBSCRIBE_DELAY_MS.
 */
export function timerPlan(opts: {
  pathname: string;
  search: string;
  offered: boolean;
  stored: string | null;
  now: number;
}): "record-dismissal" | "nothing" | "schedule" {
  if (hasBlockPopup(opts.search)) return "record-dismissal";
  if (!opts.offered || isSuppressedPage(opts.pathname) || isDismissed(opts.stored, opts.now))
    return "nothing";
  return "schedule";
}
