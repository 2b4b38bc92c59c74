import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../../contract/order";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { carts } from "../../../server/db/schema/cart";
import { productVariants } from "../../../server/db/schema/catalog";
import { customers } from "../../../server/db/schema/customer";
import type { SeededProduct } from "../../../server/modules/cart/cart.testing";
import {
  customer,
  guest,
  nonceFor,
  place,
  products,
  type Shopper,
  send,
  shopperWithCart,
} from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as cancelRoute from "../../routes/account/cancel-order";
import * as detailRoute from "../../routes/account/order-detail";
import * as listRoute from "../../routes/account/orders";
import * as placedRoute from "../../routes/checkout/order";
import { outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import { CancelOrderView } from "./cancel-order-view";
import { OrderDetailView } from "./order-detail-view";
import { OrderListView } from "./order-list-view";
import type { CancelOutcome, OrderSummaryView } from "./order-types";

// The order pages through their real loaders and action, over the real API and database: orders
// placed (and paid) the way checkout does it, read back, rendered and canceled.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = await products(t);
});
afterAll(() => t?.close());

type Args = ReturnType<typeof pageArgs>;
const asArgs = <T,>(args: Args) => args as unknown as T;

/** The Cookie header the shopper's browser would send the page. */
const cookieOf = (s: Shopper) =>
  s.who.bearer
    ? `token=${s.who.bearer}`
    : Object.entries(s.who.cookies ?? {}).map(([k, v]) => `${k}=${v}`)[0];

/** Server-rendered markup without React's text separators. */
const text = (html: string) => html.replaceAll("<!-- -->", "");

function answered<T>(value: unknown): T {
  return (value as { data: T }).data;
}

/** A shopper places an order for `qty` of a fresh product (pending payment); its number. */
async function placed(shopper: Shopper, qty = 1) {
  const p = await product();
  await shopperWithCart(t, p, { qty, as: shopper });
  const res = await place(t.app, shopper.who);
  expect(res.body.code).toBe(200);
  return { ...res.body.result, product: p };
}

async function pay(shopper: Shopper, orderId: number) {
  const nonce = await nonceFor(t.app, TEST_CARDS.approve);
  const res = await send(
    t.app,
    "POST",
    "/api/braintree-creditCard",
    { order_id: orderId, nonce },
    shopper.who,
  );
  expect(res.body.code).toBe(200);
}

const loadList = (cookie?: string) =>
  listRoute.loader(asArgs(pageArgs(t, "/customer/account/order", { cookie })));
const loadDetail = (id: string, cookie?: string, query = "") => {
  const args = pageArgs(t, `/customer/account/order/${id}${query}`, { cookie });
  return detailRoute.loader(asArgs({ ...args, params: { id } }));
};
const loadCancel = (id: string, cookie?: string) =>
  cancelRoute.loader(asArgs(pageArgs(t, `/customer/account/order/cancel-order?id=${id}`, { cookie })));
const postCancel = (id: string, cookie: string) => {
  const form = new FormData();
  form.set("intent", "cancel-order");
  form.set("order_id", id);
  return cancelRoute.action(
    asArgs(pageArgs(t, `/customer/account/order/cancel-order?id=${id}`, { cookie, form })),
  );
};
const loadPlaced = (id: string, cookie?: string) =>
  placedRoute.loader(asArgs(pageArgs(t, `/checkout/order?increment_id=${id}`, { cookie })));

/** The HTTP status a loader threw (404 page, …); fails when it did not throw a Response. */
async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const out = await outcomeOf(promise);
  if (!out.response) throw new Error(`expected a thrown response, got ${JSON.stringify(out.value)}`);
  return out.response.status;
}

describe("My Orders", () => {
  it("sends a guest to Login and back here", async () => {
    expect((await redirectOf(loadList())).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent("/customer/account/order")}`,
    );
  });

  it("shows an empty state with a way to shop", async () => {
    const shopper = await customer(t);
    const { orders } = answered<{ orders: OrderSummaryView[] }>(await loadList(cookieOf(shopper)));
    expect(orders).toEqual([]);
    const html = text(await renderInRouter(<OrderListView orders={orders} />));
    expect(html).toContain("<h1");
    expect(html).toContain("My Orders");
    expect(html).toContain("You have not placed any orders yet.");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Start shopping<\/a>/);
  });

  it("lists the customer's own orders newest first: number, date, status, items, total, View", async () => {
    const shopper = await customer(t);
    const first = await placed(shopper, 1);
    const second = await placed(shopper, 2);
    const other = await placed(await customer(t));
    const { orders } = answered<{ orders: OrderSummaryView[] }>(await loadList(cookieOf(shopper)));
    expect(orders.map((o) => o.increment_id)).toEqual([second.increment_id, first.increment_id]);
    expect(orders.map((o) => o.increment_id)).not.toContain(other.increment_id);
    expect(orders[0]).toMatchObject({
      status: "pending_payment",
      items_qty: 2,
      grand_total: second.grand_total,
    });

    const html = text(await renderInRouter(<OrderListView orders={orders} />));
    expect(html).toContain('<th scope="col"');
    expect(html).toContain(`>${second.increment_id}</th>`);
    expect(html).toContain("Pending Payment");
    expect(html).toContain("2 items");
    expect(html).toContain("1 item<");
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    expect(html).toContain(money.format(second.grand_total));
    expect(html).toMatch(
      new RegExp(`<time dateTime="${orders[0].created_at}">[A-Z][a-z]{2} \\d{1,2}, \\d{4}</time>`),
    );
    expect(html).toContain(`href="/customer/account/order/${second.increment_id}"`);
    expect(html).toContain(`aria-label="View order #${second.increment_id}"`);
  });
});

describe("order detail", () => {
  it("shows lines, address, shipping and payment methods, totals and a Cancel link", async () => {
    const shopper = await customer(t);
    const order = await placed(shopper, 2);
    const out = answered<{ order: OrderDetail; notice: string | null }>(
      await loadDetail(order.increment_id, cookieOf(shopper)),
    );
    expect(out.notice).toBeNull();
    expect(out.order).toMatchObject({ increment_id: order.increment_id, can_cancel: true, items_qty: 2 });
    const [line] = out.order.items;
    const html = text(
      await renderInRouter(
        <OrderDetailView
          order={out.order}
          backHref="/customer/account/order"
          cancelHref={`/customer/account/order/cancel-order?id=${order.increment_id}`}
          printHref={`/sales/order/print/order/${order.increment_id}`}
        />,
      ),
    );
    expect(html).toContain(`Order #${order.increment_id}</h1>`);
    expect(html).toContain("Pending Payment");
    expect(html).toContain(line.name.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
    expect(html).toContain(line.sku);
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    expect(html).toContain(money.format(line.price));
    expect(html).toContain(money.format(line.row_total));
    expect(html).toContain("Ada Shopper");
    expect(html).toContain("12 Main St");
    expect(html).toContain("Newark, NJ 07102");
    expect(html).toContain("Free Standard Shipping");
    expect(html).toContain("Credit or debit card");
    expect(html).toContain("Not paid yet");
    expect(html).toMatch(/<dt>Subtotal<\/dt><dd[^>]*>\$[\d,]+\.\d\d<\/dd>/);
    expect(html).toMatch(/<dt>Shipping<\/dt><dd[^>]*>FREE<\/dd>/);
    expect(html).toContain(
      `<dt>Grand Total</dt><dd class="tabular-nums">${money.format(order.grand_total)}</dd>`,
    );
    expect(html).toContain(`href="/customer/account/order/cancel-order?id=${order.increment_id}"`);
    expect(html).toContain('href="/customer/account/order"');
  });

  it("another customer's order, an unknown number and a malformed one answer the 404 page", async () => {
    const owner = await customer(t);
    const order = await placed(owner);
    const stranger = cookieOf(await customer(t));
    expect(await thrownStatus(loadDetail(order.increment_id, stranger))).toBe(404);
    expect(await thrownStatus(loadDetail("999999999", cookieOf(owner)))).toBe(404);
    expect(await thrownStatus(loadDetail("abc", cookieOf(owner)))).toBe(404);
    expect(await thrownStatus(loadCancel(order.increment_id, stranger))).toBe(404);
    expect(await thrownStatus(postCancel(order.increment_id, stranger))).toBe(404);
    // Nothing happened to the owner's order.
    const still = answered<{ order: OrderDetail }>(await loadDetail(order.increment_id, cookieOf(owner)));
    expect(still.order.status).toBe("pending_payment");
    // Guests are sent to sign in first.
    expect((await redirectOf(loadDetail(order.increment_id))).location).toMatch(
      /^\/customer\/account\/login\?redirect=/,
    );
  });
});

describe("cancel order", () => {
  it("a paid order with points: the confirmation, the cancel, the order page says so; twice → refused", async () => {
    const shopper = await customer(t);
    const customerId = shopper.customerId ?? 0;
    await t.database.db.update(customers).set({ points: 500 }).where(eq(customers.id, customerId));
    const p = await product();
    await shopperWithCart(t, p, { qty: 1, as: shopper });
    const cartId = (await send<{ quoteId: number }>(t.app, "GET", "/api/carts", undefined, shopper.who)).body
      .result.quoteId;
    await t.database.db.update(carts).set({ pointsUsed: 200 }).where(eq(carts.id, cartId));
    const order = (await place(t.app, shopper.who)).body.result;
    await pay(shopper, order.order_id);
    const stockAfterOrder = (
      await t.database.db.select().from(productVariants).where(eq(productVariants.id, p.variants[0].id))
    )[0].qty;
    const cookie = cookieOf(shopper);

    const page = answered<{ order: OrderDetail }>(await loadCancel(order.increment_id, cookie));
    expect(page.order).toMatchObject({
      status: "processing",
      paid: true,
      shipments: [],
      points_used: 200,
      can_cancel: true,
    });
    const html = text(await renderInRouter(<CancelOrderView order={page.order} />));
    expect(html).toContain(`Cancel order #${order.increment_id}?</h1>`);
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    expect(html).toContain(
      `${money.format(order.grand_total)} will be refunded to your original payment method (Credit or debit card).`,
    );
    expect(html).toContain("200 points will be returned to your account.");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="intent" value="cancel-order"');
    expect(html).toContain(`name="order_id" value="${order.increment_id}"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel Order<\/button>/);

    const done = (await outcomeOf(postCancel(order.increment_id, cookie))).response;
    expect(done?.status).toBe(302);
    expect(done?.headers.get("location")).toBe(`/customer/account/order/${order.increment_id}?done=canceled`);
    // What canceling gave back: points and stock.
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row.points).toBe(500);
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, p.variants[0].id));
    expect(variant.qty).toBe(stockAfterOrder + 1);

    const after = answered<{ order: OrderDetail; notice: string | null }>(
      await loadDetail(order.increment_id, cookie, "?done=canceled"),
    );
    expect(after.notice).toBe("Your order has been canceled.");
    const detail = text(
      await renderInRouter(
        <OrderDetailView
          order={after.order}
          notice={after.notice}
          backHref="/customer/account/order"
          cancelHref={`/customer/account/order/cancel-order?id=${order.increment_id}`}
          printHref={`/sales/order/print/order/${order.increment_id}`}
        />,
      ),
    );
    expect(detail).toMatch(/role="status"[^>]*>Your order has been canceled\.<\/p>/);
    expect(detail).toContain("Canceled");
    expect(detail).not.toContain("cancel-order?id=");
    expect(detail).toMatch(/<dt>Points \(200\)<\/dt><dd[^>]*>-\$2\.00<\/dd>/);

    // Cancel twice: the refusal, clearly.
    const again = answered<CancelOutcome>(await postCancel(order.increment_id, cookie));
    expect(again).toEqual({ ok: false, message: "This order can no longer be canceled." });
    const refusedPage = answered<{ order: OrderDetail }>(await loadCancel(order.increment_id, cookie));
    const refusedHtml = text(
      await renderInRouter(<CancelOrderView order={refusedPage.order} posted={again} />),
    );
    expect(refusedHtml).toContain('role="alert"');
    expect(refusedHtml).toContain("This order can no longer be canceled. Its status is Canceled.");
    expect(refusedHtml).not.toContain(">Cancel Order</button>");
  });

  it("the notice is not shown for an order that was not canceled, whatever the query says", async () => {
    const shopper = await customer(t);
    const order = await placed(shopper);
    const out = answered<{ notice: string | null }>(
      await loadDetail(order.increment_id, cookieOf(shopper), "?done=canceled"),
    );
    expect(out.notice).toBeNull();
  });
});

describe("/checkout/order", () => {
  it("the guest who placed the order sees it, without a Cancel link; another guest gets the 404 page", async () => {
    const buyer = await guest(t);
    const order = await placed(buyer, 1);
    const out = answered<{ order: OrderDetail; customer: boolean }>(
      await loadPlaced(order.increment_id, cookieOf(buyer)),
    );
    expect(out.customer).toBe(false);
    expect(out.order.email).toBe("guest.buyer@example.com");
    const html = text(
      await renderInRouter(
        <OrderDetailView order={out.order} backHref={null} cancelHref={null} printHref={null} />,
      ),
    );
    expect(html).toContain(`Order #${order.increment_id}</h1>`);
    expect(html).toContain("Confirmation sent to guest.buyer@example.com");
    expect(html).not.toContain("Cancel Order");
    expect(html).not.toContain("Back to My Orders");

    expect(await thrownStatus(loadPlaced(order.increment_id, cookieOf(await guest(t))))).toBe(404);
    expect(await thrownStatus(loadPlaced(order.increment_id))).toBe(404);
    expect(await thrownStatus(loadPlaced("not-a-number", cookieOf(buyer)))).toBe(404);
  });

  it("a customer sees their order there with the Cancel link; another customer's → 404", async () => {
    const shopper = await customer(t);
    const order = await placed(shopper);
    const out = answered<{ order: OrderDetail; customer: boolean }>(
      await loadPlaced(order.increment_id, cookieOf(shopper)),
    );
    expect(out.customer).toBe(true);
    expect(await thrownStatus(loadPlaced(order.increment_id, cookieOf(await customer(t))))).toBe(404);
  });
});
