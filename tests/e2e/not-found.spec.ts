import { expect, test } from "./fixtures";

test.describe("Unknown and asset-looking paths", () => {
  test("an unknown path shows the 404 page with HTTP 404", async ({ page }) => {
    const res = await page.goto("/no-such-page-here.html?from=test");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found|can.t find|404/i);
    // Still inside the store's chrome so the shopper can carry on.
    await expect(page.getByRole("banner").getByPlaceholder("Search for anything you need…")).toBeVisible();
    await expect(page).toHaveTitle(/Nestora$/);
  });

  test("/404 itself is the NotFound page", async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found|can.t find|404/i);
  });

  for (const path of ["/foo.png", "/fonts/brand.woff2", "/promo/clip.mp4", "/3Fabcdefghij"]) {
    test(`an asset-looking path (${path}) shows the Error page, not a lookup result`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBeGreaterThanOrEqual(400);
      expect(res?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/went wrong|error/i);
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/not found/i);
    });
  }
});
