import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem, LaterCartResult } from "../../../contract/cart";
import type { CustomizeResult } from "../../../contract/customization";
import { callJson, resultOf } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { cartItems, cartLaterItems } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import { orderItems } from "../../db/schema/order";
import { place, readyForCheckout } from "../order/order.testing";
import {
  addToCart,
  customerWithSession,
  guestSession,
  headersOf,
  productSupply,
  readCart,
  type SeededProduct,
  seededProducts,
  sendJson,
  type Who,
} from "./cart.testing";
import { mergeGuestCart } from "./cart-merge";

// Add to cart from the customization drawer (spec part 2 §4): the model is resolved again on the
// server, priced by the configuration, kept apart from the plain variant, and carried to the order.

let t: TestApp;
let supply: (minVariants?: number) => Promise<SeededProduct>;
/** A sofa-family product (is_customized 1, type 0) with two variants; its first is the display one. */
let sofa: SeededProduct;
/** A bed-family product (is_customized 2): its models are not the sofa's. */
let bed: SeededProduct;

async function customizable(family: 1 | 2): Promise<SeededProduct> {
  const p = await supply(2);
  await t.database.db.update(products).set({ isCustomized: family }).where(eq(products.id, p.productId));
  // Known price and stock: $999.00, 7 on hand, at most 10 at once, so usable 7.
  await t.database.db
    .update(productVariants)
    .set({ priceCents: 99_900, qty: 7, maxSaleQty: 10 })
    .where(eq(productVariants.productId, p.productId));
  return p;
}

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  supply = productSupply(t, await seededProducts(t));
  sofa = await customizable(1);
  bed = await customizable(2);
}, 120_000);
afterAll(() => t?.close());

const configure = (p: SeededProduct, type: number, ids: string) =>
  resultOf<CustomizeResult>(
    t.app,
    `/api/customize/product?product_id=${p.productId}&type=${type}&ids=${ids}`,
  );

async function shopper(): Promise<Who> {
  const s = await guestSession(t);
  return { cookies: { GuestToken: s.token } };
}

const addCustomized = (who: Who, model: string, qty = 1, extra: Record<string, unknown> = {}) =>
  addToCart(
    t,
    {
      product: {
        product_id: sofa.productId,
        child_id: sofa.variants[0].id,
        qty,
        customization_model: model,
        ...extra,
      },
    },
    who,
  );

async function lines(who: Who): Promise<CartItem[]> {
  const res = await readCart(t, who);
  return res.body.result.list;
}

describe("POST /api/cart with a customization_model", () => {
  it("adds the configuration as its own line at the configuration's price, shown with its options", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    const total = config.skuData.priceList[2].price;
    expect(total).toBeGreaterThan(999); // the options cost something

    const added = await addCustomized(who, config.model, 2);
    expect(added.body.code).toBe(200);
    expect(added.body.result.items_qty).toBe(2);
    const plain = await addToCart(
      t,
      { product: { product_id: sofa.productId, child_id: sofa.variants[0].id, qty: 1 } },
      who,
    );
    expect(plain.body.result.items_qty).toBe(3);

    const items = await lines(who);
    expect(items).toHaveLength(2);
    const customized = items.find((i) => i.customization !== null);
    const plainLine = items.find((i) => i.customization === null);
    expect(customized?.qty).toBe(2);
    expect(customized?.unit_price).toBe(total);
    expect(customized?.row_total).toBeCloseTo(total * 2, 2);
    expect(customized?.customization).toEqual({
      model: config.model,
      option_value: config.skuData.optionValue,
      options: config.product.options.map((g) => ({
        group: g.content,
        name: g.stats.find((s) => s.is_check === 1)?.name,
      })),
    });
    expect(customized?.relation).toEqual([]); // a configuration cannot switch variant
    expect(plainLine?.qty).toBe(1);
    expect(plainLine?.unit_price).toBe(999);
  });

  it("combines the same configuration added twice, keeps another configuration apart", async () => {
    const who = await shopper();
    const a = await configure(sofa, 0, "4,7,11");
    const b = await configure(sofa, 0, "3,6,9");
    await addCustomized(who, a.model, 1);
    await addCustomized(who, a.model, 2);
    await addCustomized(who, b.model, 1);
    const items = await lines(who);
    expect(items.map((i) => [i.customization?.model, i.qty]).sort()).toEqual(
      [
        [a.model, 3],
        [b.model, 1],
      ].sort(),
    );
  });

  it("stores the canonical model: the default model code joins the default configuration's line", async () => {
    const who = await shopper();
    const defaults = await resultOf<{ skuData: { optionValue: string } }>(
      t.app,
      `/api/customize/subscribe?model=${sofa.productId}`,
    );
    await addCustomized(who, String(sofa.productId), 1);
    const [line] = await lines(who);
    expect(line.customization?.option_value).toBe(defaults.skuData.optionValue);
    await addCustomized(who, line.customization?.model ?? "", 1);
    const after = await lines(who);
    expect(after).toHaveLength(1);
    expect(after[0].qty).toBe(2);
  });

  it("ignores a price the page sends: the server's configuration price is charged", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    const res = await addCustomized(who, config.model, 1, { price: 1, title: "cheap" });
    expect(res.body.code).toBe(200);
    const [line] = await lines(who);
    expect(line.unit_price).toBe(config.skuData.priceList[2].price);
  });

  it("refuses another product's model, an invalid choice or a malformed code, changing nothing", async () => {
    const who = await shopper();
    const bedConfig = await resultOf<CustomizeResult>(
      t.app,
      `/api/customize/subscribe?model=${bed.productId}`,
    );
    expect(bedConfig.skuData.entityId).toBe(bed.productId);
    for (const model of [
      String(bed.productId), // another product's model
      `${sofa.productId}-999-7-11`, // no such option
      `${sofa.productId}-5-7-11`, // a disabled option
      `${sofa.productId}-4-7`, // a group left out
      "not-a-model",
    ]) {
      const res = await addCustomized(who, model, 1);
      expect(res.body.code, model).toBe(400);
      expect(res.body.message).toBe(
        "This customization is not available for this item. Please customize it again.",
      );
    }
    expect(await lines(who)).toEqual([]);
    const tooLong = await addCustomized(who, "1".repeat(81), 1);
    expect(tooLong.status).toBe(422);
    const empty = await addCustomized(who, "", 1);
    expect(empty.status).toBe(422);
  });

  it("refuses a configuration on another variant than the one it is built on", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    const res = await addCustomized(who, config.model, 1, { child_id: sofa.variants[1].id });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe("The selected option is not available for this item.");
    // Without child_id it goes on the configuration's own variant.
    const ok = await addToCart(
      t,
      { product: { product_id: sofa.productId, qty: 1, customization_model: config.model } },
      who,
    );
    expect(ok.body.code).toBe(200);
    const [line] = await lines(who);
    expect(line.piid).toBe(config.skuData.childId);
  });

  it("keeps quantity within 1…qty: 0 is bad input, above the stock is 'Max qty is 7', nothing added", async () => {
    // 7 on hand again: the order test takes a unit, and tests run in any order.
    await t.database.db
      .update(productVariants)
      .set({ qty: 7 })
      .where(eq(productVariants.productId, sofa.productId));
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    expect(config.skuData.qty).toBe(7);
    expect((await addCustomized(who, config.model, 0)).status).toBe(422);
    const over = await addCustomized(who, config.model, 8);
    expect(over.body.code).toBe(416);
    expect(over.body.message).toBe("Max qty is 7");
    expect(await lines(who)).toEqual([]);
    await addCustomized(who, config.model, 5);
    const more = await addCustomized(who, config.model, 3);
    expect(more.body.message).toBe("Max qty is 7");
    expect((await lines(who))[0].qty).toBe(5);
  });

  it("refuses a configuration that cannot be made now (out of stock)", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "3,8,9");
    expect(config.skuData.isInStock).toBe(0);
    const res = await addCustomized(who, config.model, 1);
    expect(res.body.code).toBe(409);
    expect(await lines(who)).toEqual([]);
  });
});

describe("a customized line in the cart", () => {
  it("changes quantity and refuses a variant switch", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 1);
    const [line] = await lines(who);

    const edited = await sendJson(t, "PUT", "/api/cart/", { item_id: line.item_id, qty: 3 }, who);
    expect(edited.body.result.list[0].qty).toBe(3);
    const switched = await sendJson(
      t,
      "PUT",
      "/api/cart/",
      { item_id: line.item_id, child_id: sofa.variants[1].id },
      who,
    );
    expect(switched.body.code).toBe(400);
    expect((await lines(who))[0].qty).toBe(3);
  });

  it("is shown as no longer available when its configuration stops being valid", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 1);
    const [line] = await lines(who);
    // A model that no longer resolves (e.g. the product stopped being customizable).
    await t.database.db
      .update(cartItems)
      .set({ customizationModel: `${sofa.productId}-999-7-11` })
      .where(eq(cartItems.id, line.item_id));
    const cart = (await readCart(t, who)).body.result;
    expect(cart.list[0].status).toBe(2);
    expect(cart.list[0].can_checkout).toBe(false);
    expect(cart.list[0].messages).toContain(
      "This customization is no longer available. Please remove it and customize again.",
    );
    expect(cart.subtotal).toBe(0);
  });

  it("merges on sign-in by configuration: the same one adds up, the plain variant stays apart", async () => {
    const a = await configure(sofa, 0, "4,7,11");
    const b = await configure(sofa, 0, "3,6,9");
    const guest = await guestSession(t);
    const guestWho: Who = { cookies: { GuestToken: guest.token } };
    const customer = await customerWithSession(t);
    const customerWho: Who = { bearer: customer.token };
    const plainAdd = { product: { product_id: sofa.productId, child_id: sofa.variants[0].id, qty: 1 } };
    await addCustomized(guestWho, a.model, 2);
    await addCustomized(guestWho, b.model, 1);
    await addToCart(t, plainAdd, guestWho);
    await addCustomized(customerWho, a.model, 1);
    await addToCart(t, plainAdd, customerWho);

    await t.database.db.transaction((tx) =>
      mergeGuestCart(tx, { guestSessionId: guest.id, customerId: customer.customerId }),
    );
    const merged = (await lines(customerWho)).map((i) => [i.customization?.model ?? "plain", i.qty]);
    expect(merged.sort()).toEqual(
      [
        [a.model, 3],
        [b.model, 1],
        ["plain", 2],
      ].sort(),
    );
  });

  it("goes into the order with its configuration and price", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 1);
    await readyForCheckout(t, who);
    const placed = await place(t.app, who);
    expect(placed.body.code).toBe(200);
    const rows = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, sofa.productId));
    expect(rows).toHaveLength(1);
    expect(rows[0].customizationModel).toBe(config.model);
    expect(rows[0].priceCents).toBe(Math.round(config.skuData.priceList[2].price * 100));
  });
});

describe("a customized line saved for later", () => {
  const saveForLater = (who: Who, itemId: number) =>
    sendJson(t, "DELETE", "/api/cart", { item_id: itemId, save_for_later: 1 }, who);
  const laterList = async (who: Who) =>
    (await callJson<LaterCartResult>(t.app, "/api/later_cart", { headers: headersOf(who) })).body.result.list;
  const moveBack = (who: Who, laterItemId: number) =>
    sendJson(t, "PUT", "/api/later_cart", { later_item_id: laterItemId }, who);

  it("keeps its configuration and price, apart from the plain variant, and comes back as the same line", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 2);
    await addToCart(
      t,
      { product: { product_id: sofa.productId, child_id: sofa.variants[0].id, qty: 1 } },
      who,
    );
    const [custom, plain] = [...(await lines(who))].sort((a, b) =>
      a.customization ? -1 : b.customization ? 1 : 0,
    );
    expect((await saveForLater(who, custom.item_id)).body.code).toBe(200);
    expect((await saveForLater(who, plain.item_id)).body.code).toBe(200);

    const saved = await laterList(who);
    expect(saved).toHaveLength(2);
    const savedCustom = saved.find((i) => i.customization !== null)!;
    const savedPlain = saved.find((i) => i.customization === null)!;
    expect(savedCustom).toMatchObject({ qty: 2, piid: sofa.variants[0].id, status: 1 });
    expect(savedCustom.customization?.model).toBe(config.model);
    expect(savedCustom.customization?.option_value).toBe(config.skuData.optionValue);
    // The saved price is the configuration's (options included), as the cart line was.
    expect(savedCustom.price).toBe(config.skuData.priceList[2].price);
    expect(savedPlain.price).toBe(999);

    const back = await moveBack(who, savedCustom.later_item_id);
    expect(back.body.code).toBe(200);
    const [line] = back.body.result.list;
    expect(line.customization?.model).toBe(config.model);
    expect(line.qty).toBe(2);
    expect(await laterList(who)).toHaveLength(1);
  });

  it("adds up when the same configuration is saved again; another configuration is its own item", async () => {
    const who = await shopper();
    const a = await configure(sofa, 0, "4,7,11");
    const b = await configure(sofa, 0, "3,6,9");
    await addCustomized(who, a.model, 1);
    await saveForLater(who, (await lines(who))[0].item_id);
    await addCustomized(who, a.model, 2);
    await saveForLater(who, (await lines(who))[0].item_id);
    await addCustomized(who, b.model, 1);
    await saveForLater(who, (await lines(who))[0].item_id);
    const saved = (await laterList(who)).map((i) => [i.customization?.model, i.qty]);
    expect(saved.sort()).toEqual(
      [
        [a.model, 3],
        [b.model, 1],
      ].sort(),
    );
  });

  it("is refused, and stays saved, when its configuration can no longer be made", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 1);
    await saveForLater(who, (await lines(who))[0].item_id);
    const [saved] = await laterList(who);
    await t.database.db
      .update(cartLaterItems)
      .set({ customizationModel: `${sofa.productId}-999-7-11` })
      .where(eq(cartLaterItems.id, saved.later_item_id));
    const [shown] = await laterList(who);
    expect(shown.status).toBe(2);
    expect(shown.customization).toBeNull();
    const refused = await moveBack(who, saved.later_item_id);
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe(
      "This customization is no longer available. Please remove it and customize again.",
    );
    expect(await lines(who)).toEqual([]);
    expect(await laterList(who)).toHaveLength(1);
  });

  it("is judged as the cart judges its line: a configuration on another variant is shown as the cart shows it and refused as add-to-cart refuses it", async () => {
    const who = await shopper();
    const config = await configure(sofa, 0, "4,7,11");
    await addCustomized(who, config.model, 1);
    // The line now sits on the product's other variant, while its configuration is built on the first.
    const [line] = await lines(who);
    await t.database.db
      .update(cartItems)
      .set({ variantId: sofa.variants[1].id })
      .where(eq(cartItems.id, line.item_id));
    const [inCart] = await lines(who);
    expect(inCart).toMatchObject({ status: 1, customization: { model: config.model } });
    await saveForLater(who, inCart.item_id);
    const [shown] = await laterList(who);
    expect(shown).toMatchObject({
      status: 1,
      piid: sofa.variants[1].id,
      price: inCart.price,
      special_price: inCart.special_price,
      customization: { model: config.model },
    });
    const refused = await moveBack(who, shown.later_item_id);
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe("The selected option is not available for this item.");
    expect(await laterList(who)).toHaveLength(1);
  });

  it("moves with a guest's saved items into the customer's at sign-in, adding up by configuration", async () => {
    const config = await configure(sofa, 0, "4,7,11");
    const guest = await guestSession(t);
    const guestWho: Who = { cookies: { GuestToken: guest.token } };
    await addCustomized(guestWho, config.model, 1);
    await saveForLater(guestWho, (await lines(guestWho))[0].item_id);
    const customer = await customerWithSession(t);
    const customerWho: Who = { bearer: customer.token };
    await addCustomized(customerWho, config.model, 2);
    await saveForLater(customerWho, (await lines(customerWho))[0].item_id);

    await t.database.db.transaction((tx) =>
      mergeGuestCart(tx, { guestSessionId: guest.id, customerId: customer.customerId }),
    );
    const saved = await laterList(customerWho);
    expect(saved.map((i) => [i.customization?.model, i.qty])).toEqual([[config.model, 3]]);
  });
});
