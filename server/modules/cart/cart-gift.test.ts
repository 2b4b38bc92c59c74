import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BUY_NOW_OPERATE_PATH } from "../../../contract/buy-now-constants";
import type { CartResult } from "../../../contract/cart";
import { FREE_GIFT_THRESHOLD_CENTS, giftSpendMoreMessage } from "../../../contract/cart-constants";
import { GIFT_CATEGORY_IDS, GIFT_OPTIONS_PER_CATEGORY } from "../../../contract/gift-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testContext } from "../../../tests/helpers/test-deps";
import { carts } from "../../db/schema/cart";
import { productCategories } from "../../db/schema/catalog";
import { buyNowContext } from "../buy-now/buy-now.service";
import {
  addToCart,
  asGuest,
  customerWithSession,
  guestSession,
  pinProduct,
  pinVariant,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "./cart.testing";
import { emptyCartAfterOrder } from "./cart-checkout";
import { addGift, giftOptionsOfRequest } from "./cart-gift.service";
import {
  emptyGiftCategories,
  giftAdd,
  giftDelete,
  giftOptions,
  listAsGift,
  withChangeBeforeLock,
} from "./cart-gift.testing";
import { mergeGuestCart } from "./cart-merge";

// The free-gift choice (spec part 2 §9 "Free-gift rules") against the real app and database: the
// options of each gift category, choosing one of them once, removing and adding it back, the
// threshold, and the choice kept while the cart is under it.

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;
/** Home Decor's options as the tests set them up: piids, cheapest first. */
let decor: number[];
/** Kitchen's single option. */
let kitchen: number;
/** The 10th cheapest Home Decor product: buyable, but not among the 9 options. */
let tenth: number;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  product = productSupply(t, await seededProducts(t));
  await emptyGiftCategories(t);
  // Home Decor: eleven buyable products at $1…$11, one cheaper that is no longer sold, one cheaper
  // whose variant has no unit to sell, and two at the same price (the lower product id first).
  const eleven: number[] = [];
  for (let i = 1; i <= 11; i++) eleven.push(await listAsGift(t, await product(), i * 100));
  await pinVariant(t, eleven[4], { priceCents: 400 });
  const notSold = await product();
  await listAsGift(t, notSold, 1);
  await pinProduct(t, notSold.productId, { status: 2 });
  const noUnit = await product();
  await listAsGift(t, noUnit, 2);
  await pinVariant(t, noUnit.variants[0].id, { maxSaleQty: 0 });
  // A product whose cheapest variant is out of stock offers its cheapest buyable one.
  const twoVariants = await product(2);
  await listAsGift(t, twoVariants, 50);
  await pinVariant(t, twoVariants.variants[0].id, { isInStock: false });
  await pinVariant(t, twoVariants.variants[1].id, { priceCents: 150 });
  // $1.50 sits between $1 and $2; ties are broken by product id.
  decor = [eleven[0], twoVariants.variants[1].id, ...eleven.slice(1, 8)];
  tenth = eleven[8];
  kitchen = await listAsGift(t, await product(), 300, 4);
  t.deps.cache.clear();
  giftListings = await t.database.db
    .select()
    .from(productCategories)
    .where(inArray(productCategories.categoryId, [...GIFT_CATEGORY_IDS]));
});
afterAll(() => t?.close());

/** The gift categories' listings as beforeAll left them. */
let giftListings: (typeof productCategories.$inferSelect)[] = [];
// Tests list gifts of their own (a Bath gift, a later one): each test starts from the gift
// categories of beforeAll whatever ran before it (the order is shuffled).
afterEach(async () => {
  await t.database.db
    .delete(productCategories)
    .where(inArray(productCategories.categoryId, [...GIFT_CATEGORY_IDS]));
  if (giftListings.length) await t.database.db.insert(productCategories).values(giftListings);
  t.deps.cache.clear();
});

async function priced(cents: number): Promise<SeededProduct> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: cents, specialPriceCents: null });
  return p;
}

/** A fresh guest whose cart holds one line of `p`. */
async function guestWith(p: SeededProduct, qty = 1): Promise<Who> {
  const who = asGuest((await guestSession(t)).token);
  const res = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty } },
    who,
  );
  expect(res.body.code, res.body.message).toBe(200);
  return who;
}

const cartOf = async (who: Who): Promise<CartResult> => (await readCart(t, who)).body.result;
/** The categories gift-options answers for the cart of `who` (undefined when it refuses). */
const optionsOf = async (who: Who) => (await giftOptions(t, who)).body.result?.categories;
/** Every option piid gift-options answers for the cart of `who`. */
const optionPiids = async (who: Who) =>
  ((await optionsOf(who)) ?? []).flatMap((c) => c.options.map((o) => o.piid));

const chosenInDb = async (cartId: number | null) => {
  const [row] = await t.database.db
    .select({ chosen: carts.giftVariantId, removed: carts.giftRemoved })
    .from(carts)
    .where(eq(carts.id, cartId as number));
  return row;
};

describe("the gift choice", () => {
  it("offers each gift category with buyable items: at most 9 options, cheapest first, one variant per product", async () => {
    const who = await guestWith(await priced(150_00));
    const cart = await cartOf(who);
    expect(cart.gift_product).toBeNull();
    // The cart only says the choice is offered: the options are gift-options' answer.
    expect(cart.gift_choice).toEqual({ unavailable_gift: null });
    const answer = await giftOptions(t, who);
    expect(answer.body.code).toBe(200);
    const categories = answer.body.result.categories;
    // Bath has nothing listed: it is left out; Home Decor comes first, then Kitchen.
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      [6, "Home Decor"],
      [4, "Kitchen"],
    ]);
    expect(categories[0].options).toHaveLength(GIFT_OPTIONS_PER_CATEGORY);
    expect(categories[0].options.map((o) => o.piid)).toEqual(decor);
    expect(categories[0].options[0]).toMatchObject({ price: 1 });
    expect(categories[0].options[1]).toMatchObject({ price: 1.5 });
    expect(new Set(categories[0].options.map((o) => o.product_id)).size).toBe(GIFT_OPTIONS_PER_CATEGORY);
    expect(categories[1].options.map((o) => o.piid)).toEqual([kitchen]);
  });

  it("offers nothing at or under the threshold, and says how much more it takes", async () => {
    const at = await guestWith(await priced(100_00));
    expect(await cartOf(at)).toMatchObject({ gift_product: null, gift_choice: null });
    const atMessage = giftSpendMoreMessage(100_00);
    expect(atMessage).toBe(
      "The free gift comes with over $100 of eligible items: spend a little more to get it.",
    );
    expect((await giftOptions(t, at)).body).toMatchObject({
      code: 403,
      message: atMessage,
      result: null,
    });
    expect((await giftAdd(t, at, decor[0])).body).toMatchObject({
      code: 403,
      message: atMessage,
    });
    expect((await chosenInDb((await cartOf(at)).quoteId)).chosen).toBeNull();

    // $60 of eligible items beside $200 that coupons do not apply to: $40 short, whole dollars.
    const under = await guestWith(await priced(60_00));
    const noDiscount = await priced(200_00);
    await pinProduct(t, noDiscount.productId, { isNoDiscount: true });
    await addToCart(
      t,
      { product: { product_id: noDiscount.productId, child_id: noDiscount.variants[0].id, qty: 1 } },
      under,
    );
    const short = "Spend over $40 more on eligible items to get the free gift.";
    expect(giftSpendMoreMessage(60_00)).toBe(short);
    expect((await giftAdd(t, under, decor[0])).body).toMatchObject({
      code: 403,
      message: short,
    });
    expect((await giftOptions(t, under)).body).toMatchObject({
      code: 403,
      message: short,
    });
    // Cents when the amount is not whole.
    const almost = await guestWith(await priced(99_50));
    expect((await giftAdd(t, almost, decor[0])).body.message).toBe(
      "Spend over $0.50 more on eligible items to get the free gift.",
    );
  });

  it("built from the threshold constant, not written out", () => {
    expect(giftSpendMoreMessage(0)).toBe(
      `Spend over $${FREE_GIFT_THRESHOLD_CENTS / 100} more on eligible items to get the free gift.`,
    );
    expect(giftSpendMoreMessage(FREE_GIFT_THRESHOLD_CENTS - 1)).toBe(
      "Spend over $0.01 more on eligible items to get the free gift.",
    );
  });

  it("over the threshold with nothing that can be sent as a gift: says none is available now", async () => {
    const who = await guestWith(await priced(150_00));
    const listed = await t.database.db
      .select()
      .from(productCategories)
      .where(inArray(productCategories.categoryId, [...GIFT_CATEGORY_IDS]));
    await emptyGiftCategories(t);
    try {
      expect(await cartOf(who)).toMatchObject({ gift_product: null, gift_choice: null });
      expect((await giftOptions(t, who)).body).toMatchObject({
        code: 403,
        message: "No free gifts are available right now. Please check back later.",
        result: null,
      });
      expect((await giftAdd(t, who, decor[0])).body).toMatchObject({
        code: 403,
        message: "No free gifts are available right now. Please check back later.",
      });
      expect((await chosenInDb((await cartOf(who)).quoteId)).chosen).toBeNull();
    } finally {
      await t.database.db.insert(productCategories).values(listed).onConflictDoNothing();
      t.deps.cache.clear();
    }
    expect(await optionPiids(who)).toContain(decor[0]);
  });

  it("refuses gift-add and gift-options on the buy-now checkout's cart: the gift comes with the shopping cart", async () => {
    const guest = await guestSession(t);
    const p = await priced(150_00);
    const started = await sendJson(
      t,
      "POST",
      BUY_NOW_OPERATE_PATH,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      asGuest(guest.token),
    );
    expect(started.body.code, started.body.message).toBe(200);
    // Over the threshold, yet the buy-now cart offers no gift (cart-read.ts prices it for purpose "cart" only).
    expect(started.body.result).toMatchObject({ gift_product: null, gift_choice: null, subtotal: 150 });
    // No call of the API works on the buy-now cart's gift: the cart services are called as the
    // buy-now routes call them, with the request's cart purpose "buy_now".
    const ctx = buyNowContext(
      testContext(t.deps, {
        tokens: [guest.token],
        auth: async () => ({ sessionId: guest.id, customerId: null }),
      }),
    );
    const refusal = {
      code: 403,
      message: "The free gift comes with orders from your shopping cart, not with Buy Now.",
      result: null,
    };
    expect(await addGift(ctx, decor[0])).toMatchObject(refusal);
    expect(await addGift(ctx, undefined)).toMatchObject(refusal);
    expect(await giftOptionsOfRequest(ctx)).toMatchObject(refusal);
    const [row] = await t.database.db
      .select({ chosen: carts.giftVariantId })
      .from(carts)
      .where(and(eq(carts.guestSessionId, guest.id), eq(carts.purpose, "buy_now")));
    expect(row).toEqual({ chosen: null });
  });

  it("refuses an option that is not offered, or no option at all, and nothing changes", async () => {
    const who = await guestWith(await priced(150_00));
    const quoteId = (await cartOf(who)).quoteId;
    for (const piid of [tenth, 999_999]) {
      expect((await giftAdd(t, who, piid)).body).toMatchObject({
        code: 400,
        message: "This gift is not one of the options. Please choose one of the gifts shown.",
      });
    }
    expect((await giftAdd(t, who)).body).toMatchObject({
      code: 412,
      message: "Please choose your free gift first.",
    });
    expect(await chosenInDb(quoteId)).toEqual({ chosen: null, removed: false });
    expect(await optionsOf(who)).toHaveLength(2);
  });

  it("chooses one option, which then cannot change; removing and adding back keeps it", async () => {
    const who = await guestWith(await priced(150_00));
    let cart = (await giftAdd(t, who, kitchen)).body.result;
    expect(cart.gift_choice).toBeNull();
    // Chosen: nothing is offered to choose from any more, and gift-options says so.
    expect((await giftOptions(t, who)).body).toMatchObject({
      code: 403,
      message: "Your free gift has been chosen and cannot be changed.",
    });
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: kitchen, price: 3, special_price: 0 });
    // The gift is no paid line and costs nothing.
    expect(cart).toMatchObject({ subtotal: 150, items_count: 1 });

    const changed = await giftAdd(t, who, decor[0]);
    expect(changed.body).toMatchObject({
      code: 409,
      message: "Your free gift has been chosen and cannot be changed.",
    });
    expect((await cartOf(who)).gift_product).toMatchObject({ is_add: true, piid: kitchen });

    cart = (await giftDelete(t, who)).body.result;
    expect(cart.gift_product).toMatchObject({ is_add: false, piid: kitchen });
    expect(cart.gift_choice).toBeNull();
    expect(await chosenInDb(cart.quoteId)).toEqual({ chosen: kitchen, removed: true });
    // Removed, it still cannot become another gift.
    expect((await giftAdd(t, who, decor[0])).body.code).toBe(409);
    cart = (await giftAdd(t, who)).body.result;
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: kitchen });
    await giftDelete(t, who);
    // Adding back by naming the chosen gift works as well.
    expect((await giftAdd(t, who, kitchen)).body.result.gift_product).toMatchObject({ is_add: true });
  });

  it("below the threshold hides the gift but keeps the choice; over it again shows the chosen one", async () => {
    const cheap = await priced(60_00);
    const who = await guestWith(cheap, 2);
    await giftAdd(t, who, decor[2]);
    const line = (await cartOf(who)).list[0];
    let cart = (await sendJson(t, "PUT", "/api/cart/", { item_id: line.item_id, qty: 1 }, who)).body.result;
    expect(cart).toMatchObject({ gift_product: null, gift_choice: null });
    expect((await chosenInDb(cart.quoteId)).chosen).toBe(decor[2]);
    cart = (await sendJson(t, "PUT", "/api/cart/", { item_id: line.item_id, qty: 2 }, who)).body.result;
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: decor[2] });
    expect(cart.gift_choice).toBeNull();
  });

  it("keeps showing the chosen gift after the options moved on, as the catalog has it", async () => {
    const who = await guestWith(await priced(150_00));
    await giftAdd(t, who, decor[8]);
    // A cheaper Home Decor item pushes the chosen one out of the nine once the cache expires.
    const cheaper = await product();
    await listAsGift(t, cheaper, 10);
    const cart = await cartOf(who);
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: decor[8] });
    expect((await giftOptions(t, who)).body.code).toBe(403);
    const fresh = await optionsOf(await guestWith(await priced(150_00)));
    expect(fresh?.[0].options.map((o) => o.piid)).not.toContain(decor[8]);
    await t.database.db.delete(productCategories).where(eq(productCategories.productId, cheaper.productId));
    t.deps.cache.clear();
  });

  it("shares the options through the cache: a change in the catalog shows after the cache's lifetime", async () => {
    const who = await guestWith(await priced(150_00));
    expect((await optionsOf(who))?.map((c) => c.id)).toEqual([6, 4]);
    const bathOptions = async () =>
      (await optionsOf(who))?.find((c) => c.id === 7)?.options.map((o) => o.piid);
    const bath = await product();
    await listAsGift(t, bath, 400, 7);
    expect(await bathOptions()).toEqual([bath.variants[0].id]);
    // Another one listed without the cache expiring: not shown yet, to this cart or another.
    const later = await product();
    await pinVariant(t, later.variants[0].id, { priceCents: 5, specialPriceCents: null });
    await t.database.db.insert(productCategories).values({ productId: later.productId, categoryId: 7 });
    expect(await bathOptions()).toEqual([bath.variants[0].id]);
    t.deps.cache.clear();
    expect(await bathOptions()).toEqual([later.variants[0].id, bath.variants[0].id]);
  });

  it("does not count lines coupons do not apply to, nor lines that cannot be bought", async () => {
    const early = await priced(200_00);
    await pinProduct(t, early.productId, { isNoDiscount: true });
    const who = await guestWith(early);
    expect((await cartOf(who)).gift_choice).toBeNull();
    const p = await priced(150_00);
    await addToCart(t, { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } }, who);
    expect((await cartOf(who)).gift_choice).not.toBeNull();
    expect((await optionsOf(who))?.[0].options.map((o) => o.piid)).toEqual(decor);
    await pinVariant(t, p.variants[0].id, { isInStock: false });
    expect((await cartOf(who)).gift_choice).toBeNull();
    expect(await optionsOf(who)).toBeUndefined();
  });

  it("goes with the guest's lines into the customer's cart at sign-in, unless that cart chose one it can send", async () => {
    const merge = async (guest: { id: number }, customerId: number) =>
      t.database.db.transaction((tx) => mergeGuestCart(tx, { guestSessionId: guest.id, customerId }));
    const p = await priced(150_00);
    const guest = await guestSession(t);
    await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      asGuest(guest.token),
    );
    await giftAdd(t, asGuest(guest.token), decor[1]);
    await giftDelete(t, asGuest(guest.token));
    const fresh = await customerWithSession(t);
    await merge(guest, fresh.customerId);
    expect((await cartOf({ bearer: fresh.token })).gift_product).toMatchObject({
      piid: decor[1],
      is_add: false,
    });

    const other = await guestSession(t);
    await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      asGuest(other.token),
    );
    await giftAdd(t, asGuest(other.token), decor[2]);
    await merge(other, fresh.customerId);
    expect((await cartOf({ bearer: fresh.token })).gift_product).toMatchObject({
      piid: decor[1],
      is_add: false,
    });
  });

  it("at sign-in, a customer's chosen gift that can no longer be sent gives way to the guest's that can", async () => {
    const merge = async (guest: { id: number }, customerId: number) =>
      t.database.db.transaction((tx) => mergeGuestCart(tx, { guestSessionId: guest.id, customerId }));
    const p = await priced(150_00);
    const line = { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } };
    // The customer's cart chose a Bath gift, whose last unit then went.
    const bath = await product();
    const dead = await listAsGift(t, bath, 250, 7);
    await pinVariant(t, dead, { qty: 5 });
    const customer = await customerWithSession(t);
    const me: Who = { bearer: customer.token };
    await addToCart(t, line, me);
    expect((await giftAdd(t, me, dead)).body.result.gift_product).toMatchObject({ piid: dead });
    await pinVariant(t, dead, { qty: 0 });
    expect((await cartOf(me)).gift_choice?.unavailable_gift).not.toBeNull();

    // A guest whose dead choice meets it: the customer's stays (neither will come).
    const deadGuest = await guestSession(t);
    await addToCart(t, line, asGuest(deadGuest.token));
    const otherBath = await product();
    const alsoDead = await listAsGift(t, otherBath, 260, 7);
    await pinVariant(t, alsoDead, { qty: 5 });
    await giftAdd(t, asGuest(deadGuest.token), alsoDead);
    await pinVariant(t, alsoDead, { qty: 0 });
    await merge(deadGuest, customer.customerId);
    expect(await chosenInDb((await cartOf(me)).quoteId)).toEqual({ chosen: dead, removed: false });

    // A guest who chose a gift that can be sent, then removed it: the shopper ends up with it, as left.
    const guest = await guestSession(t);
    await addToCart(t, line, asGuest(guest.token));
    await giftAdd(t, asGuest(guest.token), decor[4]);
    await giftDelete(t, asGuest(guest.token));
    await merge(guest, customer.customerId);
    const cart = await cartOf(me);
    expect(cart.gift_product).toMatchObject({ piid: decor[4], is_add: false });
    expect(cart.gift_choice).toBeNull();
    expect(await chosenInDb(cart.quoteId)).toEqual({ chosen: decor[4], removed: true });

    await t.database.db
      .delete(productCategories)
      .where(inArray(productCategories.productId, [bath.productId, otherBath.productId]));
    t.deps.cache.clear();
  });

  it("at sign-in, judges the customer's gift beside the merged cart's own units of it", async () => {
    const p = await priced(150_00);
    const line = { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } };
    // Two units of a Bath gift: the customer's cart chose it, and can send it.
    const bath = await product();
    const piid = await listAsGift(t, bath, 250, 7);
    await pinVariant(t, piid, { qty: 2 });
    const customer = await customerWithSession(t);
    const me: Who = { bearer: customer.token };
    await addToCart(t, line, me);
    expect((await giftAdd(t, me, piid)).body.result.gift_product).toMatchObject({ piid, is_add: true });
    // The guest buys both units and chose another gift: merged, those units leave none for the gift.
    const guest = await guestSession(t);
    await addToCart(t, line, asGuest(guest.token));
    const paid = await addToCart(
      t,
      { product: { product_id: bath.productId, child_id: piid, qty: 2 } },
      asGuest(guest.token),
    );
    expect(paid.body.code, paid.body.message).toBe(200);
    await giftAdd(t, asGuest(guest.token), decor[5]);
    await t.database.db.transaction((tx) =>
      mergeGuestCart(tx, { guestSessionId: guest.id, customerId: customer.customerId }),
    );
    expect((await cartOf(me)).gift_product).toMatchObject({ piid: decor[5], is_add: true });
    await t.database.db.delete(productCategories).where(eq(productCategories.productId, bath.productId));
    t.deps.cache.clear();
  });

  it("refuses gift-add and gift-delete without a cart", async () => {
    const who = asGuest((await guestSession(t)).token);
    // Without a cart the whole threshold is missing.
    const none = { code: 403, message: giftSpendMoreMessage(0) };
    expect((await giftAdd(t, who, decor[0])).body).toMatchObject(none);
    expect((await giftDelete(t, who)).body.code).toBe(404);
    expect((await giftOptions(t, who)).body).toMatchObject(none);
    expect((await giftOptions(t, {})).body).toMatchObject(none);
  });
});

describe("the choice is made on the cart as it is under its lock", () => {
  it("refuses a choice whose cart was ordered and emptied between its first read and the lock", async () => {
    const who = await guestWith(await priced(150_00));
    const { quoteId } = await cartOf(who);
    const answer = await withChangeBeforeLock(
      t,
      () => t.database.db.transaction((tx) => emptyCartAfterOrder(tx, quoteId as number)),
      () => giftAdd(t, who, decor[0]),
    );
    expect(answer.body).toMatchObject({ code: 403, result: null });
    expect(await chosenInDb(quoteId)).toEqual({ chosen: null, removed: false });
  });

  it("refuses a choice whose cart dropped under the threshold in another tab meanwhile", async () => {
    const who = await guestWith(await priced(60_00), 2);
    const { quoteId, list } = await cartOf(who);
    const answer = await withChangeBeforeLock(
      t,
      async () =>
        expect(
          (await sendJson(t, "PUT", "/api/cart/", { item_id: list[0].item_id, qty: 1 }, who)).body.code,
        ).toBe(200),
      () => giftAdd(t, who, decor[0]),
    );
    expect(answer.body).toMatchObject({ code: 403, result: null });
    expect(await chosenInDb(quoteId)).toEqual({ chosen: null, removed: false });
  });

  it("two choices at once: exactly one is taken, the other refused, the winner stored", async () => {
    const who = await guestWith(await priced(150_00));
    const [a, b] = await Promise.all([giftAdd(t, who, decor[3]), giftAdd(t, who, kitchen)]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([200, 409].sort());
    const winner = a.body.code === 200 ? decor[3] : kitchen;
    expect((a.body.code === 200 ? b : a).body.message).toBe(
      "Your free gift has been chosen and cannot be changed.",
    );
    expect(await chosenInDb((await cartOf(who)).quoteId)).toEqual({ chosen: winner, removed: false });
    expect((await cartOf(who)).gift_product).toMatchObject({ piid: winner, is_add: true });
  });
});

describe("a chosen gift that can no longer be sent", () => {
  /** A fresh Bath gift, the only Bath option, chosen by a fresh $150 cart. */
  async function chosenBath(): Promise<{ who: Who; bath: SeededProduct & { name: string }; piid: number }> {
    const seeded = await product();
    const piid = await listAsGift(t, seeded, 250, 7);
    await pinVariant(t, piid, { qty: 5 });
    const who = await guestWith(await priced(150_00));
    const gift = (await giftAdd(t, who, piid)).body.result.gift_product;
    expect(gift).toMatchObject({ piid, is_add: true });
    return { who, bath: { ...seeded, name: gift?.name ?? "" }, piid };
  }
  const unlist = async (p: SeededProduct) => {
    await t.database.db.delete(productCategories).where(eq(productCategories.productId, p.productId));
    t.deps.cache.clear();
  };

  it("is not shown as coming: the choice is offered again without it, saying which gift went away", async () => {
    const { who, bath, piid } = await chosenBath();
    const { quoteId } = await cartOf(who);
    // Its last unit goes; the options in the cache still name it.
    await pinVariant(t, piid, { qty: 0 });
    let cart = await cartOf(who);
    expect(cart.gift_product).toBeNull();
    expect(cart.gift_choice).toEqual({ unavailable_gift: bath.name });
    // The options leave it out (the cached ones still name it), as gift-add does.
    const offered = await optionPiids(who);
    expect(offered).toContain(kitchen);
    expect(offered).not.toContain(piid);
    // Adding "it" back is choosing again, and another option is taken in its place.
    expect((await giftAdd(t, who)).body.code).toBe(412);
    expect((await giftAdd(t, who, piid)).body.code).toBe(400);
    cart = (await giftAdd(t, who, kitchen)).body.result;
    expect(cart.gift_product).toMatchObject({ piid: kitchen, is_add: true });
    expect(cart.gift_choice).toBeNull();
    expect(await chosenInDb(quoteId)).toEqual({ chosen: kitchen, removed: false });
    await unlist(bath);
  });

  it("no longer sold, or without a unit to sell: the same", async () => {
    const { who, bath, piid } = await chosenBath();
    await pinProduct(t, bath.productId, { status: 2 });
    expect((await cartOf(who)).gift_choice?.unavailable_gift).toBe(bath.name);
    await pinProduct(t, bath.productId, { status: 1 });
    expect((await cartOf(who)).gift_product).toMatchObject({ piid, is_add: true });
    await pinVariant(t, piid, { maxSaleQty: 0 });
    expect((await cartOf(who)).gift_product).toBeNull();
    await unlist(bath);
  });

  it("counts the cart's own paid units of the same item: the gift needs one unit beyond them", async () => {
    const { who, bath, piid } = await chosenBath();
    await pinVariant(t, piid, { qty: 2 });
    const added = await addToCart(
      t,
      { product: { product_id: bath.productId, child_id: piid, qty: 2 } },
      who,
    );
    expect(added.body.code).toBe(200);
    let cart = await cartOf(who);
    expect(cart.gift_product).toBeNull();
    expect(cart.gift_choice?.unavailable_gift).toBe(bath.name);
    await pinVariant(t, piid, { qty: 3 });
    cart = await cartOf(who);
    expect(cart.gift_product).toMatchObject({ piid, is_add: true });
    await unlist(bath);
  });
});
