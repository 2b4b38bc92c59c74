// Issue 15 §6: subscriber incentives need a confirmed subscription (double opt-in), are granted
// once per confirmed address and once per customer, and the subscriber's customer is the session's,
// never the payload's tUserId. Against the real app and database; the mailbox is the outbox.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons } from "../../db/schema/coupons";
import { newsletterSubscribers } from "../../db/schema/marketing";
import {
  addToCart,
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
  type Who,
} from "../cart/cart.testing";
import {
  codeIn,
  createCustomer,
  latestMail,
  sessionFor,
  uniqueEmail,
} from "../customer/account-fixtures.testing";
import { place, readyForCheckout, send } from "../order/order.testing";
import { confirmTokenIn } from "./newsletter.testing";

let t: TestApp;
let product: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

const CONFIRM_SENT =
  "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.";
const SUBSCRIBED = "Thanks for subscribing! Watch your inbox for our latest deals and new arrivals.";
const CONFIRMED = "Your newsletter subscription is confirmed. Welcome aboard!";
const ALREADY_CONFIRMED = "Your newsletter subscription is already confirmed.";
const INVALID_LINK =
  "This confirmation link is invalid or has expired. Please subscribe again to get a new one.";
const SUBSCRIBERS_ONLY = "This coupon is for newsletter subscribers only.";
const USED_BY_YOU = "You have already used this coupon.";

type SubscribeResult = { type: number; customerId: number };

const subscribe = (email: string, who?: Who, extra: Record<string, unknown> = {}) =>
  send<SubscribeResult>(t.app, "POST", "/api/newsletter/subscribe", { email, ...extra }, who);
const confirm = (token: string) =>
  send<{ email: string } | null>(t.app, "GET", `/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
const subscriberRow = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

const confirmToken = (email: string) => confirmTokenIn(t, email);

const signedIn = async (opts: { verified?: boolean } = {}) => {
  const c = await createCustomer(t, { verified: opts.verified ?? false });
  return { ...c, who: { bearer: await sessionFor(t, c.id) } as Who };
};

describe("double opt-in", () => {
  it("the mailed link confirms once; following it again says so; a made-up token changes nothing", async () => {
    const email = uniqueEmail("optin");
    expect((await subscribe(email)).body).toMatchObject({ code: 200, message: CONFIRM_SENT });
    expect((await subscriberRow(email)).confirmedAt).toBeNull();

    expect((await confirm("M".repeat(43))).body).toEqual({ code: 400, message: INVALID_LINK, result: null });
    expect((await subscriberRow(email)).confirmedAt).toBeNull();

    const token = await confirmToken(email);
    expect((await confirm(token)).body).toEqual({ code: 200, message: CONFIRMED, result: { email } });
    expect((await subscriberRow(email)).confirmedAt).not.toBeNull();
    expect((await confirm(token)).body).toEqual({ code: 200, message: ALREADY_CONFIRMED, result: { email } });
    expect((await subscribe(email)).body).toMatchObject({
      code: 400,
      message: "This email address is already subscribed to our newsletter.",
    });
  });

  it("a repeat sign-up within the minute mails nothing; after it a new link ends the older one", async () => {
    const email = uniqueEmail("resend");
    await subscribe(email);
    const older = await confirmToken(email);
    expect((await subscribe(email)).body).toMatchObject({ code: 200, message: CONFIRM_SENT });
    expect(await confirmToken(email)).toBe(older);

    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: sql`${newsletterSubscribers.confirmSentAt} - interval '61 seconds'` })
      .where(eq(newsletterSubscribers.email, email));
    expect((await subscribe(email)).body).toMatchObject({ code: 200, message: CONFIRM_SENT });
    const newer = await confirmToken(email);
    expect(newer).not.toBe(older);
    expect((await confirm(older)).body).toEqual({ code: 400, message: INVALID_LINK, result: null });
    expect((await confirm(newer)).body).toMatchObject({ code: 200, message: CONFIRMED });
  });

  it("an expired link is refused and confirms nothing", async () => {
    const email = uniqueEmail("expired");
    await subscribe(email);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await confirm(await confirmToken(email))).body).toEqual({
      code: 400,
      message: INVALID_LINK,
      result: null,
    });
    expect((await subscriberRow(email)).confirmedAt).toBeNull();
  });

  it("a signed-in customer's own verified address is confirmed at once; an unverified one waits for the link", async () => {
    const verified = await signedIn({ verified: true });
    expect((await subscribe(verified.email, verified.who)).body).toMatchObject({
      code: 200,
      message: SUBSCRIBED,
    });
    expect((await subscriberRow(verified.email)).confirmedAt).not.toBeNull();

    // Someone else's address, from a verified account: its owner has to confirm.
    const other = uniqueEmail("not-mine");
    expect((await subscribe(other, verified.who)).body).toMatchObject({ code: 200, message: CONFIRM_SENT });
    expect((await subscriberRow(other)).confirmedAt).toBeNull();

    const unverified = await signedIn();
    expect((await subscribe(unverified.email, unverified.who)).body).toMatchObject({
      code: 200,
      message: CONFIRM_SENT,
    });
    expect((await subscriberRow(unverified.email)).confirmedAt).toBeNull();
  });
});

describe("the subscriber's customer comes from the session, not from tUserId", () => {
  it("a visitor naming a customer is stored and answered as a visitor", async () => {
    const victim = await createCustomer(t);
    const email = uniqueEmail("visitor");
    const res = await subscribe(email, undefined, { tUserId: victim.id });
    expect(res.body).toMatchObject({ code: 200, result: { customerId: 0 } });
    expect((await subscriberRow(email)).customerId).toBe(0);
  });

  it("a signed-in customer naming another customer is stored as themself", async () => {
    const victim = await createCustomer(t);
    const me = await signedIn();
    const email = uniqueEmail("mine");
    const res = await subscribe(email, me.who, { tUserId: victim.id });
    expect(res.body).toMatchObject({ code: 200, result: { customerId: me.id } });
    expect((await subscriberRow(email)).customerId).toBe(me.id);
  });
});

describe("subscriber coupons need a confirmed subscription, once per address and once per customer", () => {
  /** A cart of one $100.00 item, ready to check out (a guest's with `email` as its checkout e-mail). */
  async function cartOf(who: Who, email?: string) {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { priceCents: 10_000 });
    const added = await addToCart(
      t,
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      who,
    );
    expect(added.body.code).toBe(200);
    await readyForCheckout(t, who, email);
  }
  const apply = (who: Who, coupon_code: string) =>
    send<unknown>(t.app, "POST", "/api/cart/apply_coupon", { coupon_code }, who);

  it("SUBSCRIBE10 is refused while the subscription is pending and accepted once it is confirmed", async () => {
    const me = await signedIn();
    await cartOf(me.who);
    expect((await subscribe(me.email, me.who)).body.message).toBe(CONFIRM_SENT);
    const pending = await apply(me.who, "SUBSCRIBE10");
    expect(pending.body).toMatchObject({ message: SUBSCRIBERS_ONLY });
    expect(pending.body.code).not.toBe(200);

    expect((await confirm(await confirmToken(me.email))).body.code).toBe(200);
    expect((await apply(me.who, "SUBSCRIBE10")).body).toMatchObject({ code: 200 });
  });

  it("is granted once per customer and once per address, even where the coupon allows more per customer", async () => {
    const code = `SUBS${Date.now()}`;
    await t.database.db.insert(coupons).values({
      code,
      title: "Subscriber thanks",
      discountType: "fixed",
      amount: 500,
      startsAt: new Date(Date.now() - 86_400_000),
      detailCouponType: 2,
      usageLimitPerCustomer: 3,
    });
    const me = await signedIn({ verified: true });
    expect((await subscribe(me.email, me.who)).body.message).toBe(SUBSCRIBED);
    await cartOf(me.who);
    expect((await apply(me.who, code)).body).toMatchObject({ code: 200 });
    expect((await place(t.app, me.who)).body.code).toBe(200);

    // The same customer again.
    await cartOf(me.who);
    expect((await apply(me.who, code)).body).toMatchObject({ message: USED_BY_YOU });

    // A guest checking out with the same (confirmed) address.
    const guest: Who = { cookies: { GuestToken: await sessionFor(t, null) } };
    await cartOf(guest, me.email);
    expect((await apply(guest, code)).body).toMatchObject({ message: USED_BY_YOU });

    // Another confirmed address, another shopper: granted.
    const other = await signedIn({ verified: true });
    await subscribe(other.email, other.who);
    await cartOf(other.who);
    expect((await apply(other.who, code)).body).toMatchObject({ code: 200 });
  });
});

describe("the account's own sign-up", () => {
  it("is confirmed when the account verifies its address (the mailbox is proved), not before", async () => {
    const me = await signedIn();
    const edit = await send(
      t.app,
      "PUT",
      "/api/customer/edit_account_information",
      { is_subscribed: 1 },
      me.who,
    );
    expect(edit.body.code).toBe(200);
    expect((await subscriberRow(me.email)).confirmedAt).toBeNull();

    expect((await send(t.app, "POST", "/api/customer/verify_code_email", {}, me.who)).body.code).toBe(200);
    const code = codeIn(await latestMail(t, me.email, "verification_code"));
    const verified = await send(
      t.app,
      "POST",
      "/api/customer/verify_email_code",
      { email: me.email, verify_code: code, operation: "register" },
      me.who,
    );
    expect(verified.body.code).toBe(200);
    expect((await subscriberRow(me.email)).confirmedAt).not.toBeNull();
  });
});
