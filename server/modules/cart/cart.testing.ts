// Test support for the cart tests (imported only by *.test.ts): requests as a client sends them,
// the GuestToken a response sets, and pinning a seeded product's state so each rule is exercised
// on known values.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CartResult } from "../../../contract/cart";
import type { AddToCartResult } from "../../../contract/cart-constants";
import { callJson } from "../../../tests/helpers/call-json";
import type { TestApp } from "../../../tests/helpers/test-app";
import { categories, products, productVariants, tierPrices } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { createSession, GUEST_COOKIE } from "../../http/session";

export interface Who {
  /** Cookie header pairs (GuestToken, token …). */
  cookies?: Record<string, string>;
  bearer?: string;
  headers?: Record<string, string>;
}

export function headersOf(who: Who = {}, contentType?: string): Record<string, string> {
  const h: Record<string, string> = { ...who.headers };
  if (contentType) h["content-type"] = contentType;
  if (who.bearer) h.authorization = `Bearer ${who.bearer}`;
  const pairs = Object.entries(who.cookies ?? {});
  if (pairs.length > 0) h.cookie = pairs.map(([k, v]) => `${k}=${v}`).join("; ");
  return h;
}

/** POST /api/cart with a JSON body (strings are sent as they are, to test malformed JSON). */
export const addToCart = (t: TestApp, body: unknown, who?: Who) =>
  callJson<AddToCartResult>(t.app, "/api/cart", {
    method: "POST",
    headers: headersOf(who, "application/json"),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

export const readCart = (t: TestApp, who?: Who) =>
  callJson<CartResult>(t.app, "/api/carts", { headers: headersOf(who) });

/** A JSON request of any method (PUT /api/cart/, DELETE /api/cart, PUT /api/later_cart …). */
export const sendJson = <T = CartResult>(
  t: TestApp,
  method: string,
  path: string,
  body: unknown,
  who?: Who,
) =>
  callJson<T>(t.app, path, {
    method,
    headers: headersOf(who, "application/json"),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** The GuestToken a response sets, or undefined. */
export function guestTokenSet(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(0, at).trim() === GUEST_COOKIE) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

export const asGuest = (token: string): Who => ({ cookies: { [GUEST_COOKIE]: token } });

/** A live guest session's token, straight from the session store. */
export async function guestSession(t: TestApp): Promise<{ id: number; token: string }> {
  return createSession(t.database.db, { customerId: null, now: new Date(), days: 1 });
}

let emailCounter = 0;
/** A customer row (no password: these tests sign in through the session store) and a live session. */
export async function customerWithSession(t: TestApp): Promise<{ customerId: number; token: string }> {
  const [row] = await t.database.db
    .insert(customers)
    .values({ email: `cart.${Date.now()}.${++emailCounter}@example.com` })
    .returning({ id: customers.id });
  const { token } = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
  return { customerId: row.id, token };
}

export type VariantPin = Partial<
  Pick<
    typeof productVariants.$inferInsert,
    "qty" | "isInStock" | "minSaleQty" | "maxSaleQty" | "priceCents" | "specialPriceCents" | "plusPriceCents"
  >
>;

export async function pinVariant(t: TestApp, variantId: number, pin: VariantPin): Promise<void> {
  await t.database.db.update(productVariants).set(pin).where(eq(productVariants.id, variantId));
}

export async function pinProduct(
  t: TestApp,
  productId: number,
  pin: Partial<
    Pick<
      typeof products.$inferInsert,
      "status" | "productTag" | "categoryId" | "isNoDiscount" | "presaleEndDate"
    >
  >,
): Promise<void> {
  await t.database.db.update(products).set(pin).where(eq(products.id, productId));
}

/** A category's id by url key (e.g. sofas-sectionals: a furniture category offered plans). */
export async function categoryId(t: TestApp, urlKey: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.urlKey, urlKey));
  return row.id;
}

export interface SeededProduct {
  productId: number;
  /** Its variants in display order. */
  variants: { id: number; sku: string }[];
}

/** Every seeded product with its variants in display order. */
export async function seededProducts(t: TestApp): Promise<SeededProduct[]> {
  const rows = await t.database.db
    .select({ productId: productVariants.productId, id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<number, { id: number; sku: string }[]>();
  for (const r of rows)
    byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), { id: r.id, sku: r.sku }]);
  return [...byProduct.entries()].map(([productId, variants]) => ({ productId, variants }));
}

/**
 * Makes a product plainly buyable (enabled, untagged; every variant in stock, 50 on hand, min 1,
 * max 20, no special price), so a test pins only what it is about.
 */
export async function makeBuyable(t: TestApp, p: SeededProduct): Promise<SeededProduct> {
  await pinProduct(t, p.productId, {
    status: 1,
    productTag: null,
    isNoDiscount: false,
    presaleEndDate: null,
  });
  await t.database.db
    .update(productVariants)
    .set({
      qty: 50,
      isInStock: true,
      minSaleQty: 1,
      maxSaleQty: 20,
      specialPriceCents: null,
      plusPriceCents: null,
    })
    .where(eq(productVariants.productId, p.productId));
  // No tier prices either: a test that is about them adds its own.
  await t.database.db.delete(tierPrices).where(
    inArray(
      tierPrices.variantId,
      p.variants.map((v) => v.id),
    ),
  );
  return p;
}

/** Hands out each seeded product once, made buyable, so no test sees another test's pins. */
export function productSupply(t: TestApp, all: SeededProduct[]) {
  const left = [...all];
  return async (minVariants = 1): Promise<SeededProduct> => {
    const at = left.findIndex((p) => p.variants.length >= minVariants);
    if (at < 0) throw new Error(`no test product with ${minVariants}+ variants left`);
    const [p] = left.splice(at, 1);
    return makeBuyable(t, p);
  };
}

/** Rows of a table, counted (sessions, carts, cart_items, cart_later_items). */
export async function countRows(
  t: TestApp,
  table: "sessions" | "carts" | "cart_items" | "cart_later_items",
): Promise<number> {
  const res = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0].n);
}
