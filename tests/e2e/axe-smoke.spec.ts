import { expectNoAxeViolations, SIZES, test } from "./fixtures";

// The axe helper itself: the home page is checked at both sizes. Each feature's own journeys call
// expectNoAxeViolations on their pages and open dialogs.
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    test("home page has no WCAG 2.2 A/AA violations", async ({ page }) => {
      await page.goto("/");
      await expectNoAxeViolations(page);
    });
  });
}
