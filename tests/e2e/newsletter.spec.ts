import { expect, newestMail, test, waitForHydrated } from "./fixtures";

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("Newsletter sign-up", () => {
  test("the footer form signs up in place, the mailed link confirms, and a second try says already subscribed", async ({
    page,
    request,
  }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Sign up for our newsletter");
    await waitForHydrated(field);
    const email = uniqueEmail("footer");
    await field.fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // Double opt-in: pending until the owner of the address follows the mailed link.
    await expect(
      page.getByText(
        "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);

    const mail = await newestMail(request, email, "newsletter_confirm");
    expect(mail.subject).toBe("Confirm your Nestora newsletter subscription");
    const link = mail.text.match(/https?:\/\/\S+\/newsletter-subscribe\/confirm\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const confirmUrl = new URL(link as string);
    await page.goto(confirmUrl.pathname + confirmUrl.search);
    await expect(page.getByRole("status")).toHaveText(
      "Your newsletter subscription is confirmed. Welcome aboard!",
    );
    await page.reload();
    await expect(page.getByRole("status")).toHaveText("Your newsletter subscription is already confirmed.");

    await page.goto("/about-us");
    await waitForHydrated(field);
    await field.fill(email.toUpperCase());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/already subscribed/)).toBeVisible();
  });

  test("a made-up confirmation link says so and offers to subscribe again", async ({ page }) => {
    await page.goto(`/newsletter-subscribe/confirm?token=${"x".repeat(43)}`);
    await expect(page.getByRole("status")).toHaveText(
      "This confirmation link is invalid or has expired. Please subscribe again to get a new one.",
    );
    await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute(
      "href",
      "/newsletter-subscribe",
    );
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
      await expect(page.getByRole("status")).toContainText(/We sent a confirmation link/);
    });
  });
});
