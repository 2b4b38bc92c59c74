import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../../contract/order";
import type { SeededProduct } from "../../../server/modules/cart/cart.testing";
import { pickupAddress } from "../../../server/modules/cart/cart-pickup";
import {
  customer,
  place,
  products,
  type Shopper,
  shopperWithCart,
} from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as printRoute from "../../routes/account/order-print";
import { outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import { OrderDetailView } from "./order-detail-view";
import { orderTotalRows } from "./order-display";
import { printOrderPath } from "./order-paths";
import { OrderPrintView } from "./order-print-view";

// The order print page (/sales/order/print/order/{id}): its loader over the real API and database
// (own orders only, like the order page), and the printable view of every part of an order.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

type Args = Parameters<typeof printRoute.loader>[0];

const cookieOf = (s: Shopper) => `token=${s.who.bearer}`;
const text = (html: string) => html.replaceAll("<!-- -->", "");
const escaped = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const loadPrint = (id: string, cookie?: string) => {
  const args = pageArgs(t, printOrderPath(id), { cookie });
  return printRoute.loader({ ...args, params: { id } } as unknown as Args);
};

async function placed(shopper: Shopper, qty = 1) {
  await shopperWithCart(t, await product(), { qty, as: shopper });
  const res = await place(t.app, shopper.who);
  expect(res.body.code).toBe(200);
  return res.body.result;
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const out = await outcomeOf(promise);
  if (!out.response) throw new Error(`expected a thrown response, got ${JSON.stringify(out.value)}`);
  return out.response.status;
}

/** Every total row of the order, label and value, as the order page formats them. */
function expectEveryTotalRow(html: string, order: OrderDetail) {
  for (const row of orderTotalRows(order)) {
    expect(html).toContain(`<dt>${escaped(row.label)}</dt><dd class="tabular-nums">${row.value}</dd>`);
  }
}

describe("print page loader", () => {
  it("loads the customer's own order and renders it to print: store, number, date, status, address, payment, items, totals", async () => {
    const shopper = await customer(t);
    const order = await placed(shopper, 2);
    const out = await loadPrint(order.increment_id, cookieOf(shopper));
    const loaded = (out as unknown as { data: { order: OrderDetail } }).data.order;
    expect(loaded).toMatchObject({ increment_id: order.increment_id, items_qty: 2 });

    const html = text(await renderInRouter(<OrderPrintView order={loaded} storeName="Nestora" />));
    expect(html).toContain(">Nestora</p>");
    expect(html).toContain(`Order #${order.increment_id}</h1>`);
    expect(html).toMatch(
      new RegExp(`<time dateTime="${loaded.created_at}">[A-Z][a-z]{2} \\d{1,2}, \\d{4}</time>`),
    );
    expect(html).toContain("<dd>Pending Payment</dd>");
    expect(html).toContain("Shipping address</h3>");
    expect(html).toContain("Ada Shopper");
    expect(html).toContain("12 Main St");
    expect(html).toContain("Newark, NJ 07102");
    expect(html).toContain("Free Standard Shipping");
    expect(html).toContain("Credit or debit card · Not paid yet");
    const [line] = loaded.items;
    expect(html).toContain(escaped(line.name));
    expect(html).toContain(`>${line.sku}</td>`);
    expect(html).toContain(`>${line.qty}</td>`);
    expect(html).toContain(money.format(line.price));
    expect(html).toContain(money.format(line.row_total));
    expectEveryTotalRow(html, loaded);
    expect(html).toContain(
      `<dt>Grand Total</dt><dd class="tabular-nums">${money.format(order.grand_total)}</dd>`,
    );
    // The screen-only controls: Print (window.print) and the way back, both left off the paper.
    expect(html).toMatch(
      /<div class="[^"]*print:hidden[^"]*">.*<button type="button"[^>]*>Print<\/button><\/div>/,
    );
    expect(html).toMatch(
      new RegExp(
        `<div class="[^"]*print:hidden[^"]*"><a [^>]*href="/customer/account/order/${order.increment_id}"`,
      ),
    );
  });

  it("another customer's order, an unknown number and a malformed one answer the 404 page; a guest is sent to sign in", async () => {
    const owner = await customer(t);
    const order = await placed(owner);
    expect(await thrownStatus(loadPrint(order.increment_id, cookieOf(await customer(t))))).toBe(404);
    expect(await thrownStatus(loadPrint("999999999", cookieOf(owner)))).toBe(404);
    expect(await thrownStatus(loadPrint("abc", cookieOf(owner)))).toBe(404);
    expect((await redirectOf(loadPrint(order.increment_id))).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(printOrderPath(order.increment_id))}`,
    );
  });

  it("is titled 'Print Order #…' and kept out of search results", () => {
    const order = { increment_id: "100000042" } as OrderDetail;
    const tags = printRoute.meta({
      matches: [{ id: "root", data: { storeName: "Nestora" } }],
      data: { order },
    } as unknown as Parameters<typeof printRoute.meta>[0]);
    expect(tags).toContainEqual({ title: "Print Order #100000042 | Nestora" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

/** An order with every kind of line and total: a plan, coupon, points, protection, pay-later, pickup. */
const richOrder = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  order_id: 7,
  increment_id: "100000007",
  status: "processing",
  status_label: "Processing",
  status_note: "",
  created_at: "2025-06-02T03:30:00.000Z",
  grand_total: 1_137.74,
  items_qty: 3,
  payment_method: "paylater",
  fulfilment_status: "unshipped",
  fulfilment_label: "Not shipped yet",
  email: "ada@example.com",
  subtotal: 1_199.97,
  discount_amount: 50,
  plus_first_order_discount: 0,
  shipping_fee: 49.99,
  tax_amount: 71.2,
  product_contract_total: 89.99,
  points_used: 2_500,
  points_earned: 0,
  paylater_discount: 10,
  coupon_code: "SAVE50",
  shipping_method: "expedited",
  shipping_title: "Expedited Shipping",
  delivery_estimate: "Arrives Tue, Dec 2 – Wed, Dec 3",
  shipping_address: {
    firstname: "Ada",
    lastname: "Shopper",
    street: "12 Main St",
    city: "Newark",
    region_code: "NJ",
    postcode: "07102",
    telephone: "9735550100",
  },
  can_cancel: true,
  paid: true,
  shipments: [],
  items: [
    {
      order_item_id: 11,
      product_id: 1,
      variant_id: 11,
      name: "Harbor Sofa",
      sku: "SOFA-11",
      qty: 2,
      price: 499.99,
      row_total: 999.98,
      plan: { plan_id: "p-3y", title: "3 Year Furniture Protection", term_months: 36, price: 44.99 },
      is_gift: false,
      thumbnail: null,
      qty_shipped: 0,
      extra_warranty_months: 0,
    },
    {
      order_item_id: 21,
      product_id: 2,
      variant_id: 21,
      name: "Side Table",
      sku: "TBL-21",
      qty: 1,
      price: 199.99,
      row_total: 199.99,
      plan: null,
      is_gift: false,
      thumbnail: null,
      qty_shipped: 0,
      extra_warranty_months: 0,
    },
    {
      order_item_id: 31,
      product_id: 3,
      variant_id: 31,
      name: "Woven Basket",
      sku: "BSK-31",
      qty: 1,
      price: 0,
      row_total: 0,
      plan: null,
      is_gift: true,
      thumbnail: null,
      qty_shipped: 0,
      extra_warranty_months: 0,
    },
  ],
  ...over,
});

describe("print view", () => {
  it("shows every total row (discount, shipping, tax, protection, points, pay-later, grand total) and the plan line", async () => {
    const order = richOrder();
    const html = text(await renderInRouter(<OrderPrintView order={order} storeName="Casa" />));
    expect(html).toContain(">Casa</p>");
    for (const label of [
      "Subtotal",
      "Discount (SAVE50)",
      "Points (2,500)",
      "Shipping",
      "Tax",
      "Protection",
      "Pay Later Discount",
      "Grand Total",
    ]) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }
    expectEveryTotalRow(html, order);
    expect(html).toContain('<dt>Discount (SAVE50)</dt><dd class="tabular-nums">-$50.00</dd>');
    expect(html).toContain('<dt>Pay Later Discount</dt><dd class="tabular-nums">-$10.00</dd>');
    expect(html).toContain("Protection plan: 3 Year Furniture Protection (36 months), $44.99 each");
    expect(html).toContain("Side Table");
    expect(html).toContain(">TBL-21</td>");
    // The free gift says so, costs nothing and says when it ships.
    expect(html).toMatch(/Woven Basket<\/span><span[^>]*><span[^>]*>Free gift<\/span>: Sent within 7 days/);
    expect(html).toMatch(/>BSK-31<\/td>.*?>Free<\/td>/);
    expect(html).toContain("Pay Later (4 interest-free payments) · Paid");
    expect(html).toContain("Expedited Shipping (2-3 business days)");
    expect(html).toContain("<dd>Processing</dd>");
    expect(html).toContain('<time dateTime="2025-06-02T03:30:00.000Z">Jun 1, 2025</time>');
  });

  it("a member's order shows its Plus+ first-order row and each line's Plus+ extra warranty", async () => {
    const base = richOrder();
    const order = richOrder({
      plus_first_order_discount: 40,
      items: base.items.map((i) => ({ ...i, extra_warranty_months: i.is_gift ? 0 : 12 })),
    });
    const html = text(await renderInRouter(<OrderPrintView order={order} storeName="Casa" />));
    expect(html).toContain('<dt>Plus+ first order</dt><dd class="tabular-nums">-$40.00</dd>');
    expect(html.split("Plus+ extra warranty: 12 months after the maker&#x27;s warranty")).toHaveLength(3);
  });

  it("a store-pickup order shows the pickup store instead of a shipping address", async () => {
    const order = richOrder({
      shipping_method: "pickup",
      shipping_address: pickupAddress(),
      shipping_fee: 0,
    });
    const html = text(await renderInRouter(<OrderPrintView order={order} storeName="Nestora" />));
    expect(html).toContain("Pickup store</h3>");
    expect(html).not.toContain("Shipping address</h3>");
    expect(html).toContain("Nestora Warehouse Pickup – Edison, NJ");
    expect(html).toContain("100 Talmadge Road");
    expect(html).toContain("Edison, NJ 08817");
    // The placeholder name the order carries for the store is not a person to print.
    expect(html).not.toContain("Store Pickup");
    expect(html).toContain("<p>Store pickup</p>");
    expect(html).toMatch(/<dt>Shipping<\/dt><dd[^>]*>FREE<\/dd>/);
  });

  it("a canceled order says so and no payment state", async () => {
    const html = text(
      await renderInRouter(
        <OrderPrintView order={richOrder({ status: "canceled", status_label: "Canceled" })} storeName="N" />,
      ),
    );
    expect(html).toContain("<dd>Canceled</dd>");
    expect(html).toContain("<p>Pay Later (4 interest-free payments)</p>");
  });
});

describe("order page link", () => {
  it("Print Order links to the printHref the page passes (same tab), whatever backHref is; none without one", async () => {
    const order = richOrder();
    const customerView = text(
      await renderInRouter(
        <OrderDetailView
          order={order}
          backHref="/customer/account/order"
          cancelHref={null}
          printHref={printOrderPath(order.increment_id)}
        />,
      ),
    );
    expect(customerView).toMatch(
      /<a [^>]*href="\/sales\/order\/print\/order\/100000007"[^>]*>Print Order<\/a>/,
    );
    expect(customerView).not.toMatch(/<a [^>]*target=/);
    const withoutBack = text(
      await renderInRouter(
        <OrderDetailView
          order={order}
          backHref={null}
          cancelHref={null}
          printHref={printOrderPath(order.increment_id)}
        />,
      ),
    );
    expect(withoutBack).toContain(">Print Order</a>");
    const withoutPrint = text(
      await renderInRouter(
        <OrderDetailView
          order={order}
          backHref="/customer/account/order"
          cancelHref={null}
          printHref={null}
        />,
      ),
    );
    expect(withoutPrint).not.toContain("Print Order");
    const guestView = text(
      await renderInRouter(
        <OrderDetailView order={order} backHref={null} cancelHref={null} printHref={null} />,
      ),
    );
    expect(guestView).not.toContain("Print Order");
  });
});
