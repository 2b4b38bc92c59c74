// Test support for the points programme (imported only by *.test.ts): a signed-in customer, the
// points calls, and the ledger check (every balance = the sum of its ledger rows).
import { sql } from "drizzle-orm";
import type { TestApp } from "../../../tests/helpers/test-app";
import { customerWithSession, type Who } from "../cart/cart.testing";
import { call } from "../fulfilment/fulfilment.testing";

export interface Member {
  customerId: number;
  who: Who;
}

export async function member(t: TestApp): Promise<Member> {
  const { customerId, token } = await customerWithSession(t);
  return { customerId, who: { bearer: token } };
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
type Any = any;
export const info = (t: TestApp, who: Who) => call<Any>(t, "post", "/api/pointsInfo", {}, who);
export const history = (t: TestApp, who: Who, body: Record<string, unknown> = {}) =>
  call<Any>(t, "post", "/api/getPointsLists", body, who);
export const tasks = (t: TestApp, who: Who) => call<Any>(t, "get", "/api/taskList", undefined, who);
export const sign = (t: TestApp, who: Who) => call<Any>(t, "post", "/api/SignPoints", {}, who);
export const collect = (t: TestApp, who: Who, task_key: string) =>
  call<Any>(t, "post", "/api/collectingpoints", { task_key }, who);

/** Customers whose balance differs from the sum of their ledger rows (none, when the ledger holds). */
export async function ledgerMismatches(t: TestApp): Promise<unknown[]> {
  const res = (await t.database.db.execute(
    sql.raw(`select c.id, c.points, coalesce(sum(l.delta), 0)::int as ledger
       from customers c left join points_ledger l on l.customer_id = c.id
      group by c.id, c.points having c.points <> coalesce(sum(l.delta), 0)`),
  )) as unknown as { rows: unknown[] };
  return res.rows;
}
