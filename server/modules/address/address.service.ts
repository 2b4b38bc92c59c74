// The customer address book (spec part 1 §3, §4, §7; part 2 §9). Every write runs in one
// transaction that first locks the customer's row, so two requests of the same customer (two
// tabs, a double click) take turns: the address cap and the one-default rule cannot be raced.
// Invariant: a non-empty book has exactly one default shipping and one default billing address.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  addCustomerAddressBody,
  CustomerAddress,
  editCustomerAddressBody,
} from "../../../contract/address";
import { ADDRESS_CODES } from "../../../contract/address";
import {
  ADDRESS_COUNTRY_ID,
  ADDRESS_MESSAGES,
  type AddressInput,
  firstAddressError,
  MAX_ADDRESSES_PER_CUSTOMER,
  regionById,
} from "../../../contract/address-constants";
import type { Db } from "../../db/client";
import { customerAddresses, customers } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { type AddressRow, inputOfRow, joinStreet, toCustomerAddress } from "./address-record";
import { checkAddress } from "./address-rules";

type AddBody = z.output<typeof addCustomerAddressBody>;
type EditBody = z.output<typeof editCustomerAddressBody>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const notFound = () => new AppError(404, ADDRESS_CODES.notFound, ADDRESS_MESSAGES.notFound);

/** The book, default shipping address first, then the others oldest first. */
export async function listAddresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefaultShipping), asc(customerAddresses.id));
  return rows.map(toCustomerAddress);
}

/** One address of the customer's book; another customer's id is not found (404). */
export async function findAddress(db: Db, customerId: number, addressId: number): Promise<CustomerAddress> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound();
  return toCustomerAddress(row);
}

/** The rules' answer when the address breaks one: 422, the first message, every field's message. */
function invalidAddress(input: AddressInput): Reply | null {
  const errors = checkAddress(input);
  const first = firstAddressError(errors);
  return first ? new Reply(ADDRESS_CODES.invalid, first, { errors }, 422) : null;
}

/** The columns an address's fields are stored in (the region's name always from its id). */
function columnsOf(input: AddressInput) {
  const region = regionById(input.region_id);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    street: joinStreet(input.street, input.apartment_unit_suite),
    city: input.city,
    region: region?.default_name ?? "",
    regionId: input.region_id,
    postcode: input.postcode,
    countryId: ADDRESS_COUNTRY_ID,
    telephone: input.telephone,
  };
}

/** Serialises this customer's address writes until the transaction ends. */
async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
}

/** Clears the defaults other addresses hold for the kinds this one takes over. */
async function takeDefaults(tx: Tx, customerId: number, keepId: number, shipping: boolean, billing: boolean) {
  const others = and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, keepId));
  if (shipping) await tx.update(customerAddresses).set({ isDefaultShipping: false }).where(others);
  if (billing) await tx.update(customerAddresses).set({ isDefaultBilling: false }).where(others);
}

export async function addAddress(
  ctx: RequestContext,
  customerId: number,
  body: AddBody,
): Promise<CustomerAddress | Reply> {
  const input: AddressInput = { ...body, country_id: body.country_id.toUpperCase() };
  const invalid = invalidAddress(input);
  if (invalid) return invalid;
  return runTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if (count >= MAX_ADDRESSES_PER_CUSTOMER)
      return new Reply(ADDRESS_CODES.full, ADDRESS_MESSAGES.tooMany, null);
    // The first address is the default of both kinds (part 1 §3: the default is listed first).
    const shipping = count === 0 || body.default_shipping;
    const billing = count === 0 || body.default_billing;
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        ...columnsOf(input),
        customerId,
        isDefaultShipping: shipping,
        isDefaultBilling: billing,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await takeDefaults(tx, customerId, row.id, shipping, billing);
    return toCustomerAddress(row);
  });
}

/** The customer's own address, locked for the transaction; another customer's id is not found. */
async function ownAddress(tx: Tx, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** Applies the fields sent to the saved address; 0 for a default never unsets it (see contract). */
export async function editAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
  body: EditBody,
): Promise<CustomerAddress | Reply> {
  return runTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownAddress(tx, customerId, addressId);
    const { default_shipping, default_billing, region: _ignored, ...fields } = body;
    const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const input: AddressInput = { ...inputOfRow(row), ...sent };
    input.country_id = input.country_id.toUpperCase();
    const invalid = invalidAddress(input);
    if (invalid) return invalid;
    const shipping = row.isDefaultShipping || default_shipping === true;
    const billing = row.isDefaultBilling || default_billing === true;
    const [updated] = await tx
      .update(customerAddresses)
      .set({
        ...columnsOf(input),
        isDefaultShipping: shipping,
        isDefaultBilling: billing,
        updatedAt: ctx.now,
      })
      .where(eq(customerAddresses.id, row.id))
      .returning();
    await takeDefaults(tx, customerId, row.id, shipping, billing);
    return toCustomerAddress(updated);
  });
}

/** Deletes the address; a default it held passes to the oldest remaining address. */
export async function deleteAddress(
  ctx: RequestContext,
  customerId: number,
  addressId: number,
): Promise<{ address_entity_id: number }> {
  return runTransaction(ctx.db, async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownAddress(tx, customerId, addressId);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, row.id));
    if (row.isDefaultShipping || row.isDefaultBilling) {
      const [heir] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      if (heir) {
        const changes: Partial<AddressRow> = { updatedAt: ctx.now };
        if (row.isDefaultShipping) changes.isDefaultShipping = true;
        if (row.isDefaultBilling) changes.isDefaultBilling = true;
        await tx.update(customerAddresses).set(changes).where(eq(customerAddresses.id, heir.id));
      }
    }
    return { address_entity_id: row.id };
  });
}
