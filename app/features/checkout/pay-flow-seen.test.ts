import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { products as productsTable, productVariants } from "../../../server/db/schema/catalog";
import type { SeededProduct } from "../../../server/modules/cart/cart.testing";
import {
  count,
  guest,
  nonceFor,
  products,
  shopperWithCart,
} from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { browserOverApp } from "../session/browser-over-app.testing";
import { createPayFlow, type NonceAnswer } from "./pay-flow";

// Place Order sends the fingerprint of the checkout the page shows (issue 15 §7): a price changed
// since is refused as "changed" (the page reads the checkout again), and nothing is ordered or charged.
let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  supply = await products(t);
});
afterAll(() => t?.close());

const card = (number: string) => async (): Promise<NonceAnswer> => ({ nonce: await nonceFor(t.app, number) });

describe("Place Order with what the page shows", () => {
  it("a price changed after the page read the cart: refused as changed, no order; the cart read again pays", async () => {
    const shopper = await guest(t);
    const p = await supply();
    await t.database.db
      .update(productsTable)
      .set({ name: "Cedar Bench" })
      .where(eq(productsTable.id, p.productId));
    await t.database.db
      .update(productVariants)
      .set({ priceCents: 10_000 })
      .where(eq(productVariants.productId, p.productId));
    await shopperWithCart(t, p, { as: shopper });
    const browser = browserOverApp(t, { ...shopper.who.cookies });
    let shown = (await browser.api.get<CartResult>("/api/carts")).result;
    const flow = createPayFlow(browser.api, "/api/order", () => shown.checkout_fingerprint);
    await t.database.db
      .update(productVariants)
      .set({ priceCents: 11_000 })
      .where(eq(productVariants.productId, p.productId));

    expect(await flow.payByCard(card(TEST_CARDS.approve))).toEqual({
      kind: "order-refused",
      changed: true,
      problems: [],
      message:
        "The price of Cedar Bench changed from $100.00 to $110.00. Sales tax changed from $6.63 to $7.29. Your order total is now $117.29 (you saw $106.63). Nothing was charged: please review your order and place it again.",
    });
    expect(browser.sent).not.toContain("POST /api/braintree-creditCard");
    expect(await count(t, "select count(*)::int as n from orders")).toBe(0);

    shown = (await browser.api.get<CartResult>("/api/carts")).result;
    expect(shown.grand_total).toBe(117.29);
    expect((await flow.payByCard(card(TEST_CARDS.approve))).kind).toBe("paid");
    expect(await count(t, "select count(*)::int as n from orders where grand_total_cents = 11729")).toBe(1);
  });
});
