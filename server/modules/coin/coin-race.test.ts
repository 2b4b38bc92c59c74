import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { heldAtLock } from "../../../tests/helpers/held-at-lock";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coinsOf, grant, type Holder, holder, ledgerMismatches, OPERATOR_ENV, send } from "./coin.testing";

// Parallel coin sends (decision 0047). Made deterministic, not left to timing: a second connection
// holds the sender's balance row lock while every send starts, so all of them wait at the
// `for update` of coin.service.ts lockBalances and then run one after another. Without the lock
// they would all read the same balance and overdraw it.
//
// PostgreSQL only: PGlite has one connection, where no two transactions ever overlap (CI runs the
// suite on PostgreSQL, TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

async function withCoins(coins: number): Promise<Holder> {
  const h = await holder(t);
  expect((await grant(t, { email: h.email, amount: coins })).body.code).toBe(200);
  return h;
}

/** Runs the sends while another connection holds `customerId`'s balance row, once all wait on it. */
function heldAtBalanceLock<T>(customerId: number, sends: (() => Promise<T>)[]): Promise<T[]> {
  return heldAtLock(
    t.database.url,
    "select customer_id from coin_balances where customer_id = $1 for update",
    [customerId],
    sends,
    "sends",
  );
}

describe.skipIf(!onPostgres)("parallel coin sends (PostgreSQL)", () => {
  // After each race, every balance is recomputed from the ledger and must match it.
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  // The test pool has 5 connections: 4 sends wait at the lock, one connection stays free.
  it("never overdraw: 4 sends of 40 from 100 coins, 2 go through", async () => {
    const ada = await withCoins(100);
    const bob = await holder(t);
    const answers = await heldAtBalanceLock(
      ada.customerId,
      Array.from({ length: 4 }, () => () => send(t, ada.who, { email: bob.email, amount: 40 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(
      Array(2).fill([400, "You do not have enough coins: your balance is 20 coins."]),
    );
    expect(await coinsOf(t, ada)).toBe(20);
    expect(await coinsOf(t, bob)).toBe(80);
  });

  it("move a send replayed in parallel once", async () => {
    const ada = await withCoins(100);
    const bob = await holder(t);
    const request_id = randomUUID();
    const answers = await heldAtBalanceLock(
      ada.customerId,
      Array.from({ length: 4 }, () => () => send(t, ada.who, { email: bob.email, amount: 25, request_id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => !a.body.result.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.result.transfer_id)).size).toBe(1);
    expect(await coinsOf(t, ada)).toBe(75);
    expect(await coinsOf(t, bob)).toBe(25);
  });

  it("keep the daily limit: 4 sends of 4,000 at once, 2 go through", async () => {
    const ada = await withCoins(20000);
    const bob = await holder(t);
    const answers = await heldAtBalanceLock(
      ada.customerId,
      Array.from({ length: 4 }, () => () => send(t, ada.who, { email: bob.email, amount: 4000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.message)).toEqual([
      "You can send up to 10,000 coins a day. You can still send 2,000 coins today.",
      "You can send up to 10,000 coins a day. You can still send 2,000 coins today.",
    ]);
    expect(await coinsOf(t, ada)).toBe(12000);
  });

  it("between two customers in both directions at once all go through (no deadlock)", async () => {
    const ada = await withCoins(500);
    const bob = await withCoins(500);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? send(t, ada.who, { email: bob.email, amount: 10 + i })
          : send(t, bob.who, { email: ada.email, amount: 10 + i }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    // Ada sent 10+12+14+16 = 52 and got 11+13+15+17 = 56.
    expect(await coinsOf(t, ada)).toBe(504);
    expect(await coinsOf(t, bob)).toBe(496);
  });
});
