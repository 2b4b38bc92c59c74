import { expect, test } from "./fixtures";

test.describe("CMS pages", () => {
  test("the shipping guide renders its content in the cms layout", async ({ page }) => {
    const res = await page.goto("/shipping-guide");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/shipping/i);
    const main = page.getByRole("main");
    // Spec part 2 §9: free standard shipping in 2–5 days, not to AK/GU/HI/PR, no FPO/APO/PO Box.
    await expect(main).toContainText(/free standard shipping/i);
    await expect(main).toContainText(/2[–-]5/);
    for (const place of [
      /\b(AK|Alaska)\b/,
      /\b(HI|Hawaii)\b/,
      /\b(PR|Puerto Rico)\b/,
      /\b(GU|Guam)\b/,
      /PO Box/,
    ]) {
      await expect(main).toContainText(place);
    }
    // The cms layout keeps the default header (with search) and the footer.
    await expect(page.getByRole("banner").getByPlaceholder("Search for anything you need…")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(/Nestora$/);
  });

  test("the footer links to CMS pages that all render", async ({ page }) => {
    await page.goto("/shipping-guide");
    const footer = page.getByRole("contentinfo");
    const link = footer.getByRole("link", { name: /return/i }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/return/i);
  });
});
