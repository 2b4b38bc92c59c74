// Offers asked for before the address is confirmed are granted by the confirmation, once: the
// mailed link, a signed-in customer's own verified address, or verifying the account's address.
// Against the real app and database; the mailbox is the outbox.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, offerGrants, offerRequests } from "../../db/schema/coupons";
import type { Who } from "../cart/cart.testing";
import {
  codeIn,
  createCustomer,
  latestMail,
  sessionFor,
  uniqueEmail,
} from "../customer/account-fixtures.testing";
import { send } from "../order/order.testing";
import { subscribeAddress } from "./newsletter.service";
import { confirmTokenIn } from "./newsletter.testing";
import { requestOffer } from "./offer-requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const ctx = () => ({ config: t.deps.config, origin: "http://127.0.0.1", now: new Date() });

/** A sign-up that asks for `offer`, as an offer's form does: the request, then the subscription. */
const signUp = (
  email: string,
  offer: "subscribe" | "baby",
  customerId: number | null = null,
  proven = false,
) =>
  t.database.db.transaction(async (tx) => {
    await requestOffer(tx, new Date(), { offer, email, customerId });
    return subscribeAddress(ctx(), tx, { email, source: offer, customerId, proven });
  });

const owned = async (email: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.ownerEmail, email))).map((c) => c.amount);

const confirmToken = (email: string) => confirmTokenIn(t, email);

describe("offers asked for before confirmation", () => {
  it("a pending sign-up gets nothing; the link grants the bundle ($200 in five coupons, three months) once", async () => {
    const email = uniqueEmail("bundle");
    expect(await signUp(email, "subscribe")).toBe("pending");
    expect(await owned(email)).toEqual([]);
    const token = await confirmToken(email);
    const res = await send(t.app, "GET", `/api/newsletter/confirm?token=${token}`);
    expect(res.body.code).toBe(200);
    expect((await owned(email)).sort((a, b) => a - b)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000]);
    const [grant] = await t.database.db.select().from(offerGrants).where(eq(offerGrants.email, email));
    expect(grant.expiresAt.getTime() - grant.grantedAt.getTime()).toBe(90 * 86_400_000);
    // Following the link again, or signing up again, gives nothing more.
    await send(t.app, "GET", `/api/newsletter/confirm?token=${token}`);
    expect(await signUp(email, "subscribe")).toBe("already");
    expect(await owned(email)).toHaveLength(5);
  });

  it("a confirmed address that asks for another offer gets it at once", async () => {
    const email = uniqueEmail("baby");
    await signUp(email, "subscribe");
    await send(t.app, "GET", `/api/newsletter/confirm?token=${await confirmToken(email)}`);
    expect(await signUp(email, "baby")).toBe("already");
    expect((await owned(email)).filter((a) => a === 1_500)).toEqual([1_500]);
    const [row] = await t.database.db
      .select()
      .from(offerRequests)
      .where(and(eq(offerRequests.email, email), eq(offerRequests.offer, "baby")));
    expect(row.grantedAt).not.toBeNull();
  });

  it("a signed-in customer's own verified address is granted at once, to that customer", async () => {
    const me = await createCustomer(t, { verified: true });
    expect(await signUp(me.email, "baby", me.id, true)).toBe("confirmed");
    const [grant] = await t.database.db.select().from(offerGrants).where(eq(offerGrants.email, me.email));
    expect(grant).toMatchObject({ offer: "baby", customerId: me.id });
    expect(await owned(me.email)).toEqual([1_500]);
  });

  it("verifying the account's address confirms the customer's own sign-up and grants its offer", async () => {
    const me = await createCustomer(t, { verified: false });
    const who: Who = { bearer: await sessionFor(t, me.id) };
    expect(await signUp(me.email, "subscribe", me.id)).toBe("pending");
    expect(await owned(me.email)).toEqual([]);
    expect((await send(t.app, "POST", "/api/customer/verify_code_email", {}, who)).body.code).toBe(200);
    const code = codeIn(await latestMail(t, me.email, "verification_code"));
    const verified = await send<{ token: string }>(
      t.app,
      "POST",
      "/api/customer/verify_email_code",
      { email: me.email, verify_code: code, operation: "register" },
      who,
    );
    expect(verified.body.code).toBe(200);
    expect(await owned(me.email)).toHaveLength(5);
    // Verifying signs the customer in afresh (a new session token).
    const wallet = await send<{ list: { couponCode: string }[] }>(
      t.app,
      "POST",
      "/api/CouponList",
      {},
      {
        bearer: verified.body.result.token,
      },
    );
    expect(wallet.body).toMatchObject({ code: 200 });
    expect(wallet.body.result.list.filter((c) => c.couponCode.startsWith("WELCOME-"))).toHaveLength(5);
  });
});
