// The subscribe call's result types (docs/decisions/0042-subscribe-offers.md) and the newsletter
// bundle they show: a new address waits for its confirmation (type 1), the bundle granted now (2),
// a returning subscriber with coupons left (3 without an account, 4 with one), a message otherwise
// (5). Coupons only for a confirmed address, once per address and once per customer. Against the
// real app and database; the mailbox is the outbox.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, offerGrants } from "../../db/schema/coupons";
import { mailOutbox } from "../../db/schema/mail";
import { newsletterSubscribers } from "../../db/schema/marketing";
import type { Who } from "../cart/cart.testing";
import {
  codeIn,
  createCustomer,
  latestMail,
  sessionFor,
  uniqueEmail,
} from "../customer/account-fixtures.testing";
import { send } from "../order/order.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const CONFIRM_SENT =
  "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.";
const SUBSCRIBED = "Thanks for subscribing! Watch your inbox for our latest deals and new arrivals.";
const ALREADY = "This email address is already subscribed to our newsletter.";
const PENDING_SUBTITLE = "Confirm your email address with the link we just sent to receive your coupons.";
const GRANTED_SUBTITLE = "Your coupons are ready to use.";
const RETURNING_SUBTITLE = "Your welcome coupons are still waiting for you.";

/** The bundle as the result lists it, with every use left. */
const BUNDLE = [
  { discount: "$10", desc: "On orders of $99+", validNum: 2 },
  { discount: "$20", desc: "On orders of $199+", validNum: 1 },
  { discount: "$30", desc: "On orders of $399+", validNum: 1 },
  { discount: "$50", desc: "On orders of $699+", validNum: 1 },
  { discount: "$80", desc: "On orders of $1199+", validNum: 1 },
];

interface SubscribeResult {
  type: number;
  couponList: { discount: string; desc: string; validNum: number }[];
  subTitle: string;
  couponExpireAt: number;
  customerId: number;
}

const subscribe = (email: string, who?: Who, extra: Record<string, unknown> = {}) =>
  send<SubscribeResult>(
    t.app,
    "POST",
    "/api/newsletter/subscribe",
    { email, source: "popup", ...extra },
    who,
  );

const owned = async (email: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.ownerEmail, email)))
    .map((c) => c.amount)
    .sort((a, b) => a - b);

const grantOf = async (email: string) =>
  (await t.database.db.select().from(offerGrants).where(eq(offerGrants.email, email)))[0];

async function confirmLink(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "newsletter_confirm")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const url = mail?.textBody.match(/https?:\/\/\S+\/newsletter-subscribe\/confirm\?token=\S+/)?.[0];
  const token = url ? new URL(url).searchParams.get("token") : null;
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const res = await send(t.app, "GET", `/api/newsletter/confirm?token=${token}`);
  expect(res.body.code).toBe(200);
}

const signedIn = async (verified: boolean) => {
  const c = await createCustomer(t, { verified });
  return { ...c, who: { bearer: await sessionFor(t, c.id) } as Who };
};

describe("the subscribe result types", () => {
  it("a new address without an account: type 1 with the bundle it will get, nothing issued; the link grants it; again: type 3", async () => {
    const email = uniqueEmail("type1");
    const res = await subscribe(email);
    expect(res.body).toEqual({
      code: 200,
      message: CONFIRM_SENT,
      result: { type: 1, couponList: BUNDLE, subTitle: PENDING_SUBTITLE, couponExpireAt: 0, customerId: 0 },
    });
    expect(await owned(email)).toEqual([]);

    await confirmLink(email);
    expect(await owned(email)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000]);

    const again = await subscribe(email);
    const grant = await grantOf(email);
    expect(again.body).toEqual({
      code: 400,
      message: ALREADY,
      result: {
        type: 3,
        couponList: BUNDLE,
        subTitle: RETURNING_SUBTITLE,
        couponExpireAt: Math.floor(grant.expiresAt.getTime() / 1000),
        customerId: 0,
      },
    });
    // Three months from the grant.
    expect(grant.expiresAt.getTime() - grant.grantedAt.getTime()).toBe(90 * 86_400_000);
    expect(await owned(email)).toHaveLength(5);
  });

  it("a pending address that has an account: type 5 with the message (no register form); confirmed, again: type 4", async () => {
    const account = await createCustomer(t, { verified: false });
    const res = await subscribe(account.email);
    expect(res.body).toEqual({
      code: 200,
      message: CONFIRM_SENT,
      result: { type: 5, couponList: [], subTitle: "", couponExpireAt: 0, customerId: 0 },
    });
    await confirmLink(account.email);
    // The account of that address holds them.
    expect(await grantOf(account.email)).toMatchObject({ customerId: account.id });
    const again = await subscribe(account.email);
    expect(again.body).toMatchObject({
      code: 400,
      message: ALREADY,
      result: { type: 4, couponList: BUNDLE },
    });
  });

  it("a signed-in customer's own verified address: type 2, granted now, valid three months, in the wallet; again: type 4", async () => {
    const me = await signedIn(true);
    const before = Math.floor(Date.now() / 1000);
    const res = await subscribe(me.email, me.who, { tUserId: 999 });
    expect(res.body).toMatchObject({
      code: 200,
      message: SUBSCRIBED,
      result: { type: 2, couponList: BUNDLE, subTitle: GRANTED_SUBTITLE, customerId: me.id },
    });
    const expireAt = res.body.result.couponExpireAt;
    expect(expireAt).toBeGreaterThanOrEqual(before + 90 * 86_400);
    expect(expireAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 90 * 86_400);
    const wallet = await send<{ list: { couponCode: string }[] }>(
      t.app,
      "POST",
      "/api/CouponList",
      {},
      me.who,
    );
    expect(wallet.body.result.list.filter((c) => c.couponCode.startsWith("WELCOME-"))).toHaveLength(5);

    expect((await subscribe(me.email, me.who)).body).toMatchObject({
      code: 400,
      message: ALREADY,
      result: { type: 4, couponList: BUNDLE, couponExpireAt: expireAt, customerId: me.id },
    });
  });

  it("an address confirmed before the bundle existed gets it now: code 400, type 2", async () => {
    const email = uniqueEmail("earlier");
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email, source: "footer", confirmedAt: new Date(Date.now() - 86_400_000) });
    const res = await subscribe(email);
    expect(res.body).toMatchObject({ code: 400, message: ALREADY, result: { type: 2, couponList: BUNDLE } });
    expect(await owned(email)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000]);
  });

  it("coupons used up or expired: type 5 with the message; a used coupon shows validNum 0 while others are left", async () => {
    const email = uniqueEmail("spent");
    await subscribe(email);
    await confirmLink(email);
    const grant = await grantOf(email);
    // The $20 coupon used up (its limit reached): greyed, the others still good → type 3.
    await t.database.db
      .update(coupons)
      .set({ usageLimitTotal: 0 })
      .where(and(eq(coupons.ownerEmail, email), eq(coupons.amount, 2_000)));
    const partly = await subscribe(email);
    expect(partly.body.result.type).toBe(3);
    expect(partly.body.result.couponList.map((c) => c.validNum)).toEqual([2, 0, 1, 1, 1]);

    await t.database.db
      .update(offerGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offerGrants.id, grant.id));
    expect((await subscribe(email)).body).toEqual({
      code: 400,
      message: ALREADY,
      result: { type: 5, couponList: [], subTitle: "", couponExpireAt: 0, customerId: 0 },
    });
  });
});

describe("once per address and once per customer", () => {
  it("a customer who had the bundle gets nothing more for another address; the result shows their own coupons", async () => {
    const me = await signedIn(true);
    expect((await subscribe(me.email, me.who)).body.result.type).toBe(2);
    const other = uniqueEmail("second-address");
    const res = await subscribe(other, me.who);
    expect(res.body).toMatchObject({
      code: 200,
      message: CONFIRM_SENT,
      result: { type: 3, couponList: BUNDLE },
    });
    await confirmLink(other);
    expect(await owned(other)).toEqual([]);
    expect(await owned(me.email)).toHaveLength(5);
  });

  it("sending the form again and again, and confirming twice, grants one bundle", async () => {
    const email = uniqueEmail("repeat");
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).body.result.type).toBe(1);
    await confirmLink(email);
    await confirmLink(email);
    await subscribe(email);
    expect(await owned(email)).toHaveLength(5);
    expect(await t.database.db.select().from(offerGrants).where(eq(offerGrants.email, email))).toHaveLength(
      1,
    );
  });
});

describe("type 1 then the register form (register_type normal, is_subscribed 1)", () => {
  it("registering the address and verifying the account confirms the sign-up: the bundle is in the new wallet", async () => {
    const email = uniqueEmail("drawer");
    expect((await subscribe(email)).body.result.type).toBe(1);
    const registered = await send<{ token: string; entity_id: number }>(
      t.app,
      "POST",
      "/api/customer/register",
      {
        email,
        password: "Sofa2024x",
        is_subscribed: 1,
        register_type: "normal",
        firstname: "Dana",
        lastname: "Reyes",
      },
    );
    expect(registered.body.code).toBe(200);
    const who: Who = { bearer: registered.body.result.token };
    expect(await owned(email)).toEqual([]);
    const code = codeIn(await latestMail(t, email, "verification_code"));
    const verified = await send<{ token: string }>(
      t.app,
      "POST",
      "/api/customer/verify_email_code",
      { email, verify_code: code, operation: "register" },
      who,
    );
    expect(verified.body.code).toBe(200);
    expect(await owned(email)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000]);
    expect(await grantOf(email)).toMatchObject({ customerId: registered.body.result.entity_id });
    const wallet = await send<{ list: { couponCode: string }[] }>(
      t.app,
      "POST",
      "/api/CouponList",
      {},
      { bearer: verified.body.result.token },
    );
    expect(wallet.body.result.list.filter((c) => c.couponCode.startsWith("WELCOME-"))).toHaveLength(5);
  });
});

describe("the form's fields", () => {
  it("takes the pop-up's sources and a product page's fields; refuses an unknown source and a bad address", async () => {
    for (const source of ["popup", "blackfriday", "product", "coupon-drawer"]) {
      expect((await subscribe(uniqueEmail(source), undefined, { source })).body.code).toBe(200);
    }
    const product = await subscribe(uniqueEmail("pdp"), undefined, {
      source: "product",
      subscribeProductId: 12,
      subscribeProductName: "Oak Sideboard",
      subscribeProductUrl: "/oak-sideboard.html",
    });
    expect(product.body.result.type).toBe(1);
    const bad = await subscribe(uniqueEmail("x"), undefined, { source: "spam" });
    expect(bad.status).toBe(422);
    const email = await subscribe("not-an-email");
    expect(email.body.message).toBe("email: Please enter a valid email address. For example cs@nestora.com.");
  });
});
