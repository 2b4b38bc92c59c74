// No body shape causes a 500 (issue 15 §3): deep nesting, prototype keys, NUL characters, huge
// key counts and repeated keys, in JSON, url-encoded and multipart bodies, over the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

// A call that takes a body; the shape is checked before the call runs (or asks for a session).
const CALL = "/api/customer/address";
const json = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body });
const form = (body: string) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body,
});

describe("request input shapes", () => {
  it("JSON nested 10,000 levels deep (20 KB) is a 400 that says so, not a 500", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const res = await callJson(t.app, CALL, json(deep));
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      400,
      "The body is nested too deeply (at most 32 levels).",
    ]);
    const objects = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    expect((await callJson(t.app, CALL, json(objects))).body.message).toBe(
      "The body is nested too deeply (at most 32 levels).",
    );
  });

  it("nesting up to 32 levels passes the shape check (then the call's own rules answer)", async () => {
    const ok = `{"a":${"[".repeat(31)}${"]".repeat(31)}}`;
    const res = await callJson(t.app, CALL, json(ok));
    expect(res.body.message).not.toContain("nested too deeply");
    const over = `{"a":${"[".repeat(32)}${"]".repeat(32)}}`;
    expect((await callJson(t.app, CALL, json(over))).body.message).toBe(
      "The body is nested too deeply (at most 32 levels).",
    );
  });

  it("a url-encoded a[b][c]… key 10,000 levels deep is a 400", async () => {
    const key = `a${"[b]".repeat(10_000)}`;
    const res = await callJson(t.app, CALL, form(`${key}=1`));
    expect([res.status, res.body.message]).toEqual([
      400,
      "The body is nested too deeply (at most 32 levels).",
    ]);
  });

  it("a multipart field named 10,000 levels deep is a 400", async () => {
    const body = new FormData();
    body.set(`a${"[b]".repeat(10_000)}`, "1");
    const res = await callJson(t.app, CALL, { method: "POST", body });
    expect([res.status, res.body.message]).toEqual([
      400,
      "The body is nested too deeply (at most 32 levels).",
    ]);
  });

  it("__proto__, constructor and prototype keys are refused in JSON at any depth", async () => {
    for (const body of [
      '{"__proto__":{"x":1}}',
      '{"a":{"constructor":{"prototype":{}}}}',
      '[{"prototype":1}]',
    ]) {
      const res = await callJson(t.app, CALL, json(body));
      expect([res.status, res.body.message.startsWith("Field name not allowed in the body: ")], body).toEqual(
        [400, true],
      );
    }
    const res = await callJson(t.app, CALL, form("a[__proto__][x]=1"));
    expect([res.status, res.body.message]).toEqual([400, "Field name not allowed: a[__proto__][x]"]);
  });

  it("a NUL character deep in the body or in a key is a 400", async () => {
    const res = await callJson(t.app, CALL, json('{"a":[{"b":"x\\u0000"}]}'));
    expect([res.status, res.body.message]).toEqual([400, "The body contains a null character."]);
    const key = await callJson(t.app, CALL, json('{"a\\u0000":1}'));
    expect([key.status, key.body.message]).toEqual([400, "The body contains a null character."]);
  });

  it("100,000 made-up keys get a 4xx with a short message", async () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(",");
    const res = await callJson(t.app, CALL, json(`{${keys}}`));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message.length).toBeLessThan(300);
  });

  it("200,000 repeats of one form key are read in linear time", async () => {
    const started = Date.now();
    const res = await callJson(t.app, CALL, form(Array.from({ length: 200_000 }, () => "a=1").join("&")));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    // Appending by copying (the old way) took minutes for this.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("malformed JSON and forms are 400s", async () => {
    expect((await callJson(t.app, CALL, json("[".repeat(100_000)))).status).toBe(400);
    const res = await callJson(t.app, CALL, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not a multipart body",
    });
    expect([res.status, res.body.message]).toEqual([400, "The request body is not a valid form."]);
  });
});
