import { expect, test, waitForHydrated } from "./fixtures";

test.describe("Category navigation", () => {
  test("a header category link resolves through the path lookup and shows that category", async ({
    page,
  }) => {
    await page.goto("/");
    const link = page.getByRole("banner").getByRole("link", { name: "Furniture", exact: true }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/furniture.html");
    await waitForHydrated(link);
    // Marked before the click: a full page load would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/furniture\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furniture");
    await expect(page).toHaveTitle(/^Furniture\b.*Nestora$/);
    // The menu's plain links are routed in the app: no full page load.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a subcategory page opens directly at /{top}/{sub}.html", async ({ page }) => {
    const res = await page.goto("/furniture/sofas-sectionals.html");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sofas & Sectionals");
  });
});

// Filters on a phone open in a bottom sheet ("Show N results", Clear): shopper-polish.spec.ts.
