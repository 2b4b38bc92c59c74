// The free-gift choice (spec part 2 §9 "Free-gift rules"; part 2 "Use a free-gift rules pop-up"):
// over the threshold the shopper picks a category, then one of its options, once. What the
// browser needs without zod; the schemas live in contract/cart.ts.

/**
 * The categories the gift is chosen from, in the order the picker shows them (seeded catalog ids:
 * Home Decor, Kitchen, Bath — each has many items under $50). A category with nothing buyable is
 * left out of the choice.
 */
export const GIFT_CATEGORY_IDS = [6, 4, 7] as const;

/** The options of the cart's gift choice (the cart answer says only that a choice is offered). */
export const GIFT_OPTIONS_PATH = "/api/cart/gift-options";

/** Options per category: the cheapest buyable products, each as its cheapest buyable variant. */
export const GIFT_OPTIONS_PER_CATEGORY = 9;

/** The rules the picker shows, in order (spec part 2 §9, word for word). */
export const GIFT_RULES = [
  `Pick a category, then 1 of ${GIFT_OPTIONS_PER_CATEGORY} options.`,
  "No changes after choosing.",
  "The gift is sent within 7 days of order completion to the order address, and is returned if the order is returned.",
  "Quality issues are reportable within 7 days of receipt.",
] as const;

/** Envelope codes of gift-add beyond CART_CODES.giftNotOffered (HTTP 200: expected refusals, nothing changed). */
export const GIFT_CODES = {
  /** The piid is not one of the options the cart offers now. */
  notAnOption: 400,
  /** A gift was chosen already and the piid names another one. */
  alreadyChosen: 409,
  /** gift-add without a piid while no gift has been chosen yet. */
  chooseFirst: 412,
} as const;

export const GIFT_MESSAGES = {
  notAnOption: "This gift is not one of the options. Please choose one of the gifts shown.",
  alreadyChosen: "Your free gift has been chosen and cannot be changed.",
  chooseFirst: "Please choose your free gift first.",
  /** The cart's chosen gift can no longer be sent (gift_choice.unavailable_gift): it chooses again. */
  unavailable: (name: string) =>
    `Your free gift, ${name}, is no longer available and cannot be sent. Please choose another gift.`,
} as const;
