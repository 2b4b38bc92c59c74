import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddToCartResult } from "../../../contract/cart-constants";
import { SHIPPING_PROTECTION_TITLE } from "../../../contract/cart-constants";
import { products as productsTable } from "../../../server/db/schema/catalog";
import {
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../../../server/modules/cart/cart.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as cartRoute from "../../routes/cart";
import { browserOverApp } from "../session/browser-over-app.testing";
import { pageArgs } from "../session/page-context.testing";
import { cartOf } from "./cart-fixtures.testing";
import type { CartActionOutcome } from "./cart-intents";
import type { CartPageData } from "./cart-page.server";
import { CartPageView } from "./cart-page-view";
import { pickupOffered } from "./pickup-offered";

// The cart page's shipping-protection toggle and "Pick up in store" choice, through the Cart
// route's real loader and action over the real API and database.

let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  supply = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

type Args = ReturnType<typeof pageArgs>;
const asArgs = <T,>(args: Args) => args as unknown as T;
const dataOf = <T,>(value: unknown) => (value as { data: T }).data;
const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");

async function guestWith(pickup: boolean, priceCents = 20_000) {
  const browser = browserOverApp(t);
  const p = await supply();
  await pinVariant(t, p.variants[0].id, { priceCents, specialPriceCents: null, plusPriceCents: null });
  await t.database.db
    .update(productsTable)
    .set({ isPickup: pickup })
    .where(eq(productsTable.id, p.productId));
  const added = await browser.api.post<AddToCartResult>("/api/cart", {
    product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 },
  });
  expect(added.code).toBe(200);
  return browser.cookieHeader();
}
const load = async (cookie: string) =>
  dataOf<CartPageData>(await cartRoute.loader(asArgs(pageArgs(t, "/checkout/cart", { cookie }))));
async function act(cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return dataOf<CartActionOutcome>(
    await cartRoute.action(asArgs(pageArgs(t, "/checkout/cart", { cookie, form }))),
  );
}
const render = async (data: CartPageData) =>
  text(await renderInRouter(<CartPageView data={data} />, { url: "/checkout/cart", pageData: data }));

describe("shipping protection toggle", () => {
  it("shows the offer with its price, adds it as its own summary row, and takes it off", async () => {
    const cookie = await guestWith(false);
    const before = await render(await load(cookie));
    expect(before).toContain(SHIPPING_PROTECTION_TITLE);
    expect(before).toContain("$3.00");
    expect(before).not.toContain('data-row="shipping-protection"');

    expect(await act(cookie, { intent: "shipping-protection", enable: "1" })).toMatchObject({ ok: true });
    const on = await load(cookie);
    expect(on.cart?.shipping_protection_amount).toBe(3);
    expect(await render(on)).toMatch(
      /data-row="shipping-protection"[^>]*><dt>Shipping Protection<\/dt><dd>\$3\.00/,
    );

    expect(await act(cookie, { intent: "shipping-protection", enable: "0" })).toMatchObject({ ok: true });
    expect((await load(cookie)).cart?.shipping_protection).toBe(false);
  });
});

describe("Pick up in store", () => {
  it("is offered only when every line allows it and the detected state is NJ (or pickup is chosen)", () => {
    expect(pickupOffered({ pickup_allowed: true, is_pickup: false }, "NJ")).toBe(true);
    expect(pickupOffered({ pickup_allowed: true, is_pickup: false }, "CA")).toBe(false);
    expect(pickupOffered({ pickup_allowed: true, is_pickup: false }, null)).toBe(false);
    expect(pickupOffered({ pickup_allowed: false, is_pickup: false }, "NJ")).toBe(false);
    expect(pickupOffered({ pickup_allowed: true, is_pickup: true }, null)).toBe(true);
  });

  it("the form switches a pickup cart to pickup; the page shows it chosen and checks out to the pickup payment", async () => {
    const cookie = await guestWith(true);
    expect(await act(cookie, { intent: "shipping-method", shipping_method: "pickup" })).toMatchObject({
      ok: true,
    });
    const data = await load(cookie);
    expect(data.cart?.is_pickup).toBe(true);
    const html = await render(data);
    expect(html).toMatch(/checked="" value="pickup"/);
    expect(html).toContain("Pick up in store");
    expect(html).toContain('href="/checkout/paymentpickup"');
    expect(html).not.toContain(SHIPPING_PROTECTION_TITLE);
  });

  it("a cart with an item that cannot be picked up is refused with the message", async () => {
    const cookie = await guestWith(false);
    const out = await act(cookie, { intent: "shipping-method", shipping_method: "pickup" });
    expect(out.ok).toBe(false);
    expect(out.message).toContain("cannot be picked up in store");
    const html = await render(await load(cookie));
    expect(html).not.toContain("Pick up in store");
  });

  it("is not rendered on the server for a delivery cart (the NJ check runs in the browser)", async () => {
    const html = await render({
      cart: cartOf({ pickup_allowed: true }),
      later: [],
      coupons: [],
    } as CartPageData);
    expect(html).not.toContain('value="pickup"');
  });
});
