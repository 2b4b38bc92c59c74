// The address book's constants and rules that the browser needs too (spec part 1 §3, §5; part 2
// §9). Zod-free: the address form imports this module. contract/address.ts builds the call
// schemas on top of it, and the server checks every rule again with the same functions.
import { MESSAGES, phoneError, poBoxError, postcodeError } from "./validation";

/** The only country shipped to. */
export const ADDRESS_COUNTRY_ID = "US";

/**
 * Street and apartment/unit/suite are stored as one value joined by this separator (part 1 §3).
 * A line break: no single-line field may contain one, so the split is never ambiguous.
 */
export const STREET_UNIT_SEPARATOR = "\n";

/** Most addresses one customer may keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

/** Field lengths the API accepts (the form's maxLength uses the same). */
export const ADDRESS_LIMITS = {
  firstname: 60,
  lastname: 60,
  street: 100,
  apartment_unit_suite: 50,
  city: 60,
  postcode: 10,
  telephone: 20,
} as const;

/** One region of a country (the Region list item of spec part 1 §3), with a sample postcode. */
export interface RegionItem {
  default_name: string;
  region_id: number;
  code: string;
  postcode: string;
}

// Region ids are stable numbers (the ones Magento-style stores use for US regions), so an id saved
// with an address or sent by a client always names the same state.
/** The 50 states and the District of Columbia, by name. */
export const US_REGIONS: readonly RegionItem[] = [
  { region_id: 1, code: "AL", default_name: "Alabama", postcode: "35203" },
  { region_id: 2, code: "AK", default_name: "Alaska", postcode: "99501" },
  { region_id: 4, code: "AZ", default_name: "Arizona", postcode: "85004" },
  { region_id: 5, code: "AR", default_name: "Arkansas", postcode: "72201" },
  { region_id: 12, code: "CA", default_name: "California", postcode: "90602" },
  { region_id: 13, code: "CO", default_name: "Colorado", postcode: "80202" },
  { region_id: 14, code: "CT", default_name: "Connecticut", postcode: "06103" },
  { region_id: 15, code: "DE", default_name: "Delaware", postcode: "19901" },
  { region_id: 16, code: "DC", default_name: "District of Columbia", postcode: "20001" },
  { region_id: 18, code: "FL", default_name: "Florida", postcode: "33101" },
  { region_id: 19, code: "GA", default_name: "Georgia", postcode: "30303" },
  { region_id: 21, code: "HI", default_name: "Hawaii", postcode: "96813" },
  { region_id: 22, code: "ID", default_name: "Idaho", postcode: "83702" },
  { region_id: 23, code: "IL", default_name: "Illinois", postcode: "60601" },
  { region_id: 24, code: "IN", default_name: "Indiana", postcode: "46204" },
  { region_id: 25, code: "IA", default_name: "Iowa", postcode: "50309" },
  { region_id: 26, code: "KS", default_name: "Kansas", postcode: "66603" },
  { region_id: 27, code: "KY", default_name: "Kentucky", postcode: "40202" },
  { region_id: 28, code: "LA", default_name: "Louisiana", postcode: "70112" },
  { region_id: 29, code: "ME", default_name: "Maine", postcode: "04101" },
  { region_id: 31, code: "MD", default_name: "Maryland", postcode: "21201" },
  { region_id: 32, code: "MA", default_name: "Massachusetts", postcode: "02108" },
  { region_id: 33, code: "MI", default_name: "Michigan", postcode: "48226" },
  { region_id: 34, code: "MN", default_name: "Minnesota", postcode: "55401" },
  { region_id: 35, code: "MS", default_name: "Mississippi", postcode: "39201" },
  { region_id: 36, code: "MO", default_name: "Missouri", postcode: "63101" },
  { region_id: 37, code: "MT", default_name: "Montana", postcode: "59601" },
  { region_id: 38, code: "NE", default_name: "Nebraska", postcode: "68102" },
  { region_id: 39, code: "NV", default_name: "Nevada", postcode: "89101" },
  { region_id: 40, code: "NH", default_name: "New Hampshire", postcode: "03301" },
  { region_id: 41, code: "NJ", default_name: "New Jersey", postcode: "07102" },
  { region_id: 42, code: "NM", default_name: "New Mexico", postcode: "87102" },
  { region_id: 43, code: "NY", default_name: "New York", postcode: "10001" },
  { region_id: 44, code: "NC", default_name: "North Carolina", postcode: "27601" },
  { region_id: 45, code: "ND", default_name: "North Dakota", postcode: "58102" },
  { region_id: 47, code: "OH", default_name: "Ohio", postcode: "43215" },
  { region_id: 48, code: "OK", default_name: "Oklahoma", postcode: "73102" },
  { region_id: 49, code: "OR", default_name: "Oregon", postcode: "97204" },
  { region_id: 51, code: "PA", default_name: "Pennsylvania", postcode: "19103" },
  { region_id: 53, code: "RI", default_name: "Rhode Island", postcode: "02903" },
  { region_id: 54, code: "SC", default_name: "South Carolina", postcode: "29201" },
  { region_id: 55, code: "SD", default_name: "South Dakota", postcode: "57501" },
  { region_id: 56, code: "TN", default_name: "Tennessee", postcode: "37203" },
  { region_id: 57, code: "TX", default_name: "Texas", postcode: "75201" },
  { region_id: 58, code: "UT", default_name: "Utah", postcode: "84111" },
  { region_id: 59, code: "VT", default_name: "Vermont", postcode: "05602" },
  { region_id: 61, code: "VA", default_name: "Virginia", postcode: "23219" },
  { region_id: 62, code: "WA", default_name: "Washington", postcode: "98101" },
  { region_id: 63, code: "WV", default_name: "West Virginia", postcode: "25301" },
  { region_id: 64, code: "WI", default_name: "Wisconsin", postcode: "53202" },
  { region_id: 65, code: "WY", default_name: "Wyoming", postcode: "82001" },
];

/** Territories a client may name by id (they are not in the list): refused like Alaska and Hawaii. */
const US_TERRITORIES: readonly RegionItem[] = [
  { region_id: 20, code: "GU", default_name: "Guam", postcode: "96910" },
  { region_id: 52, code: "PR", default_name: "Puerto Rico", postcode: "00901" },
];

/** Regions not shipped to (part 2 §9): Alaska, Hawaii, Guam, Puerto Rico. */
export const REFUSED_REGION_CODES: readonly string[] = ["AK", "HI", "GU", "PR"];

export const ADDRESS_MESSAGES = {
  required: MESSAGES.required,
  region: "Please select a state.",
  refusedRegion: "We do not ship to Alaska, Hawaii, Guam or Puerto Rico.",
  country: "We ship within the United States only.",
  tooMany: `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Please delete one you no longer use before adding another.`,
  notFound: "This address was not found in your address book.",
  added: "The address has been saved.",
  updated: "The address has been updated.",
  deleted: "The address has been deleted.",
  defaultSet: "Your default address has been changed.",
} as const;

/** A region by id (states, DC and the refused territories), or undefined. */
export function regionById(regionId: number): RegionItem | undefined {
  return (
    US_REGIONS.find((r) => r.region_id === regionId) ?? US_TERRITORIES.find((r) => r.region_id === regionId)
  );
}

export const isRefusedRegion = (region: RegionItem) => REFUSED_REGION_CODES.includes(region.code);

/** The regions a customer can choose for a shipping address (the form's state select). */
export const shippableRegions = (regions: readonly RegionItem[]) =>
  regions.filter((r) => !isRefusedRegion(r));

/** The fields of an address as a customer writes them. */
export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string;
  apartment_unit_suite: string;
  city: string;
  /** 0 when none was chosen. */
  region_id: number;
  postcode: string;
  telephone: string;
  country_id: string;
}

export type AddressField = keyof AddressInput;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The order fields are checked and focused in. */
export const ADDRESS_FIELD_ORDER: readonly AddressField[] = [
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

/** The region rule alone: chosen, known, and shipped to. */
export function regionError(regionId: number): string | null {
  if (!regionId) return ADDRESS_MESSAGES.region;
  const region = regionById(regionId);
  if (!region) return ADDRESS_MESSAGES.region;
  return isRefusedRegion(region) ? ADDRESS_MESSAGES.refusedRegion : null;
}

/** The address phone: required, then the spec's phone rule. */
export function addressPhoneError(value: string | null | undefined): string | null {
  return (value ?? "").trim() === "" ? MESSAGES.required : phoneError(value);
}

/**
 * Every rule of an address with its message (spec part 1 §5, part 2 §9); empty when it may be
 * saved. Lengths and characters are the schema's business (contract/address.ts).
 */
export function addressErrors(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ["firstname", "lastname", "street", "city"] as const) {
    if (input[field].trim() === "") errors[field] = ADDRESS_MESSAGES.required;
  }
  const street = errors.street ? null : poBoxError(input.street, input.apartment_unit_suite);
  if (street) errors.street = street;
  const region = regionError(input.region_id);
  if (region) errors.region_id = region;
  const postcode = postcodeError(input.postcode);
  if (postcode) errors.postcode = postcode;
  const phone = addressPhoneError(input.telephone);
  if (phone) errors.telephone = phone;
  if (input.country_id.trim().toUpperCase() !== ADDRESS_COUNTRY_ID)
    errors.country_id = ADDRESS_MESSAGES.country;
  return errors;
}

/** The first message of a set of errors, in field order. */
export function firstAddressError(errors: AddressErrors): string | null {
  const field = ADDRESS_FIELD_ORDER.find((f) => errors[f]);
  return field ? (errors[field] ?? null) : null;
}
