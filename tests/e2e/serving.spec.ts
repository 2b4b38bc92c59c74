import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// How the built server answers, seen from a client: caching, compression and security headers.
test.describe("Serving the built app", () => {
  test("pages are compressed and carry a CSP naming every inline script that runs by its hash", async ({
    request,
  }) => {
    const res = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toMatch(/accept-encoding/i);
    // Sent in one piece (server/http/compress-document.ts), so its length is known up front.
    expect(Number(headers["content-length"])).toBeGreaterThan(1000);
    const csp = headers["content-security-policy"] ?? "";
    // No per-response nonce: the page and its policy are the same bytes for every shopper without
    // a session, so a cache may keep them (docs/decisions/0021-cacheable-pages.md).
    expect(csp).not.toContain("nonce");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // No page may be framed but the Plus+ payment page (decision 0036).
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(csp).toContain("frame-ancestors 'none'");

    const html = await res.text();
    // JSON-LD blocks are data the browser never executes (CSP does not apply); every script that
    // runs is named in the policy by the SHA-256 of its text.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !m[1].includes('type="application/ld+json"'),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, , text] of inlineScripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    }
    expect(html, "home carries its Organization JSON-LD").toContain('type="application/ld+json"');

    const again = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(again.headers()["content-security-policy"]).toBe(csp);
  });

  test("a client that takes no gzip gets the page as it is, with its length", async ({ request }) => {
    const res = await request.get("/", { headers: { "accept-encoding": "identity" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"]).toBeUndefined();
    // A shared cache must not hand this copy to a client that takes gzip, nor the other way round.
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    const html = await res.body();
    expect(Number(res.headers()["content-length"])).toBe(html.length);
    expect(html.toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
  });

  test("public files beside the assets are served, with an hour's caching", async ({ request }) => {
    const res = await request.get("/favicon.svg");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/svg/);
    expect(res.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(await res.text()).toContain("<svg");
  });

  test("hashed assets are served precompressed with immutable caching", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
      /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, "the page loads a hashed script").toBeTruthy();
    for (const encoding of ["br", "gzip"]) {
      const res = await request.get(script as string, { headers: { "accept-encoding": encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-encoding"]).toBe(encoding);
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers()["content-type"]).toMatch(/javascript/);
    }
    const missing = await request.get("/assets/no-such-file-1234.js");
    expect(missing.status()).toBe(404);
  });

  test("the version file is the running build's and never cached", async ({ request }) => {
    const res = await request.get(`/version.json?t=${Date.now()}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    const built = JSON.parse(readFileSync("build/version.json", "utf8")) as { version: string };
    expect(await res.json()).toEqual({ data: { version: built.version } });
  });

  test("health endpoints answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect((await request.get("/readyz")).status()).toBe(200);
  });
});
