import type { Page } from "@playwright/test";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  SIZES,
  shot,
  signInOnPage,
  test,
  verificationCode,
  waitForHydrated,
} from "./fixtures";
import { joinThroughCalls } from "./plus-steps";

// The Plus+ pages other than the join flow (issue 18): the landing (/nestoraplus) and the member
// introduction for anyone; for a customer the account menu's Plus+ entry, the member centre
// (non-member, then member: code with Copy, referral pop-up), Plus+ Orders and the print page.
// A member is made through the real join calls (code from the dev mailbox's SMS, test card): the
// join flow's own screens are tests/e2e/plus-join*.spec.ts's. Both sizes; axe on every page and
// open dialog.

test.describe.configure({ timeout: 120_000 });

/** The page fits its width: nothing to scroll sideways (phones too). */
async function expectNoSideScroll(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll, `${label} is wider than the screen`).toBeLessThanOrEqual(width);
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("the landing: hero, $19/year against $69/year, benefits, member prices, FAQ; Join and Refer a friend ask a guest to sign in", async ({
      page,
    }) => {
      const res = await page.goto("/nestoraplus?entrypoint=sidebar_plus_ads");
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Nestora PLUS+");
      const price = page.getByTestId("plus-price").first();
      await expect(price).toContainText("$19/year");
      await expect(price.locator("s")).toContainText("$69/year");
      const benefits = page.getByTestId("plus-benefits");
      for (const title of [
        "15% off all year",
        "3X points",
        "365-day extended warranty",
        "Quick refund",
        "VIP service",
      ])
        await expect(benefits).toContainText(title);
      await expect(benefits).toContainText("Extra $40 off your first order");
      await expect(benefits).toContainText("$20 per friend");
      await expect(page.getByTestId("plus-products").getByRole("article").first()).toContainText("Plus+");
      await expect(page.getByRole("link", { name: "Plus+ Membership Terms" })).toHaveAttribute(
        "href",
        "/nestoraplus-rules",
      );
      // The FAQ opens in place.
      const faq = page.getByTestId("plus-faq");
      await faq.getByText("When can I renew?").click();
      await expect(
        faq.getByText("Within 60 days before your membership expires.", { exact: false }),
      ).toBeVisible();

      const join = page.getByRole("link", { name: "Join Now" });
      await waitForHydrated(join);
      // The visit is recorded with where it came from.
      expect(await dataLayer(page)).toContainEqual(
        expect.objectContaining({
          event: "plus_landing_view",
          page: "landing",
          entrypoint: "sidebar_plus_ads",
        }),
      );
      await expectNoAxeViolations(page, `Plus+ landing (${tag})`);
      await expectNoSideScroll(page, "plus-landing");
      await shot(page, `plus-landing-${tag}`);

      // A guest's Refer a friend: the login popup, coming back here with the pop-up request.
      await page.getByRole("button", { name: "Refer a friend" }).click();
      const login = page.getByRole("dialog");
      await expect(login.getByRole("heading", { name: "Sign In to Refer a Friend" })).toBeVisible();
      await expectNoAxeViolations(page, `referral sign-in (${tag})`);
      await page.keyboard.press("Escape");
      await expect(login).toHaveCount(0);

      // Join: the join flow's sign-in for a guest.
      await join.click();
      await expect(
        page.getByRole("dialog").getByRole("heading", { name: "Sign In/UP to Join Nestora PLUS+" }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
    });

    test("the member introduction explains the programme", async ({ page }) => {
      const res = await page.goto("/member-introduction");
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Plus+ membership works");
      await expect(
        page.getByText("You may renew in the last 60 days before it expires", { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Join Plus+" })).toHaveAttribute(
        "href",
        "/open-member?entrypoint=member_introduction",
      );
      await expectNoAxeViolations(page, `member introduction (${tag})`);
      await expectNoSideScroll(page, "plus-introduction");
      await shot(page, `plus-introduction-${tag}`);
    });

    test("a customer: Plus+ in the account menu, the member centre before and after joining, Copy, the referral pop-up, Plus+ Orders and the print page", async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await newCustomerSignedIn(page, request, `plus-${tag}`);

      // The account menu's Plus+ entry leads to the landing from the account.
      const menuButton = page.getByRole("banner").getByRole("button", { name: "Hi Robin" });
      await waitForHydrated(menuButton);
      await menuButton.click();
      const plusLink = page.getByTestId("account-menu").getByRole("link", { name: "Plus+" });
      await expect(plusLink).toHaveAttribute("href", "/nestoraplus?entrypoint=account_plus_button");
      await plusLink.click();
      await expect(page).toHaveURL(/\/nestoraplus\?entrypoint=account_plus_button$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Nestora PLUS+");

      // Not a member yet: the centre's join prompt, and the referral pop-up's.
      await page.goto("/member-center");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plus+ Member Center");
      await expect(page.getByRole("heading", { name: "You are not a Plus+ member yet" })).toBeVisible();
      // The account navigation names it the current page (on phones inside the closed menu).
      await expect(page.locator('nav[aria-label="My Account"] a[aria-current="page"]').first()).toHaveText(
        "Plus+ Member Center",
      );
      await expectNoAxeViolations(page, `member centre, non-member (${tag})`);
      await expectNoSideScroll(page, "plus-center-none");
      await shot(page, `plus-center-none-${tag}`);

      await page.goto("/nestoraplus");
      const refer = page.getByRole("button", { name: "Refer a friend" });
      await waitForHydrated(refer);
      await refer.click();
      const prompt = page.getByRole("dialog", { name: "Refer a friend, get $20" });
      await expect(prompt.getByTestId("referral-join")).toContainText(
        "Join Plus+ to get your referral code and earn $20.00 for every friend who joins.",
      );
      await expectNoAxeViolations(page, `referral pop-up, non-member (${tag})`);
      await page.keyboard.press("Escape");

      // Joined (the join calls, as the flow makes them).
      const orderSn = await joinThroughCalls(page.request);

      await page.goto("/member-center");
      await expect(page.getByTestId("plus-status")).toContainText("Active");
      await expect(page.getByTestId("plus-status")).toContainText("Member since");
      await expect(page.getByTestId("plus-expires")).toContainText(/36[45] days left/);
      await expect(page.getByTestId("plus-multiplier")).toContainText("3X");
      await expect(page.getByTestId("plus-warranty")).toContainText("+1 year");
      await expect(page.getByTestId("plus-savings")).toContainText("$0.00");
      // A year to go: no Renew.
      await expect(page.getByRole("link", { name: /^Renew/ })).toHaveCount(0);
      await expect(page.getByText("Renewal opens 60 days before your membership expires.")).toBeVisible();
      await expect(page.getByTestId("invite-summary")).toHaveText("0 friends joined · $0.00 earned");
      const codeBox = page.getByTestId("invite-code");
      const code = (await codeBox.locator(".font-mono").textContent())?.trim() ?? "";
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

      // Copy: the code is on the clipboard, "Copied" for 5 s.
      const copy = codeBox.getByRole("button", { name: "Copy Referral code" });
      await waitForHydrated(copy);
      // The page's clock from here on, paused, to step through the 5 s. The clipboard takes writes
      // from the focused page only (two browsers run at once).
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      await page.bringToFront();
      await copy.click();
      await expect(copy).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await page.clock.runFor(4_900);
      await expect(copy).toHaveText("Copied");
      await page.clock.runFor(200);
      await expect(copy).toHaveText("Copy");
      await page.clock.resume();
      await expectNoAxeViolations(page, `member centre, member (${tag})`);
      await expectNoSideScroll(page, "plus-center-member");
      await shot(page, `plus-center-member-${tag}`);

      // The referral pop-up from the centre shows the same code.
      await page.getByRole("button", { name: "Refer a friend" }).click();
      const popup = page.getByRole("dialog", { name: "Refer a friend, get $20" });
      await expect(popup.getByTestId("referral-code")).toContainText(code);
      await expect(popup).toContainText(
        "Invite a friend to Plus+: you get $20.00 when they place their first order.",
      );
      await expectNoAxeViolations(page, `referral pop-up, member (${tag})`);
      await expectNoSideScroll(page, "plus-referral");
      await shot(page, `plus-referral-${tag}`);
      await page.keyboard.press("Escape");

      // Plus+ Orders, from the account navigation.
      await page.goto("/sales/plusorder/history");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plus+ Orders");
      const row = page.getByTestId("plus-order").filter({ hasText: orderSn });
      await expect(row).toContainText("Plus+ membership (12 months)");
      await expect(row).toContainText("Paid");
      await expect(row).toContainText("Credit card");
      await expect(row).toContainText("$19.00");
      await expectNoAxeViolations(page, `Plus+ Orders (${tag})`);
      await expectNoSideScroll(page, "plus-orders");
      await shot(page, `plus-orders-${tag}`);

      await row.getByRole("link", { name: `View and print Plus+ order ${orderSn}` }).click();
      await expect(page).toHaveURL(new RegExp(`/sales/plusorder/history/${orderSn}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Plus+ Order #${orderSn}`);
      // Print layout: no header or footer.
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByTestId("plus-order-total")).toHaveText("$19.00");
      await expect(page.getByText("Robin Tester")).toBeVisible();
      await expectNoAxeViolations(page, `Plus+ order print (${tag})`);
      await expectNoSideScroll(page, "plus-order-print");
      await shot(page, `plus-order-print-${tag}`);
    });
  });
}

test("pages of the member area send a guest to Login and back", async ({ page }) => {
  await page.goto("/member-center");
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fmember-center$/);
  await page.goto("/sales/plusorder/history/PL000000001");
  await expect(page).toHaveURL(
    /\/customer\/account\/login\?redirect=%2Fsales%2Fplusorder%2Fhistory%2FPL000000001$/,
  );
});

test("the landing and the introduction are kept for shoppers without a session, never for a session", async ({
  request,
}) => {
  for (const path of ["/nestoraplus?entrypoint=adproduct", "/member-introduction"]) {
    const res = await request.get(path, { headers: { cookie: "" } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    const guest = await request.get(path, { headers: { cookie: "GuestToken=someone" } });
    expect(guest.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("a guest's Refer a friend: sign in from the popup, back on the landing the referral pop-up opens by itself", async ({
  page,
  request,
}) => {
  const email = `plus-referral-${Date.now()}@example.com`;
  const password = "Garden-lamp-58";
  const reg = await request.post("/api/customer/register", {
    form: { email, password, password_confirm: password, firstname: "Robin", lastname: "Tester" },
  });
  expect(((await reg.json()) as Envelope<unknown>).code).toBe(200);

  await page.goto("/nestoraplus?entrypoint=adproduct");
  const refer = page.getByRole("button", { name: "Refer a friend" });
  await waitForHydrated(refer);
  await refer.click();
  const login = page.getByRole("dialog");
  await expect(login.getByRole("heading", { name: "Sign In to Refer a Friend" })).toBeVisible();
  await signInOnPage(page, email, password);
  await page.getByLabel("Verification Code").fill(await verificationCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();

  // Back on the landing (the request dropped from the address), the pop-up is open.
  const popup = page.getByRole("dialog", { name: "Refer a friend, get $20" });
  await expect(popup.getByTestId("referral-join")).toContainText("Join Plus+ to get your referral code");
  await expect(page).toHaveURL(/\/nestoraplus\?entrypoint=adproduct$/);
});
