import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  SIZES,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";

// The notifications bell and the account menu (issue 17). The seed writes three notes for everyone
// (server/db/seed/seed.ts): "Outdoor week: patio sets are in" (hot, newest), "Plus+ members save 15%
// all year" and "Welcome to Nestora". Every new account and every guest starts with all three unread.

test.describe.configure({ timeout: 120_000 });

const bell = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByTestId("notifications-bell");
const panel = (page: import("@playwright/test").Page) => page.getByTestId("notifications-panel");
const note = (page: import("@playwright/test").Page, title: string) =>
  panel(page).getByTestId("notification").filter({ hasText: title });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a customer opens the bell, reads a note (the count drops) and finds it read after a reload", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `bell-${tag}`);
      await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
      await waitForHydrated(bell(page));
      await bell(page).click();
      await expect(bell(page)).toHaveAttribute("aria-expanded", "true");
      await expect(panel(page).getByRole("heading", { name: "Notifications" })).toBeVisible();
      await expect(panel(page).getByTestId("notification")).toHaveCount(3);

      const outdoor = note(page, "Outdoor week: patio sets are in");
      await expect(outdoor).toContainText("Hot");
      await outdoor.getByRole("button", { name: /Outdoor week/ }).click();
      await expect(outdoor.getByText("New patio and garden pieces just landed.")).toBeVisible();
      await expect(outdoor.locator("img")).toBeVisible();
      await expect(outdoor.getByRole("link", { name: /View details/ })).toHaveAttribute(
        "href",
        "/outdoor.html",
      );
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      await expect(page.getByTestId("notifications-count")).toHaveText("2");
      const list = panel(page).getByTestId("notifications-list");
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("360px");
      // The open panel lies over the category bar: axe checks the panel (the page is checked closed).
      await expectNoAxeViolations(page, `notifications (${tag})`, '[data-testid="notifications-panel"]');
      await shot(page, `notifications-open-${tag}`);

      // Escape closes and gives focus back to the bell.
      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();

      // The server kept it: after a reload the note is read and the count stays down.
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      await expectNoAxeViolations(page, `header with the bell (${tag})`);
      const api = (await (await page.request.get("/api/customer/get_system_notes")).json()) as Envelope<{
        items: { title: string; has_read: number }[];
        notes_count: number;
      }>;
      expect(api.result.notes_count).toBe(2);
      expect(api.result.items.find((n) => n.title.startsWith("Outdoor week"))?.has_read).toBe(1);
      await waitForHydrated(bell(page));
      await bell(page).click();
      await expect(note(page, "Outdoor week")).toHaveAttribute("data-read", "1");
      await expect(note(page, "Welcome to Nestora")).toHaveAttribute("data-read", "0");
    });

    test("a guest reads a note, signs in, and the read carries over", async ({ page, request }) => {
      await page.goto("/");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
      await waitForHydrated(bell(page));
      await bell(page).click();
      await note(page, "Welcome to Nestora").getByRole("button").click();
      await expect(note(page, "Welcome to Nestora")).toContainText("Read the shipping guide");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      await shot(page, `notifications-guest-${tag}`);
      // Kept in the browser: still read after a reload.
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      expect(await page.evaluate(() => localStorage.getItem("notesTemp"))).toMatch(/^\[\d+\]$/);

      await newCustomerSignedIn(page, request, `bell-guest-${tag}`);
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("notesTemp"))).toBeNull();
      const api = (await (await page.request.get("/api/customer/get_system_notes")).json()) as Envelope<{
        items: { title: string; has_read: number }[];
      }>;
      expect(api.result.items.find((n) => n.title === "Welcome to Nestora")?.has_read).toBe(1);
    });

    test("the account menu works by keyboard", async ({ page, request }) => {
      await newCustomerSignedIn(page, request, `menu-${tag}`);
      const hi = page.getByRole("banner").getByRole("button", { name: "Hi Robin" });
      await waitForHydrated(hi);
      await hi.focus();
      await page.keyboard.press("Enter");
      await expect(hi).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("banner").getByRole("list", { name: "My account" });
      await expect(menu.getByRole("link")).toHaveText([
        "My Account",
        "My Orders",
        "My Coupons",
        "My Wishlist",
        "Points",
        "Plus+",
      ]);
      await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
      await expectNoAxeViolations(page, `account menu (${tag})`, '[data-testid="account-menu"]');
      await shot(page, `account-menu-${tag}`);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(hi).toBeFocused();
      // Tabbing on past its last item (Log out) closes it.
      await page.keyboard.press("Enter");
      for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
      await expect(menu.getByRole("button", { name: "Log out" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      await hi.focus();

      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "My Account" })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "My Coupons" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/customer\/account\/coupon$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Coupons");
      await expect(menu).toBeHidden();
    });
  });
}
