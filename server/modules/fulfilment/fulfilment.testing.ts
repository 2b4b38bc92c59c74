// Test support for the fulfilment tests (imported only by *.test.ts): a paid order written straight
// into its rows (placing and paying have their own tests), the operator's requests, and counts.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { callJson } from "../../../tests/helpers/call-json";
import type { TestApp } from "../../../tests/helpers/test-app";
import { orderItems, orders } from "../../db/schema/order";
import { headersOf, seededProducts, type Who } from "../cart/cart.testing";

/** The operator credential the tests configure (OPERATOR_TOKEN), and its name. */
export const OPERATOR_TOKEN = "op-test-token-0123456789-abcdefghijklmnop";
export const OPERATOR_ENV = { OPERATOR_TOKEN, OPERATOR_NAME: "dana" };
export const asOperator: Who = { bearer: OPERATOR_TOKEN };

let next = 0;

export interface PaidOrder {
  orderId: number;
  incrementId: string;
  /** Its lines' ids, in the order given. */
  itemIds: number[];
}

/**
 * A paid order (status processing) of a customer or a guest session, with lines of the seeded
 * catalog's first products: `qtys[i]` units of product i's first variant.
 */
export async function paidOrder(
  t: TestApp,
  opts: {
    customerId?: number | null;
    guestSessionId?: number | null;
    email?: string;
    postcode?: string;
    qtys?: number[];
    status?: string;
  } = {},
): Promise<PaidOrder> {
  const products = await seededProducts(t);
  const qtys = opts.qtys ?? [2, 1];
  const n = ++next;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      incrementId: String(300_000_000 + n),
      orderToken: randomBytes(16).toString("base64url"),
      customerId: opts.customerId ?? null,
      guestSessionId: opts.guestSessionId ?? null,
      email: opts.email ?? `buyer${n}@example.com`,
      status: opts.status ?? "processing",
      subtotalCents: 10_000,
      grandTotalCents: 10_000,
      shippingMethod: "freeshipping_freeshipping",
      shippingAddress: {
        firstname: "Ada",
        lastname: "Shopper",
        postcode: opts.postcode ?? "07102",
        city: "Newark",
      },
      paymentMethod: "card",
    })
    .returning();
  const lines = await t.database.db
    .insert(orderItems)
    .values(
      qtys.map((qty, i) => ({
        orderId: order.id,
        productId: products[i].productId,
        variantId: products[i].variants[0].id,
        name: `Line ${i + 1}`,
        sku: products[i].variants[0].sku,
        qty,
        priceCents: 1000,
        rowTotalCents: 1000 * qty,
      })),
    )
    .returning({ id: orderItems.id });
  return { orderId: order.id, incrementId: order.incrementId, itemIds: lines.map((l) => l.id) };
}

/** Sends a JSON call (GETs carry no body). */
export const call = <T = unknown>(t: TestApp, method: string, path: string, body?: unknown, who?: Who) =>
  callJson<T>(t.app, path, {
    method,
    headers: headersOf(who, body === undefined ? undefined : "application/json"),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** How many rows a table has (optionally where a condition holds). */
export async function rows(t: TestApp, table: string, where = "true"): Promise<number> {
  const res = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0].n);
}
