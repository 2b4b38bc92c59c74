import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult, LaterCartResult } from "../../../contract/cart";
import type { OfferList } from "../../../contract/protection-constants";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { cartItems, cartLaterItems } from "../../db/schema/cart";
import {
  addToCart,
  asGuest,
  categoryId,
  countRows,
  guestSession,
  headersOf,
  pinProduct,
  pinVariant,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "./cart.testing";

// Editing, removing and saving cart lines for later, against the real app and database: every
// quantity rule, variant switches and plans, the save-for-later list, ownership and races.

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

const newGuest = async (): Promise<Who> => asGuest((await guestSession(t)).token);

async function add(
  who: Who,
  p: SeededProduct,
  qty: number,
  variant = 0,
  extra: Record<string, unknown> = {},
) {
  const res = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[variant].id, qty, ...extra } },
    who,
  );
  expect(res.body.code, res.body.message).toBe(200);
}

const cartOf = async (who: Who): Promise<CartResult> => (await readCart(t, who)).body.result;
const itemOf = async (who: Who, variantId: number) =>
  (await cartOf(who)).list.find((i) => i.piid === variantId);
const edit = (who: Who, body: unknown, path = "/api/cart/") => sendJson(t, "PUT", path, body, who);
const later = async (who: Who) =>
  (await callJson<LaterCartResult>(t.app, "/api/later_cart", { headers: headersOf(who) })).body.result.list;

describe("PUT /api/cart/ quantity", () => {
  it("sets the line's quantity (with and without the trailing slash) and answers the cart", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 1);
    const item = await itemOf(who, p.variants[0].id);
    const res = await edit(who, { item_id: item?.item_id, qty: 4 });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.result.list[0].qty).toBe(4);
    const res2 = await edit(who, { item_id: item?.item_id, qty: "2" }, "/api/cart");
    expect(res2.body.result.items_qty).toBe(2);
  });

  it("refuses below min_sale_qty and above the usable quantity with the limits, changing nothing", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 3);
    await pinVariant(t, p.variants[0].id, { minSaleQty: 2, qty: 6, maxSaleQty: 5 });
    const item = await itemOf(who, p.variants[0].id);
    const low = await edit(who, { item_id: item?.item_id, qty: 1 });
    expect(low.body).toEqual({
      code: 416,
      message: "Min qty is 2",
      result: { min_sale_qty: 2, usable_qty: 5, in_cart: 0 },
    });
    const high = await edit(who, { item_id: item?.item_id, qty: 6 });
    expect(high.body).toMatchObject({ code: 416, message: "Max qty is 5" });
    expect((await itemOf(who, p.variants[0].id))?.qty).toBe(3);
    expect((await edit(who, { item_id: item?.item_id, qty: 5 })).body.code).toBe(200);
  });

  it("answers 422 for negative, zero, fractional, huge, non-numeric and null quantities and for an empty edit", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 2);
    const item = await itemOf(who, p.variants[0].id);
    for (const qty of [0, -1, 1.5, 10_000, 1e12, "abc", "1e3", null, true, [2]]) {
      const res = await edit(who, { item_id: item?.item_id, qty });
      expect([res.status, res.body.code], `qty ${JSON.stringify(qty)}`).toEqual([422, 422]);
    }
    for (const body of [
      { item_id: item?.item_id },
      { item_id: -3, qty: 1 },
      { item_id: item?.item_id, qty: 1, extra: 1 },
    ]) {
      expect((await edit(who, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await itemOf(who, p.variants[0].id))?.qty).toBe(2);
  });

  it("refuses a new quantity for a line that is out of stock or no longer sold", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 2);
    const item = await itemOf(who, p.variants[0].id);
    await pinVariant(t, p.variants[0].id, { isInStock: false });
    expect((await edit(who, { item_id: item?.item_id, qty: 1 })).body).toMatchObject({
      code: 409,
      message: "This item is out of stock.",
    });
    await pinProduct(t, p.productId, { status: 2 });
    expect((await edit(who, { item_id: item?.item_id, qty: 1 })).body).toMatchObject({
      code: 404,
      message: "The item is no longer available for purchase.",
    });
  });
});

describe("PUT /api/cart/ variant and plan", () => {
  it("switches the variant, and merges into the line of that variant when there is one", async () => {
    const p = await product(3);
    const who = await newGuest();
    await add(who, p, 1, 0);
    const first = await itemOf(who, p.variants[0].id);
    let res = await edit(who, { item_id: first?.item_id, child_id: p.variants[1].id });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.result.list.map((i) => [i.item_id, i.piid, i.qty])).toEqual([
      [first?.item_id, p.variants[1].id, 1],
    ]);

    await add(who, p, 2, 2);
    res = await edit(who, { item_id: first?.item_id, child_id: p.variants[2].id, qty: 3 });
    expect(res.body.result.list.map((i) => [i.piid, i.qty])).toEqual([[p.variants[2].id, 5]]);

    // Over the usable quantity once merged: refused, nothing changed.
    await add(who, p, 1, 0);
    const again = await itemOf(who, p.variants[0].id);
    await pinVariant(t, p.variants[2].id, { qty: 5 });
    const over = await edit(who, { item_id: again?.item_id, child_id: p.variants[2].id });
    expect(over.body).toMatchObject({
      code: 416,
      message: "Max qty is 5",
      result: { in_cart: 5 },
    });
    expect((await cartOf(who)).items_count).toBe(2);
  });

  it("refuses another product's variant and an out-of-stock variant", async () => {
    const p = await product(2);
    const other = await product();
    const who = await newGuest();
    await add(who, p, 1);
    const item = await itemOf(who, p.variants[0].id);
    expect((await edit(who, { item_id: item?.item_id, child_id: other.variants[0].id })).body).toMatchObject({
      code: 400,
      message: "The selected option is not available for this item.",
    });
    await pinVariant(t, p.variants[1].id, { isInStock: false });
    expect((await edit(who, { item_id: item?.item_id, child_id: p.variants[1].id })).body.code).toBe(409);
    expect((await itemOf(who, p.variants[0].id))?.qty).toBe(1);
  });

  it("attaches a plan from the offer list (tampered price, term and title ignored), refuses one not offered, removes with empty fields", async () => {
    const p = await product();
    await pinProduct(t, p.productId, { categoryId: await categoryId(t, "sofas-sectionals") });
    await pinVariant(t, p.variants[0].id, { priceCents: 499_99 });
    const offers = await callJson<OfferList>(t.app, "/api/extend/get-offer-list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ referenceID: p.variants[0].sku }] }),
    });
    expect(offers.body.result[p.variants[0].sku].map((o) => o.offerPlanId)).toContain("FURN-36-6099");
    const who = await newGuest();
    await add(who, p, 2);
    const item = await itemOf(who, p.variants[0].id);
    const res = await edit(who, {
      item_id: item?.item_id,
      offerPlanId: "FURN-36-6099",
      planId: "FURN-36",
      price: 1,
      term: 1,
      title: "x",
    });
    expect(res.body.result.list[0].extend).toMatchObject({ price: 6099, term: 3, qty: 2 });
    expect(res.body.result.product_contract_total).toBe(121.98);
    expect((await edit(who, { item_id: item?.item_id, offerPlanId: "FURN-36-1" })).body).toMatchObject({
      code: 400,
      message: "This protection plan is not offered for this item any more. Please choose a plan again.",
    });
    const removed = await edit(who, { item_id: item?.item_id, offerPlanId: "", planId: "" });
    expect(removed.body.result.list[0]).toMatchObject({ extend: null, has_contract: 0 });
    expect(removed.body.result.product_contract_total).toBe(0);
  });
});

describe("DELETE /api/cart and save for later", () => {
  it("removes a line, or moves it to the save-for-later list adding up the same variant", async () => {
    const [a, b] = [await product(), await product()];
    const who = await newGuest();
    await add(who, a, 2);
    await add(who, b, 1);
    let item = await itemOf(who, b.variants[0].id);
    let res = await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id }, who);
    expect(res.body.result.list.map((i) => i.piid)).toEqual([a.variants[0].id]);
    expect(await later(who)).toEqual([]);

    item = await itemOf(who, a.variants[0].id);
    res = await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: 1 }, who);
    expect(res.body.result).toMatchObject({ items_count: 0, valid: false });
    await add(who, a, 3);
    item = await itemOf(who, a.variants[0].id);
    await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: "1" }, who);
    const saved = await later(who);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ piid: a.variants[0].id, product_id: a.productId, qty: 5, status: 1 });
    expect(saved[0].inventory).toMatchObject({ is_in_stock: true, usable_qty: 20 });
  });

  it("moves a saved item back (capped at the usable quantity); refuses while out of stock and keeps it saved", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 4);
    const item = await itemOf(who, p.variants[0].id);
    await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: 1 }, who);
    const [saved] = await later(who);

    await pinVariant(t, p.variants[0].id, { isInStock: false });
    const refused = await sendJson(t, "PUT", "/api/later_cart", { later_item_id: saved.later_item_id }, who);
    expect(refused.body).toMatchObject({ code: 409, message: "This item is out of stock." });
    expect(await later(who)).toHaveLength(1);

    await pinVariant(t, p.variants[0].id, { isInStock: true, qty: 3 });
    const moved = await sendJson(t, "PUT", "/api/later_cart", { later_item_id: saved.later_item_id }, who);
    expect(moved.body.code, moved.body.message).toBe(200);
    expect(moved.body.result.list.map((i) => [i.piid, i.qty])).toEqual([[p.variants[0].id, 3]]);
    expect(await later(who)).toEqual([]);
  });

  it("adds from save-for-later with POST /api/cart later_item_id: the saved item leaves in the same transaction", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 2);
    const item = await itemOf(who, p.variants[0].id);
    await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: 1 }, who);
    const [saved] = await later(who);
    const res = await addToCart(
      t,
      {
        product: { product_id: p.productId, child_id: p.variants[0].id, qty: 2 },
        later_item_id: saved.later_item_id,
      },
      who,
    );
    expect(res.body.code).toBe(200);
    expect(await later(who)).toEqual([]);
    expect((await cartOf(who)).items_qty).toBe(2);
  });
});

describe("ownership", () => {
  it("answers 'This item is not in your cart.' for another cart's ids, changing nothing", async () => {
    const [a, b] = [await product(), await product()];
    const owner = await newGuest();
    await add(owner, a, 2);
    await add(owner, b, 1);
    const item = await itemOf(owner, a.variants[0].id);
    const other = await itemOf(owner, b.variants[0].id);
    await sendJson(t, "DELETE", "/api/cart", { item_id: other?.item_id, save_for_later: 1 }, owner);
    const [saved] = await later(owner);

    const thief = await newGuest();
    await add(thief, b, 1);
    const notYours = { code: 404, message: "This item is not in your cart.", result: null };
    const rows = async () => [await countRows(t, "cart_items"), await countRows(t, "cart_later_items")];
    const before = await rows();
    for (const [method, path, body] of [
      ["PUT", "/api/cart/", { item_id: item?.item_id, qty: 1 }],
      ["PUT", "/api/cart/", { item_id: item?.item_id, offerPlanId: "", planId: "" }],
      ["DELETE", "/api/cart", { item_id: item?.item_id }],
      ["DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: 1 }],
      ["PUT", "/api/later_cart", { later_item_id: saved.later_item_id }],
    ] as const) {
      const res = await sendJson(t, method, path, body, thief);
      expect(res.body, `${method} ${path} ${JSON.stringify(body)}`).toEqual(notYours);
      // Without any session: the same answer.
      expect((await sendJson(t, method, path, body)).body).toEqual(notYours);
    }
    const stolen = await addToCart(
      t,
      {
        product: { product_id: a.productId, child_id: a.variants[0].id, qty: 1 },
        later_item_id: saved.later_item_id,
      },
      thief,
    );
    expect(stolen.body).toMatchObject({ code: 404, message: "This item is not in your cart." });
    expect(await rows()).toEqual(before);
    expect((await itemOf(owner, a.variants[0].id))?.qty).toBe(2);
    expect(await later(owner)).toHaveLength(1);
    expect((await cartOf(thief)).items_qty).toBe(1);
  });
});

describe("races", () => {
  it("moves a saved item back once when two moves race (no doubled units)", async () => {
    const p = await product();
    const who = await newGuest();
    await add(who, p, 3);
    const item = await itemOf(who, p.variants[0].id);
    await sendJson(t, "DELETE", "/api/cart", { item_id: item?.item_id, save_for_later: 1 }, who);
    const [saved] = await later(who);
    const answers = await Promise.all(
      [1, 2, 3].map(() => sendJson(t, "PUT", "/api/later_cart", { later_item_id: saved.later_item_id }, who)),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 404, 404]);
    expect((await cartOf(who)).items_qty).toBe(3);
  });

  it("applies every one of parallel edits and saves on different lines of one cart", async () => {
    const ps = [await product(), await product(), await product(), await product()];
    const who = await newGuest();
    for (const p of ps) await add(who, p, 1);
    const cart = await cartOf(who);
    const id = (p: SeededProduct) => cart.list.find((i) => i.piid === p.variants[0].id)?.item_id;
    await Promise.all([
      edit(who, { item_id: id(ps[0]), qty: 5 }),
      edit(who, { item_id: id(ps[1]), qty: 7 }),
      sendJson(t, "DELETE", "/api/cart", { item_id: id(ps[2]), save_for_later: 1 }, who),
      sendJson(t, "DELETE", "/api/cart", { item_id: id(ps[3]), save_for_later: 1 }, who),
    ]);
    const after = await cartOf(who);
    expect(after.list.map((i) => [i.piid, i.qty]).sort()).toEqual(
      [
        [ps[0].variants[0].id, 5],
        [ps[1].variants[0].id, 7],
      ].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(cartLaterItems)
      .where(eq(cartLaterItems.cartId, after.quoteId as number));
    expect(rows.map((r) => r.variantId).sort()).toEqual([ps[2].variants[0].id, ps[3].variants[0].id].sort());
    expect(
      await t.database.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, after.quoteId as number)),
    ).toHaveLength(2);
  });
});
