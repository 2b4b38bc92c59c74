import { expect, expectNoAxeViolations, newCustomerSignedIn, SIZES, test, waitForHydrated } from "./fixtures";

// Every account page has the same width and the same navigation: a column beside the page on a
// desktop, a menu at the top on a phone.

const PAGES = [
  { path: "/customer/account/home", heading: "My Account", current: "My Account" },
  { path: "/customer/account/order", heading: "My Orders", current: "My Orders" },
  { path: "/customer/account/returns", heading: "My Returns", current: "My Returns" },
  { path: "/member-center", heading: "Plus+ Member Center", current: "Plus+ Member Center" },
  { path: "/sales/plusorder/history", heading: "Plus+ Orders", current: "Plus+ Orders" },
  { path: "/customer/account/play-to-win", heading: "Play to Win", current: "Play to Win" },
  { path: "/customer/account/coupon", heading: "My Coupons", current: "My Coupons" },
  { path: "/customer/account/coupon?tab=expired", heading: "My Coupons", current: "My Coupons" },
  { path: "/points/points", heading: "My Points", current: "My Points" },
  { path: "/points/reward", heading: "Points Rewards", current: "My Points" },
  { path: "/customer/account/wishlist", heading: "My Wishlist", current: "My Wishlist" },
  { path: "/customer/account/review", heading: "My Reviews", current: "My Reviews" },
  { path: "/customer/account/faq", heading: "My Questions", current: "My Questions" },
  { path: "/customer/account/products", heading: "My Products", current: "My Products" },
  { path: "/customer/account/products-waranty", heading: "My Warranty", current: "My Warranty" },
  { path: "/customer/account/newsletter", heading: "My Newsletter", current: "My Newsletter" },
  {
    path: "/customer/account/exclusive-customer-service",
    heading: "Customer Service",
    current: "Customer Service",
  },
  { path: "/customer/account/edit?accountType=address", heading: "Address Book", current: "Address Book" },
  { path: "/customer/account/accountinfo", heading: "Account Information", current: "Account Information" },
  { path: "/customer/account/edit", heading: "Edit Account", current: "Account Information" },
];

const NAV_LABELS = [
  "My Account",
  "My Orders",
  "My Returns",
  "Plus+ Member Center",
  "Plus+ Orders",
  "Play to Win",
  "My Coupons",
  "My Points",
  "My Wishlist",
  "My Reviews",
  "My Questions",
  "My Products",
  "My Warranty",
  "My Newsletter",
  "Customer Service",
  "Address Book",
  "Account Information",
];

test.describe("desktop 1366×900", () => {
  test.use(SIZES[0].use);

  test("every account page: one width, one side navigation naming the current page", async ({
    page,
    request,
  }) => {
    // Six pages, each checked by axe-core: generous on a busy CI machine.
    test.setTimeout(240_000);
    await newCustomerSignedIn(page, request, "layout");
    const widths = new Set<number>();
    for (const { path, heading, current } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const nav = page.getByRole("navigation", { name: "My Account" });
      await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
      await expect(nav.getByRole("link", { name: current })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
      await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
      // The navigation is a column to the left of the page's heading.
      const navBox = await nav.boundingBox();
      const h1Box = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(navBox && h1Box && navBox.x + navBox.width <= h1Box.x).toBe(true);
      widths.add(Math.round((await page.locator("main > div").first().boundingBox())?.width ?? 0));
      // The header and footer are the same on every account page: checked in full on the first,
      // then the page's own part (axe over the whole page is most of this journey's time).
      await expectNoAxeViolations(page, path, path === PAGES[0].path ? undefined : "main");
    }
    // 72rem (max-w-6xl) on every page.
    expect([...widths]).toEqual([1152]);

    const nav = page.getByRole("navigation", { name: "My Account" });
    await waitForHydrated(nav.getByRole("link", { name: "My Orders" }));
    await nav.getByRole("link", { name: "My Orders" }).click();
    await expect(page).toHaveURL("/customer/account/order");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Orders");
  });
});

test.describe("mobile 390×844", () => {
  test.use(SIZES[1].use);

  test("the navigation is a menu at the top that names the page and leads to the others", async ({
    page,
    request,
  }) => {
    test.slow();
    await newCustomerSignedIn(page, request, "layout-m");
    for (const { path, current } of PAGES) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "My Account" });
      const summary = nav.locator("summary");
      await expect(summary).toHaveText(`Account menu: ${current}`);
      // Closed, it sits above the heading and the page runs the full width.
      await expect(nav.getByRole("link")).toHaveCount(0);
      const navBox = await nav.boundingBox();
      const h1Box = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(navBox && h1Box && navBox.y + navBox.height <= h1Box.y).toBe(true);
      expect(Math.round(h1Box?.x ?? 0)).toBe(16);
    }

    await page.goto("/customer/account/home");
    const nav = page.getByRole("navigation", { name: "My Account" });
    await waitForHydrated(nav.getByRole("link", { name: "My Orders", includeHidden: true }).first());
    await nav.locator("summary").click();
    await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
    await expect(nav.getByRole("link", { name: "My Account" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, "account menu open on a phone");
    await nav.getByRole("link", { name: "Address Book" }).click();
    await expect(page).toHaveURL("/customer/account/edit?accountType=address");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Address Book");
    // The menu closes on the page it led to, and names it.
    await expect(nav.getByRole("link")).toHaveCount(0);
    await expect(nav.locator("summary")).toHaveText("Account menu: Address Book");
    await expectNoAxeViolations(page);
  });
});
