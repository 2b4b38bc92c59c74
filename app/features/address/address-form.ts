// The address book page's plain code (the browser uses it too): its URLs, what the address form
// posts read into an API body, and the outcome a form gets back from the route action.
import {
  ADDRESS_COUNTRY_ID,
  ADDRESS_FIELD_ORDER,
  ADDRESS_MESSAGES,
  type AddressErrors,
  type AddressField,
  type AddressInput,
} from "../../../contract/address-constants";
import { ACCOUNT_EDIT_PATH, ADDRESS_BOOK_URL } from "./address-paths";

export { ACCOUNT_EDIT_PATH, ADDRESS_BOOK_URL };

export const addAddressUrl = () => `${ADDRESS_BOOK_URL}&address=new`;
export const editAddressUrl = (id: number) => `${ADDRESS_BOOK_URL}&address=${id}`;
export const deleteAddressUrl = (id: number) => `${ADDRESS_BOOK_URL}&delete=${id}`;

/** What happened, said on the address book after a change (`done` in its URL). */
export const DONE_MESSAGES = {
  added: ADDRESS_MESSAGES.added,
  updated: ADDRESS_MESSAGES.updated,
  deleted: ADDRESS_MESSAGES.deleted,
  default: ADDRESS_MESSAGES.defaultSet,
} as const;
export type Done = keyof typeof DONE_MESSAGES;
export const doneUrl = (done: Done) => `${ADDRESS_BOOK_URL}&done=${done}`;

export const ADDRESS_INTENTS = { save: "save-address", delete: "delete-address", default: "default-address" };

/** The posted address form: the fields, the address being edited (0 when new), the default box. */
export interface AddressFormInput extends AddressInput {
  address_entity_id: number;
  make_default: boolean;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A posted whole number (an id), or 0 when it is not one. */
export function idOf(form: FormData, name: string): number {
  const value = text(form, name);
  return /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
}

export function addressFromForm(form: FormData): AddressFormInput {
  return {
    address_entity_id: idOf(form, "address_entity_id"),
    firstname: text(form, "firstname"),
    lastname: text(form, "lastname"),
    street: text(form, "street"),
    apartment_unit_suite: text(form, "apartment_unit_suite"),
    city: text(form, "city"),
    region_id: idOf(form, "region_id"),
    postcode: text(form, "postcode"),
    telephone: text(form, "telephone"),
    country_id: ADDRESS_COUNTRY_ID,
    make_default: form.get("make_default") === "1",
  };
}

/** The body of the add and edit calls (the default flags only when asked: 0 never unsets one). */
export function addressBody(input: AddressFormInput) {
  const { address_entity_id: _id, make_default, ...fields } = input;
  return make_default ? { ...fields, default_shipping: 1, default_billing: 1 } : fields;
}

/** What the address form gets back when it could not be saved (a success redirects). */
export interface AddressFormOutcome {
  intent: string;
  ok: false;
  message: string;
  fieldErrors: AddressErrors;
  /** What was posted, so the form shows it again. */
  values?: AddressFormInput;
}

/**
 * The API's schema answers name the field first ("street: must be at most 100 characters"); put
 * such a message under its field.
 */
export function fieldOfApiMessage(message: string): { field: AddressField | null; message: string } {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  if (match && (ADDRESS_FIELD_ORDER as readonly string[]).includes(match[1]))
    return { field: match[1] as AddressField, message: match[2] };
  return { field: null, message };
}
