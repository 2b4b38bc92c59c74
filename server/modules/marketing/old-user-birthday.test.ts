// The old-user pop-up's verification mail and $30 coupon, the birthday pop-up's call and the
// birthday coupon job (decision 0044). Against the real app and database; the mailbox is the outbox.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, offerGrants } from "../../db/schema/coupons";
import { customers, emailTokens } from "../../db/schema/customer";
import {
  createCustomer,
  customerRow,
  linkTokenIn,
  mailsTo,
  send,
  sessionFor,
  setCookieOf,
  uniqueEmail,
} from "../customer/account-fixtures.testing";
import { sendBirthdayCoupons, storeDate } from "./birthday";
import { markOldUsers } from "./old-user";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const SEND = "/api/customer/send_email";
const LINK = "/api/customer/verify_link_email";
const TELL = "/api/tellbirthday";

const owned = async (email: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.ownerEmail, email))).map((c) => ({
    amount: c.amount,
    min: c.minSpendCents,
    prefix: c.code.split("-")[0],
    days: Math.round((c.endsAt!.getTime() - c.startsAt!.getTime()) / 86_400_000),
  }));

async function oldUser() {
  const email = uniqueEmail("old");
  const c = await createCustomer(t, { email, verified: true, isOldUser: true, firstname: "Olga" });
  return { ...c, token: await sessionFor(t, c.id) };
}

/** Lets the next send pass the one-a-minute pace (the last link is made a minute older). */
const ageLinks = (customerId: number) =>
  t.database.db
    .update(emailTokens)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(emailTokens.customerId, customerId));

describe("old-user verification (POST /api/customer/send_email)", () => {
  it("mails the OldCustomerVerify link; following it gives $30 off $150+ for 30 days once and clears the flag", async () => {
    const c = await oldUser();
    const sent = await send(t, "POST", SEND, {
      token: c.token,
      body: { template_code: "OldCustomerVerify" },
    });
    expect(sent.body).toEqual({
      code: 200,
      message: "We have sent a verification link to your e-mail address. Follow it to get your $30 coupon.",
      result: { resend_after: 60 },
    });
    const [mail] = await mailsTo(t, c.email, "OldCustomerVerify");
    expect(mail.subject).toBe("Verify your e-mail address and get $30 off at Nestora");
    expect(mail.textBody).toContain("Hello Olga,");
    expect(mail.htmlBody).toContain("Verify my e-mail");
    const rp = linkTokenIn(mail);
    expect(mail.textBody).toContain("/customer/account/accountinfo?");
    expect(mail.textBody).toContain("operation=old_user");
    expect(await owned(c.email)).toEqual([]);

    const res = await send<{ token: string }>(t, "POST", LINK, {
      body: { email: c.email, rp_token: rp, operation: "old_user" },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(
      "Thank you, your e-mail address is verified. Your $30 coupon is in My Coupons.",
    );
    expect(res.body.result.token).not.toBe("");
    // Signed in by the link: the session cookie comes with the answer.
    expect(setCookieOf(res.headers, "token")).toBeDefined();
    expect(await owned(c.email)).toEqual([{ amount: 3_000, min: 15_000, prefix: "VERIFIED", days: 30 }]);
    const row = await customerRow(t, c.id);
    expect(row.isOldUser).toBe(false);

    // The same link again: used up. Another send: not an old user any more. Still one coupon.
    const again = await send(t, "POST", LINK, {
      body: { email: c.email, rp_token: rp, operation: "old_user" },
    });
    expect(again.body).toMatchObject({
      code: 400,
      message: "This link is invalid or has expired. Please request a new one.",
    });
    const resend = await send(t, "POST", SEND, {
      token: c.token,
      body: { template_code: "OldCustomerVerify" },
    });
    expect(resend.body).toEqual({
      code: 400,
      message: "Your e-mail address is already verified.",
      result: { resend_after: 0 },
    });
    expect(await owned(c.email)).toHaveLength(1);
    const session = await send<{ customer: { is_old_user: boolean } }>(t, "GET", "/api/customer/session", {
      token: c.token,
    });
    expect(session.body.result.customer.is_old_user).toBe(false);
  });

  it("a new link at most once a minute; only the newest link works; repeated sends and links still give $30 once", async () => {
    const c = await oldUser();
    const body = { template_code: "OldCustomerVerify" };
    expect((await send(t, "POST", SEND, { token: c.token, body })).body.code).toBe(200);
    const second = await send<{ resend_after: number }>(t, "POST", SEND, { token: c.token, body });
    expect(second.body.code).toBe(400);
    expect(second.body.message).toMatch(/^Please wait (60|59) seconds before requesting a new e-mail\.$/);
    expect(await mailsTo(t, c.email, "OldCustomerVerify")).toHaveLength(1);
    const first = linkTokenIn((await mailsTo(t, c.email, "OldCustomerVerify"))[0]);
    await ageLinks(c.id);
    expect((await send(t, "POST", SEND, { token: c.token, body })).body.code).toBe(200);
    const mails = await mailsTo(t, c.email, "OldCustomerVerify");
    expect(mails).toHaveLength(2);
    const newest = linkTokenIn(mails[0]);
    // The older link ended with the new mail.
    const old = await send(t, "POST", LINK, {
      body: { email: c.email, rp_token: first, operation: "old_user" },
    });
    expect(old.body.code).toBe(400);
    const ok = await send(t, "POST", LINK, {
      body: { email: c.email, rp_token: newest, operation: "old_user" },
    });
    expect(ok.body.code).toBe(200);
    expect(await owned(c.email)).toHaveLength(1);
  });

  it("the $30 is once per customer: an old account flagged again after its grant gets no second coupon", async () => {
    const c = await oldUser();
    await send(t, "POST", SEND, { token: c.token, body: { template_code: "OldCustomerVerify" } });
    const rp = linkTokenIn((await mailsTo(t, c.email, "OldCustomerVerify"))[0]);
    await send(t, "POST", LINK, { body: { email: c.email, rp_token: rp, operation: "old_user" } });
    await t.database.db.update(customers).set({ isOldUser: true }).where(eq(customers.id, c.id));
    await ageLinks(c.id);
    await send(t, "POST", SEND, { token: c.token, body: { template_code: "OldCustomerVerify" } });
    const rp2 = linkTokenIn((await mailsTo(t, c.email, "OldCustomerVerify"))[0]);
    const res = await send(t, "POST", LINK, {
      body: { email: c.email, rp_token: rp2, operation: "old_user" },
    });
    expect(res.body.code).toBe(200);
    expect(await owned(c.email)).toHaveLength(1);
    expect((await customerRow(t, c.id)).isOldUser).toBe(false);
  });

  it("refuses a visitor, another template and a customer who is no old user", async () => {
    const visitor = await send(t, "POST", SEND, { body: { template_code: "OldCustomerVerify" } });
    expect(visitor.body.code).toBe(401);
    const c = await oldUser();
    const other = await send(t, "POST", SEND, { token: c.token, body: { template_code: "Welcome" } });
    expect(other.body.code).toBe(422);
    const young = await createCustomer(t, { verified: true });
    const res = await send(t, "POST", SEND, {
      token: await sessionFor(t, young.id),
      body: { template_code: "OldCustomerVerify" },
    });
    expect(res.body).toMatchObject({ code: 400, message: "Your e-mail address is already verified." });
    expect(await mailsTo(t, young.email)).toHaveLength(0);
  });

  it("an imported old account verifying its address at sign-in gets the $30 too", async () => {
    const email = uniqueEmail("imported");
    const c = await createCustomer(t, { email, isOldUser: true });
    await send(t, "POST", "/api/customer/verify_email", { body: { email, operation: "register" } });
    const rp = linkTokenIn((await mailsTo(t, email, "verification_code"))[0]);
    const res = await send(t, "POST", LINK, { body: { email, rp_token: rp, operation: "register" } });
    expect(res.body.code).toBe(200);
    expect(await owned(email)).toEqual([{ amount: 3_000, min: 15_000, prefix: "VERIFIED", days: 30 }]);
    expect((await customerRow(t, c.id)).isOldUser).toBe(false);
  });

  it("the sweep marks accounts last confirmed over two years ago and never given the coupon", async () => {
    const now = new Date("2030-06-01T12:00:00Z");
    const confirmedAt = async (at: string) => {
      const c = await createCustomer(t);
      await t.database.db
        .update(customers)
        .set({ emailVerifiedAt: new Date(at) })
        .where(eq(customers.id, c.id));
      return c;
    };
    const stale = await confirmedAt("2028-05-31T12:00:00Z");
    const recent = await confirmedAt("2028-06-02T12:00:00Z");
    const granted = await confirmedAt("2020-01-01T00:00:00Z");
    await t.database.db.insert(offerGrants).values({
      offer: "old_user",
      email: granted.email,
      customerId: granted.id,
      period: "",
      couponIds: [],
      grantedAt: new Date("2021-01-01T00:00:00Z"),
      expiresAt: new Date("2021-01-31T00:00:00Z"),
    });
    await markOldUsers(t.database.db, now);
    expect((await customerRow(t, stale.id)).isOldUser).toBe(true);
    expect((await customerRow(t, recent.id)).isOldUser).toBe(false);
    expect((await customerRow(t, granted.id)).isOldUser).toBe(false);
  });
});

describe("POST /api/tellbirthday", () => {
  it("answers the messages for a missing, invalid and future date", async () => {
    const c = await createCustomer(t, { verified: true });
    const token = await sessionFor(t, c.id);
    const tell = (births: string) => send(t, "POST", TELL, { token, body: { births } });
    expect((await tell("")).body).toMatchObject({ code: 400, message: "Please enter your birthday." });
    expect((await tell("1990-02-30")).body).toMatchObject({
      code: 400,
      message: "Please enter a valid date of birth.",
    });
    expect((await tell("12/05/1990")).body).toMatchObject({
      code: 400,
      message: "Please enter a valid date of birth.",
    });
    expect((await tell("1899-12-31")).body).toMatchObject({
      code: 400,
      message: "Please enter a valid date of birth.",
    });
    expect((await tell("2999-01-01")).body).toMatchObject({
      code: 400,
      message: "Your birthday cannot be in the future.",
    });
    expect((await customerRow(t, c.id)).birthday).toBeNull();
  });

  it("stores the birthday once; the same date again is fine, another is refused; the icon's flag goes", async () => {
    const c = await createCustomer(t, { verified: true });
    const token = await sessionFor(t, c.id);
    const flag = async () =>
      (
        await send<{ customer: { play_birthday_wishes: boolean } }>(t, "GET", "/api/customer/session", {
          token,
        })
      ).body.result.customer.play_birthday_wishes;
    expect(await flag()).toBe(true);
    const ok = await send(t, "POST", TELL, { token, body: { births: "1990-07-14" } });
    expect(ok.body).toEqual({
      code: 200,
      message: "Thank you! Your birthday coupon will arrive by e-mail on your birthday.",
      result: { births: "1990-07-14" },
    });
    expect((await customerRow(t, c.id)).birthday).toBe("1990-07-14");
    expect(await flag()).toBe(false);
    expect((await send(t, "POST", TELL, { token, body: { births: "1990-07-14" } })).body.code).toBe(200);
    const other = await send(t, "POST", TELL, { token, body: { births: "1991-07-14" } });
    expect(other.body).toEqual({
      code: 400,
      message: "Your birthday is already on file. You can change it in Account Information.",
      result: { births: "1990-07-14" },
    });
    expect((await customerRow(t, c.id)).birthday).toBe("1990-07-14");
  });

  it("needs a signed-in customer", async () => {
    expect((await send(t, "POST", TELL, { body: { births: "1990-07-14" } })).body.code).toBe(401);
  });
});

describe("the birthday coupon job", () => {
  const opts = { storeName: "Nestora", origin: "http://127.0.0.1" };
  const birthdayCoupons = async (email: string) =>
    (await owned(email)).filter((c) => c.prefix === "BIRTHDAY");

  it("store dates are New York's", () => {
    // 03:30 UTC on 15 March is still 14 March in New York (UTC-4 in summer time).
    expect(storeDate(new Date("2031-03-15T03:30:00Z"))).toBe("2031-03-14");
    expect(storeDate(new Date("2031-03-15T04:30:00Z"))).toBe("2031-03-15");
  });

  it("mails $20 off $99+ on the day in New York, once a year, not the day before, not without a birthday or a verified address", async () => {
    const born = await createCustomer(t, { verified: true, birthday: "1985-03-15", firstname: "Bea" });
    const unverified = await createCustomer(t, { birthday: "1985-03-15" });
    const none = await createCustomer(t, { verified: true });
    // The evening of 14 March in New York (already 15 March in UTC): not yet.
    await sendBirthdayCoupons(t.database.db, new Date("2031-03-15T03:30:00Z"), opts);
    expect(await birthdayCoupons(born.email)).toEqual([]);
    // 15 March in New York.
    await sendBirthdayCoupons(t.database.db, new Date("2031-03-15T04:30:00Z"), opts);
    expect(await birthdayCoupons(born.email)).toEqual([
      { amount: 2_000, min: 9_900, prefix: "BIRTHDAY", days: 30 },
    ]);
    const [mail] = await mailsTo(t, born.email, "birthday_coupon");
    expect(mail.subject).toBe("Happy birthday from Nestora: $20 off for you");
    expect(mail.textBody).toContain("Happy birthday, Bea!");
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.ownerEmail, born.email));
    expect(mail.textBody).toContain(coupon.code);
    // Later sweeps the same day, and later that year: nothing more.
    await sendBirthdayCoupons(t.database.db, new Date("2031-03-15T20:00:00Z"), opts);
    expect(await birthdayCoupons(born.email)).toHaveLength(1);
    expect(await mailsTo(t, born.email, "birthday_coupon")).toHaveLength(1);
    // Next year: again.
    await sendBirthdayCoupons(t.database.db, new Date("2032-03-15T16:00:00Z"), opts);
    expect(await birthdayCoupons(born.email)).toHaveLength(2);
    const years = await t.database.db
      .select({ period: offerGrants.period })
      .from(offerGrants)
      .where(and(eq(offerGrants.offer, "birthday"), eq(offerGrants.customerId, born.id)));
    expect(years.map((y) => y.period).sort()).toEqual(["2031", "2032"]);
    expect(await birthdayCoupons(unverified.email)).toEqual([]);
    expect(await birthdayCoupons(none.email)).toEqual([]);
  });

  it("29 February birthdays are celebrated on 28 February in other years", async () => {
    const leapling = await createCustomer(t, { verified: true, birthday: "2000-02-29" });
    await sendBirthdayCoupons(t.database.db, new Date("2033-02-28T17:00:00Z"), opts);
    expect(await birthdayCoupons(leapling.email)).toHaveLength(1);
  });
});
