import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/validation";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from "./newsletter.service";

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

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes an address once and says so (type 5: a message to show)", async () => {
    const res = await post(JSON.stringify({ email: "  Shopper@Example.com ", source: "footer" }));
    expect(res.body).toMatchObject({
      code: 200,
      message: SUBSCRIBED_MESSAGE,
      result: { type: 5, customerId: 0 },
    });
    expect((await rows()).map((r) => r.email)).toContain("shopper@example.com");
  });

  it("answers code 400 with its message for an address already subscribed, whatever its case, and adds nothing", async () => {
    const before = (await rows()).length;
    const res = await post(
      "email=SHOPPER%40example.com&source=newsletter-page",
      "application/x-www-form-urlencoded",
    );
    expect(res.body).toMatchObject({ code: 400, message: ALREADY_SUBSCRIBED_MESSAGE, result: { type: 5 } });
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

  it("keeps one row when the same address signs up twice at once", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => post(JSON.stringify({ email: "race@example.com" }))),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400, 400]);
    expect((await rows()).filter((r) => r.email === "race@example.com")).toHaveLength(1);
  });
});
