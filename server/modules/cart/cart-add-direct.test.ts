import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { cartItems, carts } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import {
  customerWithSession,
  guestSession,
  pinProduct,
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "./cart.testing";
import { addOnLiveSession } from "./cart-add-direct";
import { Refusal } from "./cart-refusal";
import { assertLineQty, assertPurchasable } from "./cart-rules";

// The one-statement add (cart-add-direct.ts) decides in SQL what the add's rules (cart-rules.ts)
// decide in code. It may leave a case to the transactional add, but must never write what the
// rules refuse, nor write anything but what they allow.

let t: TestApp;
let p: SeededProduct;
/** Another product, for a second line. */
let other: SeededProduct;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const supply = productSupply(t, await seededProducts(t));
  p = await supply();
  other = await supply();
});
afterAll(() => t?.close());

/** A session of `kind` whose cart holds `inCart` units of the variant (no cart when 0). */
async function shopperWithUnits(kind: "guest" | "customer", variantId: number, inCart: number) {
  const owner =
    kind === "guest"
      ? await guestSession(t).then((g) => ({ token: g.token, guestSessionId: g.id, customerId: null }))
      : await customerWithSession(t).then((c) => ({ ...c, guestSessionId: null }));
  let cartId: number | null = null;
  if (inCart > 0) {
    [{ id: cartId }] = await t.database.db
      .insert(carts)
      .values({ guestSessionId: owner.guestSessionId, customerId: owner.customerId })
      .returning({ id: carts.id });
    await t.database.db.insert(cartItems).values({ cartId, productId: p.productId, variantId, qty: inCart });
  }
  return { token: owner.token, guestSessionId: owner.guestSessionId, customerId: owner.customerId };
}

/** The units of the variant in the owner's cart now. */
async function unitsNow(
  owner: { guestSessionId: number | null; customerId: number | null },
  variantId: number,
) {
  const [row] = await t.database.db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        owner.customerId !== null
          ? eq(carts.customerId, owner.customerId)
          : eq(carts.guestSessionId, owner.guestSessionId as number),
        eq(cartItems.variantId, variantId),
      ),
    );
  return row?.qty ?? 0;
}

/** Whether the add's rules take `add` more units onto `inCart`, on the variant as it is now. */
async function rulesAllow(status: number, variantId: number, inCart: number, add: number) {
  const [variant] = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  try {
    const usable = assertPurchasable({ variant, status });
    assertLineQty(variant, usable, inCart + add, inCart);
    return true;
  } catch (err) {
    if (err instanceof Refusal) return false;
    throw err;
  }
}

describe("the one-statement add against the add's rules", () => {
  it("over every product state, stock, limit, units in the cart and units added: writes exactly what the rules allow, or nothing", async () => {
    const variantId = p.variants[0].id;
    let direct = 0;
    const leftOut: string[] = [];
    for (const status of [1, 2])
      for (const isInStock of [true, false])
        for (const qty of [0, 2, 6])
          for (const maxSaleQty of [3, 9])
            for (const minSaleQty of [1, 3])
              for (const inCart of [0, 2])
                for (const add of [1, 2, 4]) {
                  const kind = (status + qty + inCart + add) % 2 === 0 ? "guest" : "customer";
                  const name = `${kind} status ${status} stock ${isInStock}/${qty} max ${maxSaleQty} min ${minSaleQty}: ${inCart} + ${add}`;
                  await pinProduct(t, p.productId, { status });
                  await pinVariant(t, variantId, { isInStock, qty, maxSaleQty, minSaleQty });
                  const owner = await shopperWithUnits(kind, variantId, inCart);
                  const allowed = await rulesAllow(status, variantId, inCart, add);
                  const ctx = testContext(t.deps, { tokens: [owner.token] });
                  const answer = await addOnLiveSession(ctx, {
                    product_id: p.productId,
                    child_id: variantId,
                    qty: add,
                  });
                  const after = await unitsNow(owner, variantId);
                  if (answer) {
                    expect(allowed, name).toBe(true);
                    expect(after, name).toBe(inCart + add);
                    expect(answer.items_qty, name).toBe(inCart + add);
                    direct++;
                  } else {
                    expect(after, name).toBe(inCart);
                    if (allowed) leftOut.push(name);
                  }
                }
    expect(direct).toBeGreaterThan(0);
    // The only allowed adds it leaves to the transactional add: fewer units than the minimum
    // added to a line that already reaches it (the guard checks the units added on their own).
    expect(leftOut.filter((n) => !/min 3: 2 \+ [12]$/.test(n))).toEqual([]);
  });

  it("answers the cart's units: the other lines' and the line's new total", async () => {
    await pinProduct(t, p.productId, { status: 1 });
    await pinVariant(t, p.variants[0].id, { isInStock: true, qty: 50, maxSaleQty: 10, minSaleQty: 1 });
    const owner = await shopperWithUnits("guest", p.variants[0].id, 2);
    const [cart] = await t.database.db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.guestSessionId, owner.guestSessionId as number));
    await t.database.db
      .insert(cartItems)
      .values({ cartId: cart.id, productId: other.productId, variantId: other.variants[0].id, qty: 3 });
    const ctx = testContext(t.deps, { tokens: [owner.token] });
    const answer = await addOnLiveSession(ctx, {
      product_id: p.productId,
      child_id: p.variants[0].id,
      qty: 4,
    });
    expect(answer).toEqual({ quoteId: cart.id, indent: String(cart.id), items_qty: 3 + 2 + 4 });
  });

  it("a token of no live session writes nothing and leaves the add to the transactional path", async () => {
    await pinProduct(t, p.productId, { status: 1 });
    await pinVariant(t, p.variants[0].id, { isInStock: true, qty: 50, maxSaleQty: 10, minSaleQty: 1 });
    const ctx = testContext(t.deps, { tokens: ["no-such-token"] });
    const answer = await addOnLiveSession(ctx, {
      product_id: p.productId,
      child_id: p.variants[0].id,
      qty: 1,
    });
    expect(answer).toBeNull();
  });

  it("a variant of another product writes nothing", async () => {
    const owner = await shopperWithUnits("guest", p.variants[0].id, 0);
    const ctx = testContext(t.deps, { tokens: [owner.token] });
    const answer = await addOnLiveSession(ctx, {
      product_id: p.productId + 1,
      child_id: p.variants[0].id,
      qty: 1,
    });
    expect(answer).toBeNull();
    expect(await unitsNow(owner, p.variants[0].id)).toBe(0);
  });
});
