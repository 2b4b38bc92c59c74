// Product registration and warranty (issue 17): paths, limits, messages and the field rules the
// page and the server share. Kept free of zod for page code; the schemas live in contract/warranty.ts.
// docs/decisions/0032-product-registration-and-warranty.md records the choices.

export const MY_PRODUCTS_PAGE_PATH = "/customer/account/products";
/** The spec's spelling. */
export const MY_WARRANTIES_PAGE_PATH = "/customer/account/products-waranty";

export const REGISTERED_PRODUCTS_PATH = "/api/customer/registered_products";
export const PRODUCT_REGISTER_PATH = "/api/customer/product_register";
export const WARRANTIES_PATH = "/api/customer/warranties";
export const WARRANTY_CLAIM_PATH = "/api/customer/warranty_claim";
export const WARRANTY_SUCCESS_PATH = "/api/customer/warranty_success";
export const WARRANTY_PHOTO_UPLOAD_PATH = "/api/customer/upload/warranty-photo";

/** The earliest purchase date taken: older products are long out of any warranty. */
export const PURCHASE_DATE_MIN = "2000-01-01";
export const RETAILER_MAX = 100;
export const SERIAL_MIN = 4;
export const SERIAL_MAX = 40;
export const CLAIM_DESCRIPTION_MIN = 20;
export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_PHOTOS_MAX = 6;
/** Products a lookup by SKU or item number answers at most. */
export const PRODUCT_LOOKUP_MAX = 10;

export const PREFERRED_CONTACTS = ["email", "phone"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const REGISTER_MESSAGES = {
  registered: "Your product is registered.",
  productRequired: "Choose the product you bought.",
  productUnknown: "We could not find this product in our catalog.",
  retailerRequired: "Enter the store where you bought it.",
  retailerTooLong: `The store name can be at most ${RETAILER_MAX} characters.`,
  serialRequired: "Enter the serial number printed on the product label.",
  serialInvalid: `The serial number has ${SERIAL_MIN}–${SERIAL_MAX} letters, digits, dashes or spaces.`,
  dateRequired: "Enter the purchase date.",
  dateInvalid: "Enter the purchase date as a real date (for example 2026-03-14).",
  dateFuture: "The purchase date cannot be in the future.",
  dateTooOld: "The purchase date cannot be before January 1, 2000.",
  proofRequired: "Upload a photo of your receipt or invoice as proof of purchase.",
  proofUnknown: "The proof-of-purchase photo could not be found. Please upload it again.",
  itemRequired: "Choose the item from your orders.",
  itemNotBought: "We could not find this item among your paid orders.",
  duplicateSerial: "You have already registered a product with this serial number.",
  duplicateItem: "You have already registered this item.",
  notFound: "We could not find this registration.",
} as const;

export const CLAIM_MESSAGES = {
  submitted: "Your warranty claim is submitted.",
  productRequired: "Choose the product the claim is for.",
  notFound: "We could not find this product among your registered or bought products.",
  expired: "The warranty of this product has ended, so a claim cannot be filed.",
  descriptionRequired: "Describe the problem.",
  descriptionTooShort: `Describe the problem in at least ${CLAIM_DESCRIPTION_MIN} characters.`,
  descriptionTooLong: `The description can be at most ${CLAIM_DESCRIPTION_MAX} characters.`,
  contactRequired: "Choose how we should contact you.",
  phoneRequired: "Enter a phone number we can call (10 digits).",
  tooManyPhotos: `You can add up to ${CLAIM_PHOTOS_MAX} photos.`,
  claimNotFound: "We could not find this claim.",
} as const;

/** A date as YYYY-MM-DD (UTC calendar day). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === value;
}

/**
 * The purchase date's rule: a real date, not after `today` (the store's calendar day, UTC: a US
 * shopper's day is never later) and not before PURCHASE_DATE_MIN. Null when it is fine.
 */
export function purchaseDateError(value: string, today: Date): string | null {
  const v = value.trim();
  if (!v) return REGISTER_MESSAGES.dateRequired;
  if (!isRealDate(v)) return REGISTER_MESSAGES.dateInvalid;
  if (v > isoDay(today)) return REGISTER_MESSAGES.dateFuture;
  if (v < PURCHASE_DATE_MIN) return REGISTER_MESSAGES.dateTooOld;
  return null;
}

export function retailerError(value: string): string | null {
  const v = value.trim();
  if (!v) return REGISTER_MESSAGES.retailerRequired;
  return v.length > RETAILER_MAX ? REGISTER_MESSAGES.retailerTooLong : null;
}

const SERIAL = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{${SERIAL_MIN - 2},${SERIAL_MAX - 2}}[A-Za-z0-9]$`);

/** `required`: elsewhere it is; for an item bought here it may be left empty. */
export function serialError(value: string, required: boolean): string | null {
  const v = value.trim();
  if (!v) return required ? REGISTER_MESSAGES.serialRequired : null;
  return SERIAL.test(v) ? null : REGISTER_MESSAGES.serialInvalid;
}

/** The serial number compared for duplicates: upper case, without spaces and dashes. */
export const serialKey = (value: string) => value.toUpperCase().replace(/[\s-]+/g, "");

export function claimDescriptionError(value: string): string | null {
  const v = value.trim();
  if (!v) return CLAIM_MESSAGES.descriptionRequired;
  if (v.length < CLAIM_DESCRIPTION_MIN) return CLAIM_MESSAGES.descriptionTooShort;
  return v.length > CLAIM_DESCRIPTION_MAX ? CLAIM_MESSAGES.descriptionTooLong : null;
}

/** A US phone number: 10 digits, punctuation ignored (a leading 1 is the country code). */
export function phoneDigits(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, "");
  if (!/^1?\d{10}$/.test(digits)) return null;
  return digits.slice(-10);
}

/** The claim number customers see: W and nine digits. */
export const claimNumber = (id: number) => `W${String(300_000_000 + id)}`;
/** A registration's number: R and nine digits. */
export const registrationNumber = (id: number) => `R${String(500_000_000 + id)}`;

export const WARRANTY_STATES = ["active", "expired", "upcoming"] as const;
export type WarrantyState = (typeof WARRANTY_STATES)[number];

export const CLAIM_STATUS_LABELS: Record<string, string> = {
  submitted: "Submitted",
  in_review: "In review",
  approved: "Approved",
  declined: "Declined",
};
