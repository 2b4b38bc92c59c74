import { expect, test, waitForHydrated } from "./fixtures";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("Newsletter sign-up", () => {
  test("the footer form subscribes in place and a second try says already subscribed", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Sign up for our newsletter");
    await waitForHydrated(field);
    const email = uniqueEmail("footer");
    await field.fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);

    await field.fill(email.toUpperCase());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/already subscribed/)).toBeVisible();
    // One toast at a time: the success toast made way for the warning.
    await expect(page.getByText(/Thanks for subscribing/)).toHaveCount(0);
  });

  test("a bad address gets the spec's message in the browser before anything is sent", async ({ page }) => {
    await page.goto("/newsletter-subscribe");
    const field = page.getByRole("main").getByLabel("Your e-mail address");
    await waitForHydrated(field);
    await field.fill("not-an-address");
    await field.blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Please enter a valid email address. For example cs@nestora.com.",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the footer form posts to the newsletter page, which shows the answer", async ({ page }) => {
      await page.goto("/shipping-guide");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Sign up for our newsletter").fill(uniqueEmail("nojs"));
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/newsletter-subscribe/);
      await expect(page.getByRole("status")).toContainText(/Thanks for subscribing/);
    });
  });
});
