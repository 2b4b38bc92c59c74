import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqListResult, ReviewListResult } from "../../../contract/reviews";
import {
  PENDING_QUESTIONS_MAX,
  REVIEW_ADD_CODES,
  REVIEW_ADD_MESSAGES,
} from "../../../contract/reviews-constants";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productFaqs, products, reviews } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { asGuest, customerWithSession, guestSession, headersOf, type Who } from "../cart/cart.testing";
import { DEFAULT_NICKNAME } from "./review-add.service";

// Writing a review and asking a question against the real app and database: signed-in only,
// stored pending (never listed, counted or voted on before approval), one review per customer and
// product even when submitted twice at once, limits, and script kept as inert text.

let t: TestApp;
let productIds: number[];
let next = 0;
/** A product of its own for each test, so lists and counts are not shared. */
const productId = () => productIds[next++];

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  productIds = (await t.database.db.select({ id: products.id }).from(products)).map((p) => p.id);
});
afterAll(() => t?.close());

const post = <T = unknown>(path: string, body: unknown, who?: Who) =>
  callJson<T>(t.app, path, {
    method: "POST",
    headers: headersOf(who, "application/json"),
    body: JSON.stringify(body),
  });
const addReview = (body: unknown, token?: string) =>
  post<{ review_id: number; status: string; nickname: string } | null>(
    "/api/customer/product_review_add",
    body,
    token ? { bearer: token } : undefined,
  );
const addQuestion = (body: unknown, token?: string) =>
  post<{ faq_id: number; status: string } | null>(
    "/api/customer/faq_add",
    body,
    token ? { bearer: token } : undefined,
  );
const reviewList = (id: number) =>
  callJson<ReviewListResult>(t.app, `/api/product-reviews?product_id=${id}&page_size=20`);
const faqList = (id: number) =>
  callJson<FaqListResult>(t.app, `/api/product-faqs?product_id=${id}&page_size=50`);

const review = (product_id: number, extra: Record<string, unknown> = {}) => ({
  product_id,
  rating: 4,
  title: "Sturdy and good looking",
  detail: "Took twenty minutes to assemble and it feels solid.",
  ...extra,
});

async function customerNamed(firstname: string) {
  const me = await customerWithSession(t);
  await t.database.db.update(customers).set({ firstname }).where(eq(customers.id, me.customerId));
  return me;
}

const reviewsBy = (customerId: number) =>
  t.database.db.select().from(reviews).where(eq(reviews.customerId, customerId));

describe("writing a review", () => {
  it("needs a signed-in customer: 401 without a session and for a guest session, nothing stored", async () => {
    const id = productId();
    const guest = await guestSession(t);
    for (const who of [undefined, asGuest(guest.token)]) {
      const res = await post("/api/customer/product_review_add", review(id), who);
      expect(res.status).toBe(401);
      const q = await post(
        "/api/customer/faq_add",
        { product_id: id, question: "Is it easy to clean?" },
        who,
      );
      expect(q.status).toBe(401);
    }
    // This product's pending reviews only: other tests (in any order) leave pending reviews of theirs.
    expect(
      await t.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.status, "pending"), eq(reviews.productId, id))),
    ).toHaveLength(0);
  });

  it("stores it pending with the first name as nickname, answers the spec's thanks, and lists nothing yet", async () => {
    const id = productId();
    const before = await reviewList(id);
    const me = await customerNamed("Maya");
    const res = await addReview(review(id, { rating: 5 }), me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("Thank you! Your review has been submitted and will appear once approved.");
    expect(res.body.result).toMatchObject({ status: "pending", nickname: "Maya" });

    const [row] = await reviewsBy(me.customerId);
    expect(row).toMatchObject({ productId: id, status: "pending", rating: 5, nickname: "Maya" });
    const after = await reviewList(id);
    expect(after.body.result.product_rate).toEqual(before.body.result.product_rate);
    expect(after.body.result.total).toBe(before.body.result.total);
    expect(after.body.result.list.map((r) => r.id)).not.toContain(row.id);
  });

  it("uses the nickname given, and a stand-in when there is neither nickname nor first name", async () => {
    const [a, b] = [await customerNamed("Maya"), await customerNamed("")];
    const named = await addReview(review(productId(), { nickname: "  Couch Critic " }), a.token);
    expect(named.body.result?.nickname).toBe("Couch Critic");
    const anonymous = await addReview(review(productId()), b.token);
    expect(anonymous.body.result?.nickname).toBe(DEFAULT_NICKNAME);
  });

  it("takes one review per customer and product, also when the form is submitted several times at once", async () => {
    const id = productId();
    const me = await customerNamed("Leo");
    const answers = await Promise.all([1, 2, 3].map(() => addReview(review(id), me.token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({
        code: REVIEW_ADD_CODES.alreadyReviewed,
        message: REVIEW_ADD_MESSAGES.alreadyReviewed,
      });
    }
    // Still refused once the first one is published.
    await t.database.db
      .update(reviews)
      .set({ status: "published" })
      .where(eq(reviews.customerId, me.customerId));
    const later = await addReview(review(id, { title: "Changed my mind" }), me.token);
    expect(later.body.code).toBe(REVIEW_ADD_CODES.alreadyReviewed);
    expect(await reviewsBy(me.customerId)).toHaveLength(1);
    // Another product is fine.
    expect((await addReview(review(productId()), me.token)).body.code).toBe(200);
  });

  it("refuses bad input with 422 and the rule's message, storing nothing", async () => {
    const id = productId();
    const me = await customerNamed("Ana");
    const bad: [Record<string, unknown>, string?][] = [
      [{ rating: 0 }],
      [{ rating: 6 }],
      [{ rating: 2.5 }],
      [{ rating: "five" }],
      [{ title: "   " }, REVIEW_ADD_MESSAGES.required],
      [{ title: "t".repeat(101) }, REVIEW_ADD_MESSAGES.titleTooLong],
      [{ detail: "Too short" }, REVIEW_ADD_MESSAGES.detailLength],
      [{ detail: "d".repeat(2001) }, REVIEW_ADD_MESSAGES.detailLength],
      [{ nickname: "n".repeat(41) }, REVIEW_ADD_MESSAGES.nicknameTooLong],
      [{ status: "published" }],
      [{ customer_id: 1 }],
      [{ helpful_count: 99 }],
      [{ product_id: -1 }],
    ];
    for (const [extra, message] of bad) {
      const res = await addReview(review(id, extra), me.token);
      expect(res.status, JSON.stringify(extra)).toBe(422);
      if (message) expect(res.body.message).toContain(message);
    }
    const missingTitle = review(id) as Record<string, unknown>;
    delete missingTitle.title;
    expect((await addReview(missingTitle, me.token)).body.message).toContain(REVIEW_ADD_MESSAGES.required);
    expect(await reviewsBy(me.customerId)).toHaveLength(0);
    // The limits themselves are allowed.
    const edge = await addReview(
      review(id, { title: "t".repeat(100), detail: "d".repeat(10), rating: 1 }),
      me.token,
    );
    expect(edge.body.code).toBe(200);
  });

  it("answers 404 for a product that does not exist", async () => {
    const me = await customerNamed("Ana");
    const res = await addReview(review(999_999), me.token);
    expect(res.status).toBe(404);
  });

  it("keeps script as the text written: stored and, once approved, listed unchanged for the page to escape", async () => {
    const id = productId();
    const me = await customerNamed("<img src=x onerror=alert(1)>");
    const detail = `<script>alert("x")</script> & "quotes" stay text`;
    const res = await addReview(review(id, { title: "<b>Bold</b> claim", detail }), me.token);
    expect(res.body.code).toBe(200);
    const [row] = await reviewsBy(me.customerId);
    expect(row.detail).toBe(detail);
    expect(row.nickname).toBe("<img src=x onerror=alert(1)>");

    await t.database.db.update(reviews).set({ status: "published" }).where(eq(reviews.id, row.id));
    const listed = (await reviewList(id)).body.result.list.find((r) => r.id === row.id);
    expect(listed).toMatchObject({ title: "<b>Bold</b> claim", detail });
  });
});

describe("only published reviews are public", () => {
  it("leaves pending reviews out of the summary, the photo list and helpful votes", async () => {
    const id = productId();
    const [pending] = await t.database.db
      .insert(reviews)
      .values({
        productId: id,
        nickname: "Pat",
        title: "Pending",
        detail: "Not approved yet",
        rating: 1,
        status: "pending",
        images: [{ url: "/media/review/x.jpg", width: 10, height: 10 }],
      })
      .returning({ id: reviews.id });
    const list = (await reviewList(id)).body.result;
    expect(list.list.map((r) => r.id)).not.toContain(pending.id);
    expect(list.product_rate.star_counts[1]).toBe(
      (
        await t.database.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, id), eq(reviews.status, "published"), eq(reviews.rating, 1)))
      ).length,
    );
    const images = await callJson<{ list: { review_id: number }[] }>(
      t.app,
      `/api/customer/get_product_review_image_list?product_id=${id}`,
    );
    expect(images.body.result.list.map((i) => i.review_id)).not.toContain(pending.id);
    const vote = await post(
      "/api/product-review-helpful",
      { review_id: pending.id },
      asGuest((await guestSession(t)).token),
    );
    expect(vote.status).toBe(404);
  });
});

describe("asking a question", () => {
  it("stores it pending with the spec's thanks; it is listed only once answered and published", async () => {
    const id = productId();
    const me = await customerNamed("Kim");
    const question = "Does the cover come off for washing?";
    const res = await addQuestion({ product_id: id, question: `  ${question}  ` }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Thank you! We will answer your question soon.");
    expect(res.body.result?.status).toBe("pending");
    const faqId = res.body.result?.faq_id ?? 0;
    const [row] = await t.database.db.select().from(productFaqs).where(eq(productFaqs.id, faqId));
    expect(row).toMatchObject({ question, answer: "", status: "pending", customerId: me.customerId });
    expect((await faqList(id)).body.result.list.map((f) => f.id)).not.toContain(faqId);

    await t.database.db
      .update(productFaqs)
      .set({ status: "published", answer: "Yes, it zips off." })
      .where(eq(productFaqs.id, faqId));
    expect((await faqList(id)).body.result.list.find((f) => f.id === faqId)?.question).toBe(question);
  });

  it("needs 10 to 500 characters and nothing else in the body", async () => {
    const id = productId();
    const me = await customerNamed("Kim");
    for (const question of ["", "   ", "Too short", "q".repeat(501)]) {
      const res = await addQuestion({ product_id: id, question }, me.token);
      expect(res.status, question).toBe(422);
    }
    const short = await addQuestion({ product_id: id, question: "Too short" }, me.token);
    expect(short.body.message).toContain(REVIEW_ADD_MESSAGES.questionLength);
    expect(
      (await addQuestion({ product_id: id, question: "Is it oak?", status: "published" }, me.token)).status,
    ).toBe(422);
    expect((await addQuestion({ product_id: id, question: "q".repeat(10) }, me.token)).body.code).toBe(200);
    expect((await addQuestion({ product_id: id, question: "q".repeat(500) }, me.token)).body.code).toBe(200);
  });

  it(`lets ${PENDING_QUESTIONS_MAX} questions wait per customer and product, then asks to wait`, async () => {
    const id = productId();
    const me = await customerNamed("Kim");
    const ask = (n: number) =>
      addQuestion({ product_id: id, question: `Question number ${n} here?` }, me.token);
    const answers = await Promise.all(Array.from({ length: PENDING_QUESTIONS_MAX + 2 }, (_, n) => ask(n)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(PENDING_QUESTIONS_MAX);
    expect(answers.filter((a) => a.body.code === REVIEW_ADD_CODES.tooManyQuestions)[0]?.body.message).toBe(
      REVIEW_ADD_MESSAGES.tooManyQuestions,
    );
    // Another product, or another customer, is not held back.
    expect(
      (await addQuestion({ product_id: productId(), question: "Is it solid wood?" }, me.token)).body.code,
    ).toBe(200);
    const other = await customerNamed("Lee");
    expect(
      (await addQuestion({ product_id: id, question: "Is it solid wood?" }, other.token)).body.code,
    ).toBe(200);
  });

  it("answers 404 for a product that does not exist", async () => {
    const me = await customerNamed("Kim");
    expect(
      (await addQuestion({ product_id: 999_999, question: "Is this real at all?" }, me.token)).status,
    ).toBe(404);
  });
});
