import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressDocument } from "./compress-document";

const page = `<!DOCTYPE html><html><body>${"<p>A sofa for every room.</p>".repeat(200)}</body></html>`;

const app = new Hono();
app.use(compressDocument());
app.get("/", (c) => c.html(page));
app.get("/small", (c) => c.html("<p>hi</p>"));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("page compression", () => {
  it("sends brotli to a client that takes it, with its length, and it decodes to the page", async () => {
    const res = await get("/", "gzip, deflate, br, zstd");
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(page);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("sends gzip to a client that takes gzip but not brotli (or refuses it with q=0)", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const res = await get("/", accept);
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
    }
  });

  it("sends the page as it is to a client that takes neither, and a page under 1 KB uncompressed", async () => {
    const plain = await get("/", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    const small = await get("/small", "br, gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe("9");
  });
});
