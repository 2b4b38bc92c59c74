import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldAtLock } from "../../../tests/helpers/held-at-lock";
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

function heldAtTurnLock<T>(turnId: number, plays: (() => Promise<T>)[]): Promise<T[]> {
  return heldAtLock(
    t.database.url,
    "select id from game_turns where id = $1 for update",
    [turnId],
    plays,
    "plays",
  );
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
