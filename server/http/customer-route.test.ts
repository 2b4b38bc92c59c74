import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createCustomer, sessionFor } from "../modules/customer/account-fixtures.testing";

// customerRoute (route.ts): a customer's own call refuses guests before the service runs, and
// every answer (a result or a refusal) is marked no-store, since each is one customer's alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t?.close());

const get = (path: string, token?: string) =>
  t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("customerRoute", () => {
  it("answers a guest 401 with the sign-in message", async () => {
    const res = await get("/api/customer/returns", await sessionFor(t, null));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: number }).code).toBe(401);
  });

  it("marks a customer's result and a refusal of theirs no-store", async () => {
    const me = await createCustomer(t);
    const token = await sessionFor(t, me.id);
    const list = await get("/api/customer/returns", token);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const missing = await get("/api/customer/return/R999999999-1", token);
    expect(((await missing.json()) as { code: number }).code).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });
});
