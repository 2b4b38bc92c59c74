import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOps } from "../../../scripts/ops";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { gameTurns } from "../../db/schema/game";
import { orders } from "../../db/schema/order";
import { customerWithSession } from "../cart/cart.testing";
import { OPERATOR_TOKEN, rows } from "../fulfilment/fulfilment.testing";
import { stockOf } from "../order/order.testing";
import { askReturn, deliveredOrder, operatorStep } from "../returns/returns.testing";
import {
  adminGifts,
  adminStep,
  completeOrder,
  confirm,
  giftCategoryWith,
  OPERATOR_ENV,
  type Player,
  paidOrderOf,
  play,
  player,
  turnOf,
} from "./game.testing";

// Play to Win, the operator's calls and the order's life around the gift (decision 0045): shipping
// a confirmed gift of a complete order (the shopper mailed), delivering it, and a returned order
// voiding an unsent gift or asking a sent one back. Real HTTP app, real database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 12, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

const GIFT_CATEGORY = 6;

/** Gift options from products 6–8 (the orders' lines use the first products), 5 units each. */
async function giftVariants() {
  const gifts = await giftCategoryWith(t, [500, 600, 700], { from: 6 });
  return gifts.map((g) => g.variants[0].id);
}

const stocks = (ids: number[]) => Promise.all(ids.map((v) => stockOf(t, v)));

/** Plays the order's turn (and confirms it unless told not to); answers the turn id and the gift's variant. */
async function wonTurn(p: Player, orderId: number, opts: { confirm?: boolean } = {}) {
  const turn = await turnOf(t, p, orderId);
  const played = await play(t, p.who, { turn_id: turn.turn_id, category_id: GIFT_CATEGORY, card: 1 });
  expect(played.body.code).toBe(200);
  if (opts.confirm !== false) expect((await confirm(t, p.who, turn.turn_id)).body.code).toBe(200);
  return { turnId: turn.turn_id, variantId: played.body.result.turn.gift?.piid as number };
}

describe("operator credentials", () => {
  it("refuses the gift calls without an operator token, and a shopper's token", async () => {
    const shopper = await customerWithSession(t);
    for (const who of [{}, { bearer: shopper.token }]) {
      const list = await adminGifts(t, "to_ship", who);
      expect([401, 403]).toContain(list.status);
      const ship = await adminStep(t, 1, "ship", { tracking_number: "1ZNOAUTH" }, who);
      expect([401, 403]).toContain(ship.status);
    }
    const none = await adminGifts(t, "to_ship", {});
    expect([none.status, none.body.message]).toEqual([
      401,
      "Operator credentials required: send Authorization: Bearer <operator token>.",
    ]);
  });
});

describe("shipping a gift", () => {
  it("ships only a confirmed gift of a complete order, mails the shopper the tracking number, and logs the operator", async () => {
    const variants = await giftVariants();
    const p = await player(t);
    const order = await paidOrderOf(t, p);
    const { turnId } = await wonTurn(p, order.orderId, { confirm: false });

    const notConfirmed = await adminStep(t, turnId, "ship", { tracking_number: "1ZGAME0001" });
    expect([notConfirmed.status, notConfirmed.body.code, notConfirmed.body.message]).toEqual([
      409,
      409,
      "This gift is not confirmed by the shopper, so it cannot ship.",
    ]);
    await confirm(t, p.who, turnId);
    const notComplete = await adminStep(t, turnId, "ship", { tracking_number: "1ZGAME0001" });
    expect([notComplete.status, notComplete.body.message]).toEqual([
      409,
      "The order of this gift is not complete yet: the gift ships after the order is delivered.",
    ]);
    expect((await adminGifts(t, "to_ship")).body.result.gifts.map((g) => g.turn_id)).not.toContain(turnId);

    await completeOrder(t, order.orderId, new Date("2026-05-01T12:00:00Z"));
    const listed = (await adminGifts(t, "to_ship")).body.result.gifts.find((g) => g.turn_id === turnId);
    expect(listed).toMatchObject({
      status: "confirmed",
      order_complete: true,
      ship_by: "2026-05-08T12:00:00.000Z",
      ship_to: "Ada Shopper, 12 Main St, Newark, NJ 07102",
    });
    expect(listed?.customer_email).toMatch(/@example\.com$/);
    expect(variants.map((v) => String(v))).toContain(String(listed?.gift?.piid));

    const shipped = await adminStep(t, turnId, "ship", { tracking_number: "1ZGAME0001" });
    expect([shipped.status, shipped.body.code]).toEqual([200, 200]);
    expect(shipped.body.result.gift).toMatchObject({ status: "shipped", tracking_number: "1ZGAME0001" });
    const mail = (await t.database.db.execute(
      sql`select to_address, kind, subject, text_body from mail_outbox where kind = 'game_gift_shipped' order by id desc limit 1`,
    )) as unknown as { rows: { to_address: string; kind: string; subject: string; text_body: string }[] };
    expect(mail.rows[0].to_address).toBe(listed?.customer_email);
    expect(mail.rows[0].subject).toBe(`Your free gift is on its way: ${listed?.gift?.name}`);
    expect(mail.rows[0].text_body).toContain("Tracking number: 1ZGAME0001");
    expect(mail.rows[0].text_body).toContain(`order #${order.incrementId}`);
    expect(
      await rows(
        t,
        "operator_actions",
        `action = 'game_gift_ship' and operator = 'dana' and order_id = ${order.orderId} and detail->>'tracking_number' = '1ZGAME0001'`,
      ),
    ).toBe(1);
    // The shopper's page shows it; shipping again is refused.
    expect(await turnOf(t, p, order.orderId)).toMatchObject({
      status: "shipped",
      tracking_number: "1ZGAME0001",
    });
    const again = await adminStep(t, turnId, "ship", { tracking_number: "1ZGAME0002" });
    expect(again.status).toBe(409);

    const early = await adminStep(t, turnId, "receive");
    expect([early.status, early.body.message]).toEqual([
      409,
      "This gift was not asked back, so it cannot be received.",
    ]);
    const delivered = await adminStep(t, turnId, "deliver");
    expect(delivered.body.result.gift.status).toBe("delivered");
    const turn = await turnOf(t, p, order.orderId);
    expect(turn.report_until).toBe(
      new Date(new Date(turn.delivered_at as string).getTime() + 7 * 86_400_000).toISOString(),
    );
    const twice = await adminStep(t, turnId, "deliver");
    expect([twice.status, twice.body.message]).toEqual([
      409,
      "This gift has not shipped, so it cannot be delivered.",
    ]);
    expect(
      await rows(t, "operator_actions", `action = 'game_gift_deliver' and order_id = ${order.orderId}`),
    ).toBe(1);
  });

  it("answers 404 for no such turn and 422 without a tracking number", async () => {
    const missing = await adminStep(t, 999_999, "ship", { tracking_number: "1ZNONE" });
    expect([missing.status, missing.body.message]).toEqual([404, "This turn was not found."]);
    expect((await adminStep(t, 1, "ship", { tracking_number: "" })).status).toBe(422);
  });
});

describe("the order's completion", () => {
  it("the last delivery through the fulfilment calls records when the order became complete", async () => {
    const p = await player(t);
    const order = await deliveredOrder(t, p.customerId, { lines: [{ qty: 1, priceCents: 2500 }] });
    const [row] = await t.database.db
      .select({ status: orders.status, completedAt: orders.completedAt })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(row.status).toBe("complete");
    expect(row.completedAt).not.toBeNull();
    const turn = await turnOf(t, p, order.orderId);
    expect(turn.order_complete).toBe(true);
    expect(turn.ship_by).toBe(new Date((row.completedAt as Date).getTime() + 7 * 86_400_000).toISOString());
  });
});

describe("the order returned", () => {
  async function returnAll(p: Player, order: { incrementId: string; itemIds: number[] }, qtys: number[]) {
    const asked = await askReturn(t, p.who, {
      order_id: order.incrementId,
      items: order.itemIds.map((id, i) => ({ order_item_id: id, qty: qtys[i] })),
      reason: "changed_mind",
    });
    expect(asked.body.code).toBe(200);
    const rma = asked.body.result.rma_number;
    expect((await operatorStep(t, "approve", { rma_number: rma })).body.code).toBe(200);
    expect((await operatorStep(t, "refund", { rma_number: rma })).body.code).toBe(200);
  }

  it("voids a gift not sent yet when every unit comes back refunded, with its unit back in stock", async () => {
    const variants = await giftVariants();
    const p = await player(t);
    const order = await deliveredOrder(t, p.customerId, { lines: [{ qty: 2, priceCents: 2500 }] });
    const { turnId } = await wonTurn(p, order.orderId);
    expect((await stocks(variants)).reduce((a, b) => a + b)).toBe(14);
    // A partial return leaves the gift alone.
    await returnAll(p, order, [1]);
    expect((await turnOf(t, p, order.orderId)).status).toBe("confirmed");
    await returnAll(p, order, [1]);
    expect(await turnOf(t, p, order.orderId)).toMatchObject({
      status: "void",
      void_reason: "order_returned",
    });
    expect(await stocks(variants)).toEqual([5, 5, 5]);
    const [row] = await t.database.db.select().from(gameTurns).where(eq(gameTurns.id, turnId));
    expect(row.returnRequestedAt).toBeNull();
  });

  it("asks a sent gift back; the operator receives it and its unit goes back in stock", async () => {
    const variants = await giftVariants();
    const p = await player(t);
    const order = await deliveredOrder(t, p.customerId, { lines: [{ qty: 1, priceCents: 2500 }] });
    const { turnId } = await wonTurn(p, order.orderId);
    await adminStep(t, turnId, "ship", { tracking_number: `1ZBACK${turnId}` });
    await adminStep(t, turnId, "deliver");
    await returnAll(p, order, [1]);
    expect((await turnOf(t, p, order.orderId)).status).toBe("return_requested");
    const toReceive = (await adminGifts(t, "to_receive")).body.result.gifts.map((g) => g.turn_id);
    expect(toReceive).toContain(turnId);
    expect((await stocks(variants)).reduce((a, b) => a + b)).toBe(14);
    const received = await adminStep(t, turnId, "receive");
    expect([received.status, received.body.result.gift.status]).toEqual([200, "returned"]);
    expect(await stocks(variants)).toEqual([5, 5, 5]);
    expect(
      await rows(t, "operator_actions", `action = 'game_gift_receive' and order_id = ${order.orderId}`),
    ).toBe(1);
    const again = await adminStep(t, turnId, "receive");
    expect(again.status).toBe(409);
    expect(await stocks(variants)).toEqual([5, 5, 5]);
  });
});

describe("reported gifts", () => {
  it("lists gifts with a quality report, newest first", async () => {
    await giftVariants();
    const p = await player(t);
    const order = await paidOrderOf(t, p);
    const { turnId } = await wonTurn(p, order.orderId);
    await completeOrder(t, order.orderId);
    await adminStep(t, turnId, "ship", { tracking_number: `1ZREP${turnId}` });
    await adminStep(t, turnId, "deliver");
    const reported = await t.app.request("/api/game/report", {
      method: "POST",
      headers: { authorization: `Bearer ${p.who.bearer}`, "content-type": "application/json" },
      body: JSON.stringify({ turn_id: turnId, issue: "wrong_item", description: "A different rug came." }),
    });
    expect(reported.status).toBe(200);
    const list = await adminGifts(t, "reported");
    expect(list.body.result.gifts[0]).toMatchObject({ turn_id: turnId, reported: true, status: "delivered" });
  });
});

describe("npm run ops: game gifts", () => {
  async function ops(argv: string[]) {
    const lines: string[] = [];
    const code = await runOps(argv, {
      fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
      env: { OPS_URL: "http://store.test", OPS_TOKEN: OPERATOR_TOKEN },
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join("\n") };
  }

  it("lists the gifts to ship, ships and delivers one; a refusal exits 1 with the message", async () => {
    await giftVariants();
    const p = await player(t);
    const order = await paidOrderOf(t, p);
    const { turnId } = await wonTurn(p, order.orderId);
    await completeOrder(t, order.orderId, new Date("2026-01-10T09:00:00Z"));
    const listed = await ops(["game-gifts", "--state", "to_ship"]);
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`turn ${turnId} of order ${order.incrementId}: confirmed`);
    expect(listed.text).toContain("  to Ada Shopper, 12 Main St, Newark, NJ 07102");
    expect(listed.text).toContain("  ship by 2026-01-17 09:00  OVERDUE");
    const shipped = await ops(["game-gift-ship", "--turn", String(turnId), "--tracking", "1ZOPS0001"]);
    expect(shipped.code).toBe(0);
    expect(shipped.text).toContain("  tracking 1ZOPS0001");
    expect((await ops(["game-gift-deliver", "--turn", String(turnId)])).text).toContain(": delivered");
    const refused = await ops(["game-gift-receive", "--turn", String(turnId)]);
    expect(refused).toEqual({
      code: 1,
      text: "ops: This gift was not asked back, so it cannot be received. (HTTP 409, code 409)",
    });
    expect((await ops(["game-gift-ship", "--turn", String(turnId)])).code).toBe(2);
  });
});
