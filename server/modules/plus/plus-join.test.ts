import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { systemNotes } from "../../db/schema/notes";
import { testProviderNonces } from "../../db/schema/order";
import { plusPhoneCodes, plusReferrals, smsOutbox } from "../../db/schema/plus";
import { hashToken } from "../../http/session";
import { mailsTo } from "../customer/account-fixtures.testing";
import { nonceFor } from "../order/order.testing";
import {
  as,
  customerOf,
  latestCode,
  linkFor,
  member,
  membershipOf,
  otherPlusCode,
  type PayAnswer,
  payCardFor,
  plusOrdersOf,
  relog,
  shopper,
  travel,
  uniquePhone,
} from "./plus.testing";

// The Plus+ join flow against the real app and database (issue 18, spec part 2 §4): who may join,
// the phone code's rules, referral codes, the payment through the store's provider, and what a
// paid membership is. Messages and amounts are written out as the spec and decision 0034 say.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 6 });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const ENTERPRISE =
  "Since you are a Business member, it's not avilable for you to join 【Nestora Plus+ Membership】 program.";

describe("a guest", () => {
  it("is asked to sign in by every join and member call", async () => {
    const calls: [string, string, unknown][] = [
      ["POST", "/api/plus/getStepInfo", {}],
      ["POST", "/api/plus/sendCode", { phone: "555.123.4567" }],
      ["POST", "/api/plus/verifyCode", { phone: "555.123.4567", code: "1234" }],
      ["POST", "/api/plus/paymenLink", {}],
      ["GET", "/api/plus/payment/PL000000001", undefined],
      ["POST", "/api/plus/pay", { order_sn: "PL000000001", method: "card", nonce: "x" }],
      ["POST", "/api/plus/orderMaybeSucc?timestamp=0", {}],
      ["POST", "/api/plus/isCompleted", { order_sn: "PL000000001" }],
      ["GET", "/api/plus/orderList", undefined],
      ["GET", "/api/plus/orderDetail?order_sn=PL000000001", undefined],
      ["POST", "/api/plus/inviteComplex", {}],
      ["POST", "/api/plus/inviteList", {}],
      ["POST", "/api/plus/inviteMember", {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await as(t, null, method, path, body);
      expect([path, res.status, res.body.code, res.body.message]).toEqual([
        path,
        401,
        401,
        "Please sign in to continue.",
      ]);
    }
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, "5551234567"))).toEqual([]);
  });
});

describe("POST /api/plus/getStepInfo", () => {
  it("a customer of the General group may join", async () => {
    const who = await shopper(t);
    const res = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(res.body).toEqual({
      code: 200,
      message: "",
      result: {
        is_qiye: 0,
        group_name: "General",
        can_buy_plus: 1,
        is_member: false,
        expires_at: null,
        renew_from: null,
      },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("Business and dropship customers are enterprise (is_qiye 1) and may not buy", async () => {
    const business = await shopper(t, { customerGroup: "Business", customerGroupId: 2 });
    const dropGroup = await shopper(t, { customerGroup: "Dropship Gold", customerGroupId: 7 });
    const dropFlag = await shopper(t, { isDropship: true });
    for (const [who, group] of [
      [business, "Business"],
      [dropGroup, "Dropship Gold"],
      [dropFlag, "General"],
    ] as const) {
      const res = await as(t, who, "POST", "/api/plus/getStepInfo", {});
      expect(res.body.result).toEqual({
        is_qiye: 1,
        group_name: group,
        can_buy_plus: 0,
        is_member: false,
        expires_at: null,
        renew_from: null,
      });
    }
  });
});

describe("enterprise and dropship customers are refused by the server whatever the client sends", () => {
  it("sendCode, verifyCode and paymenLink answer 403 with the spec's sentences; nothing is texted", async () => {
    const business = await shopper(t, { customerGroup: "Business", customerGroupId: 2 });
    const phone = uniquePhone();
    const sent = await as(t, business, "POST", "/api/plus/sendCode", { phone: phone.typed });
    expect([sent.status, sent.body.code, sent.body.message]).toEqual([403, 403, ENTERPRISE]);
    const verify = await as(t, business, "POST", "/api/plus/verifyCode", {
      phone: phone.typed,
      code: "1234",
    });
    expect([verify.status, verify.body.message]).toEqual([403, ENTERPRISE]);
    const link = await as(t, business, "POST", "/api/plus/paymenLink", {});
    expect([link.status, link.body.message]).toEqual([403, ENTERPRISE]);
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone.digits))).toEqual([]);

    const dropship = await shopper(t, { customerGroup: "Dropship Gold", customerGroupId: 7 });
    const again = await as(t, dropship, "POST", "/api/plus/sendCode", { phone: uniquePhone().typed });
    expect(again.body.message).toBe(
      "Since you are a Dropship Gold member, it's not avilable for you to join 【Nestora Plus+ Membership】 program.",
    );
  });

  it("a group, an is_qiye or a price sent along is an unknown field: 422 and nothing changes", async () => {
    const business = await shopper(t, { customerGroup: "Business", customerGroupId: 2 });
    const phone = uniquePhone();
    for (const extra of [{ customer_group: "General" }, { is_qiye: 0 }, { amount: 1 }]) {
      const res = await as(t, business, "POST", "/api/plus/sendCode", { phone: phone.typed, ...extra });
      expect([res.status, res.body.message]).toEqual([
        422,
        `Unknown field in body: ${Object.keys(extra)[0]}`,
      ]);
    }
    expect((await customerOf(t, business.id)).customerGroup).toBe("Business");
  });

  it("a customer moved to Business after the code was sent cannot pay: 403, no membership", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    await t.database.db
      .update(customers)
      .set({ customerGroup: "Business", customerGroupId: 2 })
      .where(eq(customers.id, who.id));
    const paid = await payCardFor(t, who, link.order_sn);
    expect([paid.status, paid.body.code, paid.body.message]).toEqual([403, 403, ENTERPRISE]);
    expect(await membershipOf(t, who.id)).toBeNull();
    expect((await customerOf(t, who.id)).customerGroup).toBe("Business");
  });
});

describe("POST /api/plus/sendCode", () => {
  it("texts a 4-digit code to the phone's digits and says so", async () => {
    const who = await shopper(t);
    const phone = uniquePhone();
    const res = await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    expect(res.body).toEqual({
      code: 200,
      message: `A verification code has been sent to ${phone.typed}.`,
      result: { phone: phone.typed, resend_after: 60 },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone.digits));
    expect(sms).toMatchObject({ purpose: "plus_code", status: "pending" });
    expect(sms.body).toMatch(
      /^Nestora Plus\+: your verification code is \d{4}\. It expires in 10 minutes\.$/,
    );
    // Only the code's hash is kept.
    const [row] = await t.database.db
      .select()
      .from(plusPhoneCodes)
      .where(eq(plusPhoneCodes.customerId, who.id));
    expect(row.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row.codeHash).not.toContain(await latestCode(t, phone.digits));
  });

  it("a phone of other characters or not 10 digits is refused (422) and nothing is texted", async () => {
    const who = await shopper(t);
    for (const [phone, message] of [
      ["555-123-4567", "phone: Please use digits and dots only."],
      ["(555) 1234567", "phone: Please use digits and dots only."],
      ["555.123.456", "phone: Please enter a 10-digit phone number."],
      ["555.123.45678", "phone: Please enter a 10-digit phone number."],
      ["", "phone: Phone number is required."],
    ]) {
      const res = await as(t, who, "POST", "/api/plus/sendCode", { phone });
      expect([phone, res.status, res.body.message]).toEqual([phone, 422, message]);
    }
    expect(
      await t.database.db.select().from(plusPhoneCodes).where(eq(plusPhoneCodes.customerId, who.id)),
    ).toEqual([]);
  });

  it("60 s between codes for the customer and phone (400 with the seconds left), then a new code ends the old", async () => {
    const who = await shopper(t);
    const phone = uniquePhone();
    expect((await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed })).body.code).toBe(200);
    const first = await latestCode(t, phone.digits);
    const again = await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    expect([again.status, again.body.message, again.body.result]).toEqual([
      400,
      "Please wait 60 seconds before requesting a new code.",
      { resend_after: 60 },
    ]);
    travel(45_500);
    const later = await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    expect(later.body.message).toBe("Please wait 15 seconds before requesting a new code.");
    travel(15_000);
    expect((await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed })).body.code).toBe(200);
    const second = await latestCode(t, phone.digits);
    expect(
      await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone.digits)),
    ).toHaveLength(2);
    if (first !== second) {
      const old = await as(t, who, "POST", "/api/plus/verifyCode", { phone: phone.typed, code: first });
      expect(old.body.message).toBe("The verification code is incorrect.");
    }
  });

  it("at most 5 codes a day per customer, whatever the phone; the next day again", async () => {
    const who = await shopper(t);
    for (let i = 0; i < 5; i++) {
      const res = await as(t, who, "POST", "/api/plus/sendCode", { phone: uniquePhone().typed });
      expect(res.body.code, res.body.message).toBe(200);
      travel(61_000);
    }
    const sixth = await as(t, who, "POST", "/api/plus/sendCode", { phone: uniquePhone().typed });
    expect([sixth.status, sixth.body.message]).toEqual([
      400,
      "You can request up to 5 codes a day. Please try again tomorrow.",
    ]);
    travel(DAY);
    await relog(t, who);
    expect((await as(t, who, "POST", "/api/plus/sendCode", { phone: uniquePhone().typed })).body.code).toBe(
      200,
    );
  });

  it("one membership per phone: another customer's member phone is refused (409)", async () => {
    const first = await member(t);
    const other = await shopper(t);
    const res = await as(t, other, "POST", "/api/plus/sendCode", { phone: first.phone.typed });
    expect([res.status, res.body.message]).toEqual([
      409,
      "This phone number is already linked to another Plus+ membership.",
    ]);
  });
});

describe("POST /api/plus/verifyCode", () => {
  async function sent() {
    const who = await shopper(t);
    const phone = uniquePhone();
    await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    return { who, phone, code: await latestCode(t, phone.digits) };
  }
  const verify = (who: Awaited<ReturnType<typeof shopper>>, body: Record<string, unknown>) =>
    as(t, who, "POST", "/api/plus/verifyCode", body);

  it("the right code answers 200 and opens the payment link", async () => {
    const { who, phone, code } = await sent();
    const res = await verify(who, { phone: phone.typed, code });
    expect(res.body).toEqual({ code: 200, message: "", result: { verified: true } });
  });

  it("a wrong code: 400 'incorrect'; the 5th wrong try spends the code, even the right one is then refused", async () => {
    const { who, phone, code } = await sent();
    for (let i = 1; i <= 4; i++) {
      const res = await verify(who, { phone: phone.typed, code: otherPlusCode(code) });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        400,
        "The verification code is incorrect.",
      ]);
    }
    const fifth = await verify(who, { phone: phone.typed, code: otherPlusCode(code) });
    expect(fifth.body.message).toBe("Too many wrong codes. Please send a new one.");
    const right = await verify(who, { phone: phone.typed, code });
    expect([right.status, right.body.message]).toEqual([400, "Too many wrong codes. Please send a new one."]);
    const link = await as(t, who, "POST", "/api/plus/paymenLink", {});
    expect([link.status, link.body.message]).toEqual([403, "Please verify your phone number first."]);
  });

  it("expires after 10 minutes", async () => {
    const { who, phone, code } = await sent();
    travel(10 * 60_000 + 1_000);
    const res = await verify(who, { phone: phone.typed, code });
    expect([res.status, res.body.message]).toEqual([
      400,
      "The verification code has expired. Please send a new one.",
    ]);
  });

  it("is still good at 9 minutes 59 seconds", async () => {
    const { who, phone, code } = await sent();
    travel(10 * 60_000 - 1_000);
    expect((await verify(who, { phone: phone.typed, code })).body.code).toBe(200);
  });

  it("is bound to the customer and the phone", async () => {
    const { who, phone, code } = await sent();
    const stranger = await shopper(t);
    const theirs = await verify(stranger, { phone: phone.typed, code });
    expect(theirs.body.message).toBe("The verification code has expired. Please send a new one.");
    const otherPhone = await verify(who, { phone: uniquePhone().typed, code });
    expect(otherPhone.body.message).toBe("The verification code has expired. Please send a new one.");
    expect((await verify(who, { phone: phone.typed, code })).body.code).toBe(200);
  });

  it("is single use: once the payment link is made, the code is spent and the link needs a new one", async () => {
    const { who, phone, code } = await sent();
    expect((await verify(who, { phone: phone.typed, code })).body.code).toBe(200);
    expect((await as(t, who, "POST", "/api/plus/paymenLink", {})).body.code).toBe(200);
    const reused = await verify(who, { phone: phone.typed, code });
    expect([reused.status, reused.body.message]).toEqual([
      400,
      "The verification code has expired. Please send a new one.",
    ]);
    const link = await as(t, who, "POST", "/api/plus/paymenLink", {});
    expect([link.status, link.body.message]).toEqual([403, "Please verify your phone number first."]);
  });

  it("a code that is not 4 digits is refused before anything is counted", async () => {
    const { who, phone } = await sent();
    const res = await verify(who, { phone: phone.typed, code: "12a4" });
    expect([res.status, res.body.message]).toEqual([422, "code: Please enter the 4-digit code."]);
    const [row] = await t.database.db
      .select()
      .from(plusPhoneCodes)
      .where(eq(plusPhoneCodes.customerId, who.id));
    expect(row.attempts).toBe(0);
  });
});

describe("referral codes (vip_code)", () => {
  it("one that does not exist, the buyer's own, and one used before are refused with the spec's messages", async () => {
    const referrer = await member(t);
    const referrerCode = (await customerOf(t, referrer.id)).plusInviteCode as string;
    expect(referrerCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const who = await shopper(t);
    const phone = uniquePhone();
    await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    const code = await latestCode(t, phone.digits);
    const missing = await as(t, who, "POST", "/api/plus/verifyCode", {
      phone: phone.typed,
      code,
      vip_code: "ZZZZ2222",
    });
    expect([missing.status, missing.body.message]).toEqual([400, "This referral code does not exist."]);
    // A refused referral code costs no try of the phone code.
    const [row] = await t.database.db
      .select()
      .from(plusPhoneCodes)
      .where(eq(plusPhoneCodes.customerId, who.id));
    expect(row.attempts).toBe(0);

    // Joined with the referrer's code (typed in lower case): a pending referral of $20.00.
    const ok = await as(t, who, "POST", "/api/plus/verifyCode", {
      phone: phone.typed,
      code,
      vip_code: referrerCode.toLowerCase(),
    });
    expect(ok.body.code).toBe(200);
    const link = await as<{ order_sn: string }>(t, who, "POST", "/api/plus/paymenLink", {});
    expect((await payCardFor(t, who, link.body.result.order_sn)).body.code).toBe(200);
    const [referral] = await t.database.db
      .select()
      .from(plusReferrals)
      .where(eq(plusReferrals.referredId, who.id));
    expect(referral).toMatchObject({ referrerId: referrer.id, amountCents: 2000, status: "pending" });

    // The new member renewing (inside the window): their own code, then the referrer's again.
    travel(306 * DAY);
    await relog(t, who);
    await as(t, who, "POST", "/api/plus/sendCode", { phone: phone.typed });
    const code2 = await latestCode(t, phone.digits);
    const ownCode = (await customerOf(t, who.id)).plusInviteCode as string;
    const own = await as(t, who, "POST", "/api/plus/verifyCode", {
      phone: phone.typed,
      code: code2,
      vip_code: ownCode,
    });
    expect([own.status, own.body.message]).toEqual([400, "You cannot use your own referral code."]);
    const reused = await as(t, who, "POST", "/api/plus/verifyCode", {
      phone: phone.typed,
      code: code2,
      vip_code: referrerCode,
    });
    expect([reused.status, reused.body.message]).toEqual([400, "You have already used this referral code."]);
    // paymenLink applies the same rules to a code sent there.
    expect(
      (await as(t, who, "POST", "/api/plus/verifyCode", { phone: phone.typed, code: code2 })).body.code,
    ).toBe(200);
    const viaLink = await as(t, who, "POST", "/api/plus/paymenLink", { vip_code: referrerCode });
    expect([viaLink.status, viaLink.body.message]).toEqual([
      400,
      "You have already used this referral code.",
    ]);
  });
});

describe("joining: paymenLink, the payment page, pay", () => {
  it("a paid membership: PLUS+ group, 12 months, invite code, note, receipt, polls, order list", async () => {
    const before = Date.now();
    const who = await shopper(t);
    const link = await linkFor(t, who);
    expect(link.url).toBe(`/plus/pay/${link.order_sn}`);
    expect(link.order_sn).toMatch(/^PL\d{9}$/);

    const page = await as(t, who, "GET", `/api/plus/payment/${link.order_sn}`);
    expect(page.body.result).toMatchObject({
      order_sn: link.order_sn,
      kind: "join",
      kind_label: "Plus+ membership (12 months)",
      amount: 19,
      list_price: 69,
      status: "pending",
      status_label: "Awaiting payment",
      provider: "test",
      field_url: "/payment-field/card",
      client_token: expect.stringMatching(/^test_client_/),
      pay_later: true,
      pay_later_provider: "test",
      pay_later_client_token: expect.stringMatching(/^test_paylater_/),
    });

    // Nothing paid yet: the poll answers nulls.
    const waiting = await as(t, who, "POST", `/api/plus/orderMaybeSucc?timestamp=${before}`, {});
    expect(waiting.body.result).toEqual({ order_price: null, plus_num: null, order_sn: null });

    const paid = await payCardFor(t, who, link.order_sn);
    expect(paid.body).toMatchObject({
      code: 200,
      message: "Welcome to Plus+! Your membership is active.",
      result: { order_sn: link.order_sn, status: "paid", transaction_id: expect.stringMatching(/^test_/) },
    });

    const customer = await customerOf(t, who.id);
    expect([customer.customerGroup, customer.customerGroupId]).toEqual(["PLUS+", 4]);
    expect(customer.plusInviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const membership = await membershipOf(t, who.id);
    expect(membership).toMatchObject({
      phone: link.phone.digits,
      previousGroup: "General",
      previousGroupId: 1,
    });
    const start = membership!.startedAt;
    const expected = new Date(start);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(membership!.expiresAt.toISOString()).toBe(expected.toISOString());
    expect(paid.body.result?.expires_at).toBe(expected.toISOString());

    const poll = await as(t, who, "POST", `/api/plus/orderMaybeSucc?timestamp=${before}`, {});
    expect(poll.body.result).toEqual({
      order_price: "19.00",
      plus_num: membership!.memberNumber,
      order_sn: link.order_sn,
    });
    const done = await as(t, who, "POST", "/api/plus/isCompleted", { order_sn: link.order_sn });
    expect(done.body.result).toEqual({
      completed: true,
      customer_group: "PLUS+",
      expires_at: expected.toISOString(),
    });

    const [note] = await t.database.db.select().from(systemNotes).where(eq(systemNotes.customerId, who.id));
    expect(note).toMatchObject({ title: "Welcome to Plus+", url: "/member-center" });
    const [receipt] = await mailsTo(t, who.email, "plus_receipt");
    expect(receipt.subject).toBe(`Your Nestora Plus+ receipt ${link.order_sn}`);
    expect(receipt.textBody).toContain("Paid: $19.00 (Credit card)");

    const list = await as<{ orders: unknown[] }>(t, who, "GET", "/api/plus/orderList");
    expect(list.body.result.orders).toEqual([
      {
        order_sn: link.order_sn,
        kind: "join",
        kind_label: "Plus+ membership (12 months)",
        amount: 19,
        list_price: 69,
        status: "paid",
        status_label: "Paid",
        payment_method_label: "Credit card",
        paid_at: expect.any(String),
        period_start: start.toISOString(),
        period_end: expected.toISOString(),
        created_at: expect.any(String),
      },
    ]);
    const detail = await as(t, who, "GET", `/api/plus/orderDetail?order_sn=${link.order_sn}`);
    expect(detail.body.result).toMatchObject({
      order_sn: link.order_sn,
      phone: link.phone.digits,
      customer: { name: "Ada Lovelace", email: who.email },
      payment: {
        provider: "test",
        method_label: "Credit card",
        transaction_id_last4: expect.stringMatching(/^[a-f0-9]{4}$/),
      },
    });

    // A member now: step info says so, and a new join is refused until 60 days before expiry.
    const step = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(step.body.result).toEqual({
      is_qiye: 0,
      group_name: "PLUS+",
      can_buy_plus: 0,
      is_member: true,
      expires_at: expected.toISOString(),
      renew_from: expected.toISOString(),
    });
    const again = await as(t, who, "POST", "/api/plus/sendCode", { phone: link.phone.typed });
    expect([again.status, again.body.message]).toEqual([403, "Renewable in 60 days before expiration"]);
  });

  it("the amount is the server's: $19.00, whatever was sent; a price in the pay call is an unknown field", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    const cheap = await as(t, who, "POST", "/api/plus/pay", {
      order_sn: link.order_sn,
      method: "card",
      nonce: await nonceFor(t.app, TEST_CARDS.approve),
      amount: 0.01,
    });
    expect([cheap.status, cheap.body.message]).toEqual([422, "Unknown field in body: amount"]);
    const [order] = await plusOrdersOf(t, who.id);
    expect([order.amountCents, order.listPriceCents, order.status]).toEqual([1900, 6900, "pending"]);
    expect((await customerOf(t, who.id)).customerGroup).toBe("General");
  });

  it("a declined card leaves the order pending and no membership; another card then pays it", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    const declined = await payCardFor(t, who, link.order_sn, TEST_CARDS.decline);
    expect([declined.status, declined.body.code, declined.body.message]).toEqual([
      200,
      402,
      "Your card was declined.",
    ]);
    expect(await membershipOf(t, who.id)).toBeNull();
    expect((await customerOf(t, who.id)).customerGroup).toBe("General");
    expect((await customerOf(t, who.id)).plusInviteCode).toBeNull();
    const [order] = await plusOrdersOf(t, who.id);
    expect([order.status, order.lastError, order.paidAt]).toEqual([
      "pending",
      "Your card was declined.",
      null,
    ]);
    expect(await mailsTo(t, who.email, "plus_receipt")).toEqual([]);
    const poll = await as(t, who, "POST", "/api/plus/orderMaybeSucc?timestamp=0", {});
    expect(poll.body.result).toEqual({ order_price: null, plus_num: null, order_sn: null });

    const processor = await payCardFor(t, who, link.order_sn, TEST_CARDS.processorError);
    expect(processor.body.code).toBe(502);
    expect(await membershipOf(t, who.id)).toBeNull();

    expect((await payCardFor(t, who, link.order_sn)).body.code).toBe(200);
    expect((await customerOf(t, who.id)).customerGroup).toBe("PLUS+");
  });

  it("paying twice charges once: the second pay answers the paid order and leaves its card unused", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    const first = await payCardFor(t, who, link.order_sn);
    const nonce = await nonceFor(t.app, TEST_CARDS.approve);
    const second = await as<PayAnswer>(t, who, "POST", "/api/plus/pay", {
      order_sn: link.order_sn,
      method: "card",
      nonce,
    });
    expect(second.body).toEqual({
      code: 200,
      message: "",
      result: { ...first.body.result },
    });
    const [card] = await t.database.db
      .select()
      .from(testProviderNonces)
      .where(eq(testProviderNonces.nonceHash, hashToken(nonce)));
    expect(card.usedAt).toBeNull();
    const orders = await plusOrdersOf(t, who.id);
    expect(orders.map((o) => o.status)).toEqual(["paid"]);
    const membership = await membershipOf(t, who.id);
    expect(membership!.expiresAt.toISOString()).toBe(first.body.result?.expires_at);
    expect(await mailsTo(t, who.email, "plus_receipt")).toHaveLength(1);
  });

  it("a used or unknown card nonce answers 410 and charges nothing", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    const res = await as(t, who, "POST", "/api/plus/pay", {
      order_sn: link.order_sn,
      method: "card",
      nonce: "tokencc_made_up",
    });
    expect([res.body.code, res.body.message]).toEqual([
      410,
      "Your card details have expired, please enter them again.",
    ]);
    expect(await membershipOf(t, who.id)).toBeNull();
    const missing = await as(t, who, "POST", "/api/plus/pay", { order_sn: link.order_sn, method: "card" });
    expect([missing.status, missing.body.message]).toEqual([422, "nonce: is required for a card"]);
  });

  it("pays later with the pay-later authorization; a denial leaves no membership", async () => {
    const who = await shopper(t);
    const link = await linkFor(t, who);
    const { PAY_LATER_TEST_TOKENS } = await import("../../../contract/payment-constants");
    const denied = await as(t, who, "POST", "/api/plus/pay", {
      order_sn: link.order_sn,
      method: "paylater",
      authorization_token: PAY_LATER_TEST_TOKENS.deny,
    });
    expect([denied.body.code, denied.body.message]).toEqual([
      402,
      "Your pay-later application was not approved. Please choose another payment method.",
    ]);
    expect(await membershipOf(t, who.id)).toBeNull();
    const ok = await as(t, who, "POST", "/api/plus/pay", {
      order_sn: link.order_sn,
      method: "paylater",
      authorization_token: PAY_LATER_TEST_TOKENS.approve,
    });
    expect(ok.body.code).toBe(200);
    const list = await as<{ orders: { payment_method_label: string }[] }>(
      t,
      who,
      "GET",
      "/api/plus/orderList",
    );
    expect(list.body.result.orders[0].payment_method_label).toBe("Pay later");
  });

  it("paymenLink reuses the customer's one pending order", async () => {
    const who = await shopper(t);
    const phone = uniquePhone();
    const first = await linkFor(t, who, phone);
    travel(61_000);
    const second = await linkFor(t, who, phone);
    expect(second.order_sn).toBe(first.order_sn);
    expect(await plusOrdersOf(t, who.id)).toHaveLength(1);
  });

  it("another customer's order answers 404 on every call that names it", async () => {
    const owner = await shopper(t);
    const link = await linkFor(t, owner);
    const stranger = await shopper(t);
    const notFound = "We could not find this Plus+ order.";
    for (const [method, path, body] of [
      ["GET", `/api/plus/payment/${link.order_sn}`, undefined],
      ["GET", `/api/plus/orderDetail?order_sn=${link.order_sn}`, undefined],
      ["POST", "/api/plus/isCompleted", { order_sn: link.order_sn }],
      [
        "POST",
        "/api/plus/pay",
        { order_sn: link.order_sn, method: "card", nonce: await nonceFor(t.app, TEST_CARDS.approve) },
      ],
    ] as const) {
      const res = await as(t, stranger, method, path, body);
      expect([path, res.status, res.body.message]).toEqual([path, 404, notFound]);
    }
    expect(
      (await as<{ orders: unknown[] }>(t, stranger, "GET", "/api/plus/orderList")).body.result.orders,
    ).toEqual([]);
    const [order] = await plusOrdersOf(t, owner.id);
    expect(order.status).toBe("pending");
  });
});

describe("renewal", () => {
  it("only within 60 days of expiry, and it extends from the expiry date", async () => {
    const who = await member(t);
    const first = (await membershipOf(t, who.id))!;
    // 61 days before expiry: still refused.
    travel(first.expiresAt.getTime() - Date.now() - 61 * DAY);
    await relog(t, who);
    const early = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(early.body.result).toMatchObject({ can_buy_plus: 0, is_member: true });
    const refused = await as(t, who, "POST", "/api/plus/sendCode", { phone: who.phone.typed });
    expect([refused.status, refused.body.message]).toEqual([403, "Renewable in 60 days before expiration"]);
    // 59 days before: open.
    travel(2 * DAY);
    await relog(t, who);
    const open = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(open.body.result).toMatchObject({
      can_buy_plus: 1,
      is_member: true,
      renew_from: first.expiresAt.toISOString(),
    });
    const link = await linkFor(t, who, who.phone);
    const page = await as(t, who, "GET", `/api/plus/payment/${link.order_sn}`);
    expect(page.body.result).toMatchObject({ kind: "renew", kind_label: "Plus+ renewal (12 months)" });
    expect((await payCardFor(t, who, link.order_sn)).body.code).toBe(200);
    const renewed = (await membershipOf(t, who.id))!;
    const expected = new Date(first.expiresAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.expiresAt.toISOString()).toBe(expected.toISOString());
    expect(renewed.startedAt.toISOString()).toBe(first.startedAt.toISOString());
    expect(renewed.memberNumber).toBe(first.memberNumber);
    const orders = await plusOrdersOf(t, who.id);
    const renewal = orders.find((o) => o.orderSn === link.order_sn)!;
    expect([renewal.kind, renewal.periodStart?.toISOString(), renewal.periodEnd?.toISOString()]).toEqual([
      "renew",
      first.expiresAt.toISOString(),
      expected.toISOString(),
    ]);
    expect((await customerOf(t, who.id)).customerGroup).toBe("PLUS+");
  });

  it("the referral is recorded once even when a referred member renews", async () => {
    const referrer = await member(t);
    const code = (await customerOf(t, referrer.id)).plusInviteCode as string;
    const who = await member(t, {}, code);
    const rows = await t.database.db
      .select()
      .from(plusReferrals)
      .where(and(eq(plusReferrals.referrerId, referrer.id), eq(plusReferrals.referredId, who.id)));
    expect(rows).toHaveLength(1);
  });
});
