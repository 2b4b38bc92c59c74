import { SUCCESS_CODE } from "../../../../contract/constants";
import {
  WISHLIST_ADD_PATH,
  WISHLIST_CODES,
  WISHLIST_DELETE_PATH,
  WISHLIST_MESSAGES,
  WISHLIST_PRODUCT_PATH,
  type WishlistAddResult,
  type WishlistDeleteResult,
  type WishStateResult,
} from "../../../../contract/wishlist-constants";
import type { ApiClient } from "../../../lib/api";
import { type KeyValueStore, savePendingWish, takePendingWish } from "./pending-wish";
import { afterAdd, afterRemove, wishOf } from "./wish-state";

// The heart's calls and their outcomes, apart from React so they are tested through the real
// request layer against the real API.

export interface WishEffects {
  client: Pick<ApiClient, "get" | "post" | "delete">;
  success(message: string): void;
  error(message: string): void;
}

/** The signed-in customer's wish state of a product; null when it cannot be read (the heart shows empty). */
export async function loadWishState(fx: WishEffects, productId: number): Promise<WishStateResult | null> {
  const answer = await fx.client.get<WishStateResult>(WISHLIST_PRODUCT_PATH, { product_id: productId });
  return answer.code === SUCCESS_CODE && answer.result ? answer.result : null;
}

/** Adds the variant; 'Added to My Wishlists' on success. Answers the new state (unchanged on failure). */
export async function addWish(
  fx: WishEffects,
  state: WishStateResult,
  childId: number,
): Promise<WishStateResult> {
  const answer = await fx.client.post<WishlistAddResult | null>(WISHLIST_ADD_PATH, {
    product_id: state.product_id,
    child_id: childId,
    qty: 1,
  });
  if (answer.code === SUCCESS_CODE && answer.result) {
    fx.success(WISHLIST_MESSAGES.added);
    return afterAdd(state, answer.result);
  }
  // A refusal (another product's option, no longer sold, wishlist full) is shown; 401, 429 and 500
  // are the request layer's to handle.
  const refusals: number[] = [WISHLIST_CODES.rejected, WISHLIST_CODES.notFound, WISHLIST_CODES.full];
  if (refusals.includes(answer.code) && answer.message) fx.error(answer.message);
  return state;
}

/** Deletes the line; 'Removed from My Wishlists' on success. A line already gone just empties the heart. */
export async function removeWish(
  fx: WishEffects,
  state: WishStateResult,
  itemId: number,
): Promise<WishStateResult> {
  const answer = await fx.client.delete<WishlistDeleteResult | null>(WISHLIST_DELETE_PATH, {
    item_id: itemId,
  });
  if (answer.code === SUCCESS_CODE && answer.result) {
    fx.success(WISHLIST_MESSAGES.removed);
    return afterRemove(state, answer.result);
  }
  if (answer.code === WISHLIST_CODES.notFound) {
    // Removed elsewhere (another tab, the account page): the heart just empties.
    const childId = state.relation.find((r) => r.item_id === itemId)?.piid ?? 0;
    return afterRemove(state, { item_id: itemId, product_id: state.product_id, child_id: childId });
  }
  return state;
}

/**
 * The browser pieces a press needs besides the calls: where a guest's press is kept (this tab's
 * sessionStorage unless given), the login popup.
 */
export interface PressEffects extends WishEffects {
  store?: KeyValueStore;
  openLogin(redirect: string): void;
}

/**
 * One (already throttled) heart press. A guest's press is kept and the login popup opened with
 * `redirect` (this page); a signed-in press removes the selected variant's line when it is wished,
 * else adds it. Answers the new state.
 */
export async function pressWish(
  fx: PressEffects,
  input: { signedIn: boolean; productId: number; piid: number; redirect: string; now: number },
  state: WishStateResult | null,
): Promise<WishStateResult | null> {
  if (!input.signedIn) {
    savePendingWish({ productId: input.productId, childId: input.piid, at: input.now }, fx.store);
    fx.openLogin(input.redirect);
    return state;
  }
  if (!state) return state;
  const { wished, itemId } = wishOf(state, input.piid);
  return wished && itemId !== null ? removeWish(fx, state, itemId) : addWish(fx, state, input.piid);
}

/**
 * A signed-in page's start: reads the wish state and performs a press kept from before the
 * sign-in (an add of the variant then selected, unless it is wished already).
 */
export async function startWish(
  fx: PressEffects,
  productId: number,
  now: number,
): Promise<WishStateResult | null> {
  const loaded = await loadWishState(fx, productId);
  if (!loaded) return null;
  const pending = takePendingWish(productId, now, fx.store);
  if (!pending || wishOf(loaded, pending.childId).wished) return loaded;
  return addWish(fx, loaded, pending.childId);
}
