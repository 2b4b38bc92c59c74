import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, SIZES, shot, test, waitForHydrated } from "./fixtures";

// /blackfriday (issue 19): the catalogue's deals, deepest cut first, by top category and page; its
// own trigger opens the subscribe pop-up and the page logs its extra events. Both sizes; axe.

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );

/** The whole percent off of each deal shown, in order. */
const percents = async (page: Page) =>
  (
    await page
      .getByTestId("deals")
      .getByText(/^\d+% off$/)
      .allTextContents()
  ).map((t) => Number.parseInt(t, 10));

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("deals deepest cut first, by category and page, with the page's events", async ({ page }) => {
      const res = await page.goto("/blackfriday");
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our biggest deals of the year");
      const trigger = page.getByRole("button", { name: "Get up to $200 in coupons", exact: true });
      await waitForHydrated(trigger);
      const all = await percents(page);
      expect(all.length).toBeGreaterThan(0);
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect((await dataLayer(page)).some((e) => e.event === "blackfriday_view")).toBe(true);
      await shot(page, `blackfriday-${tag}`);
      await expectNoAxeViolations(page, "/blackfriday");

      // The page's own trigger opens the subscribe pop-up (not the 15-second timer) and logs it.
      await trigger.click();
      const popup = page.getByRole("dialog", { name: "Get up to $200 in coupons" });
      await expect(popup).toBeVisible();
      expect((await dataLayer(page)).some((e) => e.event === "blackfriday_subscribe_open")).toBe(true);
      await popup.getByRole("button", { name: /close/i }).first().click();
      await expect(popup).toBeHidden();

      // A category chip narrows the deals to that top category and says how many there are.
      const chips = page.getByRole("navigation", { name: "Deals by category" }).getByRole("link");
      const second = chips.nth(1);
      const label = (await second.textContent()) ?? "";
      const [, name, count] = label.match(/^(.+?)\s*\((\d+)\)$/) ?? [];
      await second.click();
      await expect(page).toHaveURL(/\/blackfriday\?category=\d+$/);
      await expect(page.getByRole("heading", { level: 2, name: `${name} deals` })).toBeVisible();
      await expect(second).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
      expect(
        (await dataLayer(page)).some((e) => e.event === "blackfriday_category" && e.category === name),
      ).toBe(true);
    });
  });
}
