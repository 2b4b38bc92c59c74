import { z } from "zod";
import { ADDRESS_LIMITS, MAX_ADDRESSES_PER_CUSTOMER } from "./address-constants";
import { defineCall } from "./call";
import { flag, id } from "./fields";

// The customer address book and the country region list (spec part 1 §3, §4, §7; part 2 §9). The
// spec names these calls without paths; they sit beside the other customer calls:
//   GET    /api/directory/country-region?country_id=US   region list (public)
//   GET    /api/customer/address                         the signed-in customer's addresses
//   POST   /api/customer/address                         add
//   PUT    /api/customer/address/:id                     edit (any subset of the fields)
//   DELETE /api/customer/address/:id                     delete
// Address rules (required fields, state, postcode, phone, PO Box / APO / FPO, US only) answer
// HTTP 422 with envelope code 422, the first rule's exact message, and `result.errors` naming
// every field that broke a rule with its message (contract/address-constants.ts addressErrors).

/** Envelope codes of the address calls, other than 200. */
export const ADDRESS_CODES = {
  /** An address rule is broken (result.errors). */
  invalid: 422,
  /** The address id is not one of the signed-in customer's. */
  notFound: 404,
  /** The address book is full (MAX_ADDRESSES_PER_CUSTOMER). */
  full: 409,
} as const;

export const regionItem = z.object({
  default_name: z.string(),
  region_id: z.number().int(),
  code: z.string(),
  postcode: z.string().describe("A sample postcode of the region (the form's placeholder)"),
});

export const countryRegionList = defineCall({
  method: "get",
  path: "/api/directory/country-region",
  tag: "address",
  summary:
    "The regions of a country (the address form's state select): the 50 US states and the District of Columbia, by name. Alaska and Hawaii are listed (it is a directory) but addresses there are refused, as are Guam and Puerto Rico. Only US is served.",
  query: z.object({ country_id: z.string().trim().toUpperCase().max(2).default("US") }),
  result: z.array(regionItem),
  publicCacheSeconds: 3600,
  errors: { 400: "a country other than US: we ship within the United States only" },
});

/** One saved address (the Address entity of spec part 1 §3). */
export const customerAddress = z.object({
  address_entity_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  apartment_unit_suite: z.string(),
  city: z.string(),
  region: z.string().describe("The state's name, from region_id"),
  region_id: z.number().int(),
  region_code: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string(),
  is_default_shipping: z.boolean(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

/** No line breaks or other control characters (the street/unit separator is a line break). */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "must be a single line of text");

/**
 * The fields of an address. Rules with the spec's messages are checked by the service (so every
 * broken field is named with its exact message); the schema bounds types and lengths. `region` is
 * accepted for clients that send it and ignored: the name always comes from region_id.
 */
const addressFields = {
  firstname: singleLine(ADDRESS_LIMITS.firstname),
  lastname: singleLine(ADDRESS_LIMITS.lastname),
  street: singleLine(ADDRESS_LIMITS.street),
  apartment_unit_suite: singleLine(ADDRESS_LIMITS.apartment_unit_suite),
  city: singleLine(ADDRESS_LIMITS.city),
  region: singleLine(100),
  region_id: z.union([z.literal(0), z.literal("0"), z.literal(""), id]).transform((v) => Number(v || 0)),
  postcode: singleLine(ADDRESS_LIMITS.postcode),
  telephone: singleLine(ADDRESS_LIMITS.telephone),
  country_id: singleLine(2),
  default_shipping: flag,
  default_billing: flag,
};

const defaults = {
  firstname: "",
  lastname: "",
  street: "",
  apartment_unit_suite: "",
  city: "",
  region_id: 0,
  postcode: "",
  telephone: "",
  country_id: "US",
} as const;

export const addCustomerAddressBody = z.object({
  firstname: addressFields.firstname.default(defaults.firstname),
  lastname: addressFields.lastname.default(defaults.lastname),
  street: addressFields.street.default(defaults.street),
  apartment_unit_suite: addressFields.apartment_unit_suite.default(defaults.apartment_unit_suite),
  city: addressFields.city.default(defaults.city),
  region: addressFields.region.optional(),
  region_id: addressFields.region_id.default(defaults.region_id),
  postcode: addressFields.postcode.default(defaults.postcode),
  telephone: addressFields.telephone.default(defaults.telephone),
  country_id: addressFields.country_id.default(defaults.country_id),
  default_shipping: addressFields.default_shipping.default(false),
  default_billing: addressFields.default_billing.default(false),
});

export const editCustomerAddressBody = z.object({
  firstname: addressFields.firstname.optional(),
  lastname: addressFields.lastname.optional(),
  street: addressFields.street.optional(),
  apartment_unit_suite: addressFields.apartment_unit_suite.optional(),
  city: addressFields.city.optional(),
  region: addressFields.region.optional(),
  region_id: addressFields.region_id.optional(),
  postcode: addressFields.postcode.optional(),
  telephone: addressFields.telephone.optional(),
  country_id: addressFields.country_id.optional(),
  default_shipping: addressFields.default_shipping.optional(),
  default_billing: addressFields.default_billing.optional(),
});

const addressParams = z.object({ id });

const addressErrorsDoc = {
  401: "not signed in",
  422: "an address rule is broken: message is the first rule's message, result.errors maps each field to its message",
};

export const customerAddressList = defineCall({
  method: "get",
  path: "/api/customer/address",
  tag: "address",
  summary:
    "The signed-in customer's address book: the default shipping address first, then the others oldest first. Street and apartment/unit/suite are split from the stored joined value.",
  result: z.array(customerAddress),
  errors: { 401: "not signed in" },
});

export const addCustomerAddress = defineCall({
  method: "post",
  path: "/api/customer/address",
  tag: "address",
  summary: `Add an address (US only; not Alaska, Hawaii, Guam or Puerto Rico; no PO Box, APO or FPO). The first address becomes the default shipping and billing address; default_shipping / default_billing = 1 moves the default here. At most ${MAX_ADDRESSES_PER_CUSTOMER} addresses.`,
  body: addCustomerAddressBody,
  result: customerAddress,
  errors: {
    ...addressErrorsDoc,
    409: `the address book already holds ${MAX_ADDRESSES_PER_CUSTOMER} addresses`,
  },
});

export const editCustomerAddress = defineCall({
  method: "put",
  path: "/api/customer/address/:id",
  tag: "address",
  summary:
    "Edit one of the signed-in customer's addresses: the fields sent change, the rules apply to the result. default_shipping / default_billing = 1 makes it the default (the old default is cleared in the same transaction); 0 never leaves the book without a default — choose another address instead.",
  params: addressParams,
  body: editCustomerAddressBody,
  result: customerAddress,
  errors: { ...addressErrorsDoc, 404: "no such address in this customer's book" },
});

export const deleteCustomerAddress = defineCall({
  method: "delete",
  path: "/api/customer/address/:id",
  tag: "address",
  summary:
    "Delete one of the signed-in customer's addresses. When it was a default, the oldest remaining address becomes the default.",
  params: addressParams,
  result: z.object({ address_entity_id: z.number().int() }),
  errors: { 401: "not signed in", 404: "no such address in this customer's book" },
});
