import { deferredPart } from "../../components/deferred/deferred-part";

// The Cart page's free-gift part (chosen gift, or the choice with its picker): most carts have no
// gift on offer, so its code is its own chunk, loaded only for a cart that shows it (server-rendered
// as ever; see components/deferred/deferred-part.tsx). Keeps the cart's first load in its budget.
export const cartGiftPart = deferredPart(
  () => import("./cart-gift-section"),
  (m) => m.CartGift,
);
