// The shipping-address page's plain code (the browser uses it too): its form intents, what a guest's
// form posts read into the cart-address body, and the outcome a form gets back from the action.
import { type AddressErrors, addressErrors, firstAddressError } from "../../../contract/address-constants";
import { emailError } from "../../../contract/validation";
import { type AddressFormInput, addressFromForm } from "../address/address-form";

export const CHECKOUT_INTENTS = {
  /** A customer ships to one of their saved addresses. */
  select: "select-address",
  /** A customer adds an address to the book and ships to it. */
  add: "add-address",
  /** A guest ships to the address typed in, with the e-mail the order goes to. */
  guest: "guest-address",
  /** The shipping method. */
  shipping: "shipping-method",
} as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[keyof typeof CHECKOUT_INTENTS];

export const isCheckoutIntent = (value: unknown): value is CheckoutIntent =>
  Object.values(CHECKOUT_INTENTS).includes(value as CheckoutIntent);

/** Fields of the checkout address form: the address book's plus the guest's e-mail. */
export type CheckoutField = keyof AddressErrors | "email";
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The order the form's fields are checked and focused in. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  "email",
  "firstname",
  "lastname",
  "street",
  "apartment_unit_suite",
  "city",
  "region_id",
  "postcode",
  "telephone",
  "country_id",
];

export interface CheckoutAddressInput extends AddressFormInput {
  email: string;
}

export function checkoutAddressFromForm(form: FormData): CheckoutAddressInput {
  const email = form.get("email");
  return { ...addressFromForm(form), email: typeof email === "string" ? email.trim() : "" };
}

/** Every rule of the form with its exact message; the e-mail only when the shopper is a guest. */
export function checkoutAddressErrors(input: CheckoutAddressInput, withEmail: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (withEmail) {
    const email = emailError(input.email);
    if (email) errors.email = email;
  }
  return { ...errors, ...addressErrors(input) };
}

export function firstCheckoutError(errors: CheckoutErrors): string | null {
  if (errors.email) return errors.email;
  return firstAddressError(errors);
}

export const firstErrorField = (errors: CheckoutErrors): CheckoutField | undefined =>
  CHECKOUT_FIELD_ORDER.find((f) => errors[f]);

/** The address part of PUT /api/cart/address for a guest. */
export function guestAddressBody(input: CheckoutAddressInput) {
  const { address_entity_id: _id, make_default: _d, email, ...address } = input;
  return { address, email };
}

/** What a form gets back when its change was refused (a success redirects). */
export interface CheckoutFormOutcome {
  intent: CheckoutIntent;
  ok: false;
  message: string;
  fieldErrors: CheckoutErrors;
  values?: CheckoutAddressInput;
}
