import type { ReactElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestSession, type SeededProduct } from "../../../server/modules/cart/cart.testing";
import { products, send } from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as payRoute from "../../routes/checkout/pay";
import { pageArgs, redirectOf } from "../session/page-context.testing";
import { BuyNowDiscountsPanel, cashbackText } from "./buy-now-discounts";
import type { PayPageData } from "./buy-now-page.server";

// /pay through its real loader and action over the real API and database.
let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  supply = await products(t);
});
afterAll(() => t?.close());

type Args = ReturnType<typeof pageArgs>;
/** The route's component with only what it reads. */
const PayPage = ({ data }: { data: PayPageData }) => {
  const Page = payRoute.default as unknown as (props: {
    loaderData: PayPageData;
    actionData?: unknown;
  }) => ReactElement;
  return <Page loaderData={data} />;
};
const as = <T,>(args: Args) => args as unknown as T;
const dataOf = (value: unknown) => (value as { data: PayPageData }).data;
const text = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

async function guestBuyingNow(): Promise<{ cookie: string; product: SeededProduct }> {
  const s = await guestSession(t);
  const product = await supply();
  const who = { cookies: { GuestToken: s.token } };
  const res = await send(
    t.app,
    "POST",
    "/mobile/products/carts-operate",
    { product: { product_id: product.productId, child_id: product.variants[0].id, qty: 1 } },
    who,
  );
  expect(res.body.code).toBe(200);
  return { cookie: `GuestToken=${s.token}`, product };
}

const GUEST_FORM = {
  intent: "guest-address",
  email: "pay.page@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Walnut Ave",
  apartment_unit_suite: "",
  city: "Whittier",
  region_id: "12",
  postcode: "90602",
  telephone: "(562) 555-0134",
};

describe("/pay", () => {
  it("without a buy-now goes to the cart page", async () => {
    const s = await guestSession(t);
    const { location } = await redirectOf(
      payRoute.loader(as(pageArgs(t, "/pay", { cookie: `GuestToken=${s.token}` }))),
    );
    expect(location).toBe("/checkout/cart");
  });

  it("without an address goes to its address step, which shows the product and Continue as Guest", async () => {
    const { cookie } = await guestBuyingNow();
    const { location } = await redirectOf(payRoute.loader(as(pageArgs(t, "/pay", { cookie }))));
    expect(location).toBe("/pay?step=address");
    const data = dataOf(await payRoute.loader(as(pageArgs(t, "/pay?step=address", { cookie }))));
    expect(data.step).toBe("address");
    const html = text(
      await renderInRouter(<PayPage data={data} />, {
        url: "/pay?step=address",
      }),
    );
    expect(html).toContain("Buy Now: Shipping Address");
    expect(html).toContain("Continue as Guest");
    expect(html).toContain(data.cart.list[0].name);
  });

  it("a guest's address form ships the buy-now and moves on to payment, with coupon and points earned", async () => {
    const { cookie } = await guestBuyingNow();
    const f = new FormData();
    for (const [k, v] of Object.entries(GUEST_FORM)) f.append(k, v);
    const { location } = await redirectOf(
      Promise.resolve(payRoute.action(as(pageArgs(t, "/pay?step=address", { cookie, form: f })))).then((r) =>
        Promise.reject(r),
      ),
    );
    expect(location).toBe("/pay");
    const data = dataOf(await payRoute.loader(as(pageArgs(t, "/pay", { cookie }))));
    if (data.step !== "payment") throw new Error("expected the payment step");
    expect(data.cart.address.email).toBe("pay.page@example.com");
    expect(data.cart.tax_failed).toBe(false);
    expect(data.cart.points_data.points_balance).toBe(0);
    expect(data.cashback?.credited).toBe(false);
    const html = text(
      await renderInRouter(<PayPage data={data} />, {
        url: "/pay",
      }),
    );
    expect(html).toContain("Coupon code");
    expect(html).toContain("Place Order");
    expect(html).not.toContain("Points to use");

    // The points hint follows the checkout last answered (its points_data), not the page load.
    const withPoints = {
      ...data.cart,
      points_data: { ...data.cart.points_data, points_balance: 500, points_max: 120 },
    };
    const panel = text(
      await renderInRouter(
        <BuyNowDiscountsPanel
          cart={withPoints}
          show={() => {}}
          locked={false}
          discounts={data.discounts}
          cashback={null}
        />,
        { url: "/pay" },
      ),
    );
    expect(panel).toContain("Points to use");
    expect(panel).toContain("You have 500 points; up to 120 can be used on this order.");
  });

  it("a refused guest address answers the form with the rule's message and changes nothing", async () => {
    const { cookie } = await guestBuyingNow();
    const f = new FormData();
    for (const [k, v] of Object.entries({ ...GUEST_FORM, postcode: "9060" })) f.append(k, v);
    const res = (await payRoute.action(
      as(pageArgs(t, "/pay?step=address", { cookie, form: f })),
    )) as unknown as {
      data: { ok: boolean; message: string };
    };
    expect(res.data.ok).toBe(false);
    expect(res.data.message).toBe(
      "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
    );
    const { location } = await redirectOf(payRoute.loader(as(pageArgs(t, "/pay", { cookie }))));
    expect(location).toBe("/pay?step=address");
  });
});

describe("cashbackText", () => {
  it("tells a customer what they earn and a guest what signing in would earn", () => {
    expect(cashbackText({ points: 250, amount: 2.5, credited: true })).toBe(
      "You will earn 250 points ($2.50) with this order.",
    );
    expect(cashbackText({ points: 250, amount: 2.5, credited: false })).toBe(
      "Sign in to earn 250 points ($2.50) with this order.",
    );
    expect(cashbackText({ points: 0, amount: 0, credited: true })).toBeNull();
  });
});
