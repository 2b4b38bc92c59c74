import type { CartItem, CartResult, CartShippingMethod, LaterItem } from "../../../contract/cart";

// What the cart page and the drawer read (spec part 1 §3 "Cart", "Cart item", "Gift product",
// "Save-for-later item"): the contract's cart answer, named for the views.

export type CartView = CartResult;
export type CartLine = CartItem;
export type LaterLine = LaterItem;
export type ShippingMethodView = CartShippingMethod;
