import { CART_READ_PATH, DELETE_CART_ITEM_PATH, EDIT_CART_ITEM_PATH } from "../../../contract/cart-constants";
import { SUCCESS_CODE } from "../../../contract/constants";
import type { Envelope } from "../../../contract/envelope";
import type { ApiClient } from "../../lib/api-client";
import type { CartView } from "./cart-view-types";

// The drawer's cart requests through the browser request layer (given in, so the tests run them
// against the real API). Each answers the envelope code, its message, and the whole cart after
// the request (null when it was refused or failed).

export interface CartAnswer {
  code: number;
  message: string;
  cart: CartView | null;
}

// The cart calls take JSON (spec part 1 §7), whatever the method.
const JSON_BODY = { encoding: "json" } as const;

const toAnswer = (answer: Envelope<CartView | null>): CartAnswer => ({
  code: answer.code,
  message: answer.message,
  cart: answer.code === SUCCESS_CODE ? answer.result : null,
});

export const readCart = async (client: ApiClient) => toAnswer(await client.get<CartView>(CART_READ_PATH));

/** PUT /api/cart/ {item_id, qty}: the line's new quantity. */
export const changeLineQty = async (client: ApiClient, itemId: number, qty: number) =>
  toAnswer(await client.put<CartView>(EDIT_CART_ITEM_PATH, { item_id: itemId, qty }, JSON_BODY));

/** DELETE /api/cart {item_id}: the line leaves the cart. */
export const removeLine = async (client: ApiClient, itemId: number) =>
  toAnswer(await client.delete<CartView>(DELETE_CART_ITEM_PATH, { item_id: itemId }, JSON_BODY));
