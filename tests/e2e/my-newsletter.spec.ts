import {
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  SIZES,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";

// My Newsletter (issue 17): a customer switches the e-mail newsletter and texts on their account
// page. Texts need a phone: refused with the way to add one, and nothing else changes; with a phone
// both stay on after a reload.

test.describe.configure({ timeout: 90_000 });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("e-mail and texts are switched on from My Newsletter; texts need a phone", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `newsletter-${tag}`);
      await page.goto("/customer/account/newsletter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Newsletter");
      const email = page.getByRole("switch", { name: "E-mail newsletter" });
      const texts = page.getByRole("switch", { name: "Text messages" });
      await expect(email).not.toBeChecked();
      await expect(texts).not.toBeChecked();
      await expect(page.getByRole("link", { name: "add one in Account Information" })).toBeVisible();
      await expectNoAxeViolations(page, `My Newsletter (${tag})`);
      await shot(page, `newsletter-${tag}`);

      const save = page.getByRole("button", { name: "Save" });
      await waitForHydrated(save);
      await email.check();
      await texts.check();
      await save.click();
      await expect(page.getByRole("alert")).toHaveText(
        "Add a mobile phone number in Account Information to get texts.",
      );
      // Refused as a whole: the e-mail switch was not saved either.
      await page.reload();
      await expect(email).not.toBeChecked();

      await email.check();
      await save.click();
      await expect(page.getByRole("status")).toHaveText("Your subscription settings are saved.");

      const phone = await page.request.put("/api/customer/edit_account_information", {
        data: { customer_phone: "609-555-0188" },
      });
      expect(((await phone.json()) as { code: number }).code).toBe(200);
      await page.reload();
      await expect(
        page.getByText("Flash sales and delivery updates to 609-555-0188.", { exact: false }),
      ).toBeVisible();
      await waitForHydrated(save);
      await texts.check();
      await save.click();
      await expect(page.getByRole("status")).toHaveText("Your subscription settings are saved.");
      await page.reload();
      await expect(email).toBeChecked();
      await expect(texts).toBeChecked();
      await expectNoAxeViolations(page, `My Newsletter, saved (${tag})`);
      await shot(page, `newsletter-saved-${tag}`);
    });
  });
}
