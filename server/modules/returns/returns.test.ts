import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import type { ReturnLabel, ReturnPhotoUploadResult, ReturnView } from "../../../contract/returns";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons } from "../../db/schema/coupons";
import { shipments } from "../../db/schema/fulfilment";
import { couponRedemptions, orders, payments } from "../../db/schema/order";
import { returns } from "../../db/schema/returns";
import { uploadedImages } from "../../db/schema/uploads";
import { asOperator, call, OPERATOR_ENV } from "../fulfilment/fulfilment.testing";
import { sweepUnusedUploads } from "../reviews/my-reviews.service";
import {
  askReturn,
  count,
  deliveredDaysAgo,
  deliveredOrder,
  operatorStep,
  pointsOf,
  rowsOf,
  shopper,
  stockOf,
} from "./returns.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

/** Two lines: A $100 × 2 with a $15 plan each, B $50 × 1; $25 coupon, 500 points, $17.50 tax, $4.99 shipping protection. */
const MONEY = {
  lines: [
    { qty: 2, priceCents: 10_000, planPriceCents: 1_500 },
    { qty: 1, priceCents: 5_000 },
  ],
  discountCents: 2_500,
  pointsUsed: 500,
  pointsEarned: 250,
  taxCents: 1_750,
  shippingProtectionCents: 499,
};

const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe("asking for a return", () => {
  it("returns part of a delivered order: RMA number, items with their refund, requested; listed and readable by its owner only", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, MONEY);
    const res = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "damaged",
      comment: "The left leg arrived cracked.",
    });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({
      rma_number: `R${order.incrementId}-1`,
      increment_id: order.incrementId,
      status: "requested",
      status_label: "Requested",
      reason: "damaged",
      reason_label: "Arrived damaged",
      comment: "The left leg arrived cracked.",
      label_url: null,
      // $100 − $10 coupon share − $2 points share + $7.21 tax share, and the $15 plan.
      refund_amount: 110.21,
      items: [
        {
          order_item_id: order.itemIds[0],
          name: "Return line 1",
          qty: 1,
          unit_price: 100,
          refund_amount: 95.21,
          plan_title: "2-Year Protection Plan",
          plan_refund_amount: 15,
        },
      ],
    });
    const mine = await call<ReturnView[]>(t, "GET", "/api/customer/returns", undefined, me.who);
    expect(mine.body.result.map((x) => x.rma_number)).toEqual([r.rma_number]);
    const ofOrder = await call<ReturnView[]>(
      t,
      "GET",
      `/api/customer/returns?order_id=${order.incrementId}`,
      undefined,
      me.who,
    );
    expect(ofOrder.body.result).toHaveLength(1);
    const detail = await call<ReturnView>(
      t,
      "GET",
      `/api/customer/return/${r.rma_number}`,
      undefined,
      me.who,
    );
    expect(detail.body.result.return_id).toBe(r.return_id);

    const other = await shopper(t);
    const theirs = await call(t, "GET", `/api/customer/return/${r.rma_number}`, undefined, other.who);
    expect([theirs.status, theirs.body.message]).toEqual([404, "This return was not found."]);
    expect(
      (await call<ReturnView[]>(t, "GET", "/api/customer/returns", undefined, other.who)).body.result,
    ).toEqual([]);
    const guest = await call(t, "GET", "/api/customer/returns", undefined, {});
    expect(guest.status).toBe(401);
  });

  it("another customer's order answers 404 and writes nothing", async () => {
    const owner = await shopper(t);
    const order = await deliveredOrder(t, owner.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const other = await shopper(t);
    const res = await askReturn(t, other.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    expect([res.status, res.body.message]).toEqual([404, "This order was not found."]);
    expect(await count(t, "returns", `order_id = ${order.orderId}`)).toBe(0);
  });

  it("refuses a return after the 30-day window, naming the day it closed; within the window it is taken", async () => {
    const me = await shopper(t);
    const late = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    await t.database.db
      .update(shipments)
      .set({ deliveredAt: new Date("2026-01-02T15:00:00Z") })
      .where(eq(shipments.orderId, late.orderId));
    const res = await askReturn(t, me.who, {
      order_id: late.incrementId,
      items: [{ order_item_id: late.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      409,
      "Returns are accepted within 30 days of delivery: the return window for Return line 1 closed on February 1, 2026.",
    ]);
    expect(await count(t, "returns", `order_id = ${late.orderId}`)).toBe(0);

    const inTime = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    await deliveredDaysAgo(t, inTime.orderId, 29);
    const ok = await askReturn(t, me.who, {
      order_id: inTime.incrementId,
      items: [{ order_item_id: inTime.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    expect(ok.body.code).toBe(200);
  });

  it("refuses items not delivered: an order only shipped, and a line of a partly delivered order", async () => {
    const me = await shopper(t);
    const shipped = await deliveredOrder(t, me.customerId, {
      lines: [{ qty: 1, priceCents: 2_000 }],
      deliver: "ship-only",
    });
    const res = await askReturn(t, me.who, {
      order_id: shipped.incrementId,
      items: [{ order_item_id: shipped.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    expect([res.status, res.body.message]).toEqual([
      409,
      "This order has not been delivered yet, so nothing on it can be returned.",
    ]);

    const part = await deliveredOrder(t, me.customerId, {
      lines: [
        { qty: 1, priceCents: 2_000 },
        { qty: 1, priceCents: 3_000 },
      ],
      deliver: [0],
    });
    const line2 = await askReturn(t, me.who, {
      order_id: part.incrementId,
      items: [
        { order_item_id: part.itemIds[0], qty: 1 },
        { order_item_id: part.itemIds[1], qty: 1 },
      ],
      reason: "changed_mind",
    });
    expect([line2.status, line2.body.message]).toEqual([
      409,
      "Return line 2 has not been delivered yet, so it cannot be returned.",
    ]);
    expect(await count(t, "returns", `order_id in (${shipped.orderId}, ${part.orderId})`)).toBe(0);
  });

  it("refuses more than was delivered (the same line twice in one request adds up), and a line of another order", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 2, priceCents: 2_000 }] });
    const res = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [
        { order_item_id: order.itemIds[0], qty: 2 },
        { order_item_id: order.itemIds[0], qty: 1 },
      ],
      reason: "changed_mind",
    });
    expect([res.status, res.body.message]).toEqual([
      409,
      "Only 2 of Return line 1 were delivered: you asked to return 3.",
    ]);
    const other = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const foreign = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: other.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    expect([foreign.status, foreign.body.message]).toEqual([409, "One of the items is not on this order."]);
    expect(await count(t, "returns", `order_id in (${order.orderId}, ${other.orderId})`)).toBe(0);
  });

  it("refuses the same unit twice while a return holds it; a refused return frees it", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 2, priceCents: 2_000 }] });
    const body = {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 2 }],
      reason: "defective",
    };
    const first = await askReturn(t, me.who, body);
    expect(first.body.code).toBe(200);
    const twice = await askReturn(t, me.who, body);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      `2 of Return line 1 are already in return R${order.incrementId}-1; none is left to return.`,
    ]);
    const refused = await operatorStep(t, "refuse", {
      rma_number: first.body.result.rma_number,
      reason: "Normal wear is not a defect.",
    });
    expect(refused.body.result).toMatchObject({
      status: "refused",
      refuse_reason: "Normal wear is not a defect.",
    });
    const again = await askReturn(t, me.who, {
      ...body,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
    });
    expect(again.body.result.rma_number).toBe(`R${order.incrementId}-2`);
    const third = await askReturn(t, me.who, {
      ...body,
      items: [{ order_item_id: order.itemIds[0], qty: 2 }],
    });
    expect(third.body.message).toBe(
      `1 of Return line 1 is already in return R${order.incrementId}-2; you can return 1 more.`,
    );
  });

  it("is idempotent: the same request_key again answers the same return and writes nothing more", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const body = {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "wrong_item",
      request_key: key(),
    };
    const [a, b] = await Promise.all([askReturn(t, me.who, body), askReturn(t, me.who, body)]);
    const c = await askReturn(t, me.who, body);
    expect([a.body.code, b.body.code, c.body.code]).toEqual([200, 200, 200]);
    expect(new Set([a.body.result.return_id, b.body.result.return_id, c.body.result.return_id]).size).toBe(1);
    expect(await count(t, "returns", `order_id = ${order.orderId}`)).toBe(1);
    expect(await count(t, "return_items", `return_id = ${a.body.result.return_id}`)).toBe(1);
  });

  it("refuses no items, an unknown reason and a comment too long (422)", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const none = await askReturn(t, me.who, { order_id: order.incrementId, items: [], reason: "damaged" });
    expect([none.status, none.body.message]).toEqual([422, "items: Choose at least one item to return."]);
    const reason = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "free stuff",
    });
    expect([reason.status, reason.body.message]).toEqual([422, "reason: Choose a reason for the return."]);
    const long = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "damaged",
      comment: "x".repeat(1001),
    });
    expect(long.status).toBe(422);
    expect(await count(t, "returns", `order_id = ${order.orderId}`)).toBe(0);
  });

  it("takes photos uploaded for a return (re-encoded), once; another customer's photo is refused", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
    const upload = async (token: string) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array(png)], "crack.png", { type: "image/png" }));
      const res = await t.app.request("/api/customer/upload/return-photo", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as { code: number; result: ReturnPhotoUploadResult };
    };
    const mine = await upload(me.token);
    expect(mine.code).toBe(200);
    const other = await shopper(t);
    const theirs = await upload(other.token);
    const refused = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "damaged",
      photos: [theirs.result.key],
    });
    expect([refused.status, refused.body.message]).toEqual([
      404,
      "One of the photos could not be found. Please upload it again.",
    ]);
    const ok = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "damaged",
      photos: [mine.result.key],
    });
    expect(ok.body.result.photos).toEqual([
      {
        url: `/media/uploads/${mine.result.key}.webp`,
        thumb_url: `/media/uploads/${mine.result.key}-thumb.webp`,
      },
    ]);
    const served = await t.app.request(ok.body.result.photos[0].url);
    expect(served.headers.get("content-type")).toBe("image/webp");

    // A day later the sweep deletes the photo nobody used, never the one in the return.
    const unused = await upload(me.token);
    await t.database.db
      .update(uploadedImages)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(uploadedImages.customerId, me.customerId));
    await sweepUnusedUploads(t.database.db, new Date());
    const left = await t.database.db
      .select({ key: uploadedImages.key })
      .from(uploadedImages)
      .where(eq(uploadedImages.customerId, me.customerId));
    expect(left.map((r) => r.key)).toEqual([mine.result.key]);
    expect(unused.result.key).not.toBe(mine.result.key);
  });
});

describe("protection plan refunds (POST /api/extend/refunds, /api/extend/refunds-shipping)", () => {
  it("answers each returned line's plan, and the shipping protection only when the whole order comes back", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, MONEY);
    const plans = await call<{ items: unknown[]; total_amount: number }>(
      t,
      "POST",
      "/api/extend/refunds",
      {
        order_id: order.incrementId,
        items: [
          { order_item_id: order.itemIds[0], qty: 2 },
          { order_item_id: order.itemIds[1], qty: 1 },
        ],
      },
      me.who,
    );
    expect(plans.body.result).toEqual({
      items: [
        {
          order_item_id: order.itemIds[0],
          plan_id: "plan-1",
          plan_title: "2-Year Protection Plan",
          term_months: 24,
          qty: 2,
          refund_amount: 30,
        },
      ],
      total_amount: 30,
    });
    const part = await call(
      t,
      "POST",
      "/api/extend/refunds-shipping",
      {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      },
      me.who,
    );
    expect(part.body.result).toEqual({ has_shipping_protection: true, whole_order: false, refund_amount: 0 });
    const all = await call(
      t,
      "POST",
      "/api/extend/refunds-shipping",
      {
        order_id: order.incrementId,
        items: [
          { order_item_id: order.itemIds[0], qty: 2 },
          { order_item_id: order.itemIds[1], qty: 1 },
        ],
      },
      me.who,
    );
    expect(all.body.result).toEqual({
      has_shipping_protection: true,
      whole_order: true,
      refund_amount: 4.99,
    });
    const other = await shopper(t);
    const theirs = await call(
      t,
      "POST",
      "/api/extend/refunds",
      { order_id: order.incrementId, items: [{ order_item_id: order.itemIds[0], qty: 1 }] },
      other.who,
    );
    expect(theirs.status).toBe(404);
  });
});

describe("operator steps", () => {
  it("need an operator's token: none 401, a shopper's 403, and nothing changes", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    for (const step of ["approve", "receive", "refund"] as const) {
      expect((await operatorStep(t, step, { rma_number: r.rma_number }, {})).status).toBe(401);
      expect((await operatorStep(t, step, { rma_number: r.rma_number }, me.who)).status).toBe(403);
    }
    expect((await operatorStep(t, "refuse", { rma_number: r.rma_number, reason: "No." }, {})).status).toBe(
      401,
    );
    expect((await call(t, "GET", "/admin/api/returns", undefined, me.who)).status).toBe(403);
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, r.return_id));
    expect(row.status).toBe("requested");
    expect(await count(t, "operator_actions", `order_id = ${order.orderId} and action like 'return%'`)).toBe(
      0,
    );
  });

  it("approve: the label, a 'return approved' note and a mail with its link, logged with the operator's name; again changes nothing", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    const early = await call(t, "GET", `/api/customer/return-label?rma=${r.rma_number}`, undefined, me.who);
    expect([early.status, early.body.message]).toEqual([
      409,
      "This return has not been approved yet: the return label comes with the approval.",
    ]);
    const receiveEarly = await operatorStep(t, "receive", { rma_number: r.rma_number });
    expect([receiveEarly.status, receiveEarly.body.message]).toEqual([
      409,
      "Only an approved return can be received; this one is Requested.",
    ]);

    const approved = await operatorStep(t, "approve", { rma_number: r.rma_number });
    expect(approved.body.result).toMatchObject({
      status: "approved",
      label_url: `/sales/order/return_lable?rma=${r.rma_number}`,
    });
    expect((await operatorStep(t, "approve", { rma_number: r.rma_number })).body.result.status).toBe(
      "approved",
    );
    const notes = await rowsOf(
      t,
      `select title, url from system_notes where customer_id = ${me.customerId} and title like 'Return %' order by id`,
    );
    expect(notes).toEqual([
      { title: `Return ${r.rma_number} approved`, url: `/sales/order/return_lable?rma=${r.rma_number}` },
    ]);
    const mails = await rowsOf(
      t,
      `select subject, text_body from mail_outbox where kind = 'return_approved' and text_body like '%${r.rma_number}%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your Nestora return ${r.rma_number} is approved`);
    expect(mails[0].text_body).toContain(`/sales/order/return_lable?rma=${r.rma_number}`);
    const audit = await rowsOf(
      t,
      `select operator, action, detail from operator_actions where order_id = ${order.orderId} and action like 'return%'`,
    );
    expect(audit).toEqual([
      { operator: "dana", action: "return_approve", detail: { rma_number: r.rma_number } },
    ]);

    const label = await call<ReturnLabel>(
      t,
      "GET",
      `/api/customer/return-label?rma=${r.rma_number}`,
      undefined,
      me.who,
    );
    expect(label.body.result).toMatchObject({
      rma_number: r.rma_number,
      increment_id: order.incrementId,
      customer_name: "Ada Shopper",
      from_address: ["Ada Shopper", "12 Elm Street", "Newark, NJ 07102"],
      to_address: ["Nestora Returns Center", "1200 Harbor Way, Dock 4", "Newark, NJ 07114"],
      items: [{ name: "Return line 1", qty: 1 }],
    });
    expect(label.body.result.barcode_svg).toMatch(
      /^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www.w3.org\/2000\/svg">/,
    );
    const other = await shopper(t);
    expect(
      (await call(t, "GET", `/api/customer/return-label?rma=${r.rma_number}`, undefined, other.who)).status,
    ).toBe(404);
    const refuse = await operatorStep(t, "refuse", { rma_number: r.rma_number, reason: "Too late." });
    expect([refuse.status, refuse.body.message]).toEqual([
      409,
      "Only a requested return can be approved or refused; this one is Approved.",
    ]);
    const noReason = await operatorStep(t, "refuse", { rma_number: r.rma_number, reason: " " });
    expect([noReason.status, noReason.body.message]).toEqual([
      422,
      "reason: Give the reason the return is refused.",
    ]);
  });

  it("refund of part of an order: money through the provider, points both ways and stock, exactly once", async () => {
    const me = await shopper(t, 1_000);
    const order = await deliveredOrder(t, me.customerId, MONEY);
    const stock = await stockOf(t, order.variantIds[0]);
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    const notYet = await operatorStep(t, "refund", { rma_number: r.rma_number });
    expect([notYet.status, notYet.body.message]).toEqual([
      409,
      "Only an approved or received return can be refunded; this one is Requested.",
    ]);
    await operatorStep(t, "approve", { rma_number: r.rma_number });
    const received = await operatorStep(t, "receive", { rma_number: r.rma_number });
    expect(received.body.result.status).toBe("received");
    expect(await stockOf(t, order.variantIds[0])).toBe(stock);

    const [first, second] = [
      await operatorStep(t, "refund", { rma_number: r.rma_number }),
      await operatorStep(t, "refund", { rma_number: r.rma_number }),
    ];
    expect(first.body.result).toMatchObject({
      status: "refunded",
      refund_amount: 110.21,
      points_refunded: 200,
      points_taken_back: 100,
    });
    expect(second.body.result).toEqual(first.body.result);
    expect(await stockOf(t, order.variantIds[0])).toBe(stock + 1);
    // 1,000 + 200 spent points back − 100 earned points taken back.
    expect(await pointsOf(t, me.customerId)).toBe(1_100);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect([o.status, o.pointsEarned]).toEqual(["complete", 150]);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(p.status).toBe("captured");
    expect(
      await count(t, "operator_actions", `order_id = ${order.orderId} and action = 'return_refund'`),
    ).toBe(1);
    expect(
      await count(
        t,
        "system_notes",
        `customer_id = ${me.customerId} and title = 'Refund issued for return ${r.rma_number}'`,
      ),
    ).toBe(1);
    expect(
      await count(t, "mail_outbox", `kind = 'return_refunded' and text_body like '%${r.rma_number}%'`),
    ).toBe(1);
    const mine = await call<ReturnView>(t, "GET", `/api/customer/return/${r.rma_number}`, undefined, me.who);
    expect(mine.body.result.status_label).toBe("Refunded");
  });

  it("the rest of the order returned: everything left is refunded as a cancel does — shipping protection, every point, the coupon released, the order returned", async () => {
    const me = await shopper(t, 1_000);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `RET${Date.now()}`,
        title: "$25 off",
        discountType: "fixed",
        amount: 2_500,
        startsAt: new Date(Date.now() - 86_400_000),
        usageLimitTotal: 5,
        detailCouponType: DETAIL_COUPON_TYPE.link,
      })
      .returning();
    const order = await deliveredOrder(t, me.customerId, { ...MONEY, couponCode: coupon.code });
    await t.database.db.insert(couponRedemptions).values({
      couponId: coupon.id,
      orderId: order.orderId,
      customerId: me.customerId,
      email: "x@example.com",
    });
    const stockB = await stockOf(t, order.variantIds[1]);
    const first = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    await operatorStep(t, "approve", { rma_number: first.rma_number });
    await operatorStep(t, "refund", { rma_number: first.rma_number });
    const rest = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [
          { order_item_id: order.itemIds[0], qty: 1 },
          { order_item_id: order.itemIds[1], qty: 1 },
        ],
        reason: "changed_mind",
      })
    ).body.result;
    await operatorStep(t, "approve", { rma_number: rest.rma_number });
    // Refunded straight from approved: the receipt is recorded with it.
    const done = await operatorStep(t, "refund", { rma_number: rest.rma_number });
    // $272.49 paid − $110.21 refunded before.
    expect(done.body.result).toMatchObject({
      status: "refunded",
      refund_amount: 162.28,
      points_refunded: 300,
      points_taken_back: 150,
    });
    expect(done.body.result.received_at).not.toBeNull();
    expect(await pointsOf(t, me.customerId)).toBe(1_250);
    expect(await stockOf(t, order.variantIds[1])).toBe(stockB + 1);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect([o.status, o.pointsEarned]).toEqual(["returned", 0]);
    expect(
      await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, order.orderId)),
    ).toEqual([]);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(p.status).toBe("refunded");
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, rest.return_id));
    expect([row.shippingProtectionRefundCents, row.wholeOrder]).toEqual([499, 1]);
  });

  it("the whole order in one return refunds the full payment like a cancel", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, {
      lines: [{ qty: 1, priceCents: 4_000 }],
      taxCents: 280,
      shippingCents: 999,
    });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "defective",
      })
    ).body.result;
    await operatorStep(t, "approve", { rma_number: r.rma_number });
    const done = await operatorStep(t, "refund", { rma_number: r.rma_number });
    expect(done.body.result.refund_amount).toBe(52.79);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect([p.status, p.amountCents]).toEqual(["refunded", 5_279]);
  });

  it("a refund the payment provider cannot make changes nothing (502): no money, points, stock or status moved", async () => {
    const me = await shopper(t, 700);
    const order = await deliveredOrder(t, me.customerId, {
      lines: [{ qty: 2, priceCents: 3_000 }],
      pointsEarned: 60,
    });
    // Paid through Braintree, whose settings this store no longer has: nobody can pay it back.
    await t.database.db
      .update(payments)
      .set({ provider: "braintree" })
      .where(eq(payments.orderId, order.orderId));
    const stock = await stockOf(t, order.variantIds[0]);
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "defective",
      })
    ).body.result;
    await operatorStep(t, "approve", { rma_number: r.rma_number });
    const failed = await operatorStep(t, "refund", { rma_number: r.rma_number });
    expect([failed.status, failed.body.message]).toEqual([
      502,
      "The refund could not be paid back through the payment provider right now; nothing changed. Please try again later.",
    ]);
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, r.return_id));
    expect([row.status, row.refundCents, row.receivedAt]).toEqual(["approved", 0, null]);
    expect(await stockOf(t, order.variantIds[0])).toBe(stock);
    expect(await pointsOf(t, me.customerId)).toBe(700);
    expect(
      await count(t, "operator_actions", `order_id = ${order.orderId} and action = 'return_refund'`),
    ).toBe(0);
  });

  it("refuse: the reason in a 'return refused' note and mail, logged; the return has no label", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "changed_mind",
      })
    ).body.result;
    await operatorStep(t, "refuse", { rma_number: r.rma_number, reason: "The seal <b>was</b> broken." });
    expect(
      await rowsOf(
        t,
        `select title, content from system_notes where customer_id = ${me.customerId} and title like 'Return %'`,
      ),
    ).toEqual([
      { title: `Return ${r.rma_number} refused`, content: "<p>The seal &lt;b&gt;was&lt;/b&gt; broken.</p>" },
    ]);
    expect(
      await count(t, "mail_outbox", `kind = 'return_refused' and text_body like '%${r.rma_number}%'`),
    ).toBe(1);
    expect(
      await count(t, "operator_actions", `order_id = ${order.orderId} and action = 'return_refuse'`),
    ).toBe(1);
    const label = await call(t, "GET", `/api/customer/return-label?rma=${r.rma_number}`, undefined, me.who);
    expect([label.status, label.body.message]).toEqual([
      409,
      "This return was refused, so it has no return label.",
    ]);
  });

  it("lists returns to act on for the operator", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    const list = await call<ReturnView[]>(
      t,
      "GET",
      `/admin/api/returns?increment_id=${order.incrementId}`,
      undefined,
      asOperator,
    );
    expect(list.body.result.map((x) => x.rma_number)).toEqual([r.rma_number]);
    const requested = await call<ReturnView[]>(
      t,
      "GET",
      "/admin/api/returns?status=requested&limit=200",
      undefined,
      asOperator,
    );
    expect(requested.body.result.some((x) => x.rma_number === r.rma_number)).toBe(true);
  });
});
