// The baby and massage-chair offers in the browser (issue 19, decision 0043): the baby pop-up 15 s
// into a baby category (the page clock jumps), the age-range warning for 2 s, a sign-up confirmed
// through the mailed link and the $15 coupon in My Coupons; the guide's pop-up at 15 s and its
// form; /baby-registry and the guide with real catalogue data. Both sizes, axe on pages and dialogs.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newestMail,
  SIZES,
  shot,
  signInOnPage,
  test,
  verificationCode,
  waitForHydrated,
} from "./fixtures";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const BABY_PENDING =
  "Almost done! We sent a confirmation link to your inbox. Confirm your subscription to get your $15 baby coupon.";
const CHAIR_PENDING =
  "Almost done! We sent a confirmation link to your inbox. Confirm your subscription to get your $200 massage chair coupon.";

/** Follows the newsletter confirmation link mailed to `email`. */
async function confirmByMail(page: Page, request: APIRequestContext, email: string) {
  const mail = await newestMail(request, email, "newsletter_confirm");
  const link = mail.text.match(/https?:\/\/\S+\/newsletter-subscribe\/confirm\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link as string);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("status")).toHaveText(
    "Your newsletter subscription is confirmed. Welcome aboard!",
  );
}

/** An account for `email` made through the API, signed in on the Login page with its code. */
async function registerAndSignIn(page: Page, request: APIRequestContext, email: string) {
  const password = "Garden-lamp-58";
  const reg = await request.post("/api/customer/register", {
    form: { email, password, password_confirm: password, firstname: "Robin", lastname: "Tester" },
  });
  expect(((await reg.json()) as Envelope<unknown>).code).toBe(200);
  await page.goto("/customer/account/login");
  await signInOnPage(page, email, password);
  await page.getByLabel("Verification Code").fill(await verificationCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/customer\/account\/home$/);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("baby pop-up on a baby category after 15 s: the age-range warning for 2 s, sign-up, confirmation, $15 in My Coupons", async ({
      page,
      request,
    }) => {
      // A long journey: the pop-up, a sign-up, a confirmation, a registration and My Coupons.
      test.slow();
      await page.clock.install();
      await page.goto("/baby-kids.html");
      await waitForHydrated(page.getByRole("heading", { level: 1 }));
      const dialog = page.getByRole("dialog", { name: "$15 off for your little one" });
      await page.clock.fastForward(14_000);
      await expect(dialog).toHaveCount(0);
      await page.clock.fastForward(1_100);
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, "baby pop-up");
      await shot(page, `baby-popup-${size.use.viewport.width}`);

      const email = uniqueEmail("baby-e2e");
      await dialog.getByLabel("Email address").fill(email);
      // The page clock stands still while the warning's 2 seconds are measured.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await dialog.getByRole("button", { name: "Get my $15 coupon" }).click();
      const warning = dialog.getByRole("alert");
      await expect(warning).toHaveText("Please select age range");
      await page.clock.runFor(1_900);
      await expect(warning).toHaveText("Please select age range");
      await page.clock.runFor(100);
      await expect(warning).toHaveCount(0);
      await page.clock.resume();

      await dialog.getByLabel("1–3 years").check();
      await dialog.getByRole("button", { name: "Get my $15 coupon" }).click();
      await expect(dialog.getByRole("status")).toHaveText(BABY_PENDING);
      await dialog.getByRole("button", { name: "Close the baby offer" }).click();
      await expect(dialog).toHaveCount(0);

      // Seen today: another baby page does not open it again.
      await page.goto("/baby-kids/cribs.html");
      await waitForHydrated(page.getByRole("heading", { level: 1 }));
      await page.clock.fastForward(16_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await confirmByMail(page, request, email);
      await registerAndSignIn(page, request, email);
      await page.goto("/customer/account/coupon");
      const card = page.getByTestId("wallet-coupon").filter({ hasText: /BABY-/ });
      await expect(card).toContainText("$15 OFF");
      await expectNoAxeViolations(page, "My Coupons with the baby coupon");
    });

    test("the massage-chair guide: real chairs and the coupon restriction, its pop-up at 15 s and the form", async ({
      page,
      pageErrors,
    }) => {
      await page.clock.install();
      await page.goto("/massage-chair-shopping-guidance");
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Massage Chair Shopping Guide");
      for (const section of [
        "How to choose",
        "Sizes and room fit",
        "Features explained",
        "Warranty and care",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: section })).toBeVisible();
      }
      await expect(main.getByText(/carry a 3-year care warranty/)).toBeVisible();
      await expect(main.getByTestId("chair-restriction")).toContainText(
        "$200 off one massage chair from the Massage Chairs category: the massage chairs in your cart must come to $1,000 or more.",
      );
      const chairs = main
        .getByRole("region", { name: "Our best-selling massage chairs" })
        .getByRole("article");
      expect(await chairs.count()).toBeGreaterThan(0);
      await expect(chairs.first().getByRole("link")).toHaveAttribute("href", /\.html$/);
      await waitForHydrated(page.getByRole("heading", { level: 1 }));
      await expectNoAxeViolations(page, "massage chair guide");
      await shot(page, `chair-guide-${size.use.viewport.width}`);

      const dialog = page.getByRole("dialog", { name: "$200 off your massage chair" });
      await page.clock.fastForward(14_000);
      await expect(dialog).toHaveCount(0);
      await page.clock.fastForward(1_100);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByPlaceholder("Name (required)")).toBeVisible();
      await expect(dialog.getByPlaceholder("Shipping address (optional)")).toBeVisible();
      await expect(dialog.getByPlaceholder("Phone (optional)")).toBeVisible();
      await expectNoAxeViolations(page, "massage chair pop-up");

      // No check in the browser: the server's word comes back as an error toast.
      await dialog.getByPlaceholder("Email (required)").fill(uniqueEmail("chair-e2e"));
      await dialog.getByRole("button", { name: "Get my $200 chair coupon" }).click();
      await expect(page.getByText("This is a required field.")).toBeVisible();
      // The refusal is an HTTP 422, which Chromium logs; expected here (the spec sends unchecked).
      const refused = pageErrors.findIndex((e) => e.includes("status of 422"));
      expect(refused).toBeGreaterThanOrEqual(0);
      pageErrors.splice(refused, 1);
      await dialog.getByPlaceholder("Name (required)").fill("Dana Reyes");
      await dialog.getByRole("button", { name: "Get my $200 chair coupon" }).click();
      await expect(dialog.getByRole("status")).toHaveText(CHAIR_PENDING);
    });

    test("/baby-registry: the offer, its form, the baby & kids categories and products, guides by age", async ({
      page,
    }) => {
      await page.goto("/baby-registry");
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get $15 off for your little one");
      await expect(main.getByRole("link", { name: "Cribs" })).toHaveAttribute(
        "href",
        "/baby-kids/cribs.html",
      );
      const products = main.getByRole("region", { name: "Parents' favourites" }).getByRole("article");
      expect(await products.count()).toBeGreaterThan(0);
      for (const range of ["0–1 years", "1–3 years", "3–6 years", "6–12 years"]) {
        await expect(main.getByLabel(range)).toBeVisible();
      }
      await expect(main.getByRole("heading", { level: 3, name: "Setting up the nursery" })).toBeVisible();
      await waitForHydrated(main.getByLabel("Email address"));
      await expectNoAxeViolations(page, "baby registry");
      await shot(page, `baby-registry-${size.use.viewport.width}`);
      // The inline form: no range chosen → the warning, nothing sent.
      await main.getByLabel("Email address").fill(uniqueEmail("registry"));
      await main.getByRole("button", { name: "Get my $15 coupon" }).click();
      await expect(main.getByRole("alert")).toHaveText("Please select age range");
      await main.getByLabel("6–12 years").check();
      await main.getByRole("button", { name: "Get my $15 coupon" }).click();
      await expect(main.getByRole("status")).toHaveText(BABY_PENDING);
    });
  });
}
