// Test support for the returns tests (imported only by *.test.ts): a paid order of a customer
// written straight into its rows with known money (placing and paying have their own tests), its
// payment, shipped and delivered through the operator calls; the customer's and operator's requests.
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { ReturnView } from "../../../contract/returns";
import type { TestApp } from "../../../tests/helpers/test-app";
import { products, productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { shipments } from "../../db/schema/fulfilment";
import { orderItems, orders, payments } from "../../db/schema/order";
import { customerWithSession, seededProducts, type Who } from "../cart/cart.testing";
import { asOperator, call } from "../fulfilment/fulfilment.testing";

let next = 0;

export interface LineSpec {
  qty: number;
  priceCents: number;
  planPriceCents?: number;
}

export interface OrderSpec {
  lines: LineSpec[];
  discountCents?: number;
  pointsUsed?: number;
  pointsEarned?: number;
  taxCents?: number;
  shippingCents?: number;
  shippingProtectionCents?: number;
  couponCode?: string;
  /** Ship and deliver everything (default), only these line indexes, or nothing. */
  deliver?: "all" | "none" | "ship-only" | number[];
}

export interface Shopper {
  customerId: number;
  token: string;
  who: Who;
}

export async function shopper(t: TestApp, points = 0): Promise<Shopper> {
  const s = await customerWithSession(t);
  if (points > 0) await t.database.db.update(customers).set({ points }).where(eq(customers.id, s.customerId));
  return { ...s, who: { bearer: s.token } };
}

export interface DeliveredOrder {
  orderId: number;
  incrementId: string;
  itemIds: number[];
  variantIds: number[];
  grandTotalCents: number;
}

/** A paid order of `customerId` with the given money, its captured test-provider payment, shipped and delivered. */
export async function deliveredOrder(
  t: TestApp,
  customerId: number,
  spec: OrderSpec,
): Promise<DeliveredOrder> {
  const catalog = await seededProducts(t);
  // Products that earn points (no no-discount items or pre-orders among them).
  await t.database.db
    .update(products)
    .set({ isNoDiscount: false, productTag: null })
    .where(
      inArray(
        products.id,
        catalog.slice(0, spec.lines.length).map((p) => p.productId),
      ),
    );
  const n = ++next;
  const subtotal = spec.lines.reduce((s, l) => s + l.priceCents * l.qty, 0);
  const plans = spec.lines.reduce((s, l) => s + (l.planPriceCents ?? 0) * l.qty, 0);
  const discount = spec.discountCents ?? 0;
  const points = spec.pointsUsed ?? 0;
  const tax = spec.taxCents ?? 0;
  const shipping = spec.shippingCents ?? 0;
  const shipProtection = spec.shippingProtectionCents ?? 0;
  const grand = subtotal - discount - points + plans + shipping + shipProtection + tax;
  const [order] = await t.database.db
    .insert(orders)
    .values({
      incrementId: String(400_000_000 + n),
      orderToken: randomBytes(16).toString("base64url"),
      customerId,
      email: `returns${n}.${customerId}@example.com`,
      status: "processing",
      subtotalCents: subtotal,
      discountCents: discount,
      shippingCents: shipping,
      taxCents: tax,
      protectionCents: plans + shipProtection,
      shippingProtection: shipProtection > 0,
      pointsUsed: points,
      pointsEarned: spec.pointsEarned ?? 0,
      grandTotalCents: grand,
      couponCode: spec.couponCode ?? null,
      shippingMethod: "freeshipping_freeshipping",
      shippingAddress: {
        firstname: "Ada",
        lastname: "Shopper",
        street: ["12 Elm Street"],
        city: "Newark",
        region_code: "NJ",
        postcode: "07102",
      },
      paymentMethod: "card",
    })
    .returning();
  const lines = await t.database.db
    .insert(orderItems)
    .values(
      spec.lines.map((l, i) => ({
        orderId: order.id,
        productId: catalog[i].productId,
        variantId: catalog[i].variants[0].id,
        name: `Return line ${i + 1}`,
        sku: catalog[i].variants[0].sku,
        qty: l.qty,
        priceCents: l.priceCents,
        rowTotalCents: l.priceCents * l.qty,
        ...(l.planPriceCents
          ? {
              planId: `plan-${i + 1}`,
              offerPlanId: `offer-${i + 1}`,
              planTitle: "2-Year Protection Plan",
              planTermMonths: 24,
              planPriceCents: l.planPriceCents,
            }
          : {}),
      })),
    )
    .returning({ id: orderItems.id, variantId: orderItems.variantId });
  await t.database.db.insert(payments).values({
    orderId: order.id,
    provider: "test",
    method: "card",
    amountCents: grand,
    status: "captured",
    transactionId: `test_txn_${order.id}`,
    message: "captured",
  });
  const deliver = spec.deliver ?? "all";
  if (deliver !== "none") {
    const which = Array.isArray(deliver) ? deliver : spec.lines.map((_, i) => i);
    const shipped = await call<{ shipment_id: number }>(
      t,
      "POST",
      "/admin/api/order/ship",
      {
        increment_id: order.incrementId,
        carrier: "UPS",
        tracking_number: `1ZRET${order.id}X${n}`.padEnd(12, "0"),
        items: which.map((i) => ({ order_item_id: lines[i].id, qty: spec.lines[i].qty })),
      },
      asOperator,
    );
    if (shipped.body.code !== 200) throw new Error(`ship: ${shipped.body.message}`);
    if (deliver !== "ship-only") {
      const done = await call(
        t,
        "POST",
        "/admin/api/shipment/deliver",
        { shipment_id: shipped.body.result.shipment_id },
        asOperator,
      );
      if (done.body.code !== 200) throw new Error(`deliver: ${done.body.message}`);
    }
  }
  return {
    orderId: order.id,
    incrementId: order.incrementId,
    itemIds: lines.map((l) => l.id),
    variantIds: lines.map((l) => l.variantId),
    grandTotalCents: grand,
  };
}

/** Moves every delivery of the order `days` days into the past. */
export async function deliveredDaysAgo(t: TestApp, orderId: number, days: number) {
  await t.database.db
    .update(shipments)
    .set({ deliveredAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(shipments.orderId, orderId));
}

export const askReturn = (t: TestApp, who: Who, body: unknown) =>
  call<ReturnView>(t, "POST", "/api/customer/order/return", body, who);

export const operatorStep = (
  t: TestApp,
  step: "approve" | "refuse" | "receive" | "refund",
  body: unknown,
  who: Who = asOperator,
) => call<ReturnView>(t, "POST", `/admin/api/return/${step}`, body, who);

export async function pointsOf(t: TestApp, customerId: number) {
  const [row] = await t.database.db
    .select({ points: customers.points })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row.points;
}

export async function stockOf(t: TestApp, variantId: number) {
  const [row] = await t.database.db
    .select({ qty: productVariants.qty })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row.qty;
}

/** Rows of a raw SQL query (for checks scoped to a test's own rows). */
export async function rowsOf(t: TestApp, query: string): Promise<Record<string, unknown>[]> {
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/** Rows of a table matching a condition (raw SQL, for counts scoped to a test's own rows). */
export async function count(t: TestApp, table: string, where: string): Promise<number> {
  const res = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0].n);
}
