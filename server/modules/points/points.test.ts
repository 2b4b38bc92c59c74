import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products, reviews } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { smsOutbox } from "../../db/schema/plus";
import { pointsLedger } from "../../db/schema/points";
import { seededProducts } from "../cart/cart.testing";
import { call, paidOrder } from "../fulfilment/fulfilment.testing";
import { creditEarnedPoints, takeBackEarnedPoints } from "../order/order-points";
import { collect, history, info, ledgerMismatches, member, sign, tasks } from "./points.testing";
import { changePoints } from "./points-ledger";

// The points programme (decision 0046) through the real HTTP app on a real database: the ledger,
// the summary and history, the tasks and who may use them. Every message is written out here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

const NOT_FOR_YOU = "Points are not available for dropship, business or large-order accounts.";

async function ledgerOf(customerId: number) {
  return t.database.db
    .select({ delta: pointsLedger.delta, kind: pointsLedger.kind, orderId: pointsLedger.orderId })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId))
    .orderBy(pointsLedger.id);
}

describe("who may use points", () => {
  it("answers 401 without a customer session", async () => {
    for (const res of [
      await info(t, {}),
      await tasks(t, {}),
      await sign(t, {}),
      await collect(t, {}, "follow_store"),
      await call(t, "post", "/api/follow", {}, {}),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it("refuses dropship, business and large-order customers (403) and show_point is false for them", async () => {
    for (const set of [{ isDropship: true }, { customerGroup: "Business" }, { isLargeOrder: true }]) {
      const m = await member(t);
      await t.database.db.update(customers).set(set).where(eq(customers.id, m.customerId));
      for (const res of [await info(t, m.who), await tasks(t, m.who), await sign(t, m.who)]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(NOT_FOR_YOU);
      }
      const session = await call<{ customer: { show_point: boolean } }>(
        t,
        "get",
        "/api/customer/session",
        undefined,
        m.who,
      );
      expect(session.body.result.customer.show_point).toBe(false);
    }
    const ok = await member(t);
    expect((await info(t, ok.who)).status).toBe(200);
  });

  it("a business customer may not spend points in the cart, whatever the balance", async () => {
    const m = await member(t);
    await t.database.db.transaction((tx) =>
      changePoints(tx, { customerId: m.customerId, delta: 500, kind: "task", taskKey: "follow_store" }),
    );
    await t.database.db
      .update(customers)
      .set({ customerGroup: "Business" })
      .where(eq(customers.id, m.customerId));
    const res = await call(t, "post", "/api/cart/apply_points", { points: 100 }, m.who);
    expect(res.body).toEqual({ code: 400, message: NOT_FOR_YOU, result: null });
  });

  it("a dropship customer's paid order earns no points", async () => {
    const m = await member(t);
    await t.database.db.update(customers).set({ isDropship: true }).where(eq(customers.id, m.customerId));
    const order = await paidOrder(t, { customerId: m.customerId });
    const [product] = await seededProducts(t);
    const earned = await t.database.db.transaction((tx) =>
      creditEarnedPoints(tx, { id: order.orderId, customerId: m.customerId, plusMember: false }, [
        { productId: product.productId, qty: 1, priceCents: 12_345 },
      ]),
    );
    expect(earned).toBe(0);
    expect(await ledgerOf(m.customerId)).toEqual([]);
  });
});

describe("the ledger", () => {
  it("earning and taking back an order's points write one row each, with the order; never below zero", async () => {
    const m = await member(t);
    const order = await paidOrder(t, { customerId: m.customerId });
    const [product] = await seededProducts(t);
    await t.database.db
      .update(products)
      .set({ isNoDiscount: false, productTag: null })
      .where(eq(products.id, product.productId));
    const earned = await t.database.db.transaction((tx) =>
      creditEarnedPoints(tx, { id: order.orderId, customerId: m.customerId, plusMember: false }, [
        { productId: product.productId, qty: 2, priceCents: 10_050 },
      ]),
    );
    expect(earned).toBe(200);
    // 150 of them spent on another order meanwhile: the take-back takes the 50 left.
    await t.database.db.transaction((tx) =>
      changePoints(tx, { customerId: m.customerId, delta: -150, kind: "spent", orderId: order.orderId }),
    );
    await t.database.db.transaction((tx) =>
      takeBackEarnedPoints(tx, { id: order.orderId, customerId: m.customerId, pointsEarned: 200 }),
    );
    expect(await ledgerOf(m.customerId)).toEqual([
      { delta: 200, kind: "earned", orderId: order.orderId },
      { delta: -150, kind: "spent", orderId: order.orderId },
      { delta: -50, kind: "taken_back", orderId: order.orderId },
    ]);
    const res = await info(t, m.who);
    expect(res.body.result).toEqual({
      points: 0,
      value: 0,
      value_text: "$0.00",
      earned_total: 200,
      spent_total: 200,
      expired_total: 0,
      signed_today: false,
    });
  });

  it("a spend over the balance is refused and writes nothing", async () => {
    const m = await member(t);
    const answer = await t.database.db.transaction((tx) =>
      changePoints(tx, { customerId: m.customerId, delta: -1, kind: "spent", short: "refuse" }),
    );
    expect(answer).toBeNull();
    expect(await ledgerOf(m.customerId)).toEqual([]);
  });
});

describe("summary and history", () => {
  it("answers the balance in dollars and a paged history with order links, by type", async () => {
    const m = await member(t);
    const order = await paidOrder(t, { customerId: m.customerId });
    await t.database.db.transaction(async (tx) => {
      await changePoints(tx, {
        customerId: m.customerId,
        delta: 1234,
        kind: "earned",
        orderId: order.orderId,
      });
      await changePoints(tx, {
        customerId: m.customerId,
        delta: -300,
        kind: "spent",
        orderId: order.orderId,
      });
    });
    expect((await sign(t, m.who)).body.message).toBe("Signed in today: 5 points added.");
    const summary = (await info(t, m.who)).body.result;
    expect(summary).toEqual({
      points: 939,
      value: 9.39,
      value_text: "$9.39",
      earned_total: 1239,
      spent_total: 300,
      expired_total: 0,
      signed_today: true,
    });
    const all = (await history(t, m.who, { page_size: 2 })).body.result;
    expect(all.total).toBe(3);
    expect(all.items.map((i: { label: string; points: number }) => [i.label, i.points])).toEqual([
      ["Task reward: Daily sign-in", 5],
      ["Spent on an order", -300],
    ]);
    const page2 = (await history(t, m.who, { page: 2, page_size: 2 })).body.result;
    expect(page2.items[0]).toMatchObject({
      kind: "earned",
      label: "Earned with an order",
      points: 1234,
      order_id: order.orderId,
      increment_id: order.incrementId,
      order_url: `/customer/account/order/${order.incrementId}`,
    });
    const spent = (await history(t, m.who, { type: "spent" })).body.result;
    expect(spent.items.map((i: { points: number }) => i.points)).toEqual([-300]);
    expect((await history(t, m.who, { type: "expired" })).body.result.items).toEqual([]);
    const bad = await history(t, m.who, { page_size: 51 });
    expect(bad.status).toBe(422);
  });
});

describe("tasks", () => {
  const stateOf = async (who: Parameters<typeof tasks>[1], key: string) =>
    (await tasks(t, who)).body.result.tasks.find((x: { key: string }) => x.key === key);

  it("lists the six tasks with their points and rules, all to do for a new customer", async () => {
    const m = await member(t);
    const res = (await tasks(t, m.who)).body.result;
    expect(
      res.tasks.map((x: { key: string; points: number; rule: string; state: string }) => [
        x.key,
        x.points,
        x.rule,
        x.state,
      ]),
    ).toEqual([
      ["sign_in", 5, "daily", "todo"],
      ["verify_phone", 50, "once", "todo"],
      ["write_review", 20, "once", "todo"],
      ["follow_store", 10, "once", "todo"],
      ["watch_live", 10, "daily", "todo"],
      ["share_product", 5, "daily", "todo"],
    ]);
    expect(res.store_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the daily sign-in pays once per store day", async () => {
    const m = await member(t);
    const first = await sign(t, m.who);
    expect(first.body).toMatchObject({ code: 200, message: "Signed in today: 5 points added." });
    expect(first.body.result).toEqual({ points_added: 5, points: 5 });
    const again = await sign(t, m.who);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already signed in today. Come back tomorrow.");
    expect((await stateOf(m.who, "sign_in")).state).toBe("done");
    const viaCollect = await collect(t, m.who, "sign_in");
    expect(viaCollect.status).toBe(400);
    expect(viaCollect.body.message).toBe("The daily sign-in pays when you sign in: use Sign in today.");
    expect((await info(t, m.who)).body.result.points).toBe(5);
  });

  it("follow: not done → refused; done → claimable; collected once; a replay pays nothing", async () => {
    const m = await member(t);
    const early = await collect(t, m.who, "follow_store");
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Finish the task first: Follow the store.");
    const followed = await call<{ task: { state: string } }>(t, "post", "/api/follow", {}, m.who);
    expect(followed.body.message).toBe("Thanks for following the store.");
    expect(followed.body.result.task.state).toBe("claimable");
    const paid = await collect(t, m.who, "follow_store");
    expect(paid.body.message).toBe("10 points collected.");
    expect(paid.body.result).toMatchObject({ points_added: 10, points: 10, task: { state: "done" } });
    const replay = await collect(t, m.who, "follow_store");
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe("You have already collected the points for this task.");
    await call(t, "post", "/api/follow", {}, m.who);
    expect((await stateOf(m.who, "follow_store")).state).toBe("done");
    expect((await info(t, m.who)).body.result.points).toBe(10);
  });

  it("watch a live show and share a product are daily; sharing needs a real product", async () => {
    const m = await member(t);
    const watched = await call<{ task: { state: string } }>(
      t,
      "post",
      "/api/WatchLive",
      { live: "spring-sale" },
      m.who,
    );
    expect(watched.body.message).toBe("Thanks for watching.");
    expect((await collect(t, m.who, "watch_live")).body.result.points_added).toBe(10);
    const missing = await call(t, "post", "/api/shareproduct", { product_id: 999_999 }, m.who);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This product is not available.");
    const [product] = await seededProducts(t);
    const shared = await call(t, "post", "/api/shareproduct", { product_id: product.productId }, m.who);
    expect(shared.body.message).toBe("Thanks for sharing.");
    expect((await collect(t, m.who, "share_product")).body.result.points).toBe(15);
    expect((await collect(t, m.who, "nonsense")).status).toBe(422);
  });

  it("write a review: claimable once the customer has a review", async () => {
    const m = await member(t);
    expect((await collect(t, m.who, "write_review")).body.message).toBe(
      "Finish the task first: Write a review.",
    );
    const [product] = await seededProducts(t);
    await t.database.db.insert(reviews).values({
      productId: product.productId,
      nickname: "Ada",
      title: "Good",
      detail: "Sturdy and comfortable.",
      rating: 5,
      customerId: m.customerId,
      status: "pending",
    });
    expect((await stateOf(m.who, "write_review")).state).toBe("claimable");
    expect((await collect(t, m.who, "write_review")).body.result.points_added).toBe(20);
    expect((await collect(t, m.who, "write_review")).status).toBe(409);
  });

  it("verify phone: the fifth wrong code ends the code, and the right one no longer works", async () => {
    const m = await member(t);
    await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550148" }, m.who);
    const [sms] = await t.database.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, "2015550148"));
    const code = /(\d{4})\./.exec(sms.body)?.[1] as string;
    const wrongCode = code === "0000" ? "1111" : "0000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        (await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550148", code: wrongCode }, m.who))
          .body.message,
      );
    expect(messages).toEqual([
      "The code is not correct.",
      "The code is not correct.",
      "The code is not correct.",
      "The code is not correct.",
      "Too many wrong codes. Please ask for a new one.",
    ]);
    const late = await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550148", code }, m.who);
    expect(late.body.code).not.toBe(200);
  });

  it("verify phone: a texted code, a wrong code, then the right one makes the task claimable", async () => {
    const m = await member(t);
    const bad = await call(t, "post", "/api/phoneNumberVerify", { phone: "12345" }, m.who);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("Please enter a 10-digit US phone number.");
    const sent = await call(t, "post", "/api/phoneNumberVerify", { phone: "(201) 555-0147" }, m.who);
    expect(sent.body.message).toBe("We texted a code to 2015550147.");
    const soon = await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550147" }, m.who);
    expect(soon.status).toBe(400);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    const [sms] = await t.database.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, "2015550147"));
    const code = /(\d{4})\./.exec(sms.body)?.[1] as string;
    const wrong = await call(
      t,
      "post",
      "/api/phoneNumberVerify",
      { phone: "2015550147", code: code === "0000" ? "1111" : "0000" },
      m.who,
    );
    expect(wrong.body.message).toBe("The code is not correct.");
    const right = await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550147", code }, m.who);
    expect(right.body).toMatchObject({
      code: 200,
      message: "Your phone is verified.",
      result: { verified: true },
    });
    const reused = await call(t, "post", "/api/phoneNumberVerify", { phone: "2015550147", code }, m.who);
    expect(reused.body.message).toBe("The code has expired. Please ask for a new one.");
    const [row] = await t.database.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, m.customerId));
    expect(row.phone).toBe("2015550147");
    expect((await collect(t, m.who, "verify_phone")).body.result.points_added).toBe(50);
  });

  it("parallel claims of one task pay once", async () => {
    const m = await member(t);
    await call(t, "post", "/api/follow", {}, m.who);
    const answers = await Promise.all([1, 2, 3].map(() => collect(t, m.who, "follow_store")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await info(t, m.who)).body.result.points).toBe(10);
  });
});

describe("the ledger adds up", () => {
  it("every customer's balance equals the sum of their ledger rows", async () => {
    const m = await member(t);
    await Promise.all([sign(t, m.who), sign(t, m.who)]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
