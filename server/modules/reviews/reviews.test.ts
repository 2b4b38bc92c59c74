import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  FaqListResult,
  ReviewHelpfulResult,
  ReviewImageListResult,
  ReviewListResult,
} from "../../../contract/reviews";
import { resultOf } from "../../../tests/helpers/call-json";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productFaqs, products, reviews } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { reviewHelpfulVotes } from "../../db/schema/reviews";
import { createSession } from "../../http/session";
import { hashPassword } from "../customer/password-hash";
import { halfStarAverage } from "./reviews.service";

let t: TestApp;
/** A seeded product with more than two pages of reviews and more than one page of FAQ. */
let productId: number;
/** A product whose reviews this file writes itself (known ratings, dates, votes and photos). */
let ownId: number;
let ownReviewIds: number[];
let missingId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const vote = (reviewId: number, headers: Record<string, string>) =>
  callJson<ReviewHelpfulResult>(t.app, "/api/product-review-helpful", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ review_id: reviewId }),
  });

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  const [busy] = await rows<{ id: number }>(sql`
    select p.id from products p
    where (select count(*) from reviews r where r.product_id = p.id) > 12
      and (select count(*) from product_faqs f where f.product_id = p.id) > 10
    order by p.id limit 1`);
  expect(busy, "the demo catalog needs a product with >12 reviews and >10 FAQ").toBeDefined();
  productId = busy.id;

  const [own] = await rows<{ id: number }>(
    sql`select id from products where id <> ${productId} order by id desc limit 1`,
  );
  ownId = own.id;
  await t.database.db.delete(reviews).where(eq(reviews.productId, ownId));
  await t.database.db.delete(productFaqs).where(eq(productFaqs.productId, ownId));
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const photo = (n: number) => ({ url: `/media/review-${n}.svg`, width: 600, height: 600 });
  const inserted = await t.database.db
    .insert(reviews)
    .values([
      {
        productId: ownId,
        nickname: "Ann",
        title: "Great",
        detail: "Love it a lot",
        rating: 5,
        helpfulCount: 1,
        createdAt: day(1),
      },
      {
        productId: ownId,
        nickname: "Bob",
        title: "Fine",
        detail: "Does the job",
        rating: 4,
        helpfulCount: 7,
        createdAt: day(2),
        images: [photo(1), photo(2)],
      },
      {
        productId: ownId,
        nickname: "Cy",
        title: "Meh",
        detail: "Just average",
        rating: 3,
        helpfulCount: 0,
        createdAt: day(3),
      },
      {
        productId: ownId,
        nickname: "Di",
        title: "Good",
        detail: "Pretty good one",
        rating: 4,
        helpfulCount: 3,
        createdAt: day(4),
        images: [photo(3)],
      },
      {
        productId: ownId,
        nickname: "Ed",
        title: "Bad",
        detail: "Broke in a week",
        rating: 1,
        helpfulCount: 2,
        createdAt: day(5),
      },
      {
        productId: ownId,
        nickname: "Flo",
        title: "Nice",
        detail: "Nice colour",
        rating: 5,
        helpfulCount: 0,
        createdAt: day(6),
      },
    ])
    .returning({ id: reviews.id });
  ownReviewIds = inserted.map((r) => r.id);
  const [max] = await rows<{ id: number }>(sql`select max(id) + 1000 as id from products`);
  missingId = max.id;
});
afterAll(() => t?.close());

describe("GET /api/product-reviews", () => {
  it("pages 5 reviews by default, newest first, with the real total", async () => {
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews where product_id = ${productId}`,
    );
    const first = await resultOf<ReviewListResult>(t.app, `/api/product-reviews?product_id=${productId}`);
    expect(first).toMatchObject({ total: n, page: 1, page_size: 5 });
    expect(first.list).toHaveLength(5);
    const second = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${productId}&page=2`,
    );
    expect(second.list).toHaveLength(5);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((r) => r.id)).size).toBe(10);
    const dates = all.map((r) => Date.parse(r.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const lastPage = Math.ceil(n / 5);
    const last = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${productId}&page=${lastPage}`,
    );
    expect(last.list).toHaveLength(n - (lastPage - 1) * 5);
    const past = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${productId}&page=${lastPage + 1}`,
    );
    expect(past).toMatchObject({ list: [], total: n });
  });

  it("computes the summary and the histogram from the review rows", async () => {
    const [agg] = await rows<{ n: number; avg: number }>(
      sql`select count(*)::int as n, avg(rating)::float as avg from reviews where product_id = ${productId}`,
    );
    const hist = await rows<{ rating: number; n: number }>(
      sql`select rating, count(*)::int as n from reviews where product_id = ${productId} group by rating`,
    );
    const { product_rate } = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${productId}`,
    );
    expect(product_rate.reviews_count).toBe(agg.n);
    expect(product_rate.rating_summary).toBe(Math.round(agg.avg * 20));
    expect(product_rate.reviewStar).toBe(Math.round(agg.avg * 2) / 2);
    for (const star of [1, 2, 3, 4, 5] as const)
      expect(product_rate.star_counts[star]).toBe(hist.find((h) => h.rating === star)?.n ?? 0);
    // The seeded product's stored summary agrees with the rows (the product page header shows it).
    const [p] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(p.ratingSummary).toBe(product_rate.rating_summary);
  });

  it("summarises known ratings exactly: 5,4,3,4,1,5 → 22/6 = 3.67 → 73 %, 3.5 stars", async () => {
    const { product_rate } = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${ownId}`,
    );
    expect(product_rate).toEqual({
      rating_summary: 73,
      reviewStar: 3.5,
      reviews_count: 6,
      star_counts: { 5: 2, 4: 2, 3: 1, 2: 0, 1: 1 },
    });
  });

  it("rounds the average to the nearest half star", () => {
    expect(halfStarAverage(0)).toBe(0);
    expect(halfStarAverage(4.24)).toBe(4);
    expect(halfStarAverage(4.25)).toBe(4.5);
    expect(halfStarAverage(4.74)).toBe(4.5);
    expect(halfStarAverage(4.75)).toBe(5);
    expect(halfStarAverage(0.3)).toBe(0.5);
  });

  it("sorts by newest, helpful and rating, and filters reviews with photos", async () => {
    const names = async (q: string) =>
      (
        await resultOf<ReviewListResult>(t.app, `/api/product-reviews?product_id=${ownId}&page_size=20${q}`)
      ).list.map((r) => r.nickname);
    expect(await names("")).toEqual(["Flo", "Ed", "Di", "Cy", "Bob", "Ann"]);
    expect(await names("&sort=helpful")).toEqual(["Bob", "Di", "Ed", "Ann", "Flo", "Cy"]);
    expect(await names("&sort=rating_desc")).toEqual(["Flo", "Ann", "Di", "Bob", "Cy", "Ed"]);
    expect(await names("&sort=rating_asc")).toEqual(["Ed", "Cy", "Di", "Bob", "Flo", "Ann"]);
    const photos = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${ownId}&with_images=1`,
    );
    expect(photos.list.map((r) => r.nickname)).toEqual(["Di", "Bob"]);
    expect(photos.total).toBe(2);
    expect(photos.product_rate.reviews_count).toBe(6);
    expect(photos.list[1].images).toEqual([
      { url: "/media/review-1.svg", width: 600, height: 600 },
      { url: "/media/review-2.svg", width: 600, height: 600 },
    ]);
  });

  it("answers 404 for an unknown product and 422 for bad paging or sort", async () => {
    const missing = await callJson(t.app, `/api/product-reviews?product_id=${missingId}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: "This product was not found.", result: null });
    for (const q of [
      "page=0",
      "page=-1",
      "page=abc",
      "page_size=0",
      "page_size=21",
      "page=1.5",
      "sort=best",
      "with_images=2",
    ]) {
      const res = await callJson(t.app, `/api/product-reviews?product_id=${productId}&${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.code, q).toBe(422);
      expect(res.body.message, q).toMatch(/^(page|page_size|sort|with_images): /);
    }
    const noId = await callJson(t.app, "/api/product-reviews");
    expect(noId.status).toBe(422);
    expect(noId.body.message).toBe("product_id: is required");
  });

  it("is a public read a CDN may cache", async () => {
    const res = await callJson(t.app, `/api/product-reviews?product_id=${productId}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
  });
});

describe("GET /api/customer/get_product_review_image_list", () => {
  it("lists every review photo of the product with its review id, newest review first", async () => {
    const res = await resultOf<ReviewImageListResult>(
      t.app,
      `/api/customer/get_product_review_image_list?product_id=${ownId}`,
    );
    const [ann, bob, , di] = ownReviewIds;
    expect(ann).toBeDefined();
    expect(res).toEqual({
      total: 3,
      list: [
        { review_id: di, url: "/media/review-3.svg", width: 600, height: 600 },
        { review_id: bob, url: "/media/review-1.svg", width: 600, height: 600 },
        { review_id: bob, url: "/media/review-2.svg", width: 600, height: 600 },
      ],
    });
  });

  it("matches the seeded photos of a product and answers 404 for an unknown product", async () => {
    const [{ n }] = await rows<{ n: number }>(
      sql`select coalesce(sum(jsonb_array_length(images)), 0)::int as n from reviews where product_id = ${productId}`,
    );
    const res = await resultOf<ReviewImageListResult>(
      t.app,
      `/api/customer/get_product_review_image_list?product_id=${productId}`,
    );
    expect(res.total).toBe(n);
    const missing = await callJson(
      t.app,
      `/api/customer/get_product_review_image_list?product_id=${missingId}`,
    );
    expect(missing.status).toBe(404);
  });
});

describe("POST /api/product-review-helpful", () => {
  const count = async (id: number) =>
    (await t.database.db.select({ c: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, id)))[0].c;
  const guest = async () =>
    `GuestToken=${(await createSession(t.database.db, { customerId: null, now: new Date(), days: 1 })).token}`;
  /** A published review of its own (on a product no listing test reads) with no votes. */
  const freshReview = async () => {
    const [p] = await rows<{ id: number }>(
      sql`select id from products where id not in (${productId}, ${ownId}) order by id desc limit 1`,
    );
    const [r] = await t.database.db
      .insert(reviews)
      .values({ productId: p.id, nickname: "Vic", title: "Fine", detail: "Does it", rating: 4 })
      .returning({ id: reviews.id });
    return r.id;
  };
  let customerSeq = 0;
  /** A customer with two sessions (two browsers). */
  const customerSessions = async () => {
    const [row] = await t.database.db
      .insert(customers)
      .values({ email: `helpful.${Date.now()}.${++customerSeq}@example.com` })
      .returning({ id: customers.id });
    const one = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
    const two = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
    return [`token=${one.token}`, `token=${two.token}`];
  };

  it("counts one vote per session and answers a clear message for a repeat", async () => {
    // A review of its own with no votes: votes on the listing tests' reviews would reorder them.
    const id = await freshReview();
    const shopper = await guest();
    const first = await vote(id, { cookie: shopper });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      message: "Thanks for your feedback!",
      result: { review_id: id, helpful_count: 1 },
    });
    const again = await vote(id, { cookie: shopper });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 409,
      message: "You have already marked this review as helpful.",
      result: { review_id: id, helpful_count: 1 },
    });
    const other = await vote(id, { cookie: await guest() });
    expect(other.body.result.helpful_count).toBe(2);
    expect(await count(id)).toBe(2);
  });

  it("ignores a client-sent device id: 50 votes of one session with 50 device ids count once", async () => {
    const id = await freshReview();
    const before = await count(id);
    const shopper = await guest();
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await vote(id, {
        cookie: `${shopper}; device_id=device-${i}-0000`,
        "device-id": `device-${i}-1111`,
      });
      codes.push(res.body.code);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(await count(id)).toBe(before + 1);
  });

  it("a customer votes once, whichever of their sessions they use", async () => {
    const id = await freshReview();
    const before = await count(id);
    const [one, two] = await customerSessions();
    expect((await vote(id, { cookie: one })).body.code).toBe(200);
    expect((await vote(id, { cookie: two })).body.code).toBe(409);
    expect(await count(id)).toBe(before + 1);
  });

  it("a guest's votes become the customer's on sign-in: a review both voted on counts once, and the customer cannot vote again", async () => {
    const [both, guestOnly] = [await freshReview(), await freshReview()];
    const password = "Helpful-lamp-58";
    const email = `helpful.signin.${Date.now()}@example.com`;
    const [row] = await t.database.db
      .insert(customers)
      .values({
        email,
        passwordHash: await hashPassword(password, t.deps.config.PASSWORD_HASH_COST),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: customers.id });
    const elsewhere = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
    // The customer voted on `both` from another browser; as a guest here they vote on both reviews.
    expect((await vote(both, { cookie: `token=${elsewhere.token}` })).body.code).toBe(200);
    const guestCookie = await guest();
    expect((await vote(both, { cookie: guestCookie })).body.code).toBe(200);
    expect((await vote(guestOnly, { cookie: guestCookie })).body.code).toBe(200);
    expect([await count(both), await count(guestOnly)]).toEqual([2, 1]);

    const signedIn = await t.app.request("/api/customer/login", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: guestCookie },
      body: JSON.stringify({ email, password }),
    });
    expect(signedIn.status).toBe(200);
    // One person, one vote each.
    expect([await count(both), await count(guestOnly)]).toEqual([1, 1]);
    const mine = await rows<{ review_id: number; customer_id: number | null; session_id: number | null }>(
      sql`select review_id, customer_id, session_id from review_helpful_votes where review_id in (${both}, ${guestOnly}) order by review_id`,
    );
    expect(mine).toEqual([
      { review_id: both, customer_id: row.id, session_id: null },
      { review_id: guestOnly, customer_id: row.id, session_id: null },
    ]);
    const again = await vote(guestOnly, { cookie: `token=${elsewhere.token}` });
    expect(again.body).toEqual({
      code: 409,
      message: "You have already marked this review as helpful.",
      result: { review_id: guestOnly, helpful_count: 1 },
    });
  });

  it("the database refuses a second vote row of one shopper (unique per review and session)", async () => {
    const id = await freshReview();
    // A guest session of its own: no other test's session is needed (any order, any test alone).
    const session = await createSession(t.database.db, { customerId: null, now: new Date(), days: 1 });
    await t.database.db.insert(reviewHelpfulVotes).values({ reviewId: id, sessionId: session.id });
    await expect(
      t.database.db.insert(reviewHelpfulVotes).values({ reviewId: id, sessionId: session.id }),
    ).rejects.toThrow();
    // And a row names exactly one voter.
    await expect(t.database.db.insert(reviewHelpfulVotes).values({ reviewId: id })).rejects.toThrow();
  });

  it("counts three concurrent votes from one session once", async () => {
    // A review of its own with no votes: votes on the listing tests' reviews would reorder them.
    const id = await freshReview();
    const shopper = await guest();
    const answers = await Promise.all([1, 2, 3].map(() => vote(id, { cookie: shopper })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409, 409]);
    expect(answers.every((a) => a.body.result.helpful_count === 1)).toBe(true);
    expect(await count(id)).toBe(1);
  });

  it("refuses a vote without a live session, for an unknown review and with a bad id", async () => {
    const before = await count(ownReviewIds[0]);
    const none = await vote(ownReviewIds[0], { "device-id": "device-aaaa-1111" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      "We could not recognise your session. Please allow cookies, reload the page and try again.",
    );
    const madeUp = await vote(ownReviewIds[0], { cookie: "GuestToken=made-up-token" });
    expect(madeUp.status).toBe(400);
    const missing = await vote(2_000_000_000, { cookie: await guest() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This review was not found.");
    const bad = await callJson(t.app, "/api/product-review-helpful", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await guest() },
      body: JSON.stringify({ review_id: "x" }),
    });
    expect(bad.status).toBe(422);
    expect(await count(ownReviewIds[0])).toBe(before);
  });

  it("is never cached", async () => {
    // A review of its own: a vote on the listing tests' reviews would reorder their helpful sort.
    const res = await vote(await freshReview(), { cookie: await guest() });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/product-faqs", () => {
  it("pages 10 questions by default in their stored order with the real total", async () => {
    const all = await t.database.db
      .select({ id: productFaqs.id })
      .from(productFaqs)
      .where(eq(productFaqs.productId, productId))
      .orderBy(productFaqs.createdAt, productFaqs.id);
    const first = await resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${productId}`);
    expect(first).toMatchObject({ total: all.length, page: 1, page_size: 10 });
    expect(first.list.map((f) => f.id)).toEqual(all.slice(0, 10).map((f) => f.id));
    const second = await resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${productId}&page=2`);
    expect(second.list.map((f) => f.id)).toEqual(all.slice(10, 20).map((f) => f.id));
    expect(first.list[0]).toEqual({
      id: all[0].id,
      question: expect.any(String),
      answer: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("answers an empty list for a product without questions, 404 and 422 for bad input", async () => {
    expect(await resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${ownId}`)).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 10,
    });
    expect((await callJson(t.app, `/api/product-faqs?product_id=${missingId}`)).status).toBe(404);
    for (const q of ["page=0", "page_size=51", "page=x"])
      expect((await callJson(t.app, `/api/product-faqs?product_id=${productId}&${q}`)).status, q).toBe(422);
  });
});
