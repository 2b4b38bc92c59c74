import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserInfo } from "../../../contract/customer";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { createCustomer, customerRow, mailsTo, send, sessionFor } from "./account-fixtures.testing";

// My Newsletter's switches (POST /api/customer/newsletter_subscriber) against the real app and
// database: e-mail through double opt-in, texts only with a phone on file.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

type Answer = { info: UserInfo; email_pending: boolean };
const edit = (token: string | undefined, body: Record<string, unknown>) =>
  send<Answer>(t, "POST", "/api/customer/newsletter_subscriber", { token, body });

async function shopper(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t, over);
  return { ...c, token: await sessionFor(t, c.id) };
}

describe("POST /api/customer/newsletter_subscriber", () => {
  it("asks a guest to sign in and refuses a switch that is not 0 or 1", async () => {
    expect((await edit(undefined, { subscriber_email: 1 })).body.code).toBe(401);
    const me = await shopper();
    expect((await edit(me.token, { subscriber_email: 2 })).status).toBe(422);
    expect((await edit(me.token, { subscriber_fax: 1 })).status).toBe(422);
  });

  it("a verified account's address is subscribed at once, and unsubscribed", async () => {
    const me = await shopper({ verified: true });
    const on = await edit(me.token, { subscriber_email: 1 });
    expect(on.body).toMatchObject({ code: 200, message: "Your subscription settings are saved." });
    expect(on.body.result.info.subscriber).toEqual({ subscriber_email: 1, subscriber_sms: 0 });
    expect(on.body.result.email_pending).toBe(false);
    const off = await edit(me.token, { subscriber_email: 0 });
    expect(off.body.result.info.subscriber.subscriber_email).toBe(0);
  });

  it("an unverified address gets a confirmation link and stays off until it is followed", async () => {
    const me = await shopper();
    const on = await edit(me.token, { subscriber_email: 1 });
    expect(on.body.message).toBe(
      "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.",
    );
    expect(on.body.result.info.subscriber.subscriber_email).toBe(0);
    expect(on.body.result.email_pending).toBe(true);
    expect((await mailsTo(t, me.email)).length).toBe(1);
    // Asked again at once: still waiting, no second mail inside the resend minute.
    const again = await edit(me.token, { subscriber_email: 1 });
    expect(again.body.result.email_pending).toBe(true);
    expect((await mailsTo(t, me.email)).length).toBe(1);
    // The page's read says the same.
    const read = await send<Answer>(t, "GET", "/api/customer/newsletter_subscriber", { token: me.token });
    expect(read.body.result).toMatchObject({
      email_pending: true,
      info: { subscriber: { subscriber_email: 0 } },
    });
    expect((await send(t, "GET", "/api/customer/newsletter_subscriber")).body).toMatchObject({ code: 401 });
  });

  it("texts need a phone; switching them on again keeps the first consent; a switch left out stays", async () => {
    const me = await shopper();
    const refused = await edit(me.token, { subscriber_sms: 1 });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: 422,
      message: "Add a mobile phone number in Account Information to get texts.",
    });
    expect((await customerRow(t, me.id)).smsSubscribedAt).toBeNull();

    await t.database.db.update(customers).set({ phone: "609-555-0188" }).where(eq(customers.id, me.id));
    const on = await edit(me.token, { subscriber_sms: 1 });
    expect(on.body.result.info.subscriber.subscriber_sms).toBe(1);
    const first = (await customerRow(t, me.id)).smsSubscribedAt;
    expect(first).not.toBeNull();
    await edit(me.token, { subscriber_sms: 1 });
    expect((await customerRow(t, me.id)).smsSubscribedAt).toEqual(first);
    // Only e-mail sent: texts stay on.
    const emailOnly = await edit(me.token, { subscriber_email: 0 });
    expect(emailOnly.body.result.info.subscriber.subscriber_sms).toBe(1);
    const off = await edit(me.token, { subscriber_sms: 0 });
    expect(off.body.result.info.subscriber.subscriber_sms).toBe(0);
    expect((await customerRow(t, me.id)).smsSubscribedAt).toBeNull();
  });
});
