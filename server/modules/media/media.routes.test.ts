import { describe, expect, it } from "vitest";
import {
  BANNER_PATTERNS,
  BANNER_SIZES,
  bannerImageUrl,
  parseBannerImageFile,
  renderBannerImage,
} from "./banner-image";
import { createMediaRoutes } from "./media.routes";
import {
  PRODUCT_IMAGE_KINDS,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_VIEWS,
  parseProductImageFile,
  productImageFile,
  productImageUrl,
  renderProductImage,
} from "./product-image";

const app = createMediaRoutes();
const COLORS = ["3b4a6f", "f5f5f3", "1f1f1f", "c9a27e", "e3b7b0"];

/** A rough well-formedness check: every opened element is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe("GET /media/catalog/product/:file", () => {
  it("serves a valid SVG with immutable caching and an ETag", async () => {
    const res = await app.request("/media/catalog/product/sofa-3b4a6f-2-800x800.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const body = await res.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
    expect(body.endsWith("</svg>")).toBe(true);
    expect(body).toContain("#3b4a6f");
    expect(balanced(body)).toBe(true);

    const again = await app.request("/media/catalog/product/sofa-3b4a6f-2-800x800.svg");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const url = "/media/catalog/product/bed-c9a27e-1-600x600.svg";
    const etag = (await app.request(url)).headers.get("etag")!;
    const res = await app.request(url, { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(await res.text()).toBe("");
    const other = await app.request(url, { headers: { "If-None-Match": '"nope"' } });
    expect(other.status).toBe(200);
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await app.request("/media/catalog/product/lamp-222222-3-400x400.svg", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });

  it.each([
    "sofa-3B4A6F-2-800x800.svg",
    "couch-3b4a6f-2-800x800.svg",
    "sofa-3b4a6f-0-800x800.svg",
    "sofa-3b4a6f-6-800x800.svg",
    "sofa-3b4a6f-2-800x600.svg",
    "sofa-3b4a6f-2-801x801.svg",
    "sofa-3b4a6f-2-8000x8000.svg",
    "sofa-3b4a6-2-800x800.svg",
    "sofa-3b4a6f-2-800x800.png",
    "sofa-3b4a6f-2-800x800.svg.gz",
    "-3b4a6f-2-800x800.svg",
    "sofa--3b4a6f-2-800x800.svg",
    "%2e%2e%2fetc%2fpasswd",
    "sofa-3b4a6f-02-800x800.svg",
  ])("answers 404 for %s", async (file) => {
    const res = await app.request(`/media/catalog/product/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("renders every kind, view, size and colour small and well-formed", () => {
    for (const kind of PRODUCT_IMAGE_KINDS) {
      for (const view of PRODUCT_IMAGE_VIEWS) {
        for (const color of COLORS) {
          const size = PRODUCT_IMAGE_SIZES[(view + color.length) % PRODUCT_IMAGE_SIZES.length];
          const svg = renderProductImage({ kind, color, view, width: size, height: size });
          expect(svg.length, `${kind} ${view} ${color}`).toBeLessThan(3072);
          expect(svg).toContain(`width="${size}" height="${size}"`);
          expect(balanced(svg), `${kind} ${view}`).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined/);
        }
      }
    }
  });

  it("round-trips urls through the file-name parser", () => {
    const params = { kind: "mini-split" as const, color: "f5f5f3", view: 4, width: 800, height: 800 };
    expect(productImageUrl(params)).toBe("/media/catalog/product/mini-split-f5f5f3-4-800x800.svg");
    expect(parseProductImageFile(productImageFile(params))).toEqual(params);
    expect(productImageFile({ ...params, color: "#F5F5F3" })).toBe("mini-split-f5f5f3-4-800x800.svg");
  });
});

describe("GET /media/banner/:file", () => {
  it("serves banners at their declared size", async () => {
    const url = bannerImageUrl({
      pattern: "arches",
      kind: "sofa",
      color: "2f3e5c",
      width: 1600,
      height: 600,
    });
    expect(url).toBe("/media/banner/arches-sofa-2f3e5c-1600x600.svg");
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toBeTruthy();
    const body = await res.text();
    expect(body).toContain('width="1600" height="600" viewBox="0 0 1600 600"');
    expect(body).not.toContain("<text");
  });

  it("renders every pattern and size small and well-formed", () => {
    for (const pattern of BANNER_PATTERNS) {
      for (const [width, height] of BANNER_SIZES) {
        for (const kind of ["sofa", "portable-ac", "massage-chair", "patio-dining"] as const) {
          const svg = renderBannerImage({ pattern, kind, color: "c9a27e", width, height });
          expect(svg.length).toBeLessThan(3072);
          expect(balanced(svg)).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined/);
        }
      }
    }
  });

  it.each([
    "arches-sofa-2f3e5c-1600x601.svg",
    "zigzag-sofa-2f3e5c-1600x600.svg",
    "arches-couch-2f3e5c-1600x600.svg",
    "arches-sofa-2F3E5C-1600x600.svg",
    "arches-sofa-2f3e5c.svg",
    "arches-sofa-2f3e5c-1600x600.jpg",
  ])("answers 404 for %s", async (file) => {
    expect(parseBannerImageFile(file)).toBeNull();
    const res = await app.request(`/media/banner/${file}`);
    expect(res.status).toBe(404);
  });
});
