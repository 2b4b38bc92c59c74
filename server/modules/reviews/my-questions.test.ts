import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyQuestionsResult } from "../../../contract/reviews";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productFaqs, products } from "../../db/schema/catalog";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";

// GET /api/customer/faq (My Questions) against the real app and database: a customer's own
// questions, newest first, answered or waiting, with their product; ten a page.

let t: TestApp;
let product: { id: number; name: string; urlPath: string };
beforeAll(async () => {
  t = await createTestApp({ products: 3 });
  [product] = await t.database.db
    .select({ id: products.id, name: products.name, urlPath: products.urlPath })
    .from(products)
    .limit(1);
});
afterAll(() => t?.close());

const mine = (token: string | undefined, page?: number) =>
  send<MyQuestionsResult>(t, "GET", `/api/customer/faq${page === undefined ? "" : `?page=${page}`}`, {
    token,
  });

async function shopper() {
  const c = await createCustomer(t);
  return { ...c, token: await sessionFor(t, c.id) };
}

/** Asks through the product page's call, as a shopper does; answers the new question's id. */
async function ask(token: string, question: string): Promise<number> {
  const res = await send<{ faq_id: number }>(t, "POST", "/api/customer/faq_add", {
    token,
    body: { product_id: product.id, question },
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.result.faq_id;
}

describe("GET /api/customer/faq", () => {
  it("asks a guest to sign in (401)", async () => {
    expect((await mine(undefined)).body.code).toBe(401);
  });

  it("lists only the customer's own questions, newest first, waiting until the store answers", async () => {
    const me = await shopper();
    const other = await shopper();
    const first = await ask(me.token, "Does the frame come pre-assembled?");
    await ask(other.token, "Is the fabric stain resistant?");
    const second = await ask(me.token, "What is the weight limit of the seat?");
    await t.database.db
      .update(productFaqs)
      .set({ createdAt: new Date("2026-11-01T12:00:00Z") })
      .where(eq(productFaqs.id, first));
    await t.database.db
      .update(productFaqs)
      .set({
        answer: "Up to 300 lb per seat.",
        status: "published",
        createdAt: new Date("2026-11-20T12:00:00Z"),
      })
      .where(eq(productFaqs.id, second));

    const res = await mine(me.token);
    expect(res.body.code).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.result).toEqual({
      list: [
        {
          faq_id: second,
          question: "What is the weight limit of the seat?",
          answer: "Up to 300 lb per seat.",
          status: "answered",
          created_at: "2026-11-20T12:00:00.000Z",
          product: { product_id: product.id, name: product.name, url_path: `/${product.urlPath}` },
        },
        {
          faq_id: first,
          question: "Does the frame come pre-assembled?",
          answer: "",
          status: "waiting",
          created_at: "2026-11-01T12:00:00.000Z",
          product: { product_id: product.id, name: product.name, url_path: `/${product.urlPath}` },
        },
      ],
      total: 2,
      page: 1,
      page_size: 10,
    });
  });

  it("ten a page; a page past the end is empty with the real total", async () => {
    const me = await shopper();
    // Written straight to the table: the ask call allows only five waiting questions per product.
    await t.database.db.insert(productFaqs).values(
      Array.from({ length: 11 }, (_, k) => ({
        productId: product.id,
        customerId: me.id,
        question: `Question number ${k + 1} about this product?`,
        answer: "",
        status: "pending" as const,
        createdAt: new Date(Date.UTC(2026, 0, k + 1)),
      })),
    );
    const one = (await mine(me.token)).body.result;
    expect(one.list).toHaveLength(10);
    expect(one.list[0].question).toBe("Question number 11 about this product?");
    const two = (await mine(me.token, 2)).body.result;
    expect(two.list.map((q) => q.question)).toEqual(["Question number 1 about this product?"]);
    expect(two.total).toBe(11);
    expect((await mine(me.token, 3)).body.result).toMatchObject({ list: [], total: 11, page: 3 });
    expect((await mine(me.token, 0)).status).toBe(422);
  });
});
