import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_FIELD_BRAINTREE_PATH } from "../../../contract/payment-constants";
import {
  braintreeTestEnv,
  type FakeBraintree,
  fakeBraintree,
} from "../../../server/integrations/payments/fake-providers.testing";
import type { SeededProduct } from "../../../server/modules/cart/cart.testing";
import { products, shopperWithCart } from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as paymentRoute from "../../routes/checkout/payment";
import { pageArgs } from "../session/page-context.testing";
import type { PaymentPageData } from "./payment.server";
import { PaymentView } from "./payment-view";

// The payment page with PAYMENT_PROVIDER=braintree and no Klarna settings, through its real loader
// over the real API (Braintree played by a local stand-in): Braintree's field, no pay-later option.
let t: TestApp;
let braintree: FakeBraintree;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  braintree = await fakeBraintree();
  t = await createTestApp({
    products: 10,
    env: {
      ...braintreeTestEnv(braintree),
    },
  });
  supply = await products(t);
});
afterAll(async () => {
  await t?.close();
  await braintree?.close();
});

type Args = ReturnType<typeof pageArgs>;
const as = <T,>(args: Args) => args as unknown as T;

describe("payment page with Braintree and no Klarna", () => {
  it("frames Braintree's field page and offers no pay later", async () => {
    const shopper = await shopperWithCart(t, await supply());
    const cookie = `GuestToken=${shopper.who.cookies?.GuestToken}`;
    const out = (await paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie })))) as unknown as {
      data: PaymentPageData;
    };
    expect(out.data.fieldUrl).toBe(PAYMENT_FIELD_BRAINTREE_PATH);
    expect(out.data.payLaterOffered).toBe(false);
    const html = await renderInRouter(<PaymentView data={out.data} />, { url: "/checkout/payment" });
    expect(html).toContain(`src="${PAYMENT_FIELD_BRAINTREE_PATH}"`);
    expect(html).toContain("Credit or debit card");
    expect(html).not.toContain('value="paylater"');
    expect(html).not.toContain("klarnacdn");
  });
});
