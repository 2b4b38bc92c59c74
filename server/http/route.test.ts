import { gunzipSync } from "node:zlib";
import { eq, like } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCall } from "../../contract/call";
import { flag, int, list, text } from "../../contract/fields";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { testDeps } from "../../tests/helpers/test-deps";
import { siteSettings } from "../db/schema/site";
import type { Deps } from "./context";
import { mapError } from "./errors";
import { requestIdAndLog } from "./request-id";
import { acceptsGzip, Reply, route } from "./route";

// No contract call takes a body yet, so this file registers a test-only call with `route(...)`
// that WRITES to the real database: every bad input below must leave the table untouched.
const saveNote = defineCall({
  method: "post",
  path: "/api/test/notes",
  tag: "test",
  summary: "test-only",
  body: z.object({
    name: text(40).min(1, "name is required"),
    subscribe: flag,
    tags: list(z.string()),
    qty: int(1, 99),
    address: z.object({ city: z.string(), zip: z.string() }).optional(),
  }),
  result: z.object({ saved: z.string() }),
});

const findNote = defineCall({
  method: "get",
  path: "/api/test/notes/:name",
  tag: "test",
  summary: "test-only",
  params: z.object({ name: z.string().min(3, "name must be at least 3 characters") }),
  query: z.object({ tag: list(z.string()), verbose: flag.optional() }),
  result: z.object({ name: z.string(), tag: z.array(z.string()), verbose: z.boolean().optional() }),
});

let database: TestDatabase;
let deps: Deps;
let app: Hono;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database);
  app = new Hono();
  // The same error mapper createApp installs.
  app.onError((err, c) => {
    const { status, body } = mapError(err, deps.logger);
    return c.json(body, status as 500);
  });
  route(app, deps, saveNote, async (ctx, { body }) => {
    await ctx.db.insert(siteSettings).values({ key: `note:${body.name}`, value: body });
    if (body.qty === 99) return new Reply(2002, "Too many", { saved: body.name }, 429);
    return { saved: body.name };
  });
  route(app, deps, findNote, (_ctx, { params, query }) => ({ name: params.name, ...query }));
});

afterAll(() => database?.close());

const notes = () => database.db.select().from(siteSettings).where(like(siteSettings.key, "note:%"));
const stored = async (name: string) =>
  (
    await database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, `note:${name}`))
  )[0]?.value;

async function post(body: BodyInit, contentType?: string) {
  const res = await app.request("/api/test/notes", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : undefined,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; result: unknown },
  };
}

describe("route(): bodies in every encoding the client sends", () => {
  it("accepts JSON and answers the envelope", async () => {
    const res = await post(
      JSON.stringify({
        name: "json",
        subscribe: 1,
        tags: ["a", "b"],
        qty: 2,
        address: { city: "LA", zip: "90001" },
      }),
      "application/json",
    );
    expect(res).toEqual({ status: 200, body: { code: 200, message: "", result: { saved: "json" } } });
    expect(await stored("json")).toEqual({
      name: "json",
      subscribe: true,
      tags: ["a", "b"],
      qty: 2,
      address: { city: "LA", zip: "90001" },
    });
  });

  it("accepts url-encoded with nested a[b] keys, a[] lists and 1/0 booleans", async () => {
    const form = new URLSearchParams([
      ["name", "form"],
      ["subscribe", "0"],
      ["tags[]", "x"],
      ["tags[]", "y"],
      ["qty", "3"],
      ["address[city]", "Austin"],
      ["address[zip]", "73301"],
    ]);
    const res = await post(form.toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(200);
    expect(await stored("form")).toEqual({
      name: "form",
      subscribe: false,
      tags: ["x", "y"],
      qty: 3,
      address: { city: "Austin", zip: "73301" },
    });
  });

  it("accepts multipart form data the same way", async () => {
    const form = new FormData();
    form.append("name", "multi");
    form.append("subscribe", "1");
    form.append("tags[]", "only");
    form.append("qty", "4");
    form.append("address[city]", "Reno");
    form.append("address[zip]", "89501");
    const res = await app.request("/api/test/notes", { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(await stored("multi")).toEqual({
      name: "multi",
      subscribe: true,
      tags: ["only"],
      qty: 4,
      address: { city: "Reno", zip: "89501" },
    });
  });

  it("reads an empty array sent as null as an empty list, and booleans as true/false too", async () => {
    const res = await post(
      JSON.stringify({ name: "nulls", subscribe: false, tags: null, qty: "5" }),
      "application/json",
    );
    expect(res.status).toBe(200);
    expect(await stored("nulls")).toEqual({ name: "nulls", subscribe: false, tags: [], qty: 5 });
  });

  it("passes an expected non-200 outcome (Reply) through with its code and status", async () => {
    const res = await post(
      JSON.stringify({ name: "reply", subscribe: 1, tags: [], qty: 99 }),
      "application/json",
    );
    expect(res).toEqual({
      status: 429,
      body: { code: 2002, message: "Too many", result: { saved: "reply" } },
    });
  });
});

describe("route(): bad input gets a 4xx envelope and nothing is written", () => {
  const bad = [
    {
      why: "malformed JSON",
      body: '{"name": "broken",',
      type: "application/json",
      status: 400,
      message: "The request body is not valid JSON.",
    },
    {
      why: "an unknown field",
      body: JSON.stringify({ name: "unknown", subscribe: 1, tags: [], qty: 1, colour: "red" }),
      type: "application/json",
      status: 422,
      message: "Unknown field in body: colour",
    },
    {
      why: "a wrong type",
      body: JSON.stringify({ name: "wrongtype", subscribe: 1, tags: [], qty: "lots" }),
      type: "application/json",
      status: 422,
      message: "qty: must be a number",
    },
    {
      why: "a number out of range",
      body: JSON.stringify({ name: "range", subscribe: 1, tags: [], qty: 500 }),
      type: "application/json",
      status: 422,
      message: "qty: must be at most 99",
    },
    {
      why: "a boolean that is not 1/0",
      body: JSON.stringify({ name: "flag", subscribe: "maybe", tags: [], qty: 1 }),
      type: "application/json",
      status: 422,
      message: /^subscribe: /,
    },
    {
      why: "a missing required field",
      body: JSON.stringify({ subscribe: 1, tags: [], qty: 1 }),
      type: "application/json",
      status: 422,
      message: /^name: /,
    },
    {
      why: "a __proto__ form key",
      body: "name=proto&subscribe=1&qty=1&__proto__[polluted]=yes",
      type: "application/x-www-form-urlencoded",
      status: 400,
      message: "Field name not allowed: __proto__[polluted]",
    },
    {
      why: "a nested constructor.prototype form key",
      body: "name=ctor&subscribe=1&qty=1&address[constructor][prototype][polluted]=yes",
      type: "application/x-www-form-urlencoded",
      status: 400,
      message: /^Field name not allowed/,
    },
    {
      why: "a __proto__ JSON key",
      body: '{"name":"protojson","subscribe":1,"tags":[],"qty":1,"__proto__":{"polluted":"yes"}}',
      type: "application/json",
      // Refused at the edge like the form key (server/http/input.ts), before any schema.
      status: 400,
      message: "Field name not allowed in the body: __proto__",
    },
    {
      why: "a body in an encoding the API does not speak",
      body: "name=plain",
      type: "text/plain",
      status: 415,
      message: /application\/json/,
    },
  ];

  for (const t of bad) {
    it(`refuses ${t.why} with ${t.status}`, async () => {
      const before = (await notes()).length;
      const res = await post(t.body, t.type);
      expect(res.status).toBe(t.status);
      expect(res.body.code).toBe(t.status);
      expect(res.body.result).toBeNull();
      if (typeof t.message === "string") expect(res.body.message).toBe(t.message);
      else expect(res.body.message).toMatch(t.message);
      expect((await notes()).length).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it("refuses a file upload where text is expected", async () => {
    const form = new FormData();
    form.append("name", "file");
    form.append("subscribe", "1");
    form.append("qty", "1");
    form.append("tags", new Blob(["x"]), "x.txt");
    const before = (await notes()).length;
    const res = await app.request("/api/test/notes", { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "File uploads are not accepted here: tags",
    );
    expect((await notes()).length).toBe(before);
  });
});

describe("route(): path parameters and query strings", () => {
  it("validates path params and reads repeated query keys as lists", async () => {
    const res = await app.request("/api/test/notes/lamp?tag=a&tag=b&verbose=1");
    expect(await res.json()).toEqual({
      code: 200,
      message: "",
      result: { name: "lamp", tag: ["a", "b"], verbose: true },
    });
    const brackets = await app.request("/api/test/notes/lamp?tag[]=one");
    expect(((await brackets.json()) as { result: { tag: string[] } }).result.tag).toEqual(["one"]);
  });

  it("answers 422 naming a bad path parameter", async () => {
    const res = await app.request("/api/test/notes/ab");
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 422,
      message: "name: name must be at least 3 characters",
      result: null,
    });
  });
});

describe("the request context", () => {
  it("carries the request id into services even inside the API sub-app", async () => {
    const whoAmI = defineCall({
      method: "get",
      path: "/api/test/request-id",
      tag: "test",
      summary: "test-only",
      result: z.object({ requestId: z.string() }),
    });
    // The same shape as createApp: the outer app assigns the id, the API sub-app gets a new context.
    const api = new Hono();
    route(api, deps, whoAmI, (ctx) => ({ requestId: ctx.requestId }));
    const outer = new Hono();
    outer.use(requestIdAndLog(deps.logger));
    outer.use("*", async (c) => api.fetch(c.req.raw));
    const res = await outer.request("/api/test/request-id", { headers: { "x-request-id": "req-abc-12345" } });
    expect(((await res.json()) as { result: { requestId: string } }).result.requestId).toBe("req-abc-12345");
  });
});

describe("the JSON answer and its compression", () => {
  const bigTag = "x".repeat(2000);
  const get = (headers: Record<string, string>) =>
    app.request(`/api/test/notes/some-note?tag=${bigTag}`, { headers });

  it("gzips an answer of 1 KB or more for a client that takes gzip, with its length and Vary", async () => {
    const res = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("application/json");
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(zipped.length);
    const body = JSON.parse(gunzipSync(zipped).toString("utf8"));
    expect(body).toEqual({ code: 200, message: "", result: { name: "some-note", tag: [bigTag] } });
  });

  it("sends the answer as it is to a client that does not take gzip, or refuses it with q=0", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "accept-encoding": "br" },
      { "accept-encoding": "gzip;q=0, br" },
    ];
    for (const headers of cases) {
      const res = await get(headers);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(((await res.json()) as { result: { tag: string[] } }).result.tag).toEqual([bigTag]);
    }
  });

  it("sends a small answer as it is, with its length", async () => {
    const res = await app.request("/api/test/notes/small-note", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    const text = await res.text();
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).result.name).toBe("small-note");
  });

  it("reads Accept-Encoding as HTTP means it", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
