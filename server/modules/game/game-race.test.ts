import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { stockOf } from "../order/order.testing";
import { giftCategoryWith, paidOrderOf, play, player, turnOf } from "./game.testing";

// Two plays of one turn at the same moment (a double click, two tabs): exactly one wins and exactly
// one unit is taken. Made deterministic, not left to timing: a second connection holds the turn's
// row lock while both plays start, so both wait at the `for update` of the turn (game.service.ts
// lockTurn); once released, the first takes the gift and the second finds the turn already won.
// Without the row lock both would read "ready" and both would take a unit.
//
// PostgreSQL only: PGlite has one connection, where no two transactions ever overlap (CI runs the
// suite on PostgreSQL, TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 8 });
});
afterAll(() => t?.close());

async function heldAtTurnLock<T>(turnId: number, plays: (() => Promise<T>)[]): Promise<T[]> {
  const url = t.database.url;
  if (!url) throw new Error("needs PostgreSQL");
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("select id from game_turns where id = $1 for update", [turnId]);
    let settled = 0;
    const running = plays.map((p) =>
      p().finally(() => {
        settled += 1;
      }),
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      // Inside a transaction pg_stat_activity is read once and cached: read it afresh each time.
      await holder.query("select pg_stat_clear_snapshot()");
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n + settled >= plays.length) break;
      if (Date.now() > deadline) throw new Error(`only ${rows[0].n} plays reached the turn's lock`);
      await new Promise((r) => setTimeout(r, 25));
    }
    await holder.query("commit");
    return await Promise.all(running);
  } finally {
    await holder.query("rollback").catch(() => {});
    await holder.end();
  }
}

describe.skipIf(!onPostgres)("two plays of one turn at once (PostgreSQL)", () => {
  it("exactly one wins, the other is refused as already played, and one unit is taken", async () => {
    const gifts = await giftCategoryWith(t, [500, 600, 700], { from: 4 });
    const variants = gifts.map((g) => g.variants[0].id);
    const p = await player(t);
    const order = await paidOrderOf(t, p);
    const turn = await turnOf(t, p, order.orderId);
    const answers = await heldAtTurnLock(turn.turn_id, [
      () => play(t, p.who, { turn_id: turn.turn_id, category_id: 6, card: 1 }),
      () => play(t, p.who, { turn_id: turn.turn_id, category_id: 6, card: 9 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.message).toBe("You have already played this turn. No changes after choosing.");
    const won = answers.find((a) => a.status === 200);
    const stock = await Promise.all(variants.map((v) => stockOf(t, v)));
    expect(stock.reduce((a, b) => a + b)).toBe(14);
    expect(stock[variants.indexOf(won?.body.result.turn.gift?.piid as number)]).toBe(4);
    expect((await turnOf(t, p, order.orderId)).gift).toEqual(won?.body.result.turn.gift);
  });
});
