import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { requestIdAndLog } from "./request-id";

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line)));
  const app = new Hono();
  app.use(requestIdAndLog(logger));
  app.get("/work", async (c) => {
    logger.info("before the await");
    await new Promise((r) => setTimeout(r, 2));
    logger.warn("after the await");
    return c.text(c.get("requestId"));
  });
  return { app, lines };
}

describe("requestIdAndLog", () => {
  it("gives the request an id that every log line of it and the response header carry", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/work");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toBe(id);
    expect(lines.map((l) => l.msg)).toEqual(["before the await", "after the await", "request"]);
    for (const line of lines) expect(line.requestId).toBe(id);
    expect(lines[2]).toMatchObject({ method: "GET", path: "/work", status: 200 });
  });

  it("keeps a well-formed upstream X-Request-Id and replaces a malformed one", async () => {
    const { app } = appWithLog();
    const kept = await app.request("/work", { headers: { "x-request-id": "lb-12345678" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-12345678");
    // Too short, and characters that could forge log fields: both replaced with a fresh id.
    for (const bad of ["short", '"},{"level":"error"']) {
      const replaced = await app.request("/work", { headers: { "x-request-id": bad } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives concurrent requests different ids", async () => {
    const { app } = appWithLog();
    const [a, b] = await Promise.all([app.request("/work"), app.request("/work")]);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("logs in-process page-loader calls at debug, not as access lines", async () => {
    const { app, lines } = appWithLog();
    await app.request("/work", { headers: { "x-internal-call": "1" } });
    expect(lines.at(-1)).toMatchObject({ level: "debug", msg: "internal request" });
  });
});
