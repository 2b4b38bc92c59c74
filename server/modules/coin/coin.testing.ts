// Test support for the store coin (imported only by *.test.ts): customers with sessions and known
// names, the coin calls, an operator's grant, and the ledger check every coin test ends with.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CoinBalance, CoinHistory, CoinSendResult } from "../../../contract/coin";
import type { TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { createSession } from "../../http/session";
import type { Who } from "../cart/cart.testing";
import { asOperator, call } from "../fulfilment/fulfilment.testing";

export { asOperator, OPERATOR_ENV } from "../fulfilment/fulfilment.testing";

export interface Holder {
  customerId: number;
  email: string;
  who: Who;
}

let counter = 0;

/** A signed-in customer named `firstname` with a fresh address (coin.<name>.<n>@example.com). */
export async function holder(t: TestApp, firstname = "Ada"): Promise<Holder> {
  const email = `coin.${firstname.toLowerCase()}.${Date.now()}.${++counter}@example.com`;
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, firstname })
    .returning({ id: customers.id });
  const { token } = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
  return { customerId: row.id, email, who: { bearer: token } };
}

export const balance = (t: TestApp, who?: Who) => call<CoinBalance>(t, "POST", "/api/coinNum", {}, who);
export const history = (t: TestApp, who?: Who, page = 1) =>
  call<CoinHistory>(t, "POST", "/api/getCoinLists", { page }, who);
export const send = (t: TestApp, who: Who | undefined, body: Record<string, unknown>) =>
  call<CoinSendResult>(t, "POST", "/api/sendCoin", { request_id: randomUUID(), ...body }, who);
export const grant = (t: TestApp, body: Record<string, unknown>, who: Who = asOperator) =>
  call<{ customer_id: number; coins: number; entry_id: number; replayed: boolean; message: string }>(
    t,
    "POST",
    "/admin/api/coin/grant",
    { reason: "Goodwill", ...body },
    who,
  );

/** The customer's balance as the call answers it (fails the test on any other answer). */
export async function coinsOf(t: TestApp, h: Holder): Promise<number> {
  const res = await balance(t, h.who);
  if (res.body.code !== 200) throw new Error(`coinNum answered ${res.body.code}: ${res.body.message}`);
  return res.body.result.coins;
}

/**
 * Every balance recomputed from the ledger: customers whose coin_balances row differs from the sum
 * of their ledger amounts or from their newest row's balance_after (an empty list when all agree).
 */
export async function ledgerMismatches(t: TestApp): Promise<unknown[]> {
  const res = (await t.database.db.execute(sql`
    select b.customer_id, b.coins, l.total, l.last
      from "coin_balances" b
      full join (
        select "coin_ledger"."customer_id",
               sum("coin_ledger"."amount")::int as total,
               (array_agg("coin_ledger"."balance_after" order by "coin_ledger"."id" desc))[1] as last
          from "coin_ledger" group by "coin_ledger"."customer_id"
      ) l on l.customer_id = b.customer_id
     where coalesce(b.coins, 0) <> coalesce(l.total, 0) or coalesce(b.coins, 0) <> coalesce(l.last, 0)
  `)) as unknown as { rows: unknown[] };
  return res.rows;
}
