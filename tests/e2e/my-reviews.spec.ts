import sharp from "sharp";
import { addFirstAddress, addToCart, outdoorProducts, payWithCard } from "./checkout-steps";
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
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// A review with photos written from "To Review" (issue 17): a customer buys a product, the operator
// ships and delivers it, the customer finds it under To Review in My Reviews, writes a review with two photos (a third file, an SVG, is refused
// with its reason), and the review is published with its photos on the product page.

test.describe.configure({ timeout: 150_000 });

const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a bought product is reviewed with photos from To Review and shows on its page", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `reviews-${tag}`);
      const [product] = await outdoorProducts(request, 1);
      await addToCart(page, product.url_path, false);
      await page.goto("/checkout/shipping-address?source=Cart");
      await addFirstAddress(page);
      await payWithCard(page, "4111 1111 1111 1111");
      await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
      // Only what was delivered waits for a review: the operator ships and delivers the order.
      const number = new URL(page.url()).searchParams.get("order") as string;
      const tracking = `1ZREVIEW${tag.toUpperCase()}${Date.now()}`;
      const asOperator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
      const shipped = await request.post("/admin/api/order/ship", {
        data: { increment_id: number, carrier: "UPS", tracking_number: tracking },
        headers: asOperator,
      });
      expect(((await shipped.json()) as Envelope<unknown>).code).toBe(200);
      await page.goto("/customer/account/review");
      await expect(page.getByRole("link", { name: "To Review (0)" })).toBeVisible();
      const delivered = await request.post("/admin/api/shipment/deliver", {
        data: { tracking_number: tracking },
        headers: asOperator,
      });
      expect(((await delivered.json()) as Envelope<unknown>).code).toBe(200);

      await page.goto("/customer/account/review");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Reviews");
      await expect(page.getByRole("link", { name: "To Review (1)" })).toHaveAttribute("aria-current", "page");
      const line = page.getByTestId("to-review").filter({ hasText: product.name });
      await expectNoAxeViolations(page, `My Reviews, to review (${tag})`);
      await shot(page, `reviews-to-review-${tag}`);
      await line.getByRole("link", { name: `Write a Review of ${product.name}` }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write a Review");
      const submit = page.getByRole("button", { name: "Submit Review" });
      await waitForHydrated(submit);
      // The form's own rules first: nothing is sent without stars.
      await submit.click();
      await expect(page.getByText("Please select a rating from 1 to 5 stars.")).toBeVisible();

      // A shopper clicks the fourth star (the label drawn over its visually hidden radio).
      await page.locator("label").filter({ hasText: "4 stars" }).click();
      await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
      await expect(page.getByText("Please select a rating from 1 to 5 stars.")).toBeHidden();
      await page.getByLabel("Review title").fill(`Holds up to the weather (${tag})`);
      await page.getByLabel("Your review").fill("Two storms and the cushions are still dry underneath.");
      await expect(page.getByText("This is a required field.")).toHaveCount(0);
      await page.getByLabel("Add photos").setInputFiles([
        { name: "patio.jpg", mimeType: "image/jpeg", buffer: await photo("#6b8f71") },
        { name: "detail.jpg", mimeType: "image/jpeg", buffer: await photo("#8f6b5e") },
        {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>',
          ),
        },
      ]);
      const photos = page.getByRole("list", { name: /Photos/ });
      await expect(photos.getByText("Added")).toHaveCount(2);
      await expect(
        photos.getByText(
          "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.",
        ),
      ).toBeVisible();
      // At the top of the page, so the phone's sticky header covers none of the targets axe measures.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `Write a Review (${tag})`);
      await shot(page, `write-review-${tag}`);
      await photos.getByRole("button", { name: "Remove photo 3" }).click();
      await expect(photos.getByRole("listitem")).toHaveCount(2);
      await submit.click();

      await expect(page).toHaveURL(/\/customer\/account\/review\?tab=written&written=1$/);
      await expect(page.getByRole("status")).toHaveText("Thank you! Your review is now on the product page.");
      const mine = page.getByTestId("my-review").filter({ hasText: `Holds up to the weather (${tag})` });
      await expect(mine).toContainText("Published");
      await expect(mine).toContainText("Verified Purchase");
      await expect(mine.getByRole("img", { name: /^Your review/ })).toHaveCount(2);
      await expect(page.getByRole("link", { name: "To Review (0)" })).toBeVisible();
      await expectNoAxeViolations(page, `My Reviews, written (${tag})`);
      await shot(page, `reviews-written-${tag}`);

      // On the product page (its review list is kept by the server for up to 10 s).
      await expect(async () => {
        await page.goto(product.url_path);
        const review = page.getByText(`Holds up to the weather (${tag})`);
        await review.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(review).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 40_000 });
      const onPage = page.getByRole("listitem").filter({ hasText: `Holds up to the weather (${tag})` });
      await expect(onPage.getByRole("img", { name: /attachment \d of 2/ })).toHaveCount(2);
    });
  });
}
