import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coinBalances, coinLedger } from "../../db/schema/coin";
import { seedDemoAccounts } from "../../db/seed/demo-accounts";
import { rows } from "../fulfilment/fulfilment.testing";
import { readBalance } from "./coin.service";
import {
  balance,
  coinsOf,
  grant,
  type Holder,
  history,
  holder,
  ledgerMismatches,
  OPERATOR_ENV,
  send,
} from "./coin.testing";

// The store coin (decision 0047) on the real HTTP app and a real database: every rule and message.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

/** A customer holding `coins` (granted by the operator). */
async function withCoins(coins: number, firstname = "Ada"): Promise<Holder> {
  const h = await holder(t, firstname);
  if (coins > 0) expect((await grant(t, { email: h.email, amount: coins })).body.code).toBe(200);
  return h;
}

const query = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe("signed-in customers only", () => {
  it("answers 401 to a guest on every coin call", async () => {
    for (const res of [
      await balance(t),
      await history(t),
      await send(t, undefined, { email: "someone@example.com", amount: 1 }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it("answers no-store", async () => {
    const h = await holder(t);
    expect((await balance(t, h.who)).headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/coinNum", () => {
  it("answers 0 coins for a customer who never had any, and the limits", async () => {
    const h = await holder(t);
    expect((await balance(t, h.who)).body.result).toEqual({
      coins: 0,
      worth: 0,
      worth_text: "$0.00",
      coin_value_cents: 1,
      sent_today: 0,
      daily_limit: 10000,
      daily_left: 10000,
      send_min: 1,
      send_max: 5000,
    });
  });

  it("says what the balance is worth: 100 coins = $1", async () => {
    // 123,456 is more than one grant allows: two grants.
    const h = await holder(t);
    await grant(t, { email: h.email, amount: 100000 });
    await grant(t, { email: h.email, amount: 23456 });
    const res = await balance(t, h.who);
    expect(res.body.result.coins).toBe(123456);
    expect(res.body.result.worth).toBe(1234.56);
    expect(res.body.result.worth_text).toBe("$1,234.56");
  });
});

describe("POST /admin/api/coin/grant", () => {
  it("refuses without the operator's token", async () => {
    const h = await holder(t);
    const res = await grant(
      t,
      { email: h.email, amount: 5 },
      { bearer: "not-an-operator-token-0123456789abcdef" },
    );
    expect(res.status).toBe(401);
    expect(await coinsOf(t, h)).toBe(0);
  });

  it("grants coins, logs the operator's action, and tells the customer by mail and note", async () => {
    const h = await holder(t, "Grace");
    const res = await grant(t, {
      email: h.email.toUpperCase(),
      amount: 1250,
      reason: "Sorry for the late delivery",
    });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ customer_id: h.customerId, coins: 1250, replayed: false });
    expect(res.body.message).toBe("");
    expect(res.body.result.message).toBe("1,250 coins granted.");
    const [action] = await query<{ operator: string; detail: Record<string, unknown> }>(
      sql`select operator, detail from operator_actions where action = 'coin_grant' and (detail->>'customer_id')::int = ${h.customerId}`,
    );
    expect(action.operator).toBe("dana");
    expect(action.detail).toMatchObject({ amount: 1250, reason: "Sorry for the late delivery" });
    const [mail] = await query<{ subject: string; text_body: string; kind: string }>(
      sql`select subject, text_body, kind from mail_outbox where to_address = ${h.email}`,
    );
    expect(mail.kind).toBe("coins_received");
    expect(mail.subject).toBe("You received 1,250 coins");
    expect(mail.text_body).toContain("Nestora sent you 1,250 coins (worth $12.50).");
    expect(mail.text_body).toContain("Message: “Sorry for the late delivery”");
    expect(mail.text_body).toContain("Your balance is now 1,250 coins, worth $12.50.");
    const [note] = await query<{ title: string; url: string }>(
      sql`select title, url from system_notes where customer_id = ${h.customerId}`,
    );
    expect(note).toEqual({ title: "You received 1,250 coins", url: "/nestoracoin" });
    const entries = (await history(t, h.who)).body.result.entries;
    expect(entries).toMatchObject([
      {
        kind: "grant",
        label: "Granted by the store",
        amount: 1250,
        balance_after: 1250,
        counterparty: null,
        note: "Sorry for the late delivery",
      },
    ]);
  });

  it("answers 404 for an address no customer uses", async () => {
    const res = await grant(t, { email: "nobody.coin@example.com", amount: 5 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No customer account uses this e-mail address.");
  });

  it("counts a retried grant with the same request id once", async () => {
    const h = await holder(t);
    const request_id = randomUUID();
    const first = await grant(t, { email: h.email, amount: 300, request_id });
    const again = await grant(t, { email: h.email, amount: 300, request_id });
    expect(first.body.result.replayed).toBe(false);
    expect(again.body.result).toMatchObject({
      replayed: true,
      coins: 300,
      entry_id: first.body.result.entry_id,
    });
    expect(await coinsOf(t, h)).toBe(300);
    const other = await grant(t, { email: h.email, amount: 400, request_id });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      "This send was already made with different details. Please refresh the page and try again.",
    );
  });

  it("needs a reason and a whole amount from 1 to 100,000", async () => {
    const h = await holder(t);
    expect((await grant(t, { email: h.email, amount: 5, reason: "  " })).body.message).toBe(
      "reason: is required",
    );
    expect((await grant(t, { email: h.email, amount: 0 })).body.message).toBe("amount: must be at least 1");
    expect((await grant(t, { email: h.email, amount: 100001 })).body.message).toBe(
      "amount: must be at most 100000",
    );
    expect(await coinsOf(t, h)).toBe(0);
  });
});

describe("POST /api/sendCoin", () => {
  it("moves the coins from the sender to the recipient, and tells the recipient", async () => {
    const ada = await withCoins(500, "Ada");
    const bob = await holder(t, "Bob");
    const res = await send(t, ada.who, {
      email: ` ${bob.email.toUpperCase()} `,
      amount: 40,
      message: "For lunch",
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      amount: 40,
      to_email: bob.email,
      replayed: false,
      message: `You sent 40 coins to ${bob.email}.`,
    });
    expect(res.body.result.balance).toMatchObject({
      coins: 460,
      worth_text: "$4.60",
      sent_today: 40,
      daily_left: 9960,
    });
    expect(await coinsOf(t, ada)).toBe(460);
    expect(await coinsOf(t, bob)).toBe(40);

    const masked = `Ada (c***@example.com)`;
    const [mail] = await query<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${bob.email}`,
    );
    expect(mail.subject).toBe("You received 40 coins");
    expect(mail.text_body).toContain(`${masked} sent you 40 coins (worth $0.40).`);
    expect(mail.text_body).toContain("Message: “For lunch”");
    const [note] = await query<{ title: string; content: string }>(
      sql`select title, content from system_notes where customer_id = ${bob.customerId}`,
    );
    expect(note.title).toBe("You received 40 coins");
    expect(note.content).toContain(`${masked} sent you 40 coins (worth $0.40).`);

    expect((await history(t, ada.who)).body.result.entries[0]).toMatchObject({
      kind: "send",
      label: "Sent",
      amount: -40,
      balance_after: 460,
      counterparty: bob.email,
      note: "For lunch",
    });
    expect((await history(t, bob.who)).body.result).toMatchObject({
      total: 1,
      page: 1,
      page_size: 20,
      entries: [
        {
          kind: "receive",
          label: "Received",
          amount: 40,
          balance_after: 40,
          counterparty: masked,
          note: "For lunch",
        },
      ],
    });
  });

  it("sends exactly the whole balance, and 1 coin more is refused with the balance", async () => {
    const ada = await withCoins(100);
    const bob = await holder(t);
    const over = await send(t, ada.who, { email: bob.email, amount: 101 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("You do not have enough coins: your balance is 100 coins.");
    expect((await send(t, ada.who, { email: bob.email, amount: 100 })).body.code).toBe(200);
    const empty = await send(t, ada.who, { email: bob.email, amount: 1 });
    expect(empty.body.message).toBe("You do not have enough coins: your balance is 0 coins.");
    expect(await coinsOf(t, ada)).toBe(0);
    expect(await coinsOf(t, bob)).toBe(100);
  });

  it("refuses amounts that are not whole coins from 1 to 5,000, and moves nothing", async () => {
    const ada = await withCoins(9000);
    const bob = await holder(t);
    const cases: [unknown, string][] = [
      [0, "Please send at least 1 coin."],
      [-5, "Please send at least 1 coin."],
      ["", "Please send at least 1 coin."],
      [1.5, "Coins are sent in whole numbers."],
      ["2.5", "Coins are sent in whole numbers."],
      ["ten", "Coins are sent in whole numbers."],
      [5001, "You can send at most 5,000 coins at a time."],
      ["1e3", "Coins are sent in whole numbers."],
    ];
    for (const [amount, message] of cases) {
      const res = await send(t, ada.who, { email: bob.email, amount });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await send(t, ada.who, { email: bob.email, amount: "5,000" })).body.code).toBe(200);
    expect(await coinsOf(t, ada)).toBe(4000);
  });

  it("refuses sending to oneself and to an address no customer uses", async () => {
    const ada = await withCoins(50);
    const self = await send(t, ada.who, { email: ada.email, amount: 5 });
    expect([self.status, self.body.message]).toEqual([400, "You cannot send coins to yourself."]);
    const unknown = await send(t, ada.who, { email: "no.such.customer@example.com", amount: 5 });
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      "No customer account uses this e-mail address. Please check it and try again.",
    ]);
    const bad = await send(t, ada.who, { email: "not-an-address", amount: 5 });
    expect([bad.status, bad.body.message]).toEqual([
      422,
      "email: Please enter a valid email address. For example cs@nestora.com.",
    ]);
    expect(await coinsOf(t, ada)).toBe(50);
  });

  it("needs a request id and keeps the message to 200 characters", async () => {
    const ada = await withCoins(50);
    const bob = await holder(t);
    const noId = await send(t, ada.who, { email: bob.email, amount: 5, request_id: undefined });
    expect([noId.status, noId.body.message]).toEqual([422, "request_id: is required"]);
    const long = await send(t, ada.who, { email: bob.email, amount: 5, message: "x".repeat(201) });
    expect([long.status, long.body.message]).toEqual([422, "message: must be at most 200 characters"]);
    expect(await coinsOf(t, ada)).toBe(50);
  });

  it("moves a replayed send once, and refuses its id with other details", async () => {
    const ada = await withCoins(100);
    const bob = await holder(t);
    const request_id = randomUUID();
    const first = await send(t, ada.who, { email: bob.email, amount: 30, request_id });
    const again = await send(t, ada.who, { email: bob.email, amount: 30, request_id });
    expect(first.body.result.replayed).toBe(false);
    expect(again.body.result).toMatchObject({
      replayed: true,
      transfer_id: first.body.result.transfer_id,
      message: `You sent 30 coins to ${bob.email}.`,
    });
    expect(again.body.result.balance.coins).toBe(70);
    const other = await send(t, ada.who, { email: bob.email, amount: 31, request_id });
    expect([other.status, other.body.message]).toEqual([
      409,
      "This send was already made with different details. Please refresh the page and try again.",
    ]);
    expect(await coinsOf(t, ada)).toBe(70);
    expect(await coinsOf(t, bob)).toBe(30);
    expect(await rows(t, "mail_outbox", `to_address = '${bob.email}'`)).toBe(1);
  });

  it("sends at most 10,000 coins a store day", async () => {
    const ada = await withCoins(20000);
    const bob = await holder(t);
    expect((await send(t, ada.who, { email: bob.email, amount: 5000 })).body.code).toBe(200);
    expect((await send(t, ada.who, { email: bob.email, amount: 4990 })).body.code).toBe(200);
    const over = await send(t, ada.who, { email: bob.email, amount: 11 });
    expect([over.status, over.body.message]).toEqual([
      400,
      "You can send up to 10,000 coins a day. You can still send 10 coins today.",
    ]);
    expect((await send(t, ada.who, { email: bob.email, amount: 10 })).body.code).toBe(200);
    const none = await send(t, ada.who, { email: bob.email, amount: 1 });
    expect(none.body.message).toBe(
      "You can send up to 10,000 coins a day. You can still send 0 coins today.",
    );
    expect((await balance(t, ada.who)).body.result).toMatchObject({
      coins: 10000,
      sent_today: 10000,
      daily_left: 0,
    });
    // Two store days later the limit is whole again.
    const later = await readBalance(t.database.db, ada.customerId, new Date(Date.now() + 2 * 86_400_000));
    expect(later).toMatchObject({ sent_today: 0, daily_left: 10000 });
  });

  it("starts the store day at midnight in New York", async () => {
    const ada = await holder(t);
    const bob = await holder(t);
    // A consistent ledger written directly: 100 granted, 7 sent at 23:59 New York (EST) on Jan 14,
    // then 3 sent at 00:00 on Jan 15.
    const day = (iso: string) => new Date(iso);
    await t.database.db.insert(coinLedger).values([
      {
        customerId: ada.customerId,
        kind: "grant",
        amount: 100,
        balanceAfter: 100,
        createdAt: day("2026-01-14T10:00:00Z"),
      },
      {
        customerId: ada.customerId,
        kind: "send",
        amount: -7,
        balanceAfter: 93,
        counterpartyId: bob.customerId,
        createdAt: day("2026-01-15T04:59:59Z"),
      },
      {
        customerId: ada.customerId,
        kind: "send",
        amount: -3,
        balanceAfter: 90,
        counterpartyId: bob.customerId,
        createdAt: day("2026-01-15T05:00:00Z"),
      },
    ]);
    await t.database.db.insert(coinBalances).values({ customerId: ada.customerId, coins: 90 });
    const at = (iso: string) => readBalance(t.database.db, ada.customerId, day(iso));
    expect((await at("2026-01-15T04:59:59Z")).sent_today).toBe(7);
    expect((await at("2026-01-15T12:00:00Z")).sent_today).toBe(3);
    expect((await at("2026-01-16T04:59:59Z")).sent_today).toBe(3);
    expect((await at("2026-01-16T05:00:00Z")).sent_today).toBe(0);
  });
});

describe("welcome coins", () => {
  it("gives each seeded demo account 1,000 coins, once", async () => {
    expect(await seedDemoAccounts(t.database.db, { now: new Date(), passwordHashCost: 10 })).toBe(2);
    // A second seeding adds no account and no coins.
    expect(await seedDemoAccounts(t.database.db, { now: new Date(), passwordHashCost: 10 })).toBe(0);
    const found = await query<{ email: string; coins: number; kind: string; note: string }>(sql`
      select c.email, b.coins, l.kind, l.note from customers c
        join "coin_balances" b on b.customer_id = c.id
        join "coin_ledger" l on l.customer_id = c.id
       where c.email like 'old.customer%' order by c.email collate "C"`);
    expect(found).toEqual([
      { email: "old.customer2@example.com", coins: 1000, kind: "demo", note: "" },
      { email: "old.customer@example.com", coins: 1000, kind: "demo", note: "" },
    ]);
  });
});

describe("the ledger", () => {
  it("is append-only: updating or deleting a row is refused", async () => {
    const h = await withCoins(10);
    await expect(
      t.database.db.execute(
        sql`update "coin_ledger" set "amount" = 1000 where "coin_ledger"."customer_id" = ${h.customerId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`delete from "coin_ledger" where "coin_ledger"."customer_id" = ${h.customerId}`,
      ),
    ).rejects.toThrow();
    expect(await coinsOf(t, h)).toBe(10);
  });

  it("never lets a balance go below 0 (the database refuses it too)", async () => {
    const h = await withCoins(10);
    await expect(
      t.database.db.execute(
        sql`update "coin_balances" set "coins" = -1 where "coin_balances"."customer_id" = ${h.customerId}`,
      ),
    ).rejects.toThrow();
  });

  it("pages the history, newest first", async () => {
    const h = await holder(t);
    for (let i = 1; i <= 21; i++) await grant(t, { email: h.email, amount: i, reason: `Grant ${i}` });
    const first = (await history(t, h.who)).body.result;
    expect(first.total).toBe(21);
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toMatchObject({ amount: 21, balance_after: 231, note: "Grant 21" });
    const second = (await history(t, h.who, 2)).body.result;
    expect(second.entries.map((e) => e.note)).toEqual(["Grant 1"]);
  });
});

// Whatever ran before it, in any order: the balances and the ledger agree.
it("every balance equals its ledger recomputed", async () => {
  expect(await ledgerMismatches(t)).toEqual([]);
});
