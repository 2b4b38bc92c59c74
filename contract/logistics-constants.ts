// Shipping estimate, store pickup and policy constants the browser needs too (spec part 2 §3–§5,
// §9; part 1 §5). Kept apart from contract/logistics.ts so page code does not pull zod.
import {
  EARLY_BIRD_REPACKAGING_FEE_DOLLARS,
  EARLY_BIRD_SHIP_BUSINESS_DAYS,
  MASSAGE_CHAIR_CARE_MIN_DOLLARS,
  MASSAGE_CHAIR_CARE_YEARS,
  MINI_SPLIT_COMPRESSOR_YEARS,
  MINI_SPLIT_PARTS_YEARS,
  PLUS_EXTRA_WARRANTY_YEARS,
  RETURN_WINDOW_DAYS,
  STANDARD_SHIPPING_DAYS,
  ZIP_CODE_LENGTH,
} from "./constants";
import { MESSAGES } from "./validation";

export const PRODUCT_LOGISTIC_PATH = "/v4/products/get-product-logistic";
export const PICKUP_CONFIG_PATH = "/api/product-pickup-config";

/** localStorage keys of spec part 2 §3. */
export const LOGISTICS_STORAGE_KEYS = { zipcode: "zipcode", currentState: "currentState" } as const;

/** Logistic status (spec part 2 §3): 1 in stock, 0 out of stock (with `oosInfOfArrival`). */
export const LOGISTIC_IN_STOCK = 1;
export const LOGISTIC_OUT_OF_STOCK = 0;

/** Envelope code of an estimate for a zip code outside the shipping area (result null). */
export const NOT_SHIPPED_CODE = 400;

export const ZIP_MESSAGES = {
  required: MESSAGES.required,
  /** Spec part 1 §5, the US postcode rule. */
  invalid:
    "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
} as const;

/** US postcode: 5 digits or 5-4 (spec part 1 §5). */
export const US_POSTCODE_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * The message for the shipping-estimate zip field, or null when it is valid. The field holds
 * exactly `ZIP_CODE_LENGTH` (5) digits (spec part 2 §5, §9); the API also accepts ZIP+4.
 */
export function zipFieldError(value: string | null | undefined): string | null {
  const zip = (value ?? "").trim();
  if (zip === "") return ZIP_MESSAGES.required;
  if (zip.length !== ZIP_CODE_LENGTH || !/^\d+$/.test(zip)) return ZIP_MESSAGES.invalid;
  return null;
}

// ---- Policy texts (spec part 2 §9) -----------------------------------------------------------

const days = (r: { min: number; max: number }) => `${r.min}–${r.max}`;

export const POLICY_TEXTS = {
  delivery: {
    title: "Delivery Policy",
    lines: [
      "Free standard shipping on every order.",
      `Most items are delivered in ${days(STANDARD_SHIPPING_DAYS)} business days.`,
      "We ship within the United States only, except Alaska, Guam, Hawaii and Puerto Rico.",
      "We do not ship to FPO, APO or PO Box addresses.",
    ],
  },
  returns: {
    title: "Return Policy",
    lines: [
      `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`,
      "Contact customer service with your order number to start a return.",
    ],
  },
  warranty: {
    title: "Warranty",
    lines: [
      `Plus+ members get an extra ${PLUS_EXTRA_WARRANTY_YEARS}-year warranty on their purchases.`,
      `Massage chairs over $${MASSAGE_CHAIR_CARE_MIN_DOLLARS.toLocaleString("en-US")} carry a ${MASSAGE_CHAIR_CARE_YEARS}-year care warranty.`,
      `Mini-split air conditioners: ${MINI_SPLIT_COMPRESSOR_YEARS}-year compressor warranty and ${MINI_SPLIT_PARTS_YEARS}-year parts warranty.`,
      "Protection plans extend the coverage of eligible items; see the plans offered on this page.",
    ],
  },
  preorder: {
    title: "Pre-order Policy",
    lines: [
      `Pre-order items ship ${days(EARLY_BIRD_SHIP_BUSINESS_DAYS)} business days after they arrive at our warehouse.`,
      "Coupons and points cannot be used on pre-order items.",
      `A $${EARLY_BIRD_REPACKAGING_FEE_DOLLARS} repackaging fee applies per item if the original packaging is lost.`,
    ],
  },
} as const;
export type PolicyKind = keyof typeof POLICY_TEXTS;
