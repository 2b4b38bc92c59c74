import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqListResult, ReviewListResult } from "../../../../contract/reviews";
import { REVIEW_ADD_MESSAGES } from "../../../../contract/reviews-constants";
import { products, reviews } from "../../../../server/db/schema/catalog";
import { customers } from "../../../../server/db/schema/customer";
import { SESSION_COOKIE } from "../../../../server/http/session";
import { customerWithSession } from "../../../../server/modules/cart/cart.testing";
import { resultOf } from "../../../../tests/helpers/call-json";
import { tagsWith } from "../../../../tests/helpers/html-tags";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { closeLoginPopup, getLoginPopup } from "../../login/login-popup-store";
import { browserOverApp } from "../../session/browser-over-app.testing";
import { AskQuestion } from "../faq/ask-question";
import { FaqSection } from "../faq/faq-section";
import { QuestionForm } from "../faq/question-form";
import { ReviewForm } from "./review-form";
import { questionErrors, reviewErrors, submitQuestion, submitReview } from "./review-forms";
import { ReviewsSection } from "./reviews-section";
import { runSignedIn } from "./signed-in-action";
import { WriteReview } from "./write-review";

// "Write a Review" and "Ask a Question": the rules the forms apply, their markup (labels, messages
// tied to fields, the thanks), who gets the form and who the login popup, and submission through
// the real request layer against the real API.

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  ids = (await t.database.db.select({ id: products.id }).from(products)).map((p) => p.id);
});
afterAll(() => t?.close());

async function signedIn(firstname: string) {
  const me = await customerWithSession(t);
  await t.database.db.update(customers).set({ firstname }).where(eq(customers.id, me.customerId));
  return { me, browser: browserOverApp(t, { [SESSION_COOKIE]: me.token }) };
}

const valid = { rating: 5, title: "Lovely", detail: "Comfortable and easy to clean.", nickname: "" };

describe("the forms' rules", () => {
  it("asks for a rating, a title and 10–2000 characters of review; the nickname may be empty", () => {
    expect(reviewErrors(valid)).toEqual({});
    expect(reviewErrors({ rating: null, title: " ", detail: "short", nickname: "n".repeat(41) })).toEqual({
      rating: REVIEW_ADD_MESSAGES.rating,
      title: REVIEW_ADD_MESSAGES.required,
      detail: REVIEW_ADD_MESSAGES.detailLength,
      nickname: REVIEW_ADD_MESSAGES.nicknameTooLong,
    });
    expect(reviewErrors({ ...valid, title: "t".repeat(101) }).title).toBe(REVIEW_ADD_MESSAGES.titleTooLong);
  });

  it("asks for a question of 10–500 characters", () => {
    expect(questionErrors("")).toEqual({ question: REVIEW_ADD_MESSAGES.required });
    expect(questionErrors("Too short")).toEqual({ question: REVIEW_ADD_MESSAGES.questionLength });
    expect(questionErrors("q".repeat(501))).toEqual({ question: REVIEW_ADD_MESSAGES.questionLength });
    expect(questionErrors("Is it solid oak?")).toEqual({});
  });
});

describe("who gets the form", () => {
  it("opens the login popup for a guest, coming back to the product page; a customer gets the form", () => {
    closeLoginPopup();
    let opened = 0;
    runSignedIn(false, "/oak-table.html?piid=4", () => opened++);
    expect(opened).toBe(0);
    expect(getLoginPopup()).toMatchObject({
      redirect: "/oak-table.html?piid=4",
      entrypoint: "product_detail",
    });
    closeLoginPopup();
    runSignedIn(true, "/oak-table.html", () => opened++);
    expect(opened).toBe(1);
    expect(getLoginPopup()).toBeNull();
  });

  it("shows 'Write a Review' and 'Ask a Question' in the sections, also with no reviews or questions yet", async () => {
    const emptyReviews: ReviewListResult = {
      product_rate: {
        rating_summary: 0,
        reviewStar: 0,
        reviews_count: 0,
        star_counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
      },
      list: [],
      total: 0,
      page: 1,
      page_size: 5,
    };
    const emptyFaqs: FaqListResult = { list: [], total: 0, page: 1, page_size: 10 };
    const r = await renderInRouter(<ReviewsSection productId={ids[0]} data={emptyReviews} />);
    expect(r).toMatch(/<button type="button"[^>]*>Write a Review<\/button>/);
    const f = await renderInRouter(<FaqSection productId={ids[0]} data={emptyFaqs} />);
    expect(f).toMatch(/<button type="button"[^>]*>Ask a Question<\/button>/);
    // The dialogs are rendered only when open.
    expect(await renderInRouter(<WriteReview productId={1} />)).not.toContain("<dialog");
    expect(await renderInRouter(<AskQuestion productId={1} />)).not.toContain("<dialog");
  });
});

const labelFor = (html: string, name: string) => {
  const id = html.match(new RegExp(`<(?:input|textarea)[^>]*id="([^"]+)"[^>]*name="${name}"`))?.[1];
  return id ? html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)`))?.[1] : undefined;
};

describe("the review form's markup", () => {
  it("has labelled fields, a rating group, and the first name as the nickname", async () => {
    const html = await renderInRouter(<ReviewForm productId={1} firstname="Maya" onDone={() => {}} />);
    expect(html).toContain("<legend");
    expect(html).toContain("Your rating");
    expect(html.match(/type="radio"[^>]*name="rating"/g)).toHaveLength(5);
    expect(html).toContain("5 stars");
    expect(labelFor(html, "nickname")).toBe("Nickname");
    expect(labelFor(html, "title")).toBe("Review title");
    expect(labelFor(html, "detail")).toBe("Your review");
    expect(html).toMatch(/<input[^>]*name="nickname"[^>]*value="Maya"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Submit Review<\/button>/);
  });

  it("ties each message to its field and announces it", async () => {
    const errors = reviewErrors({ rating: null, title: "", detail: "short", nickname: "" });
    const html = await renderInRouter(
      <ReviewForm productId={1} firstname="" onDone={() => {}} initial={{ errors }} />,
    );
    for (const message of [
      REVIEW_ADD_MESSAGES.rating,
      REVIEW_ADD_MESSAGES.required,
      REVIEW_ADD_MESSAGES.detailLength,
    ]) {
      const id = html.match(new RegExp(`<p id="([^"]+)" role="alert"[^>]*>${message}</p>`))?.[1];
      expect(id, message).toBeTruthy();
      expect(html).toMatch(new RegExp(`aria-describedby="([^"]* )?${id}( [^"]*)?"`));
    }
    expect(tagsWith(html, "input", { name: "title", "aria-invalid": "true" })).toHaveLength(1);
  });

  it("shows the thanks once sent", async () => {
    const html = await renderInRouter(
      <ReviewForm
        productId={1}
        firstname=""
        onDone={() => {}}
        initial={{ sent: REVIEW_ADD_MESSAGES.reviewSubmitted }}
      />,
    );
    expect(html).toContain(
      `<p role="status" class="text-stone-800">${REVIEW_ADD_MESSAGES.reviewSubmitted}</p>`,
    );
    expect(html).not.toContain("<form");
  });

  it("the question form has a labelled question field, its message and its thanks", async () => {
    const html = await renderInRouter(<QuestionForm productId={1} onDone={() => {}} />);
    expect(labelFor(html, "question")).toBe("Your question");
    expect(html).toMatch(/<button type="submit"[^>]*>Submit Question<\/button>/);
    const refused = await renderInRouter(
      <QuestionForm productId={1} onDone={() => {}} initial={{ errors: questionErrors("short") }} />,
    );
    expect(refused).toContain(REVIEW_ADD_MESSAGES.questionLength);
    const sent = await renderInRouter(
      <QuestionForm
        productId={1}
        onDone={() => {}}
        initial={{ sent: REVIEW_ADD_MESSAGES.questionSubmitted }}
      />,
    );
    expect(sent).toContain("Thank you! We will answer your question soon.");
  });
});

describe("submitting (real request layer and API)", () => {
  it("sends a review with the spec's thanks, the first name as nickname, and refuses a second one clearly", async () => {
    const { me, browser } = await signedIn("Maya");
    const first = await submitReview(browser.api, ids[1], valid);
    expect(first).toEqual({
      ok: true,
      message: "Thank you! Your review has been submitted and will appear once approved.",
    });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.customerId, me.customerId));
    expect(row).toMatchObject({ nickname: "Maya", status: "pending", title: "Lovely" });
    const second = await submitReview(browser.api, ids[1], { ...valid, title: "Again" });
    expect(second).toEqual({ ok: false, message: REVIEW_ADD_MESSAGES.alreadyReviewed });
    // Not listed before approval.
    const list = await resultOf<ReviewListResult>(
      t.app,
      `/api/product-reviews?product_id=${ids[1]}&page_size=20`,
    );
    expect(list.list.map((r) => r.id)).not.toContain(row.id);
  });

  it("sends a question with the spec's thanks", async () => {
    const { browser } = await signedIn("Kim");
    expect(await submitQuestion(browser.api, ids[2], "  Does it come assembled?  ")).toEqual({
      ok: true,
      message: "Thank you! We will answer your question soon.",
    });
  });
});
