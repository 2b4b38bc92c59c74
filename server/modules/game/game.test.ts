import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { gameTurns } from "../../db/schema/game";
import { orderItems, orders } from "../../db/schema/order";
import { rows } from "../fulfilment/fulfilment.testing";
import { cancelOrder, stockOf } from "../order/order.testing";
import {
  adminStep,
  completeOrder,
  confirm,
  giftCategoryWith,
  OPERATOR_ENV,
  paidOrderOf,
  play,
  player,
  report,
  turnList,
  turnOf,
} from "./game.testing";

// Play to Win, the shopper's calls (decision 0045), through the real HTTP app on a real database.
// Every expected message is written out here, word for word.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 12, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const GIFT_CATEGORY = 6;

async function turnRow(turnId: number) {
  const [row] = await t.database.db.select().from(gameTurns).where(eq(gameTurns.id, turnId));
  return row;
}

/**
 * A player with a paid order, its ready turn, and a gift category of three options at $5, $6, $7
 * (5 units each; products other than the order's lines, so a cancel's stock return is the order's own).
 */
async function readyTurn(opts: { daysAgo?: number; status?: string } = {}) {
  const p = await player(t);
  const order = await paidOrderOf(t, p, opts);
  const gifts = await giftCategoryWith(t, [500, 600, 700], { from: 4 });
  const turn = await turnOf(t, p, order.orderId);
  return { p, order, gifts, turn, variants: gifts.map((g) => g.variants[0].id) };
}

async function stocks(variantIds: number[]) {
  return Promise.all(variantIds.map((v) => stockOf(t, v)));
}

describe("signed-in only", () => {
  it("answers 401 to every call without a customer session, and writes nothing", async () => {
    const { turn } = await readyTurn();
    const calls = [
      await turnList(t, {}),
      await play(t, {}, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 }),
      await confirm(t, {}, turn.turn_id),
      await report(t, {}, { turn_id: turn.turn_id, issue: "damaged", description: "Broken." }),
    ];
    for (const res of calls)
      expect([res.status, res.body.code, res.body.message]).toEqual([
        401,
        401,
        "Please sign in to continue.",
      ]);
    expect((await turnRow(turn.turn_id)).status).toBe("ready");
  });
});

describe("turn list", () => {
  it("gives one ready turn per paid order (processing, shipped, complete), newest first, and none to unpaid, canceled or guest orders", async () => {
    const p = await player(t);
    const processing = await paidOrderOf(t, p);
    const shipped = await paidOrderOf(t, p, { status: "shipped" });
    const complete = await paidOrderOf(t, p, { status: "complete" });
    for (const status of ["pending_payment", "payment_failed", "canceled", "expired"])
      await paidOrderOf(t, p, { status });
    // A guest's order handed over to this account later: still a guest order, no turn.
    const handedOver = await paidOrderOf(t, p);
    await t.database.db
      .update(orders)
      .set({ guestSessionId: 987_654 })
      .where(eq(orders.id, handedOver.orderId));
    // Another customer's paid order never shows.
    await paidOrderOf(t, await player(t));

    const first = await turnList(t, p.who);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body.result.turns.map((x) => [x.order_id, x.status])).toEqual([
      [complete.orderId, "ready"],
      [shipped.orderId, "ready"],
      [processing.orderId, "ready"],
    ]);
    // Reading again records nothing twice.
    await turnList(t, p.who);
    expect(await rows(t, "game_turns", `customer_id = ${p.customerId}`)).toBe(3);
  });

  it("shows the turn's order, dates, address, the gift categories and the rules word for word", async () => {
    const p = await player(t);
    const order = await paidOrderOf(t, p);
    await giftCategoryWith(t, [500, 600, 700]);
    const [placed] = await t.database.db
      .select({ at: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const res = await turnList(t, p.who);
    const [turn] = res.body.result.turns;
    expect(turn).toEqual({
      turn_id: expect.any(Number),
      order_id: order.orderId,
      increment_id: order.incrementId,
      earned_at: placed.at.toISOString(),
      expires_at: new Date(placed.at.getTime() + 30 * DAY).toISOString(),
      status: "ready",
      void_reason: null,
      category_id: null,
      card: null,
      gift: null,
      ship_to: "Ada Shopper, 12 Main St, Newark, NJ 07102",
      order_complete: false,
      ship_by: null,
      shipped_at: null,
      tracking_number: null,
      delivered_at: null,
      report_until: null,
      reported: false,
    });
    expect(res.body.result.categories.map((c) => [c.id, c.options.map((o) => o.price)])).toEqual([
      [6, [5, 6, 7]],
    ]);
    const option = res.body.result.categories[0].options[0];
    expect(option.url).toMatch(new RegExp(`^/.+\\.html\\?piid=${option.piid}$`));
    expect(res.body.result.rules).toEqual([
      "Pick a category, then 1 of 9 options.",
      "No changes after choosing.",
      "The gift is sent within 7 days of order completion to the order address, and is returned if the order is returned.",
      "Quality issues are reportable within 7 days of receipt.",
    ]);
  });
});

describe("playing a turn", () => {
  it("turns a card: the gift is one of the category's options, one unit of it is held, and the turn is won", async () => {
    const { p, turn, variants } = await readyTurn();
    const res = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 4 });
    expect([res.status, res.body.code]).toEqual([200, 200]);
    const won = res.body.result.turn;
    expect(won).toMatchObject({ turn_id: turn.turn_id, status: "won", category_id: 6, card: 4 });
    const at = variants.indexOf(won.gift?.piid ?? -1);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(won.gift?.price).toBe([5, 6, 7][at]);
    const expected = [5, 5, 5];
    expected[at] = 4;
    expect(await stocks(variants)).toEqual(expected);
    // The turn list shows the same gift.
    expect((await turnOf(t, p, turn.order_id)).gift).toEqual(won.gift);
    expect((await turnRow(turn.turn_id)).giftPriceCents).toBe([500, 600, 700][at]);
  });

  it("refuses a second play (no changes after choosing) and holds no second unit", async () => {
    const { p, turn, variants } = await readyTurn();
    const first = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
    const before = await stocks(variants);
    const second = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 2 });
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      409,
      "You have already played this turn. No changes after choosing.",
    ]);
    expect(await stocks(variants)).toEqual(before);
    expect((await turnOf(t, p, turn.order_id)).gift).toEqual(first.body.result.turn.gift);
  });

  it("refuses a category not shown, a card outside 1–9 and another customer's turn; the turn stays ready", async () => {
    const { p, turn, variants } = await readyTurn();
    // Category 4 is a gift category with no gift now; 1 is not a gift category.
    for (const category_id of [4, 1]) {
      const res = await play(t, p.who, { turn_id: turn.turn_id, category_id, card: 1 });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        400,
        "Please pick one of the gift categories shown.",
      ]);
    }
    for (const card of [0, 10]) {
      const res = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card });
      expect(res.status).toBe(422);
    }
    const other = await player(t);
    const theirs = await play(t, other.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
    expect([theirs.status, theirs.body.code, theirs.body.message]).toEqual([
      404,
      404,
      "This turn was not found.",
    ]);
    expect((await turnRow(turn.turn_id)).status).toBe("ready");
    expect(await stocks(variants)).toEqual([5, 5, 5]);
  });

  it("gives another gift of the category when the card's gift ran out since the cards were shown", async () => {
    const { p, turn, variants } = await readyTurn();
    // The options were read (and kept by the shared cache); then two of them sold out.
    await t.database.db.execute(
      sql`update product_variants set qty = 0 where id in (${variants[0]}, ${variants[1]})`,
    );
    for (const card of [1]) {
      const res = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card });
      expect(res.body.result.turn.gift?.piid).toBe(variants[2]);
    }
    expect(await stocks(variants)).toEqual([0, 0, 4]);
  });

  it("answers no gifts when none of the category can be sent, and nothing changes", async () => {
    const { p, turn, variants } = await readyTurn();
    await t.database.db.execute(
      sql`update product_variants set qty = 0 where id in (${sql.join(
        variants.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
    const res = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 9 });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      400,
      "No gifts are available in this category right now. Please pick another category.",
    ]);
    expect(await turnRow(turn.turn_id)).toMatchObject({ status: "ready", giftVariantId: null, card: null });
    expect(await stocks(variants)).toEqual([0, 0, 0]);
  });
});

describe("expiry", () => {
  it("voids a turn not played within 30 days of its order, on reading and on playing", async () => {
    const old = await readyTurn({ daysAgo: 31 });
    expect(old.turn).toMatchObject({ status: "void", void_reason: "expired" });
    const res = await play(t, old.p.who, { turn_id: old.turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      409,
      "This turn has expired: turns are played within 30 days of the order.",
    ]);
    // Expired since the list was read: playing voids it and refuses.
    const fresh = await readyTurn();
    await t.database.db
      .update(gameTurns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameTurns.id, fresh.turn.turn_id));
    const late = await play(t, fresh.p.who, {
      turn_id: fresh.turn.turn_id,
      category_id: GIFT_CATEGORY,
      card: 1,
    });
    expect([late.status, late.body.message]).toEqual([
      409,
      "This turn has expired: turns are played within 30 days of the order.",
    ]);
    expect(await turnRow(fresh.turn.turn_id)).toMatchObject({ status: "void", voidReason: "expired" });
    expect(await stocks(fresh.variants)).toEqual([5, 5, 5]);
  });

  it("voids a won gift not confirmed in time and puts its unit back", async () => {
    const { p, turn, variants } = await readyTurn();
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 2 });
    expect((await stocks(variants)).reduce((a, b) => a + b)).toBe(14);
    await t.database.db
      .update(gameTurns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameTurns.id, turn.turn_id));
    const res = await confirm(t, p.who, turn.turn_id);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      409,
      "This turn has expired: turns are played within 30 days of the order.",
    ]);
    expect(await stocks(variants)).toEqual([5, 5, 5]);
    expect((await turnOf(t, p, turn.order_id)).status).toBe("void");
  });

  it("voids an expired won turn on reading the list, with its unit back", async () => {
    const { p, turn, variants } = await readyTurn();
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 5 });
    await t.database.db
      .update(gameTurns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameTurns.id, turn.turn_id));
    expect(await turnOf(t, p, turn.order_id)).toMatchObject({ status: "void", void_reason: "expired" });
    expect(await stocks(variants)).toEqual([5, 5, 5]);
  });
});

describe("confirming the gift", () => {
  it("asks for a card first, confirms a won gift once, and refuses to confirm again", async () => {
    const { p, turn } = await readyTurn();
    const early = await confirm(t, p.who, turn.turn_id);
    expect([early.status, early.body.code, early.body.message]).toEqual([
      409,
      409,
      "Please turn a card first.",
    ]);
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 7 });
    const ok = await confirm(t, p.who, turn.turn_id);
    const confirmed =
      "Your gift is confirmed. It is sent within 7 days of order completion to the order address.";
    expect([ok.status, ok.body.code, ok.body.message, ok.body.result.message]).toEqual([
      200,
      200,
      confirmed,
      confirmed,
    ]);
    expect(ok.body.result.turn.status).toBe("confirmed");
    const again = await confirm(t, p.who, turn.turn_id);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      409,
      "Your gift is already confirmed to ship with this order.",
    ]);
    expect((await turnRow(turn.turn_id)).status).toBe("confirmed");
    const theirs = await confirm(t, (await player(t)).who, turn.turn_id);
    expect([theirs.status, theirs.body.message]).toEqual([404, "This turn was not found."]);
  });

  it("shows ship_by 7 days after the order's completion", async () => {
    const { p, turn, order } = await readyTurn();
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
    await confirm(t, p.who, turn.turn_id);
    await completeOrder(t, order.orderId, new Date("2026-03-02T10:00:00Z"));
    expect(await turnOf(t, p, order.orderId)).toMatchObject({
      order_complete: true,
      ship_by: "2026-03-09T10:00:00.000Z",
    });
  });
});

describe("the order canceled", () => {
  it("voids a won turn with the cancel and puts its unit back; the turn can no longer be played or confirmed", async () => {
    const { p, turn, order, variants } = await readyTurn();
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 3 });
    const canceled = await cancelOrder(t.app, p.who, order.incrementId);
    expect(canceled.body.code).toBe(200);
    expect(await stocks(variants)).toEqual([5, 5, 5]);
    expect(await turnOf(t, p, order.orderId)).toMatchObject({
      status: "void",
      void_reason: "order_canceled",
    });
    const msg = "The order of this turn was canceled, so its gift cannot be sent.";
    const again = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 409, msg]);
    const conf = await confirm(t, p.who, turn.turn_id);
    expect([conf.status, conf.body.message]).toEqual([409, msg]);
  });

  it("voids a ready turn with the cancel", async () => {
    const { p, turn, order } = await readyTurn();
    await cancelOrder(t.app, p.who, order.incrementId);
    expect((await turnRow(turn.turn_id)).voidReason).toBe("order_canceled");
  });
});

describe("the cart's free gift and the game", () => {
  it("an order with the cart's gift line earns a turn too, and playing changes none of its lines or totals", async () => {
    const { p, order, gifts } = await readyTurn();
    // The cart's free gift over $100 ships as an order line of price 0.
    await t.database.db.insert(orderItems).values({
      orderId: order.orderId,
      productId: gifts[0].productId,
      variantId: gifts[0].variants[0].id,
      name: "Cart gift",
      sku: gifts[0].variants[0].sku,
      qty: 1,
      priceCents: 0,
      rowTotalCents: 0,
      isGift: true,
    });
    const snapshot = async () => ({
      order: await t.database.db
        .select({
          subtotal: orders.subtotalCents,
          grand: orders.grandTotalCents,
          discount: orders.discountCents,
          points: orders.pointsEarned,
        })
        .from(orders)
        .where(eq(orders.id, order.orderId)),
      lines: await t.database.db
        .select({
          id: orderItems.id,
          qty: orderItems.qty,
          price: orderItems.priceCents,
          gift: orderItems.isGift,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.orderId)),
    });
    const before = await snapshot();
    expect(before.order).toEqual([{ subtotal: 10_000, grand: 10_000, discount: 0, points: 0 }]);
    expect(before.lines).toHaveLength(3);
    const turn = await turnOf(t, p, order.orderId);
    expect(turn.status).toBe("ready");
    await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 6 });
    await confirm(t, p.who, turn.turn_id);
    expect(await snapshot()).toEqual(before);
  });
});

describe("quality report", () => {
  /** A turn whose gift was shipped and delivered through the operator calls. */
  async function deliveredTurn() {
    const r = await readyTurn();
    await play(t, r.p.who, { turn_id: r.turn.turn_id, category_id: GIFT_CATEGORY, card: 8 });
    await confirm(t, r.p.who, r.turn.turn_id);
    await completeOrder(t, r.order.orderId);
    expect(
      (await adminStep(t, r.turn.turn_id, "ship", { tracking_number: `1ZGIFT${r.turn.turn_id}` })).status,
    ).toBe(200);
    expect((await adminStep(t, r.turn.turn_id, "deliver")).status).toBe(200);
    return r;
  }

  it("refuses before delivery", async () => {
    const { p, turn } = await readyTurn();
    const res = await report(t, p.who, {
      turn_id: turn.turn_id,
      issue: "damaged",
      description: "Cracked lid.",
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      409,
      "You can report a quality issue once your gift has been delivered.",
    ]);
  });

  it("needs a description, then opens a support request, answers the thanks, and refuses a second report", async () => {
    const { p, turn, order } = await deliveredTurn();
    const empty = await report(t, p.who, { turn_id: turn.turn_id, issue: "damaged", description: "   " });
    expect([empty.status, empty.body.code, empty.body.message]).toEqual([
      400,
      400,
      "Please describe the issue.",
    ]);
    expect(await rows(t, "support_requests", `customer_id = ${p.customerId}`)).toBe(0);

    const res = await report(t, p.who, {
      turn_id: turn.turn_id,
      issue: "missing_parts",
      description: "The lid is missing.",
    });
    const thanks = "Thank you. We have received your report and will contact you within 2 business days.";
    expect([res.status, res.body.code, res.body.message, res.body.result.message]).toEqual([
      200,
      200,
      thanks,
      thanks,
    ]);
    expect(res.body.result.turn).toMatchObject({ status: "delivered", reported: true });
    const tickets = (await t.database.db.execute(sql`
      select r.order_id, r.topic, r.status, m.body from support_requests r
      join support_messages m on m.request_id = r.id where r.customer_id = ${p.customerId}
    `)) as unknown as { rows: { order_id: number; topic: string; status: string; body: string }[] };
    expect(tickets.rows).toHaveLength(1);
    expect(tickets.rows[0]).toMatchObject({
      order_id: order.orderId,
      topic: "product_question",
      status: "open",
    });
    expect(tickets.rows[0].body).toContain("Play to Win gift quality issue: Missing parts.");
    expect(tickets.rows[0].body).toContain("The lid is missing.");
    expect((await turnRow(turn.turn_id)).supportRequestId).not.toBeNull();

    const again = await report(t, p.who, {
      turn_id: turn.turn_id,
      issue: "other",
      description: "Also scratched.",
    });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      409,
      "You have already reported an issue with this gift. Our team will contact you.",
    ]);
    expect(await rows(t, "support_requests", `customer_id = ${p.customerId}`)).toBe(1);
  });

  it("refuses after the 7 days from delivery", async () => {
    const { p, turn } = await deliveredTurn();
    const delivered = new Date(Date.now() - 8 * DAY);
    await t.database.db
      .update(gameTurns)
      .set({ deliveredAt: delivered })
      .where(eq(gameTurns.id, turn.turn_id));
    expect((await turnOf(t, p, turn.order_id)).report_until).toBe(
      new Date(delivered.getTime() + 7 * DAY).toISOString(),
    );
    const res = await report(t, p.who, {
      turn_id: turn.turn_id,
      issue: "defective",
      description: "Stopped working.",
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      409,
      "Quality issues are reportable within 7 days of receipt.",
    ]);
  });
});
