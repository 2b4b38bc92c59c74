import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { backInStockRequests } from "../../db/schema/back-in-stock";
import { products, productVariants } from "../../db/schema/catalog";
import { operatorActions } from "../../db/schema/fulfilment";
import { mailOutbox } from "../../db/schema/mail";
import { type SeededProduct, seededProducts } from "../cart/cart.testing";
import { createCustomer, sessionFor, uniqueEmail } from "../customer/account-fixtures.testing";
import { call, OPERATOR_ENV, OPERATOR_TOKEN } from "../fulfilment/fulfilment.testing";
import {
  cancelOrder,
  payCard,
  place,
  products as productSupplyOf,
  shopperWithCart,
} from "../order/order.testing";
import { sweepBackInStock } from "./back-in-stock.service";

// Notify me (issue 19, decision 0040): requests on a real database through the real app, the
// operator's stock call, the order cancel, and exactly one mail per waiting address.

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 40, env: { ...OPERATOR_ENV } });
  product = await productSupplyOf(t);
});
afterAll(() => t?.close());

const asOperator = { bearer: OPERATOR_TOKEN };
const SUBSCRIBE = "/api/product/subscribe_product";
const STOCK = "/admin/api/product/stock";

type SubscribeAnswer = { status: string; email: string; product_id: number; child_id: number };
const subscribe = (body: unknown, bearer?: string) =>
  call<SubscribeAnswer>(t, "POST", SUBSCRIBE, body, bearer ? { bearer } : undefined);
const setStock = (body: unknown) =>
  call<{ qty: number; is_in_stock: boolean; notified: number; child_id: number }>(
    t,
    "POST",
    STOCK,
    body,
    asOperator,
  );

/** A product whose first variant is sold out (qty 0, still flagged in stock). */
async function soldOut(minVariants = 1) {
  const p = await product(minVariants);
  await t.database.db.update(productVariants).set({ qty: 0 }).where(eq(productVariants.id, p.variants[0].id));
  return { productId: p.productId, variantId: p.variants[0].id, p };
}

const requestsOf = (variantId: number) =>
  t.database.db.select().from(backInStockRequests).where(eq(backInStockRequests.variantId, variantId));
const backInStockMails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "back_in_stock")));

describe("POST /api/product/subscribe_product", () => {
  it("records a guest's request for a sold-out variant; asking again changes nothing and says so", async () => {
    const { productId, variantId } = await soldOut();
    const email = uniqueEmail("waiting");
    const first = await subscribe({
      product_id: productId,
      child_id: variantId,
      email: `  ${email.toUpperCase()} `,
    });
    expect(first.body).toEqual({
      code: 200,
      message: `Thanks! We will e-mail ${email} as soon as this item is back in stock.`,
      result: { status: "subscribed", email, product_id: productId, child_id: variantId },
    });
    const again = await subscribe({ product_id: productId, child_id: variantId, email });
    expect(again.body).toEqual({
      code: 200,
      message: `You are already on the list: we will e-mail ${email} as soon as this item is back in stock.`,
      result: { status: "already", email, product_id: productId, child_id: variantId },
    });
    const rows = await requestsOf(variantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, productId, customerId: null, notifiedAt: null });
    expect(await backInStockMails(email)).toHaveLength(0);
  });

  it("refuses an item in stock, one no longer sold, and an unknown product; writes nothing", async () => {
    const p = await product();
    const email = uniqueEmail("instock");
    const inStock = await subscribe({ product_id: p.productId, child_id: p.variants[0].id, email });
    expect(inStock.body).toEqual({
      code: 409,
      message: "This item is in stock now. You can add it to your cart.",
      result: null,
    });
    const gone = await soldOut();
    await t.database.db.update(products).set({ status: 2 }).where(eq(products.id, gone.productId));
    const unavailable = await subscribe({ product_id: gone.productId, child_id: gone.variantId, email });
    expect(unavailable.body).toMatchObject({ code: 409, message: "This item is no longer available." });
    const unknown = await subscribe({ product_id: 2_000_000, email });
    expect([unknown.status, unknown.body.message]).toEqual([404, "This product does not exist."]);
    // A variant of another product is no variant of this one.
    const other = await subscribe({ product_id: p.productId, child_id: gone.variantId, email });
    expect([other.status, other.body.message]).toEqual([404, "This product does not exist."]);
    expect(await requestsOf(p.variants[0].id)).toHaveLength(0);
    expect(await requestsOf(gone.variantId)).toHaveLength(0);
  });

  it("counts a variant flagged out of stock as out of stock whatever its qty", async () => {
    const p = await product();
    await t.database.db
      .update(productVariants)
      .set({ isInStock: false, qty: 12 })
      .where(eq(productVariants.id, p.variants[0].id));
    const res = await subscribe({
      product_id: p.productId,
      child_id: p.variants[0].id,
      email: uniqueEmail(),
    });
    expect(res.body.result?.status).toBe("subscribed");
  });

  it("asks for the option of a product with several variants; takes the only one otherwise", async () => {
    const many = await soldOut(2);
    const email = uniqueEmail("options");
    const res = await subscribe({ product_id: many.productId, email });
    expect([res.status, res.body.message]).toEqual([422, "Please choose an option first."]);
    const single = (await seededProducts(t)).find((s) => s.variants.length === 1);
    if (!single) throw new Error("the seed has no single-variant product");
    await t.database.db.update(products).set({ status: 1 }).where(eq(products.id, single.productId));
    await t.database.db
      .update(productVariants)
      .set({ qty: 0, isInStock: true })
      .where(eq(productVariants.id, single.variants[0].id));
    const one = await subscribe({ product_id: single.productId, email });
    expect(one.body.result).toMatchObject({ status: "subscribed", child_id: single.variants[0].id });
  });

  it("gives the spec's e-mail messages to a guest; a signed-in customer's own address is the default", async () => {
    const { productId, variantId } = await soldOut();
    const bad = await subscribe({ product_id: productId, child_id: variantId, email: "not-an-email" });
    expect([bad.status, bad.body.message]).toEqual([
      422,
      "email: Please enter a valid email address. For example cs@nestora.com.",
    ]);
    const none = await subscribe({ product_id: productId, child_id: variantId });
    expect([none.status, none.body.message]).toEqual([422, "email: This is a required field."]);
    const unknownField = await subscribe({
      product_id: productId,
      child_id: variantId,
      email: "a@b.co",
      x: 1,
    });
    expect(unknownField.status).toBe(422);
    expect(await requestsOf(variantId)).toHaveLength(0);

    const customer = await createCustomer(t, { verified: true });
    const token = await sessionFor(t, customer.id);
    const own = await subscribe({ product_id: productId, child_id: variantId }, token);
    expect(own.body.result).toEqual({
      status: "subscribed",
      email: customer.email,
      product_id: productId,
      child_id: variantId,
    });
    const typed = uniqueEmail("typed");
    const other = await subscribe({ product_id: productId, child_id: variantId, email: typed }, token);
    expect(other.body.result).toMatchObject({ status: "subscribed", email: typed });
    const rows = await requestsOf(variantId);
    expect(rows.map((r) => [r.email, r.customerId]).sort()).toEqual(
      [
        [customer.email, customer.id],
        [typed, customer.id],
      ].sort(),
    );
  });
});

describe("back in stock: the mail", () => {
  it("mails each waiting address once when the operator brings the variant back, with the product link", async () => {
    const { productId, variantId } = await soldOut();
    const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
    const a = uniqueEmail("first");
    const b = uniqueEmail("second");
    await subscribe({ product_id: productId, child_id: variantId, email: a });
    await subscribe({ product_id: productId, child_id: variantId, email: b });

    // Still none on hand: nothing is sent.
    const zero = await setStock({ product_id: productId, child_id: variantId, qty: 0 });
    expect(zero.body.result).toMatchObject({ qty: 0, notified: 0 });
    expect(await backInStockMails(a)).toHaveLength(0);

    const back = await setStock({ product_id: productId, child_id: variantId, qty: 7 });
    expect(back.body).toEqual({
      code: 200,
      message: "The stock is set.",
      result: { product_id: productId, child_id: variantId, qty: 7, is_in_stock: true, notified: 2 },
    });
    const [mailA] = await backInStockMails(a);
    expect(await backInStockMails(a)).toHaveLength(1);
    expect(await backInStockMails(b)).toHaveLength(1);
    expect(mailA.subject).toBe(`Back in stock: ${row.name}`);
    const link = `http://localhost/${row.urlPath}?piid=${variantId}`;
    expect(mailA.textBody).toContain(link);
    expect(mailA.htmlBody).toContain(`href="${link}"`);
    expect(mailA.htmlBody).toContain("Shop it now");
    expect(mailA.textBody).toContain("You received this e-mail because this address was used at Nestora.");
    expect((await requestsOf(variantId)).every((r) => r.notifiedAt !== null)).toBe(true);

    // More stock later, or the sweep: nobody is mailed twice.
    const more = await setStock({ product_id: productId, child_id: variantId, qty: 12 });
    expect(more.body.result?.notified).toBe(0);
    await sweepBackInStock(t.database.db, { storeName: "Nestora", origin: "http://localhost" }, new Date());
    expect(await backInStockMails(a)).toHaveLength(1);
    expect(await backInStockMails(b)).toHaveLength(1);

    // Other tests of this file set stock too (in any order): this change's row is among them.
    const logged = await t.database.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.action, "product_stock"), eq(operatorActions.operator, "dana")));
    expect(logged.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ product_id: productId }),
    );
  });

  it("refuses the operator call without an operator token", async () => {
    const { productId, variantId } = await soldOut();
    const res = await call(t, "POST", STOCK, { product_id: productId, child_id: variantId, qty: 5 });
    expect(res.status).toBe(401);
    const [v] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(v.qty).toBe(0);
  });

  it("does not mail for stock while the variant stays flagged out of stock; mails when the flag returns", async () => {
    const { productId, variantId } = await soldOut();
    const email = uniqueEmail("flag");
    await setStock({ product_id: productId, child_id: variantId, qty: 0, is_in_stock: false });
    await subscribe({ product_id: productId, child_id: variantId, email });
    const units = await setStock({ product_id: productId, child_id: variantId, qty: 5 });
    expect(units.body.result).toMatchObject({ qty: 5, is_in_stock: false, notified: 0 });
    expect(await backInStockMails(email)).toHaveLength(0);
    const flag = await setStock({ product_id: productId, child_id: variantId, qty: 5, is_in_stock: true });
    expect(flag.body.result?.notified).toBe(1);
    expect(await backInStockMails(email)).toHaveLength(1);
  });

  it("mails again on a later return only when the address asked again after selling out", async () => {
    const { productId, variantId } = await soldOut();
    const email = uniqueEmail("again");
    await subscribe({ product_id: productId, child_id: variantId, email });
    await setStock({ product_id: productId, child_id: variantId, qty: 3 });
    expect(await backInStockMails(email)).toHaveLength(1);

    // Sold out and back, without a new request: no second mail.
    await setStock({ product_id: productId, child_id: variantId, qty: 0 });
    await setStock({ product_id: productId, child_id: variantId, qty: 4 });
    expect(await backInStockMails(email)).toHaveLength(1);

    // Sold out, asked again (the same row waits again), back: one more mail.
    await setStock({ product_id: productId, child_id: variantId, qty: 0 });
    const re = await subscribe({ product_id: productId, child_id: variantId, email });
    expect(re.body.result?.status).toBe("subscribed");
    expect(await requestsOf(variantId)).toHaveLength(1);
    await setStock({ product_id: productId, child_id: variantId, qty: 2 });
    expect(await backInStockMails(email)).toHaveLength(2);
  });

  it("mails once when several stock changes bring the variant back at the same time", async () => {
    const { productId, variantId } = await soldOut();
    const emails = [uniqueEmail("race"), uniqueEmail("race")];
    for (const email of emails) await subscribe({ product_id: productId, child_id: variantId, email });
    const answers = await Promise.all(
      [3, 5, 8, 13].map((qty) => setStock({ product_id: productId, child_id: variantId, qty })),
    );
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((n, a) => n + (a.body.result?.notified ?? 0), 0)).toBe(2);
    for (const email of emails) expect(await backInStockMails(email)).toHaveLength(1);
    // The sweep at the same time as a change: still once.
    const [late] = [uniqueEmail("race-late")];
    await setStock({ product_id: productId, child_id: variantId, qty: 0 });
    await subscribe({ product_id: productId, child_id: variantId, email: late });
    await Promise.all([
      setStock({ product_id: productId, child_id: variantId, qty: 2 }),
      sweepBackInStock(t.database.db, { storeName: "Nestora", origin: "http://localhost" }, new Date()),
    ]);
    expect(await backInStockMails(late)).toHaveLength(1);
  });

  it("mails when an order cancel gives the last units back", async () => {
    const p = await product();
    const variantId = p.variants[0].id;
    await t.database.db.update(productVariants).set({ qty: 2 }).where(eq(productVariants.id, variantId));
    const buyer = await shopperWithCart(t, p, { qty: 2 });
    const order = (await place(t.app, buyer.who)).body.result;
    expect((await payCard(t.app, buyer.who, order.order_id)).body.code).toBe(200);
    const email = uniqueEmail("cancel");
    expect(
      (await subscribe({ product_id: p.productId, child_id: variantId, email })).body.result?.status,
    ).toBe("subscribed");
    const canceled = await cancelOrder(t.app, buyer.who, order.order_id);
    expect(canceled.body.code).toBe(200);
    const mails = await backInStockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`?piid=${variantId}`);
  });

  it("the sweep mails requests whose variant came back without a call (stock written directly)", async () => {
    const { productId, variantId } = await soldOut();
    const email = uniqueEmail("sweep");
    await subscribe({ product_id: productId, child_id: variantId, email });
    await t.database.db.update(productVariants).set({ qty: 9 }).where(eq(productVariants.id, variantId));
    expect(await backInStockMails(email)).toHaveLength(0);
    const site = { storeName: "Nestora", origin: "https://shop.example" };
    expect(await sweepBackInStock(t.database.db, site, new Date())).toBeGreaterThanOrEqual(1);
    const [mail] = await backInStockMails(email);
    expect(mail.textBody).toContain(`https://shop.example/`);
    expect(await sweepBackInStock(t.database.db, site, new Date())).toBe(0);
    expect(await backInStockMails(email)).toHaveLength(1);
  });
});
