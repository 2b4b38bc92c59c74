import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect, expectNoAxeViolations, SIZES, shot, test, waitForHydrated } from "./fixtures";

// Issue 16's checkout polish at both sizes: the cart's coupon box shows only the latest answer,
// phones keep the total and Check Out on screen, the checkout has the store's logo and its steps,
// the shipping methods sit above Continue, the card field formats what is typed and drops its
// error once the number is valid or pay later is chosen, and the confirmation says when and where
// the order arrives and offers a guest an account. Screenshots go to SHOTS_DIR when it is set.

async function outdoorProduct(request: APIRequestContext): Promise<string> {
  const list = (await (
    await request.get("/api/products?category_id=3&in_stock=1&sort=price_desc&page_size=20")
  ).json()) as Envelope<{ items: { entity_id: number }[] }>;
  for (const { entity_id } of list.result.items) {
    const p = (
      (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
        url_path: string;
        product_tag: string | null;
        is_no_discount_product?: boolean;
        inventory: { is_in_stock: boolean; min_sale_qty: number };
      }>
    ).result;
    const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
    if (p.inventory.is_in_stock && p.inventory.min_sale_qty === 1 && !preorder && !p.is_no_discount_product)
      return p.url_path;
  }
  throw new Error("no plain outdoor product");
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("cart coupon, checkout steps, card field and the confirmation", async ({ page, request }) => {
      test.setTimeout(90_000);
      const email = `polish-${tag}-${Date.now()}@example.com`;
      await page.goto(await outdoorProduct(request));
      const add = page.getByRole("button", { name: "Add to Cart" }).first();
      await waitForHydrated(add);
      await add.click();
      await expect(page.getByRole("dialog", { name: /^My Cart/ })).toBeVisible();
      await page.keyboard.press("Escape");

      // The cart: a refusal, then a coupon that applies: only the success is left on screen.
      await page.goto("/checkout/cart");
      const code = page.getByRole("textbox", { name: "Coupon code" });
      await waitForHydrated(code);
      const couponMessage = page.getByTestId("coupon-message");
      await code.fill("NO-SUCH-CODE");
      await code.press("Enter");
      await expect(couponMessage).toHaveText("This coupon code is not valid.");
      // The form takes Enter again once the cart has been read after the refusal.
      await expect(
        page.getByRole("form", { name: "Apply coupon" }).getByRole("button", { name: "Apply" }),
      ).toBeEnabled();
      await code.fill("PATIO25");
      await code.press("Enter");
      await expect(page.getByText("Discount (PATIO25)").first()).toBeVisible();
      await expect(couponMessage).toHaveText("Your coupon has been applied.");
      await expect(page.getByText("This coupon code is not valid.")).toHaveCount(0);

      // Phones keep the total and Check Out on screen while scrolling; laptops have the summary beside.
      const sticky = page.getByTestId("sticky-checkout");
      if (tag === "mobile") {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(sticky).toBeInViewport();
        await expect(sticky.getByRole("link", { name: "Check Out" })).toBeVisible();
        // Once the summary's own Check Out is on screen the bar steps aside (it would cover it).
        await page.getByTestId("checkout").scrollIntoViewIfNeeded();
        await expect(sticky).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(sticky).toBeVisible();
      } else {
        await expect(sticky).toBeHidden();
      }
      await expectNoAxeViolations(page, `cart (${tag})`);
      await shot(page, `cart-${tag}`);

      await page.getByTestId("checkout").click();
      await expect(page).toHaveURL(/\/checkout\/shipping-address/);
      // The checkout's own header: the logo links home, the steps name the current one.
      const header = page.getByTestId("checkout-header");
      await expect(header.getByRole("link", { name: /home/ })).toHaveAttribute("href", "/");
      const steps = page.getByRole("navigation", { name: "Checkout steps" });
      await expect(steps.locator('[aria-current="step"]')).toHaveText(/Shipping/);
      await expect(steps.getByRole("listitem")).toHaveText([/Shipping/, /Payment & Review/, /Confirmation/]);
      // The summary shows the line's picture.
      await expect(page.getByTestId("summary-line").first().locator("img")).toBeVisible();

      const guest = page.getByRole("region", { name: "Continue as Guest" });
      const emailField = guest.getByLabel("Email");
      await waitForHydrated(emailField);
      // The shipping methods come before Continue.
      const methods = page.getByRole("group", { name: "Shipping Method" });
      const cont = page.getByRole("button", { name: "Continue to Payment" });
      const methodsBox = await methods.boundingBox();
      const continueBox = await cont.boundingBox();
      expect(methodsBox && continueBox && methodsBox.y + methodsBox.height <= continueBox.y).toBe(true);
      await emailField.fill(email);
      await guest.getByLabel("First name").fill("Dana");
      await guest.getByLabel("Last name").fill("Buyer");
      await guest.getByLabel("Street address").fill("12 Main St");
      await guest.getByLabel("City").fill("Newark");
      await guest.getByLabel("State").selectOption({ label: "New Jersey" });
      await guest.getByLabel("Zip Code").fill("07102");
      await guest.getByLabel("Phone number").fill("(973) 555-0142");
      await expectNoAxeViolations(page, `shipping address (${tag})`);
      await shot(page, `shipping-${tag}`);
      await cont.click();
      await expect(page).toHaveURL(/\/checkout\/payment/);
      await expect(steps.locator('[aria-current="step"]')).toHaveText(/Payment & Review/);

      // The card field: grouped number, "/" put into the expiry, the error gone once valid.
      const place = page.getByRole("button", { name: "Place Order" });
      await waitForHydrated(place);
      const field = page.frameLocator('iframe[title="Card details"]');
      const number = field.getByLabel("Card number");
      await number.pressSequentially("4111111111111112");
      await expect(number).toHaveValue("4111 1111 1111 1112");
      const expiry = field.getByLabel("Expiration (MM/YY)");
      await expiry.pressSequentially("1229");
      await expect(expiry).toHaveValue("12/29");
      await field.getByLabel("Security code").pressSequentially("123");
      await place.click();
      const cardError = page.getByRole("alert").filter({ hasText: "Please enter a valid card number." });
      await expect(cardError).toBeVisible();
      await number.focus();
      await number.press("End");
      await number.press("Backspace");
      await number.pressSequentially("1");
      await expect(number).toHaveValue("4111 1111 1111 1111");
      await expect(cardError).toHaveCount(0);
      await expect(field.getByText("Please enter a valid card number.")).toHaveCount(0);

      // An error, then pay later: the card's message goes.
      await number.fill("4111 1111 1111 1112");
      await place.click();
      await expect(cardError).toBeVisible();
      await page.getByRole("radio", { name: "Pay later" }).check();
      await expect(cardError).toHaveCount(0);
      await page.getByRole("radio", { name: "Credit or debit card" }).check();
      // The frame is shown again, empty: the valid card this time.
      await field.getByLabel("Card number").pressSequentially("378282246310005");
      await expect(field.getByLabel("Card number")).toHaveValue("3782 822463 10005");
      await field.getByLabel("Card number").fill("4111111111111111");
      await field.getByLabel("Expiration (MM/YY)").pressSequentially("1229");
      await field.getByLabel("Security code").fill("123");
      await expectNoAxeViolations(page, `payment (${tag})`);
      await shot(page, `payment-${tag}`);
      await place.click();

      // The confirmation: when and where it arrives, and an account for the guest.
      await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
      await expect(page.getByTestId("delivery-estimate")).toHaveText(
        /^Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}( – (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2})?$/,
      );
      const delivery = page.getByTestId("payresult-delivery");
      await expect(delivery).toContainText("Free Standard Shipping");
      await expect(delivery).toContainText("12 Main St");
      await expect(delivery).toContainText("Newark");
      const prompt = page.getByTestId("guest-account-prompt");
      await expect(prompt).toContainText(`Create an account with ${email}`);
      const href = await prompt.getByRole("link", { name: "Create an Account" }).getAttribute("href");
      const target = new URL(href ?? "", page.url());
      expect(target.pathname).toBe("/customer/account/login");
      expect(target.searchParams.get("email")).toBe(email);
      const orderNumber = new URL(page.url()).searchParams.get("order");
      expect(target.searchParams.get("redirect")).toBe(`/customer/account/order/${orderNumber}`);
      await expectNoAxeViolations(page, `confirmation (${tag})`);
      await shot(page, `confirmation-${tag}`);
    });
  });
}
