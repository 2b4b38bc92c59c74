// The old-user pop-up and the birthday offer (issue 19; decision 0044), at both sizes, with the
// page's clock. The old accounts are the demo seed's (server/db/seed/demo-accounts.ts): one per size.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, newestMail, SIZES, shot, signInOnPage, test } from "./fixtures";

const PASSWORD = "Garden-lamp-58";
const OLD_USERS = ["old.customer@example.com", "old.customer2@example.com"];

async function signIn(page: Page, email: string) {
  await page.goto("/customer/account/login");
  await signInOnPage(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/customer\/account\/home$/);
}

for (const [i, size] of SIZES.entries()) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("old user: the pop-up shows once after sign-in, hides itself at 60 s, and its mail's link gives the $30 coupon", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = OLD_USERS[i];
      await page.clock.install();
      await signIn(page, email);
      const dialog = page.getByRole("dialog", { name: "Verify your e-mail, get $30 off" });
      await expect(dialog).toBeVisible();
      // Time stands still from here (a busy machine's seconds must not count), and moves on command.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      // Still there within the minute; gone once it is over (the exact 60 s: the unit test's).
      await page.clock.runFor(50_000);
      await expect(dialog).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(dialog).toBeHidden();
      await page.clock.resume();
      // Shown once: the next page view does not bring it back.
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.clock.fastForward(5_000);
      await expect(dialog).toBeHidden();

      // The local flag cleared (as logout does): it shows again, and its action mails the link.
      await page.evaluate(() => localStorage.removeItem("is_old_user"));
      await page.reload();
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, "old-user pop-up");
      await shot(page, `old-user-popup-${i}`);
      await dialog.getByRole("button", { name: "Verify my e-mail" }).click();
      await expect(
        page.getByText(
          "We have sent a verification link to your e-mail address. Follow it to get your $30 coupon.",
        ),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      const mail = await newestMail(request, email, "OldCustomerVerify");
      expect(mail.subject).toBe("Verify your e-mail address and get $30 off at Nestora");
      const link = mail.text.match(/https?:\/\/\S+operation=old_user\S*/)?.[0];
      expect(link).toBeTruthy();
      const url = new URL(link as string);
      await page.goto(url.pathname + url.search);
      await expect(page).toHaveURL(/\/customer\/account\/coupon$/);
      await expect(
        page.getByText("Thank you, your e-mail address is verified. Your $30 coupon is in My Coupons."),
      ).toBeVisible();
      await expect(page.getByText("On orders of $150+").first()).toBeVisible();
      await expectNoAxeViolations(page, "My Coupons with the verification coupon");
      await shot(page, `old-user-coupon-${i}`);
      // No longer an old user: no pop-up, even with the local flag gone.
      await page.evaluate(() => localStorage.removeItem("is_old_user"));
      await page.goto("/about-us");
      await page.clock.fastForward(5_000);
      await expect(dialog).toBeHidden();
    });

    test("birthday: the icon opens the pop-up, the birthday is told, and the icon is gone", async ({
      page,
      request,
    }) => {
      const email = `birthday-${i}-${Date.now()}@example.com`;
      const reg = await request.post("/api/customer/register", {
        form: { email, password: PASSWORD, password_confirm: PASSWORD, firstname: "Bea", lastname: "Day" },
      });
      expect(((await reg.json()) as { code: number }).code).toBe(200);
      await page.goto("/customer/account/login");
      await signInOnPage(page, email, PASSWORD);
      const mail = await newestMail(request, email, "verification_code");
      await page.getByLabel("Verification Code").fill(mail.subject.match(/([A-Z0-9]{6})$/)?.[1] ?? "");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/customer\/account\/home$/);

      const icon = page.getByRole("button", { name: "Tell us your birthday for a birthday coupon" });
      await expect(icon).toBeVisible();
      await expectNoAxeViolations(page, "page with the birthday icon");
      await icon.click();
      const dialog = page.getByRole("dialog", { name: "When is your birthday?" });
      await expect(dialog).toBeVisible();
      await expect(icon).toBeHidden();
      await dialog.getByRole("button", { name: "Save my birthday" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please enter your birthday.");
      await expectNoAxeViolations(page, "birthday pop-up");
      await shot(page, `birthday-popup-${i}`);
      await dialog.getByLabel("Birthday").fill("1990-07-14");
      await dialog.getByRole("button", { name: "Save my birthday" }).click();
      await expect(
        page.getByText("Thank you! Your birthday coupon will arrive by e-mail on your birthday."),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      // Gone for good: the birthday is on file (and the local flag is set).
      await page.evaluate(() => localStorage.removeItem("play_birthday_wishes"));
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
      await expect(icon).toBeHidden();
    });
  });
}
