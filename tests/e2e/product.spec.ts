import type { APIRequestContext } from "@playwright/test";
import type { Envelope } from "./fixtures";
import { expect, test, waitForHydrated } from "./fixtures";

interface Variant {
  piid: number;
  inventory: { is_in_stock: boolean; usable_qty: number };
}
interface Detail {
  url_path: string;
  name: string;
  piid: number;
  relation: Variant[];
}

/** A product from the home rails with at least two variants in stock, read from the real API. */
async function productWithTwoVariants(request: APIRequestContext): Promise<Detail> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    featured: { entity_id: number }[];
    bestseller: { entity_id: number }[];
    new_arrivals: { entity_id: number }[];
  }>;
  const ids = [...home.result.featured, ...home.result.bestseller, ...home.result.new_arrivals].map(
    (p) => p.entity_id,
  );
  for (const id of ids) {
    const detail = (await (await request.get(`/api/product/${id}`)).json()) as Envelope<Detail>;
    if (detail.result.relation.filter((v) => v.inventory.is_in_stock).length >= 2) return detail.result;
  }
  throw new Error("no product with two in-stock variants on the home page");
}

test.describe("Product page", () => {
  test("a home product opens its page; choosing a variant updates the URL piid in place", async ({
    page,
    request,
  }) => {
    const product = await productWithTwoVariants(request);
    const res = await page.goto(product.url_path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(/Nestora$/);

    const other = product.relation.find((v) => v.piid !== product.piid && v.inventory.is_in_stock)!;
    const link = page.locator(`a[href$="piid=${other.piid}"]`).first();
    await waitForHydrated(link);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`piid=${other.piid}`));
    await expect(link).toHaveAttribute("aria-current", "true");
    // No document load happened: the choice was made in place.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("the server's lower part and footer are rendered by the browser only near the viewport, and read in full", async ({
    browser,
    baseURL,
    request,
  }) => {
    const product = await productWithTwoVariants(request);
    // The server's HTML as the browser has it before the regions' code is live (once live, a
    // region drops the property: the Write a Review journey checks that), so no script runs here.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(product.url_path);
      const footer = page.getByRole("contentinfo");
      const regionOf = (inner: ReturnType<typeof page.locator>) =>
        inner.evaluate((el) => {
          const region = el.closest('[class*="content-visibility"]');
          return region ? getComputedStyle(region).contentVisibility : "none";
        });
      // Below the first screen: style and layout skipped until they come near (content-visibility).
      expect(await regionOf(footer)).toBe("auto");
      expect(await regionOf(page.getByRole("heading", { name: /Reviews/i }).first())).toBe("auto");
      // Still in the page for search and assistive technology, and shown when scrolled to.
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeVisible();
      await expect(footer.getByRole("navigation").first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("?piid= pre-selects that variant on arrival", async ({ page, request }) => {
    const product = await productWithTwoVariants(request);
    const other = product.relation.find((v) => v.piid !== product.piid && v.inventory.is_in_stock)!;
    await page.goto(`${product.url_path}?piid=${other.piid}`);
    await expect(page.locator(`a[href$="piid=${other.piid}"]`).first()).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the quantity selector corrects out-of-range amounts with the spec's messages", async ({
    page,
    request,
  }) => {
    const product = await productWithTwoVariants(request);
    await page.goto(product.url_path);
    const qty = page.getByRole("spinbutton", { name: "Quantity" });
    await waitForHydrated(qty);
    const max = product.relation.find((v) => v.piid === product.piid)!.inventory.usable_qty;
    await qty.fill(String(max + 5));
    await expect(qty).toHaveValue(String(max));
    await expect(page.getByText(`Max qty is ${max}`)).toBeVisible();
    await qty.fill("0");
    await expect(page.getByText(/Min qty is \d+/)).toBeVisible();
  });
});
