import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect, test, waitForHydrated } from "./fixtures";

interface CartRead {
  items_qty: number;
  valid: boolean;
  list: { item_id: number; name: string; qty: number }[];
}

/** Two different products whose chosen variants are in stock and sold one at a time. */
async function twoPlainProducts(request: APIRequestContext): Promise<{ url_path: string; name: string }[]> {
  const list = (await (
    await request.get("/api/products?category_id=2&in_stock=1&sort=price_asc&page_size=20")
  ).json()) as Envelope<{ items: { entity_id: number }[] }>;
  const out: { url_path: string; name: string }[] = [];
  for (const { entity_id } of list.result.items) {
    const d = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
      url_path: string;
      name: string;
      product_tag: string | null;
      inventory: { is_in_stock: boolean; min_sale_qty: number };
    }>;
    const p = d.result;
    const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
    if (p.inventory.is_in_stock && p.inventory.min_sale_qty === 1 && !preorder) out.push(p);
    if (out.length === 2) return out;
  }
  throw new Error("fewer than two plain products in stock");
}

async function addFromProductPage(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  const add = page.getByRole("button", { name: "Add to Cart" });
  await waitForHydrated(add);
  await add.click();
  const drawer = page.getByRole("dialog", { name: /^My Cart \(\d+\)/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe("Cart", () => {
  test("the mini-cart opens on add, lists the lines and leads to the cart page", async ({
    page,
    request,
  }) => {
    const [first, second] = await twoPlainProducts(request);
    await addFromProductPage(page, first.url_path);
    const drawer = await addFromProductPage(page, second.url_path);
    await expect(drawer).toHaveAccessibleName(/My Cart \(2\)/);
    await expect(drawer.getByRole("link", { name: first.name })).toBeVisible();
    await expect(drawer.getByRole("link", { name: second.name })).toBeVisible();
    await drawer.getByRole("link", { name: "View Full Cart" }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByRole("link", { name: first.name }).first()).toBeVisible();
  });

  test("save for later and back: the line leaves the cart, waits below it, and returns", async ({
    page,
    request,
  }) => {
    const [first, second] = await twoPlainProducts(request);
    await addFromProductPage(page, first.url_path);
    await addFromProductPage(page, second.url_path);
    await page.goto("/checkout/cart");
    const save = page.getByRole("button", { name: `Save for later ${first.name}` });
    await waitForHydrated(save);
    await save.click();
    const later = page.getByTestId("later-list");
    await expect(later.getByRole("link", { name: first.name })).toBeVisible();
    let cart = (await (await page.request.get("/api/carts")).json()) as Envelope<CartRead>;
    expect(cart.result.list.map((l) => l.name)).toEqual([second.name]);

    await later.getByRole("button", { name: `Move to cart ${first.name}` }).click();
    await expect(later).toHaveCount(0);
    await expect
      .poll(async () => {
        cart = (await (await page.request.get("/api/carts")).json()) as Envelope<CartRead>;
        return cart.result.list.map((l) => l.name).sort();
      })
      .toEqual([first.name, second.name].sort());
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toContainText("2");
  });
});
