// Shipping estimate, store pickup and policy constants the browser needs too (spec part 2 §3–§5,
// §9; part 1 §5). Kept apart from contract/logistics.ts so page code does not pull zod.
import { ZIP_CODE_LENGTH } from "./constants";
import { MESSAGES } from "./email-rule";

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
