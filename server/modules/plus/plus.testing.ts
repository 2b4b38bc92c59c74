// Helpers of the Plus+ tests: shoppers with their own address (the per-address rate limits of
// the join calls never meet between tests), unique phones, the code as the SMS outbox holds it,
// and the whole join as the browser does it (send, read the text, verify, link, pay).
import { desc, eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { TEST_CARDS } from "../../../contract/payment-constants";
import type { TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { plusMemberships, plusOrders, smsOutbox } from "../../db/schema/plus";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { nonceFor } from "../order/order.testing";

export interface Shopper {
  id: number;
  email: string;
  token: string;
  ip: string;
}

// Each test file has its own database; within one, a counter from a random start never repeats.
let n = 100_000_000 + Math.floor(Math.random() * 800_000_000);
/** A phone no other test of the file uses, as typed (dots) and as stored (digits). */
export function uniquePhone(): { typed: string; digits: string } {
  const digits = `6${++n}`;
  return { typed: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`, digits };
}

export async function shopper(t: TestApp, over: Parameters<typeof createCustomer>[1] = {}): Promise<Shopper> {
  const c = await createCustomer(t, { firstname: "Ada", lastname: "Lovelace", ...over });
  const ip = `10.${(c.id >> 16) & 255}.${(c.id >> 8) & 255}.${c.id & 255}`;
  return { ...c, token: await sessionFor(t, c.id), ip };
}

/** A new session after the clock moved past the old one's day (sessions last a day in tests). */
export async function relog(t: TestApp, who: Shopper): Promise<void> {
  who.token = await sessionFor(t, who.id);
}

/** A call as the shopper's browser makes it (its session, its address). */
export const as = <T = unknown>(
  t: TestApp,
  who: Shopper | null,
  method: string,
  path: string,
  body?: unknown,
) =>
  send<T>(t, method, path, {
    body,
    token: who?.token,
    headers: { "x-forwarded-for": who?.ip ?? "10.255.255.254" },
  });

/** The latest text to the phone's digits, and the 4-digit code in it. */
export async function latestCode(t: TestApp, digits: string): Promise<string> {
  const [sms] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, digits))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = sms?.body.match(/verification code is (\d{4})\./)?.[1];
  if (!code) throw new Error(`no code texted to ${digits}`);
  return code;
}

/** A wrong code for `code`. */
export const otherPlusCode = (code: string) => (code === "0000" ? "1111" : "0000");

/** Moves the app's clock (Date only; timers and the database keep running). */
export function travel(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

/** sendCode → the texted code → verifyCode → paymenLink; answers the order number. */
export async function linkFor(t: TestApp, who: Shopper, phone = uniquePhone(), vip_code?: string) {
  const sent = await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
  expect(sent.body.code, sent.body.message).toBe(200);
  const code = await latestCode(t, phone.digits);
  const verified = await as(t, who, "POST", "/api/plus/verifyCode", { phone: phone.typed, code, vip_code });
  expect(verified.body.code, verified.body.message).toBe(200);
  const link = await as<{ url: string; order_sn: string }>(t, who, "POST", "/api/plus/paymenLink", {
    vip_code,
  });
  expect(link.body.code, link.body.message).toBe(200);
  return { ...link.body.result, phone };
}

export type PayAnswer = {
  order_sn: string;
  status: string;
  transaction_id: string | null;
  expires_at: string | null;
};

export async function payCardFor(
  t: TestApp,
  who: Shopper,
  orderSn: string,
  card: string = TEST_CARDS.approve,
) {
  return as<PayAnswer | null>(t, who, "POST", "/api/plus/pay", {
    order_sn: orderSn,
    method: "card",
    nonce: await nonceFor(t.app, card),
  });
}

/** A shopper who joined (paid by the test card): their order number and phone. */
export async function member(t: TestApp, over: Parameters<typeof createCustomer>[1] = {}, vip_code?: string) {
  const who = await shopper(t, over);
  const link = await linkFor(t, who, uniquePhone(), vip_code);
  const paid = await payCardFor(t, who, link.order_sn);
  expect(paid.body.code, paid.body.message).toBe(200);
  return { ...who, orderSn: link.order_sn, phone: link.phone };
}

export const customerOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];
export const membershipOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(plusMemberships).where(eq(plusMemberships.customerId, id)))[0] ?? null;
export const plusOrdersOf = (t: TestApp, id: number) =>
  t.database.db.select().from(plusOrders).where(eq(plusOrders.customerId, id));
