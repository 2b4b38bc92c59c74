import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqListResult, ReviewListResult } from "../../../../contract/reviews";
import { productFaqs, reviews } from "../../../../server/db/schema/catalog";
import { resultOf } from "../../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { FaqSection } from "../faq/faq-section";
import { loadProductDetail } from "../product-detail.server";
import { ReviewsSection } from "./reviews-section";

// The sections rendered on the server from real API answers; one product gets hostile text.
let t: TestApp;
let productId: number;
let hostileId: number;
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  const { rows } = (await t.database.db.execute(sql`
    select p.id from products p
    where (select count(*) from reviews r where r.product_id = p.id) > 12
      and (select count(*) from product_faqs f where f.product_id = p.id) > 10
    order by p.id limit 1`)) as unknown as { rows: { id: number }[] };
  productId = rows[0].id;
  const other = (await t.database.db.execute(
    sql`select id from products where id <> ${productId} order by id desc limit 1`,
  )) as unknown as { rows: { id: number }[] };
  hostileId = other.rows[0].id;
  await t.database.db.delete(reviews).where(eq(reviews.productId, hostileId));
  await t.database.db.delete(productFaqs).where(eq(productFaqs.productId, hostileId));
  await t.database.db.insert(reviews).values({
    productId: hostileId,
    nickname: `Eve ${HOSTILE}`,
    title: `Title ${HOSTILE}`,
    detail: `Detail ${HOSTILE}`,
    rating: 4,
    images: [{ url: "/media/r.svg", width: 600, height: 400 }],
  });
  await t.database.db
    .insert(productFaqs)
    .values({ productId: hostileId, question: `Q ${HOSTILE}`, answer: `A ${HOSTILE}` });
});
afterAll(() => t?.close());

const reviewsOf = (id: number, q = "") =>
  resultOf<ReviewListResult>(t.app, `/api/product-reviews?product_id=${id}${q}`);
const faqsOf = (id: number, q = "") =>
  resultOf<FaqListResult>(t.app, `/api/product-faqs?product_id=${id}${q}`);

describe("ReviewsSection", () => {
  it("renders the summary, the histogram and one page of five reviews with a pager", async () => {
    const data = await reviewsOf(productId);
    const html = await renderInRouter(<ReviewsSection productId={productId} data={data} />, {
      url: "/sofa.html?piid=7",
    });
    expect(html).toContain('id="reviews"');
    expect(html.match(/<article /g)).toHaveLength(5);
    const rate = data.product_rate;
    expect(html).toContain(
      `>${Number.isInteger(rate.reviewStar) ? rate.reviewStar : rate.reviewStar.toFixed(1)}</span>`,
    );
    for (const star of [5, 4, 3, 2, 1] as const) {
      const n = rate.star_counts[star];
      const percent = Math.round((n / rate.reviews_count) * 100);
      expect(html).toContain(`${n} ${n === 1 ? "review" : "reviews"}, ${percent}%`);
    }
    for (const r of data.list) {
      expect(html).toContain(`Helpful (<!-- -->${r.helpful_count}<!-- -->)`);
      expect(html).toContain(`dateTime="${r.created_at}"`);
    }
    // Page links keep the other parameters and land on the section without JavaScript.
    expect(html).toContain('href="/sofa.html?piid=7&amp;reviews_page=2#reviews"');
    expect(html).toContain('aria-current="page"');
    // Voting needs JavaScript: invisible and disabled in the server render.
    expect(html).toMatch(/class="mt-3 flex items-center gap-3 text-sm invisible"/);
  });

  it("renders review text escaped: a <script> in a review is text", async () => {
    const data = await reviewsOf(hostileId);
    const html = await renderInRouter(<ReviewsSection productId={productId} data={data} />);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(
      "Detail &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html).toContain("Title &lt;script&gt;");
    expect(html).toContain("Eve &lt;script&gt;");
  });

  it("sizes review photo thumbnails and links them to the full photo", async () => {
    const html = await renderInRouter(
      <ReviewsSection productId={productId} data={await reviewsOf(hostileId)} />,
    );
    expect(html).toMatch(
      /<a href="\/media\/r.svg" target="_blank" rel="noopener"[^>]*><img src="\/media\/r.svg" width="80" height="53" loading="lazy"/,
    );
  });

  it("says so when there are no reviews", async () => {
    const data = await reviewsOf(hostileId);
    const empty = { ...data, list: [], total: 0, product_rate: { ...data.product_rate, reviews_count: 0 } };
    const html = await renderInRouter(<ReviewsSection productId={productId} data={empty} />);
    expect(html).toContain("No reviews yet.");
    expect(html).not.toContain("<nav");
  });
});

describe("FaqSection", () => {
  it("renders ten questions with a pager keeping the other parameters", async () => {
    const data = await faqsOf(productId);
    const html = await renderInRouter(<FaqSection productId={productId} data={data} />, {
      url: "/sofa.html?reviews_page=2",
    });
    expect(html).toContain('id="faq"');
    expect(html.match(/<dt /g)).toHaveLength(10);
    expect(html).toContain('href="/sofa.html?reviews_page=2&amp;faq_page=2#faq"');
  });

  it("renders questions and answers escaped", async () => {
    const html = await renderInRouter(<FaqSection productId={productId} data={await faqsOf(hostileId)} />);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Q &lt;script&gt;");
    expect(html).toContain("A &lt;script&gt;");
  });
});

describe("loadProductDetail sections", () => {
  const context = { api: (path: string, init?: RequestInit) => Promise.resolve(t.app.request(path, init)) };
  const load = (search: string) =>
    loadProductDetail(
      context as unknown as AppLoadContext,
      productId,
      new URL(`http://store.test/p.html${search}`),
      {
        feed: false,
      },
    );

  it("loads the first pages: 5 reviews and 10 questions", async () => {
    const data = await load("");
    expect(data.reviews).toEqual(await reviewsOf(productId));
    expect(data.reviews.list).toHaveLength(5);
    expect(data.faqs).toEqual(await faqsOf(productId));
    expect(data.faqs.list).toHaveLength(10);
  });

  it("loads the pages the URL asks for, the last page past the end, page 1 for nonsense", async () => {
    const data = await load("?reviews_page=2&faq_page=2");
    expect(data.reviews.page).toBe(2);
    expect(data.reviews.list).toEqual((await reviewsOf(productId, "&page=2")).list);
    expect(data.faqs.page).toBe(2);
    const past = await load("?reviews_page=999");
    expect(past.reviews.page).toBe(Math.ceil(past.reviews.total / 5));
    expect(past.reviews.list.length).toBeGreaterThan(0);
    expect((await load("?reviews_page=-3&faq_page=abc")).reviews.page).toBe(1);
  });
});
