import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect, expectNoAxeViolations, SIZES, test, waitForHydrated } from "./fixtures";

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
  // axe-core on a full product page takes long on the shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  for (const size of SIZES) {
    test.describe(size.name, () => {
      test.use(size.use);

      test("the preselected plan is added with the item and shows as its own line in the mini-cart", async ({
        page,
        request,
      }) => {
        await page.goto(await protectedProduct(request));
        const group = page.getByRole("group", { name: "Protection plan" });
        const first = group.getByRole("radio").first();
        await waitForHydrated(first);
        await expect(first).toBeChecked();
        await expect(first).toHaveAccessibleName(/Year/);
        // No separate step: the status says the checked plan goes with the item.
        await expect(page.getByRole("button", { name: "Add Protection" })).toHaveCount(0);
        await expect(page.getByTestId("protection-status")).toContainText("added with this item");
        await expectNoAxeViolations(page, "a product page with a protection plan");
        await page.getByRole("button", { name: "Add to Cart" }).first().click();
        await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
        const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
          grand_total: number;
          list: {
            row_total: number;
            has_contract: number;
            extend: { title: string; price: number } | null;
          }[];
        }>;
        const line = cart.result.list[0];
        expect(line.has_contract).toBe(2);
        const plan = line.extend;
        if (!plan) throw new Error("the plan was not attached");
        // The mini-cart lists the plan with its price beside the item, so the lines add up.
        const drawer = page.getByRole("dialog", { name: /My Cart/ });
        await expect(drawer).toBeVisible();
        const planLine = drawer.getByTestId("plan-line");
        await expect(planLine).toContainText(plan.title);
        await expect(planLine).toContainText(`$${(plan.price / 100).toFixed(2)}`);
        await expectNoAxeViolations(page);
      });

      test("choosing No protection adds the item alone; Remove does the same", async ({ page, request }) => {
        await page.goto(await protectedProduct(request));
        const group = page.getByRole("group", { name: "Protection plan" });
        const first = group.getByRole("radio").first();
        await waitForHydrated(first);
        await expect(first).toBeChecked();
        await page.getByRole("button", { name: "Remove protection plan" }).click();
        await expect(group.getByRole("radio", { name: "No protection" })).toBeChecked();
        await expect(page.getByTestId("protection-status")).toHaveText("No protection plan");
        await page.getByRole("button", { name: "Add to Cart" }).first().click();
        await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
        const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
          list: { has_contract: number; extend: unknown }[];
        }>;
        expect(cart.result.list[0].has_contract).toBe(0);
        expect(cart.result.list[0].extend).toBeNull();
      });
    });
  }
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

  test("a second plan chosen on the product page is attached at the offer list's price", async ({
    page,
    request,
  }) => {
    await page.goto(await protectedProduct(request));
    const group = page.getByRole("group", { name: "Protection plan" });
    const second = group.getByRole("radio").nth(1);
    await waitForHydrated(second);
    const offered = (await second.getAttribute("value")) ?? "";
    await second.check();
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
      list: { has_contract: number; extend: { offerPlanId: string; price: number } | null }[];
    }>;
    expect(cart.result.list[0].has_contract).toBe(2);
    expect(cart.result.list[0].extend?.offerPlanId).toBe(offered);
    expect(cart.result.list[0].extend?.price).toBeGreaterThan(0);
  });
});
