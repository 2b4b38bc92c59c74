import { useCallback, useRef, useState } from "react";
import {
  ADD_TO_CART_PATH,
  type AddToCartResult,
  addedToCartMessage,
  CART_CODES,
} from "../../../contract/add-to-cart-constants";
import { ADDED_TO_CART_MESSAGE_MS, SUCCESS_CODE } from "../../../contract/constants";
import type { Envelope } from "../../../contract/envelope";
import type { ApiClient } from "../../lib/api";
import { api } from "../../lib/api";
import { trackEcommerce } from "../../lib/ecommerce-events";
import { getIndent, setIndent } from "../../lib/storage";
import type { ProtectionCartFields } from "../product-detail/purchase/protection-format";
import { notify } from "../toast/notify";
import { setCartCount } from "./cart-count";
import { emitCartAdded } from "./cart-events";

/** What the page asks to add (spec part 2 §3 "Add-to-cart payload"). */
export interface AddToCartInput {
  productId: number;
  /** The variant (piid). */
  childId: number;
  qty: number;
  /** The protection plan the shopper added, or null. */
  protection: ProtectionCartFields | null;
  /** The customization drawer's configuration (model code); the server resolves and prices it. */
  customizationModel?: string;
  /** What the page shows of the variant, for the add_to_cart analytics event (never sent to the API). */
  shown?: { name: string; variantSku: string; price: number };
}

/** The JSON body of POST /api/cart. The plan's price, term and title ride along but the server ignores them. */
export function addToCartBody(input: AddToCartInput, indent: string | null) {
  return {
    product: {
      product_id: input.productId,
      child_id: input.childId,
      qty: input.qty,
      ...(input.protection ?? {}),
      ...(input.customizationModel ? { customization_model: input.customizationModel } : {}),
    },
    ...(indent ? { indent } : {}),
  };
}

export type AddToCartOutcome =
  | { kind: "added"; result: AddToCartResult; message: string }
  /** 'Min qty is {n}' / 'Max qty is {n}': an error worth showing (spec part 1 §8). */
  | { kind: "quantity"; message: string }
  /** Any other non-200 answer only stops the loading state (spec part 2 §8). */
  | { kind: "silent" };

export function addToCartOutcome(answer: Envelope<AddToCartResult | null>, qty: number): AddToCartOutcome {
  if (answer.code === SUCCESS_CODE && answer.result) {
    return { kind: "added", result: answer.result, message: addedToCartMessage(qty) };
  }
  if (answer.code === CART_CODES.quantity && answer.message)
    return { kind: "quantity", message: answer.message };
  return { kind: "silent" };
}

/** The browser pieces the add touches; given in, so the flow is tested against the real API. */
export interface AddToCartEffects {
  client: ApiClient;
  indent(): string | null;
  setIndent(indent: string): void;
  setCartCount(n: number): void;
  success(message: string, durationMs: number): void;
  error(message: string): void;
  /** Tells the mini-cart; true when it shows the confirmation itself (then no toast). */
  added(result: AddToCartResult, qty: number): boolean | undefined;
}

/**
 * Posts the add and applies its outcome: on success the indent is stored, the header count set,
 * '{n} item(s) added to cart' shown for 3 s and the mini-cart told; a quantity refusal shows its
 * message as an error; anything else (and the request layer's own handling of 401/429/500) is
 * left to the request layer. Answers whether the item was added.
 */
export async function submitAddToCart(input: AddToCartInput, fx: AddToCartEffects): Promise<boolean> {
  const answer = await fx.client.post<AddToCartResult | null>(
    ADD_TO_CART_PATH,
    addToCartBody(input, fx.indent()),
  );
  const outcome = addToCartOutcome(answer, input.qty);
  if (outcome.kind === "added") {
    fx.setIndent(outcome.result.indent);
    fx.setCartCount(outcome.result.items_qty);
    // The opened mini-cart says "added" inside itself: a toast would sit over its first line
    // (issue 16 bug 6), and over a modal drawer it could not be reached anyway. Elsewhere (the
    // Cart page, where no drawer opens) the toast confirms it.
    if (fx.added(outcome.result, input.qty) !== true) fx.success(outcome.message, ADDED_TO_CART_MESSAGE_MS);
    trackEcommerce("add_to_cart", [
      {
        item_id: String(input.productId),
        item_name: input.shown?.name ?? "",
        item_variant: input.shown?.variantSku ?? String(input.childId),
        price: input.shown?.price ?? 0,
        quantity: input.qty,
      },
    ]);
    return true;
  }
  if (outcome.kind === "quantity") fx.error(outcome.message);
  return false;
}

const browserEffects: AddToCartEffects = {
  client: api,
  indent: getIndent,
  setIndent,
  setCartCount,
  success: (message, duration) => notify.success(message, { duration }),
  error: (message) => notify.error(message),
  added: (result, qty) => emitCartAdded({ result, qty }),
};

/**
 * Add to cart for a button: `add` posts once at a time (a second press while one is pending is
 * ignored) and `pending` is the loading state. `add` answers whether the item went in.
 */
export function useAddToCart(effects: AddToCartEffects = browserEffects) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(true);
      try {
        return await submitAddToCart(input, effects);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [effects],
  );
  return { add, pending };
}
