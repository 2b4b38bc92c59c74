import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products as productsTable } from "../../../server/db/schema/catalog";
import type { SeededProduct } from "../../../server/modules/cart/cart.testing";
import { PICKUP_STORE } from "../../../server/modules/logistics/pickup-store";
import { guest, products, send, shopperWithCart } from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as paymentRoute from "../../routes/checkout/payment";
import * as pickupRoute from "../../routes/checkout/payment-pickup";
import { pageArgs, redirectOf } from "../session/page-context.testing";
import type { PaymentPageData } from "./payment.server";
import { PaymentView } from "./payment-view";

// /checkout/paymentpickup through its real loader over the real API and database.
let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  supply = await products(t);
});
afterAll(() => t?.close());

const PICKUP = "/checkout/paymentpickup";
type Args = ReturnType<typeof pageArgs>;
const as = <T,>(args: Args) => args as unknown as T;
const text = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** A guest (with e-mail) whose cart holds one pickup product: the page cookie. */
async function pickupShopper(choosePickup: boolean) {
  const g = await guest(t);
  const p = await supply();
  await t.database.db.update(productsTable).set({ isPickup: true }).where(eq(productsTable.id, p.productId));
  await shopperWithCart(t, p, { as: g, email: "pickup.buyer@example.com" });
  if (choosePickup) {
    const res = await send(t.app, "PUT", "/api/cart/shipping-method", { shipping_method: "pickup" }, g.who);
    expect(res.body.code).toBe(200);
  }
  return `GuestToken=${g.who.cookies?.GuestToken}`;
}

describe("payment pickup page", () => {
  it("shows the pickup store (address, hours), no Ship to, the payment methods and a free pickup row", async () => {
    const cookie = await pickupShopper(true);
    const out = (await pickupRoute.loader(as(pageArgs(t, PICKUP, { cookie })))) as unknown as {
      data: PaymentPageData;
    };
    const data = out.data;
    expect(data.cart.is_pickup).toBe(true);
    const html = text(await renderInRouter(<PaymentView data={data} />, { url: PICKUP }));
    expect(html).toContain("Pick up in store");
    expect(html).toContain(PICKUP_STORE.title);
    expect(html).toContain(`${PICKUP_STORE.city}, NJ ${PICKUP_STORE.postcode}`);
    expect(html).toContain(PICKUP_STORE.pickup_daly);
    expect(html).toContain(PICKUP_STORE.pickup_weekly);
    expect(html).not.toContain("Ship to");
    expect(html).toContain("Credit or debit card");
    expect(html).toMatch(/<dt>Store Pickup<\/dt><dd>FREE<\/dd>/);
    expect(html).toContain("Confirmation to pickup.buyer@example.com");
    expect(pickupRoute.shouldRevalidate()).toBe(false);
  });

  it("a delivery cart goes to /checkout/payment; a pickup cart on /checkout/payment comes here", async () => {
    const delivery = await pickupShopper(false);
    expect(
      (await redirectOf(pickupRoute.loader(as(pageArgs(t, PICKUP, { cookie: delivery }))))).location,
    ).toBe("/checkout/payment");
    const pickup = await pickupShopper(true);
    expect(
      (await redirectOf(paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie: pickup })))))
        .location,
    ).toBe(PICKUP);
  });
});
