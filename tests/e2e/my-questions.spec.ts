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

// A question asked on a product page (issue 17): the customer asks it in the Ask a Question dialog,
// and My Questions lists it, waiting for the store's answer, with a link back to the product.

test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a question asked on a product page waits in My Questions", async ({ page, request }) => {
      await newCustomerSignedIn(page, request, `questions-${tag}`);
      const list = (await (await request.get("/api/products?category_id=2&page_size=1")).json()) as Envelope<{
        items: { url_path: string; name: string }[];
      }>;
      const product = list.result.items[0];
      await page.goto(product.url_path);
      const askButton = page.getByRole("button", { name: "Ask a Question" });
      // The questions sit in the page's lower part, whose code loads when the shopper nears it.
      await expect(async () => {
        await page
          .getByRole("heading", { name: "Questions & Answers" })
          .scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(askButton).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await waitForHydrated(askButton);
      await askButton.click();
      const question = `Will this fit through a 30-inch doorway? (${tag})`;
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Submit Question" }).click();
      await expect(page.getByText("Thank you! We will answer your question soon.")).toBeVisible();

      await page.goto("/customer/account/faq");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Questions");
      const item = page.getByTestId("my-question").filter({ hasText: question });
      await expect(item).toContainText("Waiting for an answer");
      await expect(item.getByRole("link", { name: product.name })).toHaveAttribute("href", product.url_path);
      await expectNoAxeViolations(page, `My Questions (${tag})`);
      await shot(page, `questions-${tag}`);
    });
  });
}
