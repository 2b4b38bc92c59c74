// Test support for the order and payment tests (imported only by *.test.ts): a shopper whose cart is
// ready to check out, the test provider's card field, the pay calls, and an order's rows as stored.
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { OrderDetail, PlaceOrderResult } from "../../../contract/order";
import { PAYMENT_FIELD_TOKENIZE_PATH, TEST_CARDS } from "../../../contract/payment-constants";
import { callJson } from "../../../tests/helpers/call-json";
import type { TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import { customerAddresses } from "../../db/schema/customer";
import { orders, payments } from "../../db/schema/order";
import {
  addToCart,
  customerWithSession,
  guestSession,
  headersOf,
  productSupply,
  type SeededProduct,
  seededProducts,
  type Who,
} from "../cart/cart.testing";

export const send = <T>(app: Hono, method: string, path: string, body?: unknown, who?: Who) =>
  callJson<T>(app, path, {
    method,
    headers: headersOf(who, body === undefined ? undefined : "application/json"),
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

export const ADDRESS = {
  firstname: "Ada",
  lastname: "Shopper",
  street: "12 Main St",
  apartment_unit_suite: "",
  city: "Newark",
  region: "New Jersey",
  region_id: 41,
  region_code: "NJ",
  postcode: "07102",
  country_id: "US",
  telephone: "9735550100",
};

/**
 * Gives a cart a shipping address and e-mail straight in its rows (the cart's own calls are tested
 * there): a guest's address in the cart, a customer's as an address-book entry the cart points at.
 */
export async function readyForCheckout(
  t: TestApp,
  who: Who,
  email = "guest.buyer@example.com",
): Promise<number> {
  const res = await callJson<{ quoteId: number }>(t.app, "/api/carts", { headers: headersOf(who) });
  const cartId = res.body.result.quoteId;
  const [cart] = await t.database.db.select().from(carts).where(eq(carts.id, cartId));
  let customerAddressId: number | null = null;
  if (cart.customerId !== null) {
    const [row] = await t.database.db
      .insert(customerAddresses)
      .values({
        customerId: cart.customerId,
        firstname: ADDRESS.firstname,
        lastname: ADDRESS.lastname,
        street: ADDRESS.street,
        city: ADDRESS.city,
        region: ADDRESS.region,
        regionId: ADDRESS.region_id,
        postcode: ADDRESS.postcode,
        telephone: ADDRESS.telephone,
        isDefaultShipping: true,
      })
      .returning({ id: customerAddresses.id });
    customerAddressId = row.id;
  }
  await t.database.db
    .update(carts)
    .set({
      shippingAddress: cart.customerId === null ? ADDRESS : null,
      customerAddressId,
      guestEmail: cart.customerId === null ? email : null,
      paymentMethod: "card",
    })
    .where(eq(carts.id, cartId));
  return cartId;
}

export interface Shopper {
  who: Who;
  customerId: number | null;
}

export const guest = async (t: TestApp): Promise<Shopper> => {
  const s = await guestSession(t);
  return { who: { cookies: { GuestToken: s.token } }, customerId: null };
};

export const customer = async (t: TestApp): Promise<Shopper> => {
  const c = await customerWithSession(t);
  return { who: { bearer: c.token }, customerId: c.customerId };
};

/** A shopper with `qty` of a variant in a cart that is ready to check out. */
export async function shopperWithCart(
  t: TestApp,
  p: SeededProduct,
  opts: { qty?: number; variant?: number; as?: Shopper; email?: string } = {},
): Promise<Shopper> {
  const shopper = opts.as ?? (await guest(t));
  const res = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[opts.variant ?? 0].id, qty: opts.qty ?? 1 } },
    shopper.who,
  );
  if (res.body.code !== 200) throw new Error(`add to cart: ${res.body.code} ${res.body.message}`);
  await readyForCheckout(t, shopper.who, opts.email);
  return shopper;
}

export async function orderToken(app: Hono, who?: Who): Promise<string> {
  const res = await send<{ order_token: string }>(app, "GET", "/api/order-token", undefined, who);
  return res.body.result.order_token;
}

export async function place(app: Hono, who: Who, token?: string) {
  return send<PlaceOrderResult>(
    app,
    "POST",
    "/api/order",
    { order_token: token ?? (await orderToken(app, who)) },
    who,
  );
}

/** Cancels an order from the account (by its id or its number), as the order page's form does. */
/** GET /api/order/{increment id} as `who` sees it (the envelope and status). */
export const readOrder = (app: Hono, who: Who, incrementId: string) =>
  send<OrderDetail>(app, "GET", `/api/order/${incrementId}`, undefined, who);

export const cancelOrder = (app: Hono, who: Who, orderRef: number | string) =>
  send<OrderDetail>(app, "POST", "/api/customer/order/cancel", { order_id: orderRef }, who);

/** The test card field's tokenize step, as its page posts it. */
export async function tokenize(app: Hono, number: string, expiry = "12/39", cvc = "123") {
  const res = await app.request(PAYMENT_FIELD_TOKENIZE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ number, expiry, cvc }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { nonce?: string; error?: string; field?: string },
  };
}

export async function nonceFor(app: Hono, number: string): Promise<string> {
  const res = await tokenize(app, number);
  if (!res.body.nonce) throw new Error(`tokenize: ${res.body.error}`);
  return res.body.nonce;
}

/** The card pay call with a given nonce (the provider's field made it, or a test made one up). */
export const payWithNonce = (app: Hono, who: Who, orderId: number | string, nonce: string) =>
  send<{ status: string; transaction_id: string }>(
    app,
    "POST",
    "/api/braintree-creditCard",
    { order_id: orderId, nonce },
    who,
  );

/** Pays an order by card: the test card field tokenizes `card` (approving by default), then the pay call. */
export async function payCard(
  app: Hono,
  who: Who,
  orderId: number | string,
  card: string = TEST_CARDS.approve,
) {
  return payWithNonce(app, who, orderId, await nonceFor(app, card));
}

/** Pays an order later with the pay-later widget's authorization token. */
export const payLater = (app: Hono, who: Who, orderId: number | string, authorizationToken: string) =>
  send<{ status: string; transaction_id: string }>(
    app,
    "POST",
    "/api/klarna-payment",
    { order_id: orderId, authorization_token: authorizationToken },
    who,
  );

/** An order's payment rows. */
export const paymentsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

/** An order's status straight from its row. */
export async function orderStatus(t: TestApp, orderId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row.status;
}

/** A variant's stock straight from its row. */
export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ qty: productVariants.qty })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row.qty;
}

export async function products(t: TestApp) {
  return productSupply(t, await seededProducts(t));
}

export async function count(t: TestApp, query: string): Promise<number> {
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0].n);
}
