import type { APIRequestContext } from "@playwright/test";
import { REVIEW_ADD_MESSAGES } from "../../contract/reviews-constants";
import { type Envelope, expect, newCustomerSignedIn, test, waitForHydrated } from "./fixtures";

test.describe("Browse and search", () => {
  test("category → filter → sort → page 2 → product, all in the URL", async ({ page }) => {
    await page.goto("/furniture.html");
    const filters = page.getByRole("form", { name: "Filter products" }).first();
    const availability = filters.getByRole("group", { name: "Availability" });
    const inStock = availability.getByRole("checkbox", { name: /In stock only/ });
    await waitForHydrated(inStock);
    await inStock.check();
    await expect(page).toHaveURL(/in_stock=1/);

    const sort = page.getByLabel("Sort by");
    await waitForHydrated(sort);
    await sort.selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/in_stock=1/);

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furniture");

    // Back undoes the last step.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.locator('[aria-current="page"]')).toContainText("2");

    const product = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    const name = (await product.textContent())?.trim() ?? "";
    await product.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a search with a typo still finds the product", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByPlaceholder("Search for anything you need…");
    await waitForHydrated(box);
    await box.fill("sofaa");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=sofaa/);
    await expect(page.getByText(/Showing results for/)).toBeVisible();
    const first = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    await expect(first).toHaveText(/sofa|sectional|loveseat/i);
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

/** A product with more than one page of reviews and at least one FAQ entry. */
async function reviewedProduct(request: APIRequestContext): Promise<string> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    bestseller: { entity_id: number; url_path: string; reviews_count: number }[];
    featured: { entity_id: number; url_path: string; reviews_count: number }[];
  }>;
  for (const p of [...home.result.bestseller, ...home.result.featured]) {
    if (p.reviews_count <= 5) continue;
    const faqs = (await (
      await request.get(`/api/product-faqs?product_id=${p.entity_id}`)
    ).json()) as Envelope<{
      total: number;
    }>;
    if (faqs.result.total > 0) return p.url_path;
  }
  throw new Error("no product with 6+ reviews and an FAQ on the home page");
}

test.describe("Reviews and FAQ", () => {
  test("reviews page through 5 at a time and ?position=faq lands on the FAQ", async ({ page, request }) => {
    const path = await reviewedProduct(request);
    await page.goto(path);
    const reviews = page.locator("#reviews");
    await expect(
      reviews
        .getByRole("article")
        .or(reviews.locator("li").filter({ hasText: /./ }))
        .first(),
    ).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Review pages" });
    const next = pager.getByRole("link", { name: /2/ }).first();
    await waitForHydrated(next);
    await next.click();
    await expect(page).toHaveURL(/reviews_page=2/);

    await page.goto(`${path}?position=faq`);
    await expect(page.locator("#faq-heading")).toBeInViewport();
  });
});

test.describe("The product page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the lower part's code loads when the shopper scrolls to it; the reviews pager then pages in place", async ({
    page,
    request,
  }) => {
    const path = await reviewedProduct(request);
    const lateChunks: string[] = [];
    page.on("request", (r) => {
      const m = /\/(below-fold-sections|delivery-panel|footer)-[\w-]+\.js$/.exec(r.url());
      if (m) lateChunks.push(m[1]);
    });
    await page.goto(path);
    const heart = page.getByRole("button", { name: "Add to My Wishlists" });
    await waitForHydrated(heart);
    // Server-rendered in full, but not loaded with the page: they are screens below the first.
    await expect(page.locator("#reviews")).toBeAttached();
    await expect(page.getByRole("region", { name: "Delivery" })).toBeAttached();
    expect(lateChunks).toEqual([]);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const next = page.getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => lateChunks).toContain("below-fold-sections");
    await waitForHydrated(next);
    await next.click();
    await expect(page).toHaveURL(/reviews_page=2/);
    await expect(
      page.getByRole("navigation", { name: "Review pages" }).locator('[aria-current="page"]'),
    ).toHaveText(/2/);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("Writing a review", () => {
  test("a customer opens Write a Review, the form loads on demand in the dialog and is sent", async ({
    page,
    request,
  }) => {
    await newCustomerSignedIn(page, request, "reviewer");
    const path = await reviewedProduct(request);
    const formChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/review-form-[\w-]+\.js$/.test(r.url())) formChunks.push(r.url());
    });
    await page.goto(path);
    const write = page.getByRole("button", { name: "Write a Review" });
    await waitForHydrated(write);
    expect(formChunks, "the review form is not part of the page's first load").toEqual([]);
    await write.click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await expect(dialog).toBeVisible();
    // A modal <dialog> in the top layer: its backdrop covers the screen, not just the page part
    // the button is in (a part that waits for the shopper carries content-visibility, whose
    // containment framed the old overlay), and the page behind is inert.
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    // The stars are radios drawn over visually hidden inputs: chosen with the keyboard.
    await dialog.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await dialog.getByLabel("Review title").fill("Sturdy and comfortable");
    await dialog.getByLabel("Your review").fill("We use it every day and it still looks new.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog.getByText(REVIEW_ADD_MESSAGES.reviewSubmitted)).toBeVisible();
    expect(formChunks).toHaveLength(1);
  });
});

test.describe("Search suggestions", () => {
  test("typing in the header box lists keywords, categories and products; arrows and Enter open one", async ({
    page,
  }) => {
    const suggestionChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/live-search-suggestions-[\w-]+\.js$/.test(r.url())) suggestionChunks.push(r.url());
    });
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await waitForHydrated(box);
    expect(suggestionChunks, "the suggestions are not part of the first load").toEqual([]);
    await box.focus();
    await box.pressSequentially("sofa", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("group", { name: "Products" }).getByRole("option").first()).toBeVisible();

    // The first product: Arrow Down past the keywords and categories, then Enter opens it.
    const options = list.getByRole("option");
    const firstProduct = list.getByRole("group", { name: "Products" }).getByRole("option").first();
    const target = await firstProduct.textContent();
    const count = await options.count();
    let index = 0;
    for (; index < count; index++) {
      await box.press("ArrowDown");
      const active = await box.getAttribute("aria-activedescendant");
      if (active && (await firstProduct.getAttribute("id")) === active) break;
    }
    await expect(firstProduct).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\.html/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      (target ?? "")
        .replace(/\$[\d,.]+$/, "")
        .trim()
        .slice(0, 20),
    );
  });
});
