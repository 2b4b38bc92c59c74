// Server-side limits on every call that writes (or costs us a mail, a provider call or a guess at a
// secret): one table, WRITE_RATE_LIMITS, keyed by the contract's call definitions. Each row counts
// per client address and, where the request carries an identity (a session token: a guest's or a
// customer's), per identity too; past either, 429 with Retry-After and the envelope. Counters live
// in the rate-limit store (memory, or Redis when REDIS_URL is set, shared by every instance).
//
// A call that starts a guest session when the request has none (add to cart, buy now …) also
// counts against the guest-login limit: otherwise each call without a cookie would mint a session
// and a cart, and the limit on GET /api/guest/login would mean nothing.
//
// docs/api.md "Rate limits" lists this table; write-rate-limits.test.ts keeps the two in sync and
// fails when a call that writes has no row.
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import * as address from "../../contract/address";
import {
  adminApproveReturn,
  adminDeliver,
  adminOutForDelivery,
  adminReceiveReturn,
  adminRefundReturn,
  adminRefuseReturn,
  adminShip,
} from "../../contract/admin";
import { adminProductStock, subscribeProduct } from "../../contract/back-in-stock";
import * as buyNow from "../../contract/buy-now";
import type { CallDef, Method } from "../../contract/call";
import * as cart from "../../contract/cart";
import { adminCoinGrant, coinHistory, coinNum, sendCoin } from "../../contract/coin";
import { couponWallet, productsGetCoupons } from "../../contract/coupons";
import * as customer from "../../contract/customer";
import * as dropship from "../../contract/dropship";
import { confirmShipment, trackShipment } from "../../contract/fulfilment";
import {
  adminGameGiftDeliver,
  adminGameGiftReceive,
  adminGameGiftShip,
  gameConfirmOrder,
  gameReport,
  gameTurn,
} from "../../contract/game";
import { productLogistic } from "../../contract/logistics";
import { babySubscribe, massagechairSubscribe } from "../../contract/marketing-offers";
import { confirmNewsletter, subscribeNewsletter } from "../../contract/newsletter";
import { updateSystemNotes } from "../../contract/notes";
import { notesBroadcast } from "../../contract/notes-broadcast";
import { oldUserSendEmail, tellBirthday } from "../../contract/old-user-birthday";
import { cancelOrder, placeOrder } from "../../contract/order";
import {
  braintreeClientToken,
  braintreeCreditCard,
  klarnaClientToken,
  klarnaPayment,
} from "../../contract/payment";
import { PAYMENT_FIELD_TOKENIZE_PATH } from "../../contract/payment-constants";
import * as plus from "../../contract/plus";
import * as points from "../../contract/points";
import { getOfferList } from "../../contract/protection";
import {
  extendRefunds,
  extendRefundsShipping,
  requestReturn,
  returnPhotoUpload,
} from "../../contract/returns";
import {
  productFaqAdd,
  productReviewAdd,
  reviewHelpful,
  reviewPhotoUpload,
  writeReview,
} from "../../contract/reviews";
import { searchProducts, userSearchBehavior } from "../../contract/search";
import { userOrderBehavior, userProductBehavior } from "../../contract/statistics";
import {
  adminSupportClose,
  adminSupportReply,
  createSupportRequest,
  supportFollowUp,
  supportPhotoUpload,
} from "../../contract/support";
import { productRegister, warrantyClaim, warrantyPhotoUpload } from "../../contract/warranty";
import { webPushSend, webPushSubscribe, webPushUnsubscribe } from "../../contract/web-push";
import { wishlistAdd, wishlistDelete } from "../../contract/wishlist";
import type { Deps } from "./context";
import { AppError } from "./errors";
import { addressKey, RATE_LIMIT_MESSAGE, type RateLimitHit, throttled, tooManyRequests } from "./rate-limit";
import { presentedTokens } from "./session";

/** A window: at most `limit` requests in `windowSeconds`. */
export interface Window {
  limit: number;
  windowSeconds: number;
}

export interface WriteLimit {
  /** The call (a contract call definition, or the method and path of a route outside the API). */
  call: Pick<CallDef, "method" | "path">;
  /** Names the counters; rows sharing a name share them (and must share the windows). */
  name: string;
  /** Per client address. */
  address: Window;
  /** Per session token (guest or customer), when the request carries one. */
  identity?: Window;
  /**
   * The call starts a guest session: "always" (sign-out), or "without-session" (a write by a
   * shopper who has none). Such a request also counts against the guest-login limit.
   */
  startsGuestSession?: "always" | "without-session";
}

const MINUTE = 60;
/** `limit` requests per `minutes`. */
const per = (limit: number, minutes: number): Window => ({ limit, windowSeconds: minutes * MINUTE });

// Windows shared by many rows. An address may be shared by a household, an office or a mobile
// carrier's NAT, so per-address windows are wider than what one shopper does; the per-identity
// window is what one shopper could plausibly do in a busy session.
/** Reads sent as POST (a body is the input) and recorded statistics: a page view may send several. */
const BROWSE = { address: per(600, 10), identity: per(300, 10) };
/** Changes to one's own cart, list or book: a shopper clicking quickly. */
const EDIT = { address: per(600, 10), identity: per(200, 10) };
/** Guesses at a code (coupons): enough for typos, useless for enumerating codes. */
const CODE_GUESS = { address: per(60, 10), identity: per(30, 10) };
/** Orders and payments: each is a transaction (and a provider call); card testing goes through here. */
const CHECKOUT = { address: per(60, 10), identity: per(20, 10) };

/** The guest-login row's windows: every call that starts a guest session counts against them. */
export const GUEST_SESSION_LIMIT_NAME = "guest-login";

/** One row per call that writes. */
export const WRITE_RATE_LIMITS: readonly WriteLimit[] = [
  // ---- Sign-in: guesses at secrets, account and session creation, mail ----
  // A household or office behind one address may mistype a few times each; 20 in 10 minutes still
  // stops password guessing across many accounts (the lockout covers one account).
  { call: customer.login, name: "login", address: per(20, 10) },
  // Account creation is rare for a real person; 10 an hour stops scripted sign-up floods.
  { call: customer.register, name: "register", address: per(10, 60) },
  // A read, but it says whether an address has an account: asked while the e-mail field is filled
  // in, so looser; still stops enumerating addresses.
  { call: customer.registerStatus, name: "register-status", address: per(60, 10) },
  // Each one sends mail to any address typed: tight, so we are never used to spam a mailbox.
  { call: customer.forgotPassword, name: "forgot-password", address: per(5, 15) },
  // Sending and resending a code (to an address typed in, or the customer's own) share one counter:
  // both send mail, and the service already allows one code a minute per address.
  { call: customer.sendVerifyEmail, name: "send-code", address: per(10, 15) },
  { call: customer.sendOwnVerifyEmail, name: "send-code", address: per(10, 15) },
  // The old-user pop-up's mail (one link a minute per customer in the service, too).
  { call: oldUserSendEmail, name: "send-code", address: per(10, 15) },
  // Six-character codes: 20 tries in 10 minutes leaves guessing hopeless while allowing typos.
  { call: customer.verifyEmailCode, name: "verify-code", address: per(20, 10) },
  // Link tokens are long random values; the limit mostly bounds wasted work on forged links.
  { call: customer.verifyLinkEmail, name: "verify-link", address: per(20, 10) },
  // A reset needs a valid link token; a few attempts cover password-rule mistakes.
  { call: customer.resetPassword, name: "reset-password", address: per(10, 15) },
  // Each attempt may fetch Google's keys and verify a signature; real users sign in once.
  { call: customer.googleLogin, name: "google-login", address: per(30, 10) },
  // Every first visit without a guest cookie starts a session (a row each): generous for addresses
  // many shoppers share (offices, mobile carriers), yet a script cannot fill the sessions table fast.
  // Every call that starts a guest session implicitly counts here too (startsGuestSession).
  { call: customer.guestLogin, name: GUEST_SESSION_LIMIT_NAME, address: per(300, 10) },
  // Ends the session and starts a guest session (so it also counts as a guest login).
  {
    call: customer.logout,
    name: "logout",
    address: per(60, 10),
    identity: per(20, 10),
    startsGuestSession: "always",
  },
  // Needs the current password: bounds guessing it from a stolen session.
  { call: customer.changePassword, name: "change-password", address: per(20, 15), identity: per(10, 15) },
  {
    call: customer.editAccountInformation,
    name: "edit-account",
    address: per(60, 10),
    identity: per(30, 10),
  },
  // The birthday pop-up: one answer a customer gives once; a few retries for typos.
  { call: tellBirthday, name: "tell-birthday", address: per(30, 10), identity: per(10, 10) },
  // My Newsletter: switching on may mail a confirmation link (the service sends one a minute at most).
  {
    call: customer.newsletterSubscriberEdit,
    name: "newsletter-settings",
    address: per(30, 10),
    identity: per(20, 10),
  },

  // ---- Anonymous writes outside the cart ----
  // Every sign-up is a row and a mail to the typed address: a person subscribes once or twice.
  { call: subscribeNewsletter, name: "newsletter", address: per(10, 60), identity: per(5, 60) },
  // Notify me (decision 0040): a row per address and variant and, when the item returns, one mail to
  // the typed address; a shopper asks for a few variants, a script signing up addresses gets few.
  { call: subscribeProduct, name: "back-in-stock", address: per(20, 60), identity: per(10, 60) },
  // The baby and massage-chair forms are newsletter sign-ups too (a row, a mail): the same windows,
  // their own counters (a shopper may send the footer form and the baby form in one visit).
  { call: babySubscribe, name: "baby-subscribe", address: per(10, 60), identity: per(5, 60) },
  { call: massagechairSubscribe, name: "massagechair-subscribe", address: per(10, 60), identity: per(5, 60) },
  // A GET that writes (it confirms a sign-up); link tokens are long random values, so the limit
  // bounds wasted work on forged links, as for the e-mail verification links.
  { call: confirmNewsletter, name: "newsletter-confirm", address: per(20, 10) },
  // One vote per review and session is the service's rule; this bounds the attempts.
  { call: reviewHelpful, name: "review-helpful", address: per(120, 10), identity: per(60, 10) },
  // Client-sent statistics (a row each): a page sends one per search, product view, order shown.
  { call: userSearchBehavior, name: "stat-search", ...BROWSE },
  { call: userProductBehavior, name: "stat-product", ...BROWSE },
  { call: userOrderBehavior, name: "stat-order", address: per(120, 10), identity: per(60, 10) },
  // A GET, but a search by a shopper with a session is recorded for the popular searches (one row
  // per term, shopper and day): bounds how many terms one address can record.
  { call: searchProducts, name: "search", address: per(600, 10), identity: per(300, 10) },
  // Reads sent as POST (the input is a body): cheap, bounded like browsing.
  { call: getOfferList, name: "offer-list", ...BROWSE },
  { call: productLogistic, name: "product-logistic", ...BROWSE },
  // Claiming a coupon (signed-in customers) checks a code first.
  { call: productsGetCoupons, name: "coupon-claim", ...CODE_GUESS },

  // ---- Cart: writes of a shopper without a session start a guest session ----
  { call: cart.addToCart, name: "cart-add", ...EDIT, startsGuestSession: "without-session" },
  { call: cart.editCartItem, name: "cart-edit", ...EDIT },
  { call: cart.deleteCartItem, name: "cart-delete", ...EDIT },
  { call: cart.laterCartMove, name: "cart-later-move", ...EDIT },
  { call: cart.setShippingMethod, name: "cart-shipping", ...EDIT, startsGuestSession: "without-session" },
  { call: cart.giftDelete, name: "cart-gift-delete", ...EDIT },
  { call: cart.giftAdd, name: "cart-gift-add", ...EDIT },
  { call: cart.applyCoupon, name: "cart-coupon", ...CODE_GUESS },
  { call: cart.cartCouponList, name: "cart-coupon-list", ...BROWSE },
  { call: couponWallet, name: "coupon-wallet", ...BROWSE },
  // Opening a note in the bell marks it read: a shopper reading down the list clicks quickly.
  { call: updateSystemNotes, name: "notes-read", ...EDIT },
  { call: cart.applyPoints, name: "cart-points", ...EDIT },
  { call: cart.setCartAddress, name: "cart-address", ...EDIT, startsGuestSession: "without-session" },
  { call: cart.setCartPayment, name: "cart-payment", ...EDIT, startsGuestSession: "without-session" },
  { call: cart.cartCheckInfo, name: "cart-check", ...BROWSE },
  { call: cart.shippingProtectionOffer, name: "cart-protection-offer", ...BROWSE },
  { call: cart.shippingProtectionSet, name: "cart-protection", ...EDIT },
  // Re-adds a whole order's lines (each a cart write): rarer than single adds.
  {
    call: cart.reorder,
    name: "cart-reorder",
    address: per(60, 10),
    identity: per(30, 10),
    startsGuestSession: "without-session",
  },

  // ---- Signed-in customers' own data (anonymous requests are refused, but still counted) ----
  { call: address.addCustomerAddress, name: "address-add", ...EDIT },
  { call: address.editCustomerAddress, name: "address-edit", ...EDIT },
  { call: address.deleteCustomerAddress, name: "address-delete", ...EDIT },
  { call: wishlistAdd, name: "wishlist-add", ...EDIT },
  { call: wishlistDelete, name: "wishlist-delete", ...EDIT },
  // Reviews and questions wait for moderation: a person writes a few, a script fills the queue.
  { call: productReviewAdd, name: "review-add", address: per(30, 10), identity: per(10, 10) },
  { call: productFaqAdd, name: "faq-add", address: per(30, 10), identity: per(10, 10) },
  // A review from a bought item (My Review): one per product, so a handful is a busy evening.
  { call: writeReview, name: "review-write", address: per(30, 10), identity: per(10, 10) },
  // Each upload decodes and re-encodes a picture (tens of milliseconds of CPU): six photos for a
  // few reviews, with room for retries.
  { call: reviewPhotoUpload, name: "review-photo", address: per(60, 10), identity: per(30, 10) },
  // Customer service: each request mails the store and the customer; a person sends a few a day.
  { call: createSupportRequest, name: "support-request", address: per(30, 60), identity: per(10, 60) },
  // A follow-up mails the store: a conversation, not a flood.
  { call: supportFollowUp, name: "support-follow-up", address: per(60, 60), identity: per(20, 60) },
  // Pictures for a request (three a message, re-encoded like review photos), with room for retries.
  { call: supportPhotoUpload, name: "support-photo", address: per(60, 10), identity: per(30, 10) },
  // My Products: a person registers a few products in a sitting (a new household, a move).
  { call: productRegister, name: "product-register", address: per(30, 10), identity: per(15, 10) },
  // A warranty claim mails the customer and reaches the care team: a handful is a bad week.
  { call: warrantyClaim, name: "warranty-claim", address: per(20, 10), identity: per(10, 10) },
  // Receipts and claim photos: decoded and re-encoded like review photos.
  { call: warrantyPhotoUpload, name: "warranty-photo", address: per(60, 10), identity: per(30, 10) },

  // ---- Orders and payments ----
  { call: placeOrder, name: "order-place", ...CHECKOUT },
  { call: cancelOrder, name: "order-cancel", ...CHECKOUT },
  // Returns (docs/decisions/0031-returns.md): a return request is a transaction on an order; a
  // shopper sends a few, with retries. Its photos decode like review photos; the plan refunds are
  // reads sent as POST (the return form asks them as items are chosen).
  { call: requestReturn, name: "return-request", address: per(30, 10), identity: per(10, 10) },
  { call: returnPhotoUpload, name: "return-photo", address: per(60, 10), identity: per(30, 10) },
  { call: extendRefunds, name: "extend-refunds", ...BROWSE },
  { call: extendRefundsShipping, name: "extend-refunds-shipping", ...BROWSE },
  // Play to Win (decision 0045): one play and one confirmation per paid order; a quality report
  // opens a support request (mails the store and the shopper), as the support form does.
  { call: gameTurn, name: "game-turn", ...EDIT },
  { call: gameConfirmOrder, name: "game-confirm", ...EDIT },
  { call: gameReport, name: "game-report", address: per(30, 60), identity: per(10, 60) },
  // The store coin (decision 0047): two reads sent as POST, and a send, which moves value between
  // two accounts and mails the recipient: a person sends a few a day (the daily coin limit bounds
  // the value; this bounds the mail and a script trying addresses).
  { call: coinNum, name: "coin-balance", ...BROWSE },
  { call: coinHistory, name: "coin-history", ...BROWSE },
  { call: sendCoin, name: "coin-send", address: per(60, 60), identity: per(20, 60) },
  // The dropship application (decision 0048): a person applies once and edits a few times.
  { call: dropship.addDropshipProgram, name: "dropship-apply", address: per(30, 60), identity: per(10, 60) },
  { call: dropship.editDropshipProgram, name: "dropship-edit", address: per(60, 60), identity: per(20, 60) },
  // The points tasks (decision 0046): each pays once per its rule whatever the count; the limits
  // keep a script from hammering them. The phone code costs a text: the code limits apply.
  // pointsInfo and getPointsLists are POST reads (the spec's methods): the browsing limits.
  { call: points.pointsInfo, name: "points-read", ...BROWSE },
  { call: points.getPointsLists, name: "points-read", ...BROWSE },
  { call: points.signPoints, name: "points-sign", ...EDIT },
  { call: points.follow, name: "points-action", ...EDIT },
  { call: points.watchLive, name: "points-action", ...EDIT },
  { call: points.shareProduct, name: "points-action", ...EDIT },
  { call: points.collectingPoints, name: "points-collect", ...EDIT },
  { call: points.phoneNumberVerify, name: "points-phone", ...CODE_GUESS },
  // Each charge or authorization calls the provider; card testing is exactly a flood of these.
  { call: braintreeCreditCard, name: "card-charge", ...CHECKOUT },
  { call: klarnaPayment, name: "paylater-authorize", ...CHECKOUT },
  // GETs that ask the provider for a client token (a provider session each).
  { call: braintreeClientToken, name: "card-client-token", address: per(120, 10), identity: per(60, 10) },
  { call: klarnaClientToken, name: "paylater-client-token", address: per(120, 10), identity: per(60, 10) },
  // The test provider's card field stores a nonce per tokenized card (not an API call): tight, as
  // it answers whether a card number is accepted.
  {
    call: { method: "post", path: PAYMENT_FIELD_TOKENIZE_PATH },
    name: "card-tokenize",
    address: per(30, 10),
    identity: per(15, 10),
  },

  // ---- Plus+ membership (docs/decisions/0034-plus-membership.md): signed-in customers only ----
  // A text to any phone typed: the service allows one a minute per phone and 5 a day; this bounds
  // a script hopping between phones and accounts from one address.
  { call: plus.sendCode, name: "plus-send-code", address: per(20, 60), identity: per(10, 60) },
  // Four digits: the code dies after 5 wrong tries; this bounds guessing across fresh codes.
  { call: plus.verifyCode, name: "plus-verify-code", ...CODE_GUESS },
  { call: plus.paymenLink, name: "plus-payment-link", ...CHECKOUT },
  { call: plus.plusPay, name: "plus-pay", ...CHECKOUT },
  // A GET, but it asks the providers for client tokens (a provider session each), as the token calls.
  { call: plus.plusPayment, name: "plus-payment-page", address: per(120, 10), identity: per(60, 10) },
  // Reads sent as POST; the two polls run every 3 s while the join flow waits for the payment.
  { call: plus.getStepInfo, name: "plus-step-info", ...BROWSE },
  { call: plus.orderMaybeSucc, name: "plus-poll", address: per(1200, 10), identity: per(600, 10) },
  { call: plus.isCompleted, name: "plus-completed", address: per(1200, 10), identity: per(600, 10) },
  { call: plus.inviteComplex, name: "plus-member-centre", ...BROWSE },
  { call: plus.inviteList, name: "plus-invite-list", ...BROWSE },
  { call: plus.inviteMember, name: "plus-invite-member", ...BROWSE },

  // ---- Web Push: a browser stores or drops its subscription (once per permission, rarely again) ----
  // A real browser subscribes once and unsubscribes once; a script storing endpoints in bulk stops here.
  { call: webPushSubscribe, name: "web-push-subscribe", address: per(60, 10), identity: per(10, 10) },
  { call: webPushUnsubscribe, name: "web-push-unsubscribe", address: per(60, 10), identity: per(10, 10) },

  // ---- Shipment tracking: anonymous reads and writes that need a secret pair ----
  // A tracking number with the order's e-mail or ZIP: a shopper types a few, a script probing pairs
  // (numbers × ZIP codes) gets nowhere at this rate.
  { call: trackShipment, name: "shipment-track", address: per(30, 10), identity: per(20, 10) },
  { call: confirmShipment, name: "shipment-confirm", address: per(30, 10), identity: per(20, 10) },

  // ---- Operator calls (an operator's token only): bounds a script gone wrong, not a person ----
  { call: adminShip, name: "admin-ship", address: per(1200, 10) },
  { call: adminOutForDelivery, name: "admin-out-for-delivery", address: per(1200, 10) },
  { call: adminDeliver, name: "admin-deliver", address: per(1200, 10) },
  { call: adminSupportReply, name: "admin-support-reply", address: per(1200, 10) },
  { call: adminSupportClose, name: "admin-support-close", address: per(1200, 10) },
  // A broadcast reaches every shopper's bell: tighter than the fulfilment steps.
  { call: notesBroadcast, name: "admin-notes-broadcast", address: per(120, 10) },
  // A push reaches every subscriber's screen and makes one outside request per subscription.
  { call: webPushSend, name: "admin-web-push-send", address: per(60, 10) },
  { call: adminApproveReturn, name: "admin-return-approve", address: per(1200, 10) },
  { call: adminRefuseReturn, name: "admin-return-refuse", address: per(1200, 10) },
  { call: adminReceiveReturn, name: "admin-return-receive", address: per(1200, 10) },
  { call: adminRefundReturn, name: "admin-return-refund", address: per(1200, 10) },
  { call: plus.adminPlusExpireNow, name: "admin-plus-expire-now", address: per(1200, 10) },
  { call: adminProductStock, name: "admin-product-stock", address: per(1200, 10) },
  { call: adminGameGiftShip, name: "admin-game-gift-ship", address: per(1200, 10) },
  { call: adminGameGiftDeliver, name: "admin-game-gift-deliver", address: per(1200, 10) },
  { call: adminGameGiftReceive, name: "admin-game-gift-receive", address: per(1200, 10) },
  { call: adminCoinGrant, name: "admin-coin-grant", address: per(1200, 10) },
  { call: dropship.adminDropshipApprove, name: "admin-dropship-approve", address: per(1200, 10) },
  { call: dropship.adminDropshipRefuse, name: "admin-dropship-refuse", address: per(1200, 10) },

  // ---- Buy now (/pay): the same rules as the cart and order calls they mirror ----
  { call: buyNow.buyNowOperate, name: "buy-now-start", ...EDIT, startsGuestSession: "without-session" },
  {
    call: buyNow.buyNowGeneration,
    name: "buy-now-generation",
    ...BROWSE,
    startsGuestSession: "without-session",
  },
  { call: buyNow.buyNowCouponConfirm, name: "buy-now-coupon-confirm", ...CODE_GUESS },
  { call: buyNow.buyNowCouponApply, name: "buy-now-coupon", ...CODE_GUESS },
  { call: buyNow.buyNowEditAddress, name: "buy-now-edit-address", ...EDIT },
  { call: buyNow.buyNowOrderAddress, name: "buy-now-address", ...EDIT },
  { call: buyNow.buyNowCheckCashback, name: "buy-now-cashback", ...BROWSE },
  { call: buyNow.buyNowPlaceOrder, name: "buy-now-place", ...CHECKOUT },
  // Polled by a page waiting for a payment: generous.
  { call: buyNow.buyNowPollingData, name: "buy-now-polling", address: per(1200, 10), identity: per(600, 10) },
];

/** A path as routes match it, without a trailing slash ("/api/cart/" and "/api/cart" are one call). */
const trimSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

/** A call path (Hono style, `:param`) as a pattern for request paths. */
function pathPattern(path: string): RegExp {
  const escaped = trimSlash(path)
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}

/** The row of a request, by method and path. */
export function writeLimitOf(method: string, path: string): WriteLimit | undefined {
  const m = (method === "HEAD" ? "get" : method.toLowerCase()) as Method;
  return ROWS.find((r) => r.method === m && r.pattern.test(path))?.row;
}

const ROWS = WRITE_RATE_LIMITS.map((row) => ({
  row,
  method: row.call.method,
  pattern: pathPattern(row.call.path),
}));

/** The identity counted per: a digest of the request's most specific session token, or null. */
const identityOf = (c: Context): string | null => {
  const [token] = presentedTokens(c);
  return token ? createHash("sha256").update(token).digest("base64url").slice(0, 22) : null;
};

/**
 * Counts requests of the calls in WRITE_RATE_LIMITS; passes every other request. Mounted on the
 * API sub-app (so the guest-session gate it sets is in the API's request context) and on the app
 * for the routes outside the API. Requests without a client address (the
 * in-process test harness) are not counted; under Node every request has one, and page loaders
 * and actions pass the page request's address on to the API calls they make.
 *
 * RATE_LIMIT_MULTIPLIER scales every limit (1 in production; the benchmarks, which send thousands
 * of writes from one address, raise it).
 */
export function writeRateLimits(deps: Deps): MiddlewareHandler {
  const { config, logger, rateLimitStore: store } = deps;
  const addressOf = addressKey(config);
  const scale = config.RATE_LIMIT_MULTIPLIER;
  const guestRow = WRITE_RATE_LIMITS.find((r) => r.name === GUEST_SESSION_LIMIT_NAME);
  if (!guestRow) throw new Error("WRITE_RATE_LIMITS has no guest-login row");
  const warn = throttled(60_000);

  /** Counts one hit; null when the store cannot count (fail open: an outage of Redis lets requests through). */
  const count = async (name: string, key: string, window: Window): Promise<RateLimitHit | null> => {
    try {
      const hit = await store.hit(key, window.windowSeconds * 1000);
      return hit.count > window.limit * scale ? hit : null;
    } catch (err) {
      if (warn())
        logger.warn("rate limit not counted, request let through", { limit: name, error: String(err) });
      return null;
    }
  };

  const guestKey = (ip: string) => `${guestRow.name}:a:${ip}`;

  return async (c, next) => {
    const row = writeLimitOf(c.req.method, c.req.path);
    if (!row) return next();
    const ip = addressOf(c);
    if (ip === null) return next();
    const identity = identityOf(c);
    const checks: Array<[string, Window, string]> = [[`${row.name}:a:${ip}`, row.address, row.name]];
    if (identity && row.identity) checks.push([`${row.name}:t:${identity}`, row.identity, row.name]);
    // Without a token the call surely starts a guest session: count it now. With one, whether the
    // token is live is known only to the service (a lookup here would cost every add to cart a
    // round trip): the service asks the gate just before it starts a session (cart-owner.ts).
    const surelyStarts = row.startsGuestSession === "always" || (row.startsGuestSession && identity === null);
    if (surelyStarts) checks.push([guestKey(ip), guestRow.address, guestRow.name]);
    // Every counter counts the request (a refused request still spent its allowance).
    const hits = await Promise.all(checks.map(([key, window, name]) => count(name, key, window)));
    const over = hits.findIndex((h) => h !== null);
    if (over >= 0) {
      logger.info("rate limited", { limit: checks[over][2], count: hits[over]?.count });
      return tooManyRequests(c, Math.max(...hits.map((h) => h?.resetMs ?? 0)));
    }
    if (!row.startsGuestSession || surelyStarts) return next();
    let refusedMs: number | null = null;
    c.set("guestSessionGate", async () => {
      const hit = await count(guestRow.name, guestKey(ip), guestRow.address);
      if (!hit) return;
      logger.info("rate limited", { limit: guestRow.name, count: hit.count });
      refusedMs = hit.resetMs;
      throw new AppError(429, 429, RATE_LIMIT_MESSAGE);
    });
    await next();
    if (refusedMs !== null) {
      c.header("Retry-After", String(Math.max(1, Math.ceil(refusedMs / 1000))));
      c.header("Cache-Control", "no-store");
    }
  };
}

declare module "hono" {
  interface ContextVariableMap {
    /**
     * What a service awaits just before it starts a guest session for a request whose token was
     * not live: counts it against the address's guest-login limit, throws the 429 past it. Read by
     * route.ts into the request context (RequestContext.guestSessionGate).
     */
    guestSessionGate: () => Promise<void>;
  }
}
// ---- The table in the API reference (scripts/api-reference.ts writes it into docs/api.md) ----

const windowText = ({ limit, windowSeconds }: Window) =>
  windowSeconds % 3600 === 0
    ? `${limit} / ${windowSeconds / 3600} h`
    : `${limit} / ${windowSeconds / MINUTE} min`;

/** The "Rate limits" section of docs/api.md, one row per limited call. */
export function rateLimitsMarkdown(): string[] {
  return [
    "## Rate limits",
    "",
    "Every call that writes (and the reads that cost a mail, a provider call or a guess at a secret) is",
    "limited per client address and, when the request carries a session token (a guest's or a",
    "customer's), per session. Past a limit the call answers HTTP 429 with `Retry-After` (seconds) and",
    "the envelope `{ code: 429, message, result: null }`. Counters are shared through Redis when",
    "`REDIS_URL` is set, else kept per process. A call marked in the last column starts a guest session",
    "(when the request has no live one, or always) and so also counts against `GET /api/guest/login`'s",
    "limit. Rows with the same counter share one count. Page form actions (sign-in, newsletter, cart …)",
    "call these same API calls in process with the page request's address, so the same limits apply",
    "to them. The table is `WRITE_RATE_LIMITS` in server/http/write-rate-limits.ts, where each row says why.",
    "",
    "| method | path | counter | per address | per session | starts a guest session |",
    "|---|---|---|---|---|---|",
    ...WRITE_RATE_LIMITS.map(
      (r) =>
        `| ${r.call.method.toUpperCase()} | \`${r.call.path}\` | ${r.name} | ${windowText(r.address)} | ${
          r.identity ? windowText(r.identity) : "—"
        } | ${r.startsGuestSession === "always" ? "always" : r.startsGuestSession ? "without a session" : ""} |`,
    ),
  ];
}
