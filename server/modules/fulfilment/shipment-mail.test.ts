import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShipmentView } from "../../../contract/fulfilment";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { mailOutbox } from "../../db/schema/mail";
import { orderItems } from "../../db/schema/order";
import { createCustomer } from "../customer/account-fixtures.testing";
import { runDemoFulfilment } from "./demo-fulfilment";
import { asOperator, call, OPERATOR_ENV, paidOrder } from "./fulfilment.testing";

// The shopper's mail for each fulfilment event (fulfilment-events.ts, shipment-mail.ts) through the
// real operator calls: one mail per event and shipment, exactly once, to the order's e-mail (a guest's
// order too), with the carrier, the tracking number, its link and the shipment's items.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    products: 4,
    env: { ...OPERATOR_ENV, PUBLIC_URL: "https://shop.nestora.example" },
  });
});
afterAll(() => t?.close());

const ship = (body: unknown) => call<ShipmentView>(t, "POST", "/admin/api/order/ship", body, asOperator);
const step = (what: "out-for-delivery" | "deliver", shipmentId: number) =>
  call<ShipmentView>(t, "POST", `/admin/api/shipment/${what}`, { shipment_id: shipmentId }, asOperator);

const mailsOf = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
const KINDS = ["shipment_shipped", "shipment_out_for_delivery", "shipment_delivered"];
const shipmentMails = async (to: string) => (await mailsOf(to)).filter((m) => KINDS.includes(m.kind));

let n = 0;
const tracking = () => `1ZMAIL${Date.now()}${++n}`.slice(0, 30);

describe("shipment mails", () => {
  it("a customer's order: one mail per event, exactly once, with the tracking number, its link, the items and the review link", async () => {
    const c = await createCustomer(t);
    const order = await paidOrder(t, { customerId: c.id, email: c.email, qtys: [2, 1] });
    await t.database.db
      .update(orderItems)
      .set({ name: 'Teak <b>"Bench"</b>' })
      .where(eq(orderItems.id, order.itemIds[0]));
    const number = tracking();
    const shipped = await ship({
      increment_id: order.incrementId,
      carrier: "UPS",
      tracking_number: number,
      items: [{ order_item_id: order.itemIds[0], qty: 2 }],
    });
    expect(shipped.body.code).toBe(200);
    const [mail] = await shipmentMails(c.email);
    expect(mail.kind).toBe("shipment_shipped");
    expect(mail.subject).toBe(`Your Nestora order #${order.incrementId} has shipped`);
    expect(mail.textBody).toContain(`Carrier: UPS\nTracking number: ${number}`);
    expect(mail.textBody).toContain(`Track it: https://shop.nestora.example/shipments?tracking=${number}`);
    expect(mail.textBody).toContain(`On UPS's site: https://www.ups.com/track?tracknum=${number}`);
    expect(mail.textBody).toContain('  2 x Teak <b>"Bench"</b>');
    expect(mail.textBody).not.toContain("Line 2");
    expect(mail.htmlBody).toContain(`<b>${number}</b>`);
    expect(mail.htmlBody).toContain("2 × Teak &lt;b&gt;&quot;Bench&quot;&lt;/b&gt;");
    expect(mail.htmlBody).not.toContain('<b>"Bench"</b>');

    const id = shipped.body.result.shipment_id;
    expect((await step("out-for-delivery", id)).body.code).toBe(200);
    expect((await step("out-for-delivery", id)).body.code).toBe(200);
    expect((await step("deliver", id)).body.code).toBe(200);
    expect((await step("deliver", id)).body.code).toBe(200);
    const all = await shipmentMails(c.email);
    expect(all.map((m) => m.kind)).toEqual(KINDS);
    expect(all[1].subject).toBe(`Your Nestora order #${order.incrementId} is out for delivery`);
    expect(all[1].textBody).toContain(number);
    const delivered = all[2];
    expect(delivered.subject).toBe(`Your Nestora order #${order.incrementId} was delivered`);
    expect(delivered.textBody).toContain(
      "https://shop.nestora.example/customer/account/review?tab=to-review",
    );
    expect(delivered.textBody).toContain(
      "https://shop.nestora.example/customer/account/exclusive-customer-service",
    );
    expect(delivered.textBody).toContain(
      `You can return items within 30 days of delivery:\nhttps://shop.nestora.example/customer/account/order/return?order_id=${order.incrementId}`,
    );
    expect(delivered.htmlBody).toContain(
      `<a href="https://shop.nestora.example/customer/account/order/return?order_id=${order.incrementId}" style="color:#222">Start a return</a>`,
    );
    expect(delivered.textBody).toContain(number);
  });

  it("a guest's order: the mails go to the order's e-mail, without account links", async () => {
    const email = `guest.${Date.now()}@example.com`;
    const order = await paidOrder(t, { customerId: null, email, qtys: [1] });
    const number = tracking();
    const shipped = await ship({
      increment_id: order.incrementId,
      carrier: "Nestora Delivery",
      tracking_number: number,
    });
    expect(shipped.body.code).toBe(200);
    await step("deliver", shipped.body.result.shipment_id);
    const mails = await shipmentMails(email);
    expect(mails.map((m) => m.kind)).toEqual(["shipment_shipped", "shipment_delivered"]);
    expect(mails[0].textBody).toContain(`Tracking number: ${number}`);
    // The store's own fleet is tracked on our page only.
    expect(mails[0].textBody).not.toContain("On Nestora Delivery's site");
    expect(mails[1].textBody).not.toContain("/customer/account/");
    expect(mails[1].textBody).toContain(`Write to support@nestora.com, quoting order #${order.incrementId}.`);
  });

  it("each shipment of an order gets its own mails", async () => {
    const email = `split.${Date.now()}@example.com`;
    const order = await paidOrder(t, { email, qtys: [1, 1] });
    const first = tracking();
    const second = tracking();
    await ship({
      increment_id: order.incrementId,
      carrier: "FedEx",
      tracking_number: first,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    await ship({ increment_id: order.incrementId, carrier: "FedEx", tracking_number: second });
    const mails = await shipmentMails(email);
    expect(mails.map((m) => [m.kind, m.textBody.includes(first), m.textBody.includes(second)])).toEqual([
      ["shipment_shipped", true, false],
      ["shipment_shipped", false, true],
    ]);
  });

  it("the demo worker's steps mail too, with links to PUBLIC_URL", async () => {
    const email = `demo.${Date.now()}@example.com`;
    await paidOrder(t, { email, qtys: [1] });
    const ctx = { db: t.database.db, logger: t.deps.logger, config: t.deps.config };
    await runDemoFulfilment(ctx, new Date(Date.now() + 3_600_000), 1);
    const mails = await shipmentMails(email);
    expect(mails.map((m) => m.kind)).toEqual(["shipment_shipped"]);
    expect(mails[0].textBody).toContain("https://shop.nestora.example/shipments?tracking=");
    // No mail went anywhere else for these orders' events.
    const others = await t.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, KINDS));
    expect(others.every((m) => m.to.endsWith("@example.com"))).toBe(true);
  });
});
