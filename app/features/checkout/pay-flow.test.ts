import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAY_LATER_TEST_TOKENS, TEST_CARDS } from "../../../contract/payment-constants";
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
import { payLaterAuthorization } from "./pay-later";
import { outcomeMessage } from "./payment-view";

// The Place Order flow over the browser's request layer and the real API, database and test
// provider (its tokenize endpoint makes the nonces, as the card field does).
let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  supply = await products(t);
});
afterAll(() => t?.close());

/** A guest browser whose cart is ready to check out. */
async function readyGuest() {
  const shopper = await guest(t);
  await shopperWithCart(t, await supply(), { as: shopper });
  return browserOverApp(t, { ...shopper.who.cookies });
}

const card = (number: string) => async (): Promise<NonceAnswer> => ({ nonce: await nonceFor(t.app, number) });
const ordersOf = (incrementId: string) =>
  count(t, `select count(*)::int as n from orders where increment_id = '${incrementId}'`);

describe("createPayFlow", () => {
  it("a declined card gives the order back; another card places and pays a new order with a new token", async () => {
    const browser = await readyGuest();
    const flow = createPayFlow(browser.api);
    const first = await flow.payByCard(card(TEST_CARDS.decline));
    expect(first).toMatchObject({ kind: "declined", message: "Your card was declined." });
    const declinedId = first.kind === "declined" ? first.order.order_id : 0;
    expect(declinedId).toBeGreaterThan(0);
    expect(flow.order()).toBeNull();
    const second = await flow.payByCard(card(TEST_CARDS.approve));
    expect(second).toEqual({ kind: "paid", order: flow.order() });
    expect(flow.order()?.order_id).not.toBe(declinedId);
    expect(browser.sent.filter((s) => s === "POST /api/order")).toHaveLength(2);
    expect(browser.sent.filter((s) => s === "GET /api/order-token")).toHaveLength(2);
    expect(await ordersOf(second.kind === "paid" ? second.order.increment_id : "")).toBe(1);
    expect(
      await count(
        t,
        `select count(*)::int as n from orders where id = ${declinedId} and status = 'payment_failed'`,
      ),
    ).toBe(1);
  });

  it("a processor error is shown and can be retried (a new order)", async () => {
    const browser = await readyGuest();
    const flow = createPayFlow(browser.api);
    expect(await flow.payByCard(card(TEST_CARDS.processorError))).toMatchObject({
      kind: "declined",
      message: "The payment could not be processed, please try again or use another card.",
    });
    expect((await flow.payByCard(card(TEST_CARDS.approve))).kind).toBe("paid");
  });

  it("a double click runs once: both clicks get the same outcome and one order", async () => {
    const browser = await readyGuest();
    const flow = createPayFlow(browser.api);
    const nonce = card(TEST_CARDS.approve);
    const [a, b] = await Promise.all([flow.payByCard(nonce), flow.payByCard(nonce)]);
    expect(a).toBe(b);
    expect(a.kind).toBe("paid");
    expect(browser.sent.filter((s) => s === "POST /api/order")).toHaveLength(1);
    expect(browser.sent.filter((s) => s === "POST /api/braintree-creditCard")).toHaveLength(1);
  });

  it("card details the field refused: no order is placed, nothing is charged", async () => {
    const browser = await readyGuest();
    const flow = createPayFlow(browser.api);
    const out = await flow.payByCard(async () => ({ error: "Please enter a valid card number." }));
    expect(out).toEqual({ kind: "card-invalid", message: "Please enter a valid card number." });
    expect(browser.sent).not.toContain("POST /api/order");
    expect(browser.sent).not.toContain("POST /api/braintree-creditCard");
    expect((await flow.payByCard(card(TEST_CARDS.approve))).kind).toBe("paid");
  });

  it("an empty cart cannot be ordered: the API's message, no charge", async () => {
    const browser = browserOverApp(t, { ...(await guest(t)).who.cookies });
    const out = await createPayFlow(browser.api).payByCard(card(TEST_CARDS.approve));
    // The headline and the server's reason, which the page shows together (issue 16, bug 2).
    expect(out).toEqual({
      kind: "order-refused",
      changed: false,
      message: "Your cart cannot be checked out yet.",
      problems: ["Your cart is empty."],
    });
    expect(outcomeMessage(out)).toBe("Your cart cannot be checked out yet. Your cart is empty.");
    expect(browser.sent).not.toContain("POST /api/braintree-creditCard");
  });

  it("pay later: denied shows the provider message and gives the order back, then approved pays a new one", async () => {
    const browser = await readyGuest();
    const client = await browser.api.get<{ client_token: string; provider: string }>(
      "/api/klarna-client-token",
    );
    expect(client.result.provider).toBe("test");
    expect(payLaterAuthorization(client.result, "approve")).toBe(PAY_LATER_TEST_TOKENS.approve);
    expect(payLaterAuthorization({ ...client.result, provider: "klarna" }, "approve")).toBeNull();
    const flow = createPayFlow(browser.api);
    expect(await flow.payLater(async () => PAY_LATER_TEST_TOKENS.deny)).toMatchObject({
      kind: "declined",
      message: "Your pay-later application was not approved. Please choose another payment method.",
    });
    expect(flow.order()).toBeNull();
    const ok = await flow.payLater(async () => payLaterAuthorization(client.result, "approve") ?? "");
    expect(ok.kind).toBe("paid");
    expect(browser.sent.filter((s) => s === "POST /api/order")).toHaveLength(2);
  });
});
