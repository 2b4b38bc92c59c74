import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { call } from "../fulfilment/fulfilment.testing";
import { collect, info, ledgerMismatches, member, sign } from "./points.testing";

// Parallel sign-ins of one store day and parallel claims of one task, each on its own connection:
// the unique key on (customer, task, period) lets one sign-in insert its row and pay; the others
// wait on that key, then find it taken (409). Afterwards every balance is recomputed from the ledger.
//
// PostgreSQL only: PGlite has one connection, where no two transactions ever overlap (CI runs the
// suite on PostgreSQL, TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)("points races (PostgreSQL)", () => {
  it("eight sign-ins at once pay once; eight claims at once pay once; the ledger adds up", async () => {
    const m = await member(t);
    const signs = await Promise.all(Array.from({ length: 8 }, () => sign(t, m.who)));
    expect(signs.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    await call(t, "post", "/api/follow", {}, m.who);
    const claims = await Promise.all(Array.from({ length: 8 }, () => collect(t, m.who, "follow_store")));
    expect(claims.filter((a) => a.status === 200)).toHaveLength(1);
    expect(claims.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await info(t, m.who)).body.result.points).toBe(15);
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
