import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect, test, waitForHydrated } from "./fixtures";

test.describe("Quick view", () => {
  test("opens over the listing, Back-able, and returns focus when closed with Escape", async ({ page }) => {
    await page.goto("/furniture.html");
    const button = page.getByRole("button", { name: /^Quick view\b/ }).first();
    await waitForHydrated(button);
    const name = ((await button.textContent()) ?? "").replace(/^Quick view\s*:\s*/, "").trim();
    await button.click();
    await expect(page).toHaveURL(/popid=\d+/);
    const drawer = page.getByRole("dialog", { name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "View full details" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(page).not.toHaveURL(/popid=/);
    await expect(button).toBeFocused();
  });
});

/** A furniture product priced high enough to be offered protection plans. */
async function protectedProduct(request: APIRequestContext): Promise<string> {
  const list = (await (
    await request.get("/api/products?category_id=2&in_stock=1&sort=price_desc&page_size=5")
  ).json()) as Envelope<{ items: { url_path: string }[] }>;
  return list.result.items[0].url_path;
}

test.describe("Protection plans", () => {
  test("the first plan is preselected; Add Protection needs a plan; the choice can be removed", async ({
    page,
    request,
  }) => {
    await page.goto(await protectedProduct(request));
    const group = page.getByRole("group", { name: "Protection plan" });
    const first = group.getByRole("radio").first();
    await waitForHydrated(first);
    await expect(first).toBeChecked();
    await expect(first).toHaveAccessibleName(/Year/);
    const add = page.getByRole("button", { name: "Add Protection" });
    await group.getByRole("radio", { name: /No protection/ }).check();
    await expect(add).toBeDisabled();
    await first.check();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole("button", { name: "Protection Added" })).toBeVisible();
    await group.getByRole("radio", { name: /No protection/ }).check();
    await expect(page.getByRole("button", { name: "Add Protection" })).toBeVisible();
  });
});

test.describe("Product coupons", () => {
  test("the coupons drawer lists claimable coupons and asks a guest to sign in on Get Now", async ({
    page,
    request,
  }) => {
    // FURNITURE10 (claimable, furniture) applies to every furniture product that takes coupons.
    await page.goto(await protectedProduct(request));
    const open = page.getByRole("button", { name: /Coupons available: \d+/ });
    await waitForHydrated(open);
    await open.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const getNow = drawer.getByRole("button", { name: /^Get Now: / }).first();
    await getNow.click();
    await expect(page.getByText("Please sign in to get this coupon.")).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Sign in/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
  });
});

test.describe("Quick view and add to cart", () => {
  test("a product added from the quick view lands in the cart and the header count follows", async ({
    page,
  }) => {
    await page.goto("/furniture.html?in_stock=1");
    const button = page.getByRole("button", { name: /^Quick view\b/ }).first();
    await waitForHydrated(button);
    await button.click();
    const drawer = page.getByRole("dialog");
    const add = drawer.getByRole("button", { name: "Add to Cart" });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toContainText("1");
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{ items_qty: number }>;
    expect(cart.result.items_qty).toBe(1);
  });

  test("a protection plan chosen on the product page is attached at the offer list's price", async ({
    page,
    request,
  }) => {
    await page.goto(await protectedProduct(request));
    const group = page.getByRole("group", { name: "Protection plan" });
    const first = group.getByRole("radio").first();
    await waitForHydrated(first);
    await page.getByRole("button", { name: "Add Protection" }).click();
    const add = page.getByRole("button", { name: "Add to Cart" });
    await add.click();
    await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
      list: { has_contract: number; extend: { planId: string; price: number } | null }[];
    }>;
    expect(cart.result.list[0].has_contract).toBe(2);
    expect(cart.result.list[0].extend?.price).toBeGreaterThan(0);
  });
});
