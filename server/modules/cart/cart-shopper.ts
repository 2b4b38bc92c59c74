// What the money rules need to know about a cart's owner and destination: the customer's e-mail,
// points and group, and the shipping address the cart carries (an address-book entry for a
// customer, resolved now so an edited or deleted entry is seen; the stored address for a guest).
import { and, eq, sql } from "drizzle-orm";
import { regionById } from "../../../contract/address-constants";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import { prepared } from "../../db/client";
import { customerAddresses, customers } from "../../db/schema/customer";
import { toCustomerAddress } from "../address/address-record";
import { pointsAllowed } from "../points/points-eligibility";
import type { DbOrTx } from "./cart-owner";

export interface CartShopper {
  customerId: number | null;
  email: string | null;
  isPlusMember: boolean;
  /** The customer's points balance; null for a guest. */
  pointsBalance: number | null;
}

// Read on every priced cart of a customer: prepared statements (db/client.ts).
const customerById = prepared("cart_shopper", (db: DbOrTx, name) =>
  db
    .select({
      email: customers.email,
      group: customers.customerGroup,
      points: customers.points,
      isDropship: customers.isDropship,
      isLargeOrder: customers.isLargeOrder,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder("customerId")))
    .prepare(name),
);
const addressOfCustomer = prepared("cart_destination", (db: DbOrTx, name) =>
  db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, sql.placeholder("addressId")),
        eq(customerAddresses.customerId, sql.placeholder("customerId")),
      ),
    )
    .prepare(name),
);

export async function loadShopper(
  db: DbOrTx,
  customerId: number | null,
  guestEmail: string | null,
): Promise<CartShopper> {
  if (customerId === null) return { customerId, email: guestEmail, isPlusMember: false, pointsBalance: null };
  const [row] = await customerById(db).execute({ customerId });
  return {
    customerId,
    email: row?.email ?? null,
    isPlusMember: row?.group === PLUS_CUSTOMER_GROUP,
    // Dropship, business and large-order customers are not in the points programme (decision
    // 0046): no balance to spend, so the cart takes none of it.
    pointsBalance:
      row &&
      pointsAllowed({ customerGroup: row.group, isDropship: row.isDropship, isLargeOrder: row.isLargeOrder })
        ? row.points
        : 0,
  };
}

/** The cart's shipping address as stored for the order (address-book shape without defaults). */
export type CartAddress = Record<string, unknown> & { region_code: string };

export async function loadDestination(
  db: DbOrTx,
  cart: { customerId: number | null; customerAddressId: number | null; shippingAddress: unknown },
): Promise<CartAddress | null> {
  if (cart.customerId !== null) {
    if (cart.customerAddressId === null) return null;
    const [row] = await addressOfCustomer(db).execute({
      addressId: cart.customerAddressId,
      customerId: cart.customerId,
    });
    if (!row) return null;
    const { is_default_shipping, default_shipping, default_billing, ...address } = toCustomerAddress(row);
    return address;
  }
  const stored = cart.shippingAddress as Record<string, unknown> | null;
  if (!stored) return null;
  const region = regionById(Number(stored.region_id));
  return { ...stored, region_code: region?.code ?? "" };
}
