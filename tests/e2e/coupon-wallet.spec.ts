import {
  cartOverThreshold,
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  SIZES,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";

// My Coupons (issue 17): a coupon claimed on a product page (Get Now) is in the wallet's Available
// tab, and its Apply to cart puts it on the cart. Both sizes, axe on the wallet.

test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a coupon got on a product page is in My Coupons and applies to the cart", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `wallet-${tag}`);
      // The signed-in browser's own cart (page.request shares its cookies).
      await cartOverThreshold(page.request);

      // Get Now on a furniture product's coupons drawer: FURNITURE10 ($10 off $100+ in Furniture).
      const list = (await (
        await page.request.get("/api/products?category_id=2&in_stock=1&page_size=1")
      ).json()) as Envelope<{ items: { url_path: string }[] }>;
      await page.goto(list.result.items[0].url_path);
      const open = page.getByRole("button", { name: /Coupons available: \d+/ });
      await waitForHydrated(open);
      await open.click();
      const drawer = page.getByRole("dialog", { name: "Coupons" });
      await drawer.getByRole("button", { name: "Get Now: $10 OFF Furniture Savings" }).click();
      await expect(
        drawer.getByText("Coupon received! It is saved in My Account under Coupons."),
      ).toBeVisible();
      await page.keyboard.press("Escape");

      await page.goto("/customer/account/coupon");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Coupons");
      const tabs = page.getByRole("navigation", { name: "Coupon lists" });
      await expect(tabs.getByRole("link", { name: /^Available \(\d+\)$/ })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const card = page.getByTestId("wallet-coupon").filter({ hasText: "FURNITURE10" });
      await expect(card).toContainText("$10 OFF");
      await expect(card).toContainText("On orders of $100+ in Furniture");
      await expectNoAxeViolations(page, `My Coupons (${tag})`);
      await shot(page, `wallet-${tag}`);

      // The other tabs are addresses of their own.
      await tabs.getByRole("link", { name: /^Used/ }).click();
      await expect(page).toHaveURL(/\/customer\/account\/coupon\?tab=used$/);
      await expect(page.getByTestId("wallet-empty")).toHaveText("You have not used a coupon yet.");
      await tabs.getByRole("link", { name: /^Available/ }).click();

      await page
        .getByTestId("wallet-coupon")
        .filter({ hasText: "FURNITURE10" })
        .getByRole("button", { name: "Apply to cart: FURNITURE10" })
        .click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      await expect(page.getByText("Discount (FURNITURE10)").first()).toBeVisible();
    });
  });
}
