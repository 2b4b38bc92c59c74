// The Cart page's server side: the loader reads the cart and the save-for-later list in-process
// (and the free gift's options while the cart offers the choice),
// the action applies one form (by its intent) through the cart calls. The API's Set-Cookie
// headers ride along with the page's answer.
import { data } from "react-router";
import type { CartCoupon, CartGiftCategory, CartGiftOptions } from "../../../contract/cart";
import { CART_BANNER_PATH, type CartBanner } from "../../../contract/cart-banner";
import {
  APPLY_COUPON_PATH,
  APPLY_POINTS_PATH,
  CART_READ_PATH,
  COUPON_LIST_PATH,
  DELETE_CART_ITEM_PATH,
  EDIT_CART_ITEM_PATH,
  GIFT_ADD_PATH,
  GIFT_DELETE_PATH,
  LATER_CART_PATH,
  SHIPPING_METHOD_PATH,
  SHIPPING_PROTECTION_SET_PATH,
} from "../../../contract/cart-constants";
import { SUCCESS_CODE } from "../../../contract/constants";
import { GIFT_MESSAGES, GIFT_OPTIONS_PATH } from "../../../contract/gift-constants";
import { ask, cookieHeaders, type GuardArgs } from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
import { CART_INTENTS, type CartActionOutcome, type CartIntent, isCartIntent } from "./cart-intents";
import type { CartView, LaterLine } from "./cart-view-types";

export interface CartPageData {
  /** Null when the cart could not be read (checkout status fail): the page offers a reload. */
  cart: CartView | null;
  later: LaterLine[];
  /** The coupons the shopper could use on this cart (claimed and open codes), usable first. */
  coupons?: CartCoupon[];
  /** The operator's cart banner, shown while the cart answers cartBannerStatus 1; null: none. */
  banner?: CartBanner | null;
  /** The free gifts to choose from while cart.gift_choice is non-null (gift-options); else null. */
  giftOptions?: CartGiftCategory[] | null;
}

export async function loadCartPage({ context }: GuardArgs) {
  // The banner is read alongside the cart (a shared, cached answer), so showing it adds no wait.
  const [cart, later, coupons, banner] = await Promise.all([
    ask<CartView>(context, CART_READ_PATH),
    ask<{ list: LaterLine[] }>(context, LATER_CART_PATH),
    ask<{ list: CartCoupon[] }>(context, COUPON_LIST_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }),
    ask<CartBanner | null>(context, CART_BANNER_PATH),
  ]);
  const cartView = cart.body.code === SUCCESS_CODE ? cart.body.result : null;
  // The cart answer only says a choice is offered; the chooser needs the options (a second read,
  // for carts over the threshold without a gift only).
  const gift = cartView?.gift_choice ? await ask<CartGiftOptions>(context, GIFT_OPTIONS_PATH) : null;
  const page: CartPageData = {
    cart: cartView,
    later: later.body.code === SUCCESS_CODE ? later.body.result.list : [],
    coupons: coupons.body.code === SUCCESS_CODE ? coupons.body.result.list : [],
    banner: banner.body.code === SUCCESS_CODE ? banner.body.result : null,
    giftOptions: gift?.body.code === SUCCESS_CODE ? gift.body.result.categories : null,
  };
  return data(page, {
    headers: cookieHeaders([...cart.cookies, ...later.cookies, ...coupons.cookies, ...(gift?.cookies ?? [])]),
  });
}

type Request = { method: string; path: string; body: Record<string, unknown> };

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const idField = (form: FormData, name: string) => Number(field(form, name));

/** The cart call a form asks for. */
function requestFor(intent: CartIntent, form: FormData): Request {
  const item_id = idField(form, "item_id");
  switch (intent) {
    case CART_INTENTS.qty:
      return { method: "PUT", path: EDIT_CART_ITEM_PATH, body: { item_id, qty: field(form, "qty") } };
    case CART_INTENTS.remove:
      return { method: "DELETE", path: DELETE_CART_ITEM_PATH, body: { item_id } };
    case CART_INTENTS.saveForLater:
      return { method: "DELETE", path: DELETE_CART_ITEM_PATH, body: { item_id, save_for_later: 1 } };
    case CART_INTENTS.removePlan:
      return { method: "PUT", path: EDIT_CART_ITEM_PATH, body: { item_id, offerPlanId: "", planId: "" } };
    case CART_INTENTS.moveToCart:
      return {
        method: "PUT",
        path: LATER_CART_PATH,
        body: { later_item_id: idField(form, "later_item_id") },
      };
    case CART_INTENTS.shippingMethod:
      return {
        method: "PUT",
        path: SHIPPING_METHOD_PATH,
        body: { shipping_method: field(form, "shipping_method") },
      };
    case CART_INTENTS.giftAdd:
      return { method: "POST", path: GIFT_ADD_PATH, body: {} };
    case CART_INTENTS.chooseGift:
      // Only with a pick (refusedHere answers the form without one).
      return { method: "POST", path: GIFT_ADD_PATH, body: { piid: idField(form, "piid") } };
    case CART_INTENTS.giftRemove:
      return { method: "PUT", path: GIFT_DELETE_PATH, body: {} };
    case CART_INTENTS.couponApply:
      return { method: "POST", path: APPLY_COUPON_PATH, body: { coupon_code: field(form, "coupon_code") } };
    case CART_INTENTS.couponRemove:
      return { method: "POST", path: APPLY_COUPON_PATH, body: { coupon_code: "", remove: 1 } };
    case CART_INTENTS.shippingProtection:
      return {
        method: "POST",
        path: SHIPPING_PROTECTION_SET_PATH,
        body: { enable: field(form, "enable") === "1" ? 1 : 0 },
      };
    case CART_INTENTS.points:
      return { method: "POST", path: APPLY_POINTS_PATH, body: { points: field(form, "points") || "0" } };
  }
}

/**
 * The refusal a form gets without a cart call, or null. choose-gift without a valid pick: gift-add
 * without a piid means "add the chosen gift back", which would undo a removed gift; choosing says
 * "choose first" instead.
 */
function refusedHere(intent: CartIntent, form: FormData): string | null {
  const piid = idField(form, "piid");
  if (intent === CART_INTENTS.chooseGift && !(Number.isSafeInteger(piid) && piid > 0))
    return GIFT_MESSAGES.chooseFirst;
  return null;
}

/**
 * The Cart page's action: one form, one cart call. The outcome carries the API's message for a
 * refusal ('Min qty is {n}', …) and the new count on success; the loader then re-reads the page.
 */
export async function cartPageAction({ request, context }: GuardArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isCartIntent(intent)) throw data("Unknown action.", { status: 400 });
  const refusal = refusedHere(intent, form);
  if (refusal !== null)
    return data<CartActionOutcome>({ intent, ok: false, message: refusal, items_qty: null });
  const call = requestFor(intent, form);
  const { body, cookies } = await ask<CartView | null>(context, call.path, {
    method: call.method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(call.body),
  });
  const ok = body.code === SUCCESS_CODE && body.result !== null;
  const outcome: CartActionOutcome = {
    intent,
    ok,
    message: ok ? "" : body.message || "An error occurred, please try again later",
    items_qty: ok && body.result ? body.result.items_qty : null,
  };
  return data(outcome, { headers: cookieHeaders(cookies) });
}
