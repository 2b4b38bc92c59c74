import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/validation";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { mailOutbox } from "../../db/schema/mail";
import { newsletterSubscribers } from "../../db/schema/marketing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const post = (body: BodyInit, type = "application/json") =>
  callJson<{ type: number; customerId: number }>(t.app, "/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
const rows = () => t.database.db.select().from(newsletterSubscribers);

const CONFIRM_SENT =
  "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.";
const ALREADY = "This email address is already subscribed to our newsletter.";

describe("POST /api/newsletter/subscribe", () => {
  it("signs an address up as pending and mails it a confirmation link (type 1: the bundle it will get)", async () => {
    const res = await post(JSON.stringify({ email: "  Shopper@Example.com ", source: "footer" }));
    expect(res.body).toMatchObject({
      code: 200,
      message: CONFIRM_SENT,
      result: { type: 1, customerId: 0, couponExpireAt: 0 },
    });
    const [row] = (await rows()).filter((r) => r.email === "shopper@example.com");
    expect(row).toMatchObject({ confirmedAt: null, customerId: 0, source: "footer" });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "shopper@example.com"), eq(mailOutbox.kind, "newsletter_confirm")));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toMatch(/\/newsletter-subscribe\/confirm\?token=[\w-]{43}\b/);
  });

  it("answers code 400 with its message for an address already confirmed, whatever its case, and adds no subscriber (the bundle it never had is given: type 2)", async () => {
    // Its own confirmed subscriber, so the test stands alone in any order.
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: "confirmed.reader@example.com", source: "footer", confirmedAt: new Date() });
    const before = (await rows()).length;
    const res = await post(
      "email=Confirmed.Reader%40example.com&source=newsletter-page",
      "application/x-www-form-urlencoded",
    );
    expect(res.body).toMatchObject({ code: 400, message: ALREADY, result: { type: 2 } });
    expect((await rows()).length).toBe(before);
  });

  it("refuses a bad address with the spec's messages and writes nothing", async () => {
    const before = (await rows()).length;
    const bad = await post(JSON.stringify({ email: "not-an-email" }));
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(`email: ${MESSAGES.email}`);
    const empty = await post(JSON.stringify({ email: "" }));
    expect(empty.body.message).toBe(`email: ${MESSAGES.required}`);
    const unknown = await post(JSON.stringify({ email: "x@example.com", coupon: "FREE" }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/Unknown field.*coupon/);
    expect((await rows()).length).toBe(before);
  });

  it("accepts multipart forms too", async () => {
    const form = new FormData();
    form.set("email", "multi@example.com");
    form.set("tUserId", "0");
    const res = await callJson(t.app, "/api/newsletter/subscribe", { method: "POST", body: form });
    expect(res.body.code).toBe(200);
  });

  it("keeps one row and mails one link when the same address signs up three times at once", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => post(JSON.stringify({ email: "race@example.com" }))),
    );
    expect(results.map((r) => [r.body.code, r.body.message])).toEqual([
      [200, CONFIRM_SENT],
      [200, CONFIRM_SENT],
      [200, CONFIRM_SENT],
    ]);
    expect((await rows()).filter((r) => r.email === "race@example.com")).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "race@example.com"));
    expect(mails).toHaveLength(1);
  });
});
