import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect, test, waitForHydrated } from "./fixtures";

/** A product of a category's listing, read from the real API. */
async function productIn(request: APIRequestContext, categoryId: number): Promise<string> {
  const list = (await (
    await request.get(`/api/products?category_id=${categoryId}&in_stock=1`)
  ).json()) as Envelope<{
    items: { url_path: string }[];
  }>;
  const first = list.result.items[0];
  if (!first) throw new Error(`no in-stock product in category ${categoryId}`);
  return first.url_path;
}

test.describe("Product page panels", () => {
  test("the shipping estimate checks a zip on blur and answers with a date and the city", async ({
    page,
    request,
  }) => {
    await page.goto(await productIn(request, 2));
    const toggle = page.getByRole("button", { name: /Deliver to/ });
    await waitForHydrated(toggle);
    await toggle.click();
    const zip = page.getByRole("textbox", { name: "Zip code" });
    await zip.fill("123");
    await zip.blur();
    await expect(page.getByText(/enter a valid Zip Code/)).toBeVisible();
    await zip.fill("90602");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText(/Ships to Whittier, CA 90602/)).toBeVisible();
    await expect(page.getByText(/^Get it by /)).toBeVisible();

    await expect(toggle).toHaveText("Deliver to 90602");

    await zip.fill("96813");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(
      page.getByText(/^We do not ship to Hawaii\. We ship within the contiguous United States only/),
    ).toBeVisible();
    // The label no longer names the zip checked before, and the estimate for it is gone.
    await expect(toggle).toHaveText("Deliver to your zip code");
    await expect(page.getByText(/Ships to Whittier/)).toHaveCount(0);

    // Editing the refused zip into an invalid one: only the box's own message shows.
    await zip.fill("968");
    await zip.blur();
    await expect(page.getByText(/enter a valid Zip Code/)).toBeVisible();
    await expect(
      page.getByText(/^We do not ship to Hawaii\. We ship within the contiguous United States only/),
    ).toHaveCount(0);
  });

  test("the AC estimator recommends by square feet with the lower row owning a shared boundary", async ({
    page,
    request,
  }) => {
    await page.goto(await productIn(request, 444));
    const open = page.getByRole("button", { name: "Which size do I need?" });
    await waitForHydrated(open);
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Which size do I need?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Estimate" }).click();
    await expect(dialog.getByText("Square Feet is required.")).toBeVisible();

    for (const [feet, answer] of [
      ["450", /9,000 BTU/],
      ["451", /12,000 BTU/],
      ["1500", /24,000 BTU/],
      ["1501", /unable to provide an estimation/],
    ] as const) {
      await dialog.getByLabel("Square Feet").fill(feet);
      await dialog.getByRole("button", { name: "Estimate" }).click();
      await expect(dialog.getByText(answer)).toBeVisible();
      await dialog.getByRole("button", { name: "Back" }).click();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
