import { eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { CART_DISCOUNT_DATA_PATH, type CartDiscountData } from "../../../contract/cart-discount";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testDeps } from "../../../tests/helpers/test-deps";
import { createApp } from "../../app";
import { customers } from "../../db/schema/customer";
import { homeBlocks } from "../../db/schema/site";
import {
  addToCart,
  asGuest,
  customerWithSession,
  guestSession,
  headersOf,
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
  type Who,
} from "./cart.testing";

// The cart read's operator-configured fields against the real app and database: cartBannerStatus
// (a cart banner is configured) and plusImg (the Plus+ cart picture, only for a non-member whom
// Plus+ would save money), and the discount data's plusImg by the same rule.

let t: TestApp;
let product: () => Promise<SeededProduct>;
/** The seeded Plus+ cart picture. */
let plusImage: string;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = productSupply(t, await seededProducts(t));
  const [row] = await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.kind, "plus_cart"));
  plusImage = row.image ?? "";
});
afterAll(() => t?.close());

const cartOf = async (who?: Who, app: Hono = t.app): Promise<CartResult> => {
  const res = await callJson<CartResult>(app, "/api/carts", { headers: headersOf(who) });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.result;
};
const discountOf = async (who: Who, app: Hono = t.app): Promise<CartDiscountData> => {
  const res = await callJson<CartDiscountData>(app, CART_DISCOUNT_DATA_PATH, { headers: headersOf(who) });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.result;
};

/** A $100 line; with `plusCents`, its Plus+ price (a saving for non-members). */
async function fill(who: Who, plusCents: number | null): Promise<void> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: 100_00, plusPriceCents: plusCents });
  const res = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
    who,
  );
  expect(res.body.code, res.body.message).toBe(200);
}

const guest = async (): Promise<Who> => asGuest((await guestSession(t)).token);

async function plusMember(): Promise<Who> {
  const c = await customerWithSession(t);
  await t.database.db.update(customers).set({ customerGroup: "PLUS+" }).where(eq(customers.id, c.customerId));
  return { bearer: c.token };
}

describe("plusImg", () => {
  it("is the Plus+ cart picture for a non-member whom Plus+ would save money, in the cart and the discount data", async () => {
    expect(plusImage).toMatch(/^\/media\/banner\/.+\.svg$/);
    const g = await guest();
    await fill(g, 85_00);
    const cart = await cartOf(g);
    expect(cart).toMatchObject({ is_plus_allow: true, plusTotal: 15, plusImg: plusImage });
    expect((await discountOf(g)).plusImg).toBe(plusImage);
    // A picture that is really served.
    const picture = await t.app.request(plusImage);
    expect(picture.status).toBe(200);

    // A signed-in customer who is not a member is offered Plus+ the same way.
    const c = await customerWithSession(t);
    const who = { bearer: c.token };
    await fill(who, 90_00);
    expect(await cartOf(who)).toMatchObject({ is_plus_allow: true, plusImg: plusImage });
  });

  it("is null for a Plus+ member, who already pays Plus+ prices", async () => {
    const m = await plusMember();
    await fill(m, 85_00);
    const cart = await cartOf(m);
    expect(cart).toMatchObject({ is_plus_allow: false, plusTotal: 15, plusImg: null, subtotal: 85 });
    expect((await discountOf(m)).plusImg).toBeNull();
  });

  it("is null when Plus+ would save nothing (no Plus+ price), and for an empty cart", async () => {
    const g = await guest();
    await fill(g, null);
    expect(await cartOf(g)).toMatchObject({ is_plus_allow: false, plusTotal: 0, plusImg: null });
    expect((await discountOf(g)).plusImg).toBeNull();
    expect((await cartOf()).plusImg).toBeNull();
    expect((await discountOf(await guest())).plusImg).toBeNull();
  });
});

describe("cartBannerStatus", () => {
  it("is 1 while a cart banner is configured, for a cart with lines and for no cart at all", async () => {
    const g = await guest();
    await fill(g, null);
    expect((await cartOf(g)).cartBannerStatus).toBe(1);
    expect((await cartOf()).cartBannerStatus).toBe(1);
    expect((await cartOf(await guest())).cartBannerStatus).toBe(1);
  });
});

describe("nothing configured", () => {
  it("answers cartBannerStatus 0 and plusImg null, even where Plus+ would save money", async () => {
    const g = await guest();
    await fill(g, 85_00);
    // This app reads (and caches) the configuration now, whichever test ran before.
    expect(await cartOf(g)).toMatchObject({ cartBannerStatus: 1, plusImg: plusImage });
    const kept = await t.database.db
      .delete(homeBlocks)
      .where(inArray(homeBlocks.kind, ["cart_banner", "plus_cart"]))
      .returning();
    expect(kept).toHaveLength(2);
    try {
      // The rows are read through the shared cache: this app still answers what it read.
      expect(await cartOf(g)).toMatchObject({ cartBannerStatus: 1, plusImg: plusImage });
      // A fresh cache (as after its lifetime) sees that nothing is configured.
      const app = createApp({ deps: testDeps(t.database) });
      expect(await cartOf(g, app)).toMatchObject({ is_plus_allow: true, cartBannerStatus: 0, plusImg: null });
      expect(await cartOf(undefined, app)).toMatchObject({ cartBannerStatus: 0, plusImg: null });
      expect(await discountOf(g, app)).toMatchObject({ is_plus_allow: true, plusImg: null });
    } finally {
      await t.database.db.insert(homeBlocks).values(kept);
    }
  });

  it("a configured Plus+ picture alone sets plusImg and leaves cartBannerStatus 0", async () => {
    const g = await guest();
    await fill(g, 85_00);
    const kept = await t.database.db.delete(homeBlocks).where(eq(homeBlocks.kind, "cart_banner")).returning();
    try {
      const app = createApp({ deps: testDeps(t.database) });
      expect(await cartOf(g, app)).toMatchObject({ cartBannerStatus: 0, plusImg: plusImage });
    } finally {
      await t.database.db.insert(homeBlocks).values(kept);
    }
  });
});
