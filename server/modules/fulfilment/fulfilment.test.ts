import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShipmentView } from "../../../contract/fulfilment";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { MemoryRateLimitStore } from "../../http/rate-limit";
import { customerWithSession, guestSession, type Who } from "../cart/cart.testing";
import { asOperator, call, OPERATOR_ENV, paidOrder, rows } from "./fulfilment.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

const ship = (body: unknown, who: Who = asOperator) =>
  call<ShipmentView>(t, "POST", "/admin/api/order/ship", body, who);
const deliver = (body: unknown, who: Who = asOperator) =>
  call<ShipmentView>(t, "POST", "/admin/api/shipment/deliver", body, who);
const outForDelivery = (body: unknown, who: Who = asOperator) =>
  call<ShipmentView>(t, "POST", "/admin/api/shipment/out-for-delivery", body, who);

describe("operator credentials", () => {
  it("refuses no token, a wrong token, a shopper's bearer token and a shopper's cookie; nothing changes", async () => {
    const order = await paidOrder(t);
    const shopper = await customerWithSession(t);
    const body = { increment_id: order.incrementId, carrier: "UPS", tracking_number: "1ZAUTH00000001" };
    const none = await ship(body, {});
    expect([none.status, none.body.code, none.body.message]).toEqual([
      401,
      401,
      "Operator credentials required: send Authorization: Bearer <operator token>.",
    ]);
    const wrong = await ship(body, { bearer: "not-the-operator-token-0123456789abcdef" });
    expect([wrong.status, wrong.body.message]).toEqual([401, "This operator token is not valid."]);
    const asShopper = await ship(body, { bearer: shopper.token });
    expect([asShopper.status, asShopper.body.message]).toEqual([
      403,
      "A shopper's session cannot call operator calls: use an operator token.",
    ]);
    const cookie = await ship(body, { cookies: { token: shopper.token } });
    expect(cookie.status).toBe(401);
    const list = await call(t, "GET", "/admin/api/orders", undefined, { bearer: shopper.token });
    expect(list.status).toBe(403);
    // Auth comes before validation: a bad body without a token is still 401.
    expect((await ship({ nonsense: 1 }, {})).status).toBe(401);
    expect(await rows(t, "shipments", `order_id = ${order.orderId}`)).toBe(0);
    expect(await rows(t, "operator_actions", `order_id = ${order.orderId}`)).toBe(0);
  });
});

describe("mark shipped", () => {
  it("ships chosen items as one shipment, moves the order to shipped and logs who did it", async () => {
    const order = await paidOrder(t, { qtys: [2, 1] });
    const res = await ship({
      increment_id: order.incrementId,
      carrier: "UPS",
      tracking_number: "1z 999-aa1 0123456784",
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({
      increment_id: order.incrementId,
      carrier: "UPS",
      tracking_number: "1Z999AA10123456784",
      tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      status: "shipped",
      status_label: "Shipped",
      delivered_at: null,
      can_confirm: false,
      items: [{ order_item_id: order.itemIds[0], name: "Line 1", qty: 1 }],
      events: [
        {
          status: "shipped",
          description: "Shipped with UPS, tracking number 1Z999AA10123456784.",
          location: "",
        },
      ],
    });
    const audit = await t.database.db.execute(
      `select operator, action, detail from operator_actions where order_id = ${order.orderId}` as never,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        operator: "dana",
        action: "ship",
        detail: {
          carrier: "UPS",
          tracking_number: "1Z999AA10123456784",
          items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        },
      },
    ]);
    expect(await rows(t, "orders", `id = ${order.orderId} and status = 'shipped'`)).toBe(1);

    // The rest, without naming items: everything left goes.
    const rest = await ship({
      increment_id: order.incrementId,
      carrier: "FedEx",
      tracking_number: "612999AA10",
    });
    expect(rest.body.result.items.map((i) => [i.order_item_id, i.qty])).toEqual([
      [order.itemIds[0], 1],
      [order.itemIds[1], 1],
    ]);
  });

  it("refuses more than is left, the same items twice, another order's item and a used tracking number; nothing changes", async () => {
    const order = await paidOrder(t, { qtys: [2, 1] });
    const other = await paidOrder(t);
    const first = await ship({
      increment_id: order.incrementId,
      carrier: "USPS",
      tracking_number: "9400100000000000000001",
      items: [{ order_item_id: order.itemIds[0], qty: 2 }],
    });
    expect(first.body.code).toBe(200);
    const twice = await ship({
      increment_id: order.incrementId,
      carrier: "USPS",
      tracking_number: "9400100000000000000002",
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    expect([twice.status, twice.body.code, twice.body.message]).toEqual([
      409,
      409,
      "Line 1 has already been shipped in full.",
    ]);
    const over = await ship({
      increment_id: order.incrementId,
      carrier: "USPS",
      tracking_number: "9400100000000000000003",
      items: [
        { order_item_id: order.itemIds[1], qty: 1 },
        { order_item_id: order.itemIds[1], qty: 1 },
      ],
    });
    expect(over.body.message).toBe("Line 2: only 1 left to ship, not 2.");
    const foreign = await ship({
      increment_id: order.incrementId,
      carrier: "USPS",
      tracking_number: "9400100000000000000004",
      items: [{ order_item_id: other.itemIds[0], qty: 1 }],
    });
    expect(foreign.body.message).toBe(`Order item ${other.itemIds[0]} is not part of this order.`);
    const reused = await ship({
      increment_id: other.incrementId,
      carrier: "USPS",
      tracking_number: "9400100000000000000001",
    });
    expect(reused.body.message).toBe(
      "Tracking number 9400100000000000000001 is already used by another shipment.",
    );
    expect(await rows(t, "shipments", `order_id in (${order.orderId}, ${other.orderId})`)).toBe(1);
    expect(await rows(t, "operator_actions", `order_id in (${order.orderId}, ${other.orderId})`)).toBe(1);
    expect(await rows(t, "orders", `id = ${other.orderId} and status = 'processing'`)).toBe(1);
  });

  it("two operators shipping the same items at once ship them once (the order row lock)", async () => {
    const order = await paidOrder(t, { qtys: [1] });
    const [a, b] = await Promise.all([
      ship({ increment_id: order.incrementId, carrier: "UPS", tracking_number: "1ZRACE000001" }),
      ship({ increment_id: order.incrementId, carrier: "UPS", tracking_number: "1ZRACE000002" }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    expect([a.body.message, b.body.message]).toContain("Everything on this order has already been shipped.");
    expect(await rows(t, "shipment_items", `order_item_id = ${order.itemIds[0]}`)).toBe(1);
  });

  it("refuses an order that is not paid or is canceled, and bad input, with a clear message", async () => {
    const unpaid = await paidOrder(t, { status: "pending_payment" });
    const res = await ship({
      increment_id: unpaid.incrementId,
      carrier: "UPS",
      tracking_number: "1ZUNPAID0001",
    });
    expect([res.status, res.body.message]).toEqual([
      409,
      "This order is pending payment: it cannot be shipped.",
    ]);
    const canceled = await paidOrder(t, { status: "canceled" });
    const res2 = await ship({
      increment_id: canceled.incrementId,
      carrier: "UPS",
      tracking_number: "1ZCANCEL0001",
    });
    expect(res2.body.message).toBe("This order is canceled: it cannot be shipped.");
    const missing = await ship({
      increment_id: "999999999",
      carrier: "UPS",
      tracking_number: "1ZMISSING001",
    });
    expect([missing.status, missing.body.message]).toEqual([404, "This order was not found."]);
    const carrier = await ship({
      increment_id: unpaid.incrementId,
      carrier: "Pony",
      tracking_number: "1ZPONY00001",
    });
    expect([carrier.status, carrier.body.message]).toEqual([
      422,
      "carrier: must be one of UPS, FedEx, USPS, DHL, Nestora Delivery",
    ]);
    const number = await ship({
      increment_id: unpaid.incrementId,
      carrier: "UPS",
      tracking_number: "<script>",
    });
    expect([number.status, number.body.message]).toEqual([
      422,
      "tracking_number: must be a tracking number (8–40 letters and digits)",
    ]);
    expect(await rows(t, "shipments", `order_id in (${unpaid.orderId}, ${canceled.orderId})`)).toBe(0);
  });

  it("a shipped order can no longer be canceled by the shopper", async () => {
    const shopper = await customerWithSession(t);
    const order = await paidOrder(t, { customerId: shopper.customerId });
    await ship({ increment_id: order.incrementId, carrier: "UPS", tracking_number: "1ZNOCANCEL01" });
    const cancel = await call(
      t,
      "POST",
      "/api/customer/order/cancel",
      { order_id: order.incrementId },
      { bearer: shopper.token },
    );
    expect([cancel.body.code, cancel.body.message]).toEqual([409, "This order can no longer be canceled."]);
    expect(await rows(t, "orders", `id = ${order.orderId} and status = 'shipped'`)).toBe(1);
  });
});

describe("out for delivery and delivered", () => {
  it("moves a shipment on once; again changes nothing; the order is complete when everything is delivered", async () => {
    const order = await paidOrder(t, { qtys: [1, 1] });
    const a = await ship({
      increment_id: order.incrementId,
      carrier: "FedEx",
      tracking_number: "FEDEXSTEP0001",
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    const b = await ship({
      increment_id: order.incrementId,
      carrier: "FedEx",
      tracking_number: "FEDEXSTEP0002",
    });
    const out = await outForDelivery({ shipment_id: a.body.result.shipment_id, location: "Newark, NJ" });
    expect(out.body.result).toMatchObject({ status: "out_for_delivery", status_label: "Out for Delivery" });
    expect(out.body.result.events.map((e) => [e.status, e.location])).toEqual([
      ["shipped", ""],
      ["out_for_delivery", "Newark, NJ"],
    ]);
    const d1 = await deliver({ tracking_number: "fedexstep0001" });
    expect(d1.body.result).toMatchObject({ status: "delivered", can_confirm: true });
    const again = await deliver({ shipment_id: a.body.result.shipment_id });
    expect(again.body.result).toEqual(d1.body.result);
    const late = await outForDelivery({ shipment_id: a.body.result.shipment_id });
    expect(late.body.result.status).toBe("delivered");
    expect(await rows(t, "shipment_events", `shipment_id = ${a.body.result.shipment_id}`)).toBe(3);
    expect(await rows(t, "operator_actions", `shipment_id = ${a.body.result.shipment_id}`)).toBe(3);
    // One of two delivered: still shipped; the second delivered: complete.
    expect(await rows(t, "orders", `id = ${order.orderId} and status = 'shipped'`)).toBe(1);
    await deliver({ shipment_id: b.body.result.shipment_id });
    expect(await rows(t, "orders", `id = ${order.orderId} and status = 'complete'`)).toBe(1);
  });

  it("answers 404 for an unknown shipment and 422 without exactly one reference", async () => {
    const missing = await deliver({ shipment_id: 999_999 });
    expect([missing.status, missing.body.message]).toEqual([404, "This shipment was not found."]);
    const both = await deliver({ shipment_id: 1, tracking_number: "1ZBOTHREFS01" });
    expect([both.status, both.body.message]).toEqual([422, "Give either shipment_id or tracking_number."]);
    expect((await deliver({})).status).toBe(422);
  });
});

describe("the shopper's notes for each event", () => {
  it("a customer's bell gets one note per shipment event, linked to the order; repeats and guests get none", async () => {
    const me = await customerWithSession(t);
    const order = await paidOrder(t, { customerId: me.customerId, qtys: [1] });
    const shipped = await ship({
      increment_id: order.incrementId,
      carrier: "UPS",
      tracking_number: "1ZNOTES0001",
    });
    const id = shipped.body.result.shipment_id;
    await outForDelivery({ shipment_id: id });
    await deliver({ shipment_id: id });
    await deliver({ shipment_id: id });
    const notes = await call<{ items: { title: string; content: string; url: string; has_read: number }[] }>(
      t,
      "GET",
      "/api/customer/get_system_notes",
      undefined,
      { bearer: me.token },
    );
    const mine = notes.body.result.items.filter((n) => n.title.includes(order.incrementId));
    expect(mine.map((n) => [n.title, n.url])).toEqual([
      [`Order #${order.incrementId} was delivered`, "/customer/account/review?tab=to-review"],
      [`Order #${order.incrementId} is out for delivery`, `/customer/account/order/${order.incrementId}`],
      [`Order #${order.incrementId} has shipped`, `/customer/account/order/${order.incrementId}`],
    ]);
    expect(mine[2].content).toBe("<p>Shipped with UPS, tracking number 1ZNOTES0001.</p>");
    expect(mine.every((n) => n.has_read === 0)).toBe(true);

    const guestOrder = await paidOrder(t, { qtys: [1] });
    const before = await rows(t, "system_notes", "customer_id is not null");
    await ship({ increment_id: guestOrder.incrementId, carrier: "UPS", tracking_number: "1ZNOTESGUEST" });
    expect(await rows(t, "system_notes", "customer_id is not null")).toBe(before);
  });
});

describe("the operator's order list", () => {
  it("lists orders by status with their lines and what has shipped", async () => {
    const order = await paidOrder(t, { qtys: [3] });
    await ship({
      increment_id: order.incrementId,
      carrier: "DHL",
      tracking_number: "DHLLIST00001",
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    const res = await call<{ increment_id: string }[]>(
      t,
      "GET",
      `/admin/api/orders?increment_id=${order.incrementId}`,
      undefined,
      asOperator,
    );
    expect(res.body.result).toEqual([
      expect.objectContaining({
        increment_id: order.incrementId,
        status: "shipped",
        fulfilment_status: "partially_shipped",
        items: [expect.objectContaining({ order_item_id: order.itemIds[0], qty: 3, qty_shipped: 1 })],
        shipments: [
          expect.objectContaining({ carrier: "DHL", tracking_number: "DHLLIST00001", status: "shipped" }),
        ],
      }),
    ]);
    const processing = await call<{ status: string }[]>(
      t,
      "GET",
      "/admin/api/orders?status=processing",
      undefined,
      asOperator,
    );
    expect(processing.body.result.every((o) => o.status === "processing")).toBe(true);
    const bad = await call(t, "GET", "/admin/api/orders?status=lost", undefined, asOperator);
    expect(bad.status).toBe(422);
  });
});

describe("the shopper's side", () => {
  it("shows an own order's shipments and items with thumbnails; another customer's order is 404", async () => {
    const owner = await customerWithSession(t);
    const stranger = await customerWithSession(t);
    const order = await paidOrder(t, { customerId: owner.customerId, qtys: [2, 1] });
    await ship({ increment_id: order.incrementId, carrier: "UPS", tracking_number: "1ZOWNER00001" });
    const mine = await call<{ fulfilment_status: string; shipments: ShipmentView[] }>(
      t,
      "GET",
      `/api/order/${order.incrementId}/shipments`,
      undefined,
      { bearer: owner.token },
    );
    expect(mine.body.result.fulfilment_status).toBe("shipped");
    expect(mine.body.result.shipments.map((s) => s.tracking_number)).toEqual(["1ZOWNER00001"]);
    // The line's own variant's first picture (not any variant's).
    const first = (await t.database.db.execute(
      `select url from variant_images where variant_id = (select variant_id from order_items where id = ${order.itemIds[1]}) order by position, id limit 1` as never,
    )) as unknown as { rows: { url: string }[] };
    const picture = first.rows[0].url;
    expect(picture).toMatch(/^\/media\//);
    expect(mine.body.result.shipments[0].items[1].thumbnail).toBe(picture);
    const items = await call<{ items: { qty_shipped: number; thumbnail: string | null }[] }>(
      t,
      "GET",
      `/api/order/${order.incrementId}/items`,
      undefined,
      { bearer: owner.token },
    );
    expect(items.body.result.items.map((i) => i.qty_shipped)).toEqual([2, 1]);
    const detail = await call<{
      fulfilment_label: string;
      shipments: unknown[];
      items: { qty_shipped: number }[];
    }>(t, "GET", `/api/order/${order.incrementId}`, undefined, { bearer: owner.token });
    expect([detail.body.result.fulfilment_label, detail.body.result.shipments.length]).toEqual([
      "Shipped",
      1,
    ]);
    for (const path of [
      `/api/order/${order.incrementId}/shipments`,
      `/api/order/${order.incrementId}/items`,
    ]) {
      const theirs = await call(t, "GET", path, undefined, { bearer: stranger.token });
      expect([theirs.status, theirs.body.message]).toEqual([404, "This order was not found."]);
    }
  });

  it("tracks by number with the order's e-mail or ZIP; a wrong pair reads exactly like a missing number", async () => {
    const guest = await guestSession(t);
    const order = await paidOrder(t, {
      guestSessionId: guest.id,
      email: "Track.Me@Example.com",
      postcode: "07102-1234",
    });
    await ship({
      increment_id: order.incrementId,
      carrier: "Nestora Delivery",
      tracking_number: "NSTRACK00001",
    });
    const track = (body: unknown, who: Who = {}) =>
      call<ShipmentView>(t, "POST", "/api/shipment/track", body, who);
    const byEmail = await track({ tracking_number: "nstrack00001", email: "track.me@example.com" });
    expect(byEmail.body.result).toMatchObject({
      increment_id: order.incrementId,
      tracking_url: "/shipments?tracking=NSTRACK00001",
    });
    expect((await track({ tracking_number: "NSTRACK00001", zip: "07102" })).body.code).toBe(200);
    // The guest session that placed it needs no pair.
    expect(
      (await track({ tracking_number: "NSTRACK00001" }, { cookies: { GuestToken: guest.token } })).body.code,
    ).toBe(200);
    const notFound = [
      404,
      "We could not find a shipment with this tracking number and e-mail or ZIP code. Please check both and try again.",
    ];
    for (const body of [
      { tracking_number: "NSTRACK00001", email: "someone@example.com" },
      { tracking_number: "NSTRACK00001", zip: "10001" },
      { tracking_number: "NSTRACK00001" },
      { tracking_number: "NSMISSING0001", email: "track.me@example.com" },
    ]) {
      const res = await track(body);
      expect([res.status, res.body.message]).toEqual(notFound);
    }
    const stranger = await customerWithSession(t);
    const theirs = await track({ tracking_number: "NSTRACK00001" }, { bearer: stranger.token });
    expect([theirs.status, theirs.body.message]).toEqual(notFound);
  });

  it("confirms receipt only when delivered, only for the owner or with the order's e-mail, once", async () => {
    const owner = await customerWithSession(t);
    const order = await paidOrder(t, { customerId: owner.customerId, email: "owner@example.com" });
    const shipped = await ship({
      increment_id: order.incrementId,
      carrier: "UPS",
      tracking_number: "1ZCONFIRM001",
    });
    const confirm = (body: unknown, who: Who = {}) =>
      call<ShipmentView>(t, "POST", "/api/shipment/confirm", body, who);
    const early = await confirm({ tracking_number: "1ZCONFIRM001" }, { bearer: owner.token });
    expect([early.body.code, early.body.message]).toEqual([
      409,
      "This shipment has not been delivered yet. You can confirm receipt once it arrives.",
    ]);
    await deliver({ shipment_id: shipped.body.result.shipment_id });
    const noEmail = await confirm({ tracking_number: "1ZCONFIRM001" });
    expect([noEmail.status, noEmail.body.message]).toEqual([
      422,
      "Please sign in, or enter the e-mail address of the order, to confirm receipt.",
    ]);
    const stranger = await customerWithSession(t);
    // Another customer's shipment: the same 404 as a number that does not exist; nothing changes.
    const theirs = await confirm({ tracking_number: "1ZCONFIRM001" }, { bearer: stranger.token });
    const missing = await confirm({ tracking_number: "1ZNOSUCH0001" }, { bearer: stranger.token });
    expect([theirs.status, theirs.body.message]).toEqual([missing.status, missing.body.message]);
    expect(theirs.status).toBe(404);
    expect((await confirm({ tracking_number: "1ZCONFIRM001", email: "x@example.com" })).status).toBe(404);
    expect(
      await rows(t, "shipments", `id = ${shipped.body.result.shipment_id} and confirmed_at is null`),
    ).toBe(1);
    const done = await confirm({ tracking_number: "1ZCONFIRM001", email: "owner@example.com" });
    expect(done.body.result).toMatchObject({ can_confirm: false });
    expect(done.body.result.confirmed_at).not.toBeNull();
    const again = await confirm({ tracking_number: "1ZCONFIRM001" }, { bearer: owner.token });
    expect(again.body.result.confirmed_at).toBe(done.body.result.confirmed_at);
  });
});

describe("tracking is rate-limited", () => {
  it("answers 429 past 30 tries from one address in 10 minutes, so pairs cannot be probed", async () => {
    const app = createApp({
      deps: {
        ...t.deps,
        config: { ...t.deps.config, TRUST_PROXY: true },
        rateLimitStore: new MemoryRateLimitStore(),
      },
    });
    const tryOnce = () =>
      callJson(app, "/api/shipment/track", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
        body: JSON.stringify({ tracking_number: "NSPROBE00001", zip: "07102" }),
      });
    for (let i = 0; i < 30; i++) expect((await tryOnce()).status).toBe(404);
    const over = await tryOnce();
    expect([over.status, over.body.message]).toEqual([
      429,
      "Too many requests. Please wait a moment and try again.",
    ]);
  });
});
