import type { APIRequestContext, Page } from "@playwright/test";
import { cartOverThreshold, type Envelope, expect, waitForHydrated } from "./fixtures";

// The steps of a purchase in the browser, shared by the journeys that need a placed order: the
// checkout journeys themselves, and those that start after one (My Reviews, tracking).

export interface Plain {
  url_path: string;
  name: string;
}

/** Outdoor products (the PATIO25 coupon's category) in stock, sold one at a time, most expensive first. */
export async function outdoorProducts(request: APIRequestContext, count: number): Promise<Plain[]> {
  const list = (await (
    await request.get("/api/products?category_id=3&in_stock=1&sort=price_desc&page_size=20")
  ).json()) as Envelope<{ items: { entity_id: number }[] }>;
  const out: Plain[] = [];
  for (const { entity_id } of list.result.items) {
    const d = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
      url_path: string;
      name: string;
      product_tag: string | null;
      is_no_discount_product?: boolean;
      inventory: { is_in_stock: boolean; min_sale_qty: number; qty: number };
    }>;
    const p = d.result;
    const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
    // Plenty of stock: a dozen journeys buy from this list in one run, and a product down to its
    // last units (the seed has some) would run out halfway through it.
    const plenty = p.inventory.qty >= 40;
    if (
      plenty &&
      p.inventory.is_in_stock &&
      p.inventory.min_sale_qty === 1 &&
      !preorder &&
      !p.is_no_discount_product
    )
      out.push(p);
    if (out.length === count) return out;
  }
  throw new Error(`fewer than ${count} plain outdoor products`);
}

export async function addToCart(page: Page, path: string, withPlan: boolean) {
  await page.goto(path);
  const add = page.getByRole("button", { name: "Add to Cart" });
  await waitForHydrated(add);
  // The first plan is preselected and goes into the cart with the item (issue 16, bug 3);
  // "No protection" adds the item alone.
  const status = page.getByTestId("protection-status");
  if (withPlan) {
    await expect(
      page.getByRole("group", { name: "Protection plan" }).getByRole("radio").first(),
    ).toBeChecked();
    await expect(status).toContainText("added with this item");
  } else if ((await page.getByTestId("protection-block").count()) > 0) {
    await page.getByRole("radio", { name: "No protection" }).check();
    await expect(status).toHaveText("No protection plan");
  }
  await add.click();
  await expect(page.getByRole("dialog", { name: /^My Cart/ })).toBeVisible();
  expect((await dataLayerEvents(page)).filter((e) => e.event === "add_to_cart")).toHaveLength(1);
  await page.keyboard.press("Escape");
}

export interface DataLayerEntry {
  event?: string;
  ecommerce?: { transaction_id?: string; items?: { item_name: string; quantity: number }[] } | null;
}

/** The data layer's ecommerce events of this page view. */
export const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEntry[]);

export async function payWithCard(page: Page, number: string) {
  const field = page.frameLocator('iframe[title="Card details"]');
  await field.getByLabel("Card number").fill(number);
  await field.getByLabel("Expiration (MM/YY)").fill("12/34");
  await field.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Place Order" }).click();
}

/** The guest address form on the shipping-address page, filled with a New Jersey address. */
export async function continueAsGuest(page: Page, email: string, next = /\/checkout\/payment/) {
  const guest = page.getByRole("region", { name: "Continue as Guest" });
  const emailField = guest.getByLabel("Email");
  await waitForHydrated(emailField);
  await emailField.fill(email);
  await guest.getByLabel("First name").fill("Dana");
  await guest.getByLabel("Last name").fill("Buyer");
  await guest.getByLabel("Street address").fill("12 Main St");
  await guest.getByLabel("City").fill("Newark");
  await guest.getByLabel("State").selectOption({ label: "New Jersey" });
  await guest.getByLabel("Zip Code").fill("07102");
  await guest.getByLabel("Phone number").fill("(973) 555-0142");
  await guest.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(next);
}

/** The first address of a customer, added on the shipping-address page (New Jersey). */
export async function addFirstAddress(page: Page) {
  const book = page.getByRole("region", { name: "New address" });
  const first = book.getByLabel("First name");
  await waitForHydrated(first);
  await first.fill("Casey");
  await book.getByLabel("Last name").fill("Shopper");
  await book.getByLabel("Street address").fill("40 Elm St");
  await book.getByLabel("City").fill("Trenton");
  await book.getByLabel("State").selectOption({ label: "New Jersey" });
  await book.getByLabel("Zip Code").fill("08608");
  await book.getByLabel("Phone number").fill("609-555-0188");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
}

const ADDRESS = {
  firstname: "Robin",
  lastname: "Tester",
  street: "12 Main St",
  apartment_unit_suite: "",
  city: "Newark",
  region_id: 41,
  postcode: "07102",
  telephone: "9735550100",
  country_id: "US",
};

async function okResult<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, body.message).toBe(200);
  return body.result;
}

/**
 * A paid order of the signed-in shopper behind `request` (the page's own cookies), placed through
 * the calls checkout makes (a cart over the free-shipping threshold, an address, the test card).
 */
export async function paidOrderThroughCalls(request: APIRequestContext): Promise<string> {
  await cartOverThreshold(request);
  const address = await okResult<{ address_entity_id: number }>(
    await request.post("/api/customer/address", { data: { ...ADDRESS, default_shipping: 1 } }),
  );
  await okResult(
    await request.put("/api/cart/address", { data: { customer_address_id: address.address_entity_id } }),
  );
  await okResult(await request.put("/api/cart/payment", { data: { payment_method: "card" } }));
  const { order_token } = await okResult<{ order_token: string }>(await request.get("/api/order-token"));
  const placed = await okResult<{ order_id: number; increment_id: string }>(
    await request.post("/api/order", { data: { order_token } }),
  );
  const field = await request.post("/payment-field/tokenize", {
    data: { number: "4111111111111111", expiry: "12/39", cvc: "123" },
  });
  const { nonce } = (await field.json()) as { nonce: string };
  await okResult(
    await request.post("/api/braintree-creditCard", { data: { order_id: placed.order_id, nonce } }),
  );
  return placed.increment_id;
}
