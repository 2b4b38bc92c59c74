import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson, createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productBehaviorEvents } from "../../db/schema/statistics";
import { createCustomer, sessionFor } from "../customer/account-fixtures.testing";

let t: TestApp;
let productId: number;
let otherProductId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const rows = (await t.database.db.execute(sql`select id from products order by id limit 2`)) as unknown as {
    rows: { id: number }[];
  };
  [productId, otherProductId] = rows.rows.map((r) => Number(r.id));
}, 120_000);
afterAll(() => t?.close());

const PATH = "/v3/statistics/user-product-behavior";
const post = (body: Record<string, unknown>, form = false, bearer?: string) =>
  callJson<{ recorded: boolean } | null>(t.app, PATH, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: form
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
      : JSON.stringify(body),
  });

const look = (guestId: string, id = productId) =>
  ({ source: "pc", customerId: 0, guestId, behavior: "look", productId: id, country: "us" }) as const;

const eventsOf = (guestId: string) =>
  t.database.db.select().from(productBehaviorEvents).where(eq(productBehaviorEvents.guestId, guestId));

describe("POST /v3/statistics/user-product-behavior", () => {
  it("records a look with the visitor, source and country (url-encoded as the request layer sends it)", async () => {
    const res = await post(look("guest-a"), true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: "", result: { recorded: true } });
    const [event] = await eventsOf("guest-a");
    expect(event).toMatchObject({
      productId,
      behavior: "look",
      customerId: null,
      guestId: "guest-a",
      source: "pc",
      country: "us",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ignores a repeated look of the same product by the same guest within 30 minutes, still answering 200", async () => {
    expect((await post(look("guest-b"))).body.result).toEqual({ recorded: true });
    const again = await post(look("guest-b"));
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ recorded: false });
    // Another product, or another guest, is a new look.
    expect((await post(look("guest-b", otherProductId))).body.result).toEqual({ recorded: true });
    expect((await post(look("guest-c"))).body.result).toEqual({ recorded: true });
    expect(await eventsOf("guest-b")).toHaveLength(2);
    // Concurrent repeats record once.
    const burst = await Promise.all([1, 2, 3, 4].map(() => post(look("guest-d"))));
    expect(burst.filter((r) => r.body.result?.recorded)).toHaveLength(1);
  });

  it("records the look again once 30 minutes have passed", async () => {
    expect((await post(look("guest-e"))).body.result).toEqual({ recorded: true });
    await t.database.db
      .update(productBehaviorEvents)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(productBehaviorEvents.guestId, "guest-e"));
    expect((await post(look("guest-e"))).body.result).toEqual({ recorded: true });
    expect(await eventsOf("guest-e")).toHaveLength(2);
  });

  it("records every purchase (no de-duplication)", async () => {
    const buy = { ...look("guest-f"), behavior: "purchase" };
    expect((await post(buy)).body.result).toEqual({ recorded: true });
    expect((await post(buy)).body.result).toEqual({ recorded: true });
    expect(await eventsOf("guest-f")).toHaveLength(2);
  });

  it("de-duplicates a signed-in customer without a guest id by the session's customer", async () => {
    const me = await createCustomer(t);
    const token = await sessionFor(t, me.id);
    const body = { ...look(""), customerId: me.id };
    expect((await post(body, false, token)).body.result).toEqual({ recorded: true });
    expect((await post(body, false, token)).body.result).toEqual({ recorded: false });
    const rows = await t.database.db
      .select()
      .from(productBehaviorEvents)
      .where(eq(productBehaviorEvents.customerId, String(me.id)));
    expect(rows).toHaveLength(1);
  });

  it("never stores a client-sent customerId: a visitor stays a visitor, a customer stays themself (issue 15 §6)", async () => {
    const victim = await createCustomer(t);
    expect((await post({ ...look("guest-h"), customerId: victim.id })).body.result).toEqual({
      recorded: true,
    });
    expect(await eventsOf("guest-h")).toMatchObject([{ customerId: null, guestId: "guest-h" }]);

    const me = await createCustomer(t);
    const token = await sessionFor(t, me.id);
    const mine = await post({ ...look("guest-i"), customerId: victim.id }, false, token);
    expect(mine.body.result).toEqual({ recorded: true });
    expect(await eventsOf("guest-i")).toMatchObject([{ customerId: String(me.id), guestId: "guest-i" }]);

    // Only a named customer, no session and no device id: nobody to record.
    const nobody = await post({ ...look(""), customerId: victim.id });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe("guestId or customerId is required");
    const victimRows = await t.database.db
      .select()
      .from(productBehaviorEvents)
      .where(eq(productBehaviorEvents.customerId, String(victim.id)));
    expect(victimRows).toHaveLength(0);
  });

  it("answers 422 for a bad behavior or no visitor, 404 for an unknown product", async () => {
    const bad = await post({ ...look("guest-g"), behavior: "stare" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("behavior: behavior must be one of: look, purchase");
    const noVisitor = await post({ ...look(""), customerId: 0 });
    expect(noVisitor.status).toBe(422);
    expect(noVisitor.body.message).toBe("guestId or customerId is required");
    const badId = await post({ ...look("guest-g"), productId: "abc" });
    expect(badId.status).toBe(422);
    const unknown = await post(look("guest-g", 999_999));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    expect(await eventsOf("guest-g")).toHaveLength(0);
  });
});
