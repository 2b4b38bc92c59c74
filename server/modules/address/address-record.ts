// A customer_addresses row and its API shape: street and apartment/unit/suite are one stored
// value joined by STREET_UNIT_SEPARATOR (spec part 1 §3), split again on the way out.

import type { CustomerAddress } from "../../../contract/address";
import { type AddressInput, regionById, STREET_UNIT_SEPARATOR } from "../../../contract/address-constants";
import type { customerAddresses } from "../../db/schema/customer";

export type AddressRow = typeof customerAddresses.$inferSelect;

/** The stored street value: the street, then the unit after the separator when there is one. */
export function joinStreet(street: string, unit: string): string {
  return unit ? `${street}${STREET_UNIT_SEPARATOR}${unit}` : street;
}

/** The stored street value split back into street and unit (no separator: no unit). */
export function splitStreet(stored: string): { street: string; apartment_unit_suite: string } {
  const at = stored.indexOf(STREET_UNIT_SEPARATOR);
  if (at < 0) return { street: stored, apartment_unit_suite: "" };
  return {
    street: stored.slice(0, at),
    apartment_unit_suite: stored.slice(at + STREET_UNIT_SEPARATOR.length),
  };
}

export function toCustomerAddress(row: AddressRow): CustomerAddress {
  return {
    address_entity_id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    ...splitStreet(row.street),
    city: row.city,
    region: row.region,
    region_id: row.regionId,
    region_code: regionById(row.regionId)?.code ?? "",
    postcode: row.postcode,
    country_id: row.countryId,
    telephone: row.telephone,
    is_default_shipping: row.isDefaultShipping,
    default_shipping: row.isDefaultShipping,
    default_billing: row.isDefaultBilling,
  };
}

/** A saved row as the fields a customer edits (the base an edit is applied to). */
export function inputOfRow(row: AddressRow): AddressInput {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    ...splitStreet(row.street),
    city: row.city,
    region_id: row.regionId,
    postcode: row.postcode,
    telephone: row.telephone,
    country_id: row.countryId,
  };
}
