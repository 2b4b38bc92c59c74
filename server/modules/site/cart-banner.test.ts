import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_BANNER_PATH, type CartBanner } from "../../../contract/cart-banner";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { testDeps } from "../../../tests/helpers/test-deps";
import { createApp } from "../../app";
import { homeBlocks } from "../../db/schema/site";

// GET /api/cart/banner against the real app and database: the seeded operator banner, its
// picture really served, public caching, and null while no banner is configured.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t?.close());

const bannerOf = async (app = t.app) => {
  const res = await callJson<CartBanner | null>(app, CART_BANNER_PATH);
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.message).toBe(200);
  return { banner: res.body.result, headers: res.headers };
};

/** The app over the same database with a fresh shared cache, as after the cache's lifetime. */
const freshApp = () => createApp({ deps: testDeps(t.database) });

/** Runs `check` with the cart-page rows taken out of home_blocks, putting them back afterwards. */
async function withoutCartRows(check: () => Promise<void>, kinds: ("cart_banner" | "plus_cart")[]) {
  const kept = await t.database.db.delete(homeBlocks).where(inArray(homeBlocks.kind, kinds)).returning();
  try {
    await check();
  } finally {
    if (kept.length > 0) await t.database.db.insert(homeBlocks).values(kept);
  }
}

describe("GET /api/cart/banner", () => {
  it("answers the operator's banner: title, subtitle, link, and a sized picture with the title as alt", async () => {
    const { banner, headers } = await bannerOf();
    expect(banner).not.toBeNull();
    if (!banner) return;
    expect(banner.title).toBe("A Free Gift on Orders Over $100");
    expect(banner.subtitle).not.toBe("");
    expect(banner.url).toBe("/free-gift-rules");
    expect(banner.image).toEqual({
      url: expect.stringMatching(/^\/media\/banner\/.+-1600x600\.svg$/),
      alt: banner.title,
      width: 1600,
      height: 600,
    });
    // The same for every shopper: browsers and CDNs may keep it for a minute.
    expect(headers.get("cache-control")).toMatch(/^public, max-age=60\b/);
    const picture = await t.app.request(banner.image.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("the first banner by position counts; a row without a picture configures nothing", async () => {
    await withoutCartRows(async () => {
      await t.database.db.insert(homeBlocks).values([
        { kind: "cart_banner", position: 1, title: "No picture", url: "/x", image: null, productIds: [] },
        {
          kind: "cart_banner",
          position: 3,
          title: "Later",
          url: "/later",
          image: "/media/banner/waves-sofa-2f3e5c-1600x600.svg",
          imageWidth: 1600,
          imageHeight: 600,
          productIds: [],
        },
        {
          kind: "cart_banner",
          position: 2,
          title: "First",
          subtitle: "",
          url: "/outdoor.html",
          image: "/media/banner/arches-sofa-2f3e5c-800x800.svg",
          imageWidth: 800,
          imageHeight: 800,
          productIds: [],
        },
      ]);
      try {
        const { banner } = await bannerOf(freshApp());
        expect(banner).toEqual({
          title: "First",
          subtitle: "",
          url: "/outdoor.html",
          image: {
            url: "/media/banner/arches-sofa-2f3e5c-800x800.svg",
            alt: "First",
            width: 800,
            height: 800,
          },
        });
      } finally {
        await t.database.db.delete(homeBlocks).where(inArray(homeBlocks.kind, ["cart_banner"]));
      }
    }, ["cart_banner"]);
  });

  it("answers null while no cart banner is configured (the Plus+ picture is not a banner)", async () => {
    await withoutCartRows(async () => {
      expect((await bannerOf(freshApp())).banner).toBeNull();
    }, ["cart_banner"]);
  });

  it("reads the rows through the shared cache: a change shows once the cache's lifetime is over", async () => {
    expect((await bannerOf()).banner).not.toBeNull();
    await withoutCartRows(async () => {
      // Same app, same cache: still the banner it read (no query per call).
      expect((await bannerOf()).banner).not.toBeNull();
      t.deps.cache.clear();
      expect((await bannerOf()).banner).toBeNull();
    }, ["cart_banner"]);
    t.deps.cache.clear();
  });
});
