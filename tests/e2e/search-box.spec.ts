import { expect, expectNoAxeViolations, SIZES, test, waitForHydrated } from "./fixtures";

// The header search box at both sizes: recent and trending searches in the empty box, suggestion
// ranking, "Search instead for …" after a correction; the Popular row's arrows; and on a phone
// the header that hides on scroll-down and returns on scroll-up without moving the page.

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("an empty box offers trending searches, then this device's recent ones; Clear forgets them", async ({
      page,
    }) => {
      test.slow();
      await page.goto("/");
      const box = page.getByRole("combobox", { name: "Search products" });
      await waitForHydrated(box);
      await box.focus();
      const list = page.getByRole("listbox", { name: "Search suggestions" });
      await expect(list).toBeVisible();
      // The seeded hot keywords are the trending searches of a new store.
      const trending = list.getByRole("group", { name: "Trending searches" });
      await expect(trending.getByRole("option", { name: "sofa", exact: true })).toBeVisible();
      await expect(trending.getByRole("option", { name: "air conditioner", exact: true })).toBeVisible();
      await expect(list.getByRole("group", { name: "Recent searches" })).toHaveCount(0);
      await expectNoAxeViolations(page, "search box focused empty");

      // Two searches, typed and submitted.
      for (const q of ["bed frame", "sofa"]) {
        await box.fill(q);
        await box.press("Enter");
        await expect(page).toHaveURL(`/search?q=${q.replace(" ", "+")}`);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(q);
      }
      await page.goto("/");
      await waitForHydrated(box);
      await box.focus();
      const recent = list.getByRole("group", { name: "Recent searches" });
      await expect(recent.getByRole("option")).toHaveText(["sofa", "bed frame", "Clear recent searches"]);
      // Keyboard: the first option is the newest search; Enter runs it.
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", /-opt-0$/);
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=sofa");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “sofa”");

      await page.goto("/");
      await waitForHydrated(box);
      await box.focus();
      await recent.getByRole("option", { name: "Clear recent searches" }).click();
      await expect(list.getByRole("group", { name: "Recent searches" })).toHaveCount(0);
      await expect(trending.getByRole("option", { name: "sofa", exact: true })).toBeVisible();
      await expect(box).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBeNull();
    });

    test("'sof' suggests sofas first; a misspelt search offers to search instead for the words as typed", async ({
      page,
    }) => {
      test.slow();
      await page.goto("/");
      const box = page.getByRole("combobox", { name: "Search products" });
      await waitForHydrated(box);
      await box.fill("sof");
      const products = page.getByRole("group", { name: "Products" }).getByRole("option");
      await expect(products.first()).toBeVisible();
      for (const name of await products.allTextContents()) expect(name).toMatch(/\bSofa\b/);
      await expectNoAxeViolations(page, "search suggestions for sof");

      await page.goto("/search?q=sofaa");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “sofa”");
      const instead = page.getByRole("link", { name: "sofaa", exact: true });
      await expect(page.getByText("Showing results for sofa.")).toBeVisible();
      await expect(instead).toHaveAttribute("href", "/search?q=sofaa&correct=0");
      await expectNoAxeViolations(page);
      await waitForHydrated(instead);
      await instead.click();
      await expect(page).toHaveURL("/search?q=sofaa&correct=0");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “sofaa”");
    });
  });
}

test.describe("desktop 1366×900 header", () => {
  test.use(SIZES[0].use);

  test("the Popular row that runs on fades out and scrolls on with its arrow", async ({ page }) => {
    test.slow();
    await page.goto("/");
    const row = page.getByRole("navigation", { name: "Popular searches" });
    const list = row.getByRole("list");
    const more = row.getByRole("button", { name: "More popular searches" });
    await waitForHydrated(more);
    expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    expect(await list.evaluate((ul) => getComputedStyle(ul).maskImage)).toContain("linear-gradient");
    await more.click();
    await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(100);
    await expect(row.getByRole("button", { name: "Earlier popular searches" })).toBeVisible();
    // The header stays in place on a desktop.
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    await expect(page.locator("header").first()).not.toHaveAttribute("data-hidden");
  });
});

test.describe("mobile 390×844 header", () => {
  test.use(SIZES[1].use);

  test("hides on scroll-down, returns on scroll-up, and never shifts the page", async ({ page }) => {
    test.slow();
    await page.goto("/furniture.html");
    const header = page.locator("header").first();
    await waitForHydrated(page.getByRole("combobox", { name: "Search products" }));
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: false });
    });
    const top = () => header.evaluate((el) => el.getBoundingClientRect().top);

    await page.evaluate(() => window.scrollBy(0, 900));
    await expect(header).toHaveAttribute("data-hidden", "");
    await expect.poll(top).toBeLessThan(-100);

    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(header).not.toHaveAttribute("data-hidden");
    await expect.poll(top).toBe(0);
    await expectNoAxeViolations(page, "phone header back on scroll-up");

    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(header).toHaveAttribute("data-hidden", "");
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});
