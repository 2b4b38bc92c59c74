import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartBanner } from "../../../contract/cart-banner";
import type { AddToCartResult } from "../../../contract/cart-constants";
import { homeBlocks } from "../../../server/db/schema/site";
import {
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../../../server/modules/cart/cart.testing";
import { tagsWith } from "../../../tests/helpers/html-tags";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as cartRoute from "../../routes/cart";
import { PLUS_PAGE_PATH } from "../plus/plus-paths";
import { browserOverApp } from "../session/browser-over-app.testing";
import { pageArgs } from "../session/page-context.testing";
import { cartOf } from "./cart-fixtures.testing";
import type { CartPageData } from "./cart-page.server";
import { CartPageView } from "./cart-page-view";

// The Cart page's operator pictures, server-rendered: the cart banner (while the cart answers
// cartBannerStatus 1) and the Plus+ picture beside the Plus+ saving (while plusImg is set) —
// from cart answers shaped as the API gives them, and end to end through the route's loader.

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const render = async (data: CartPageData) =>
  text(await renderInRouter(<CartPageView data={data} />, { url: "/checkout/cart", pageData: data }));

const BANNER: CartBanner = {
  title: "A Free Gift on Orders Over $100",
  subtitle: "Add your free gift right here in the cart",
  url: "/free-gift-rules",
  image: {
    url: "/media/banner/sunrise-lamp-b5654a-1600x600.svg",
    alt: "A Free Gift on Orders Over $100",
    width: 1600,
    height: 600,
  },
};
const PLUS_IMG = "/media/banner/blocks-massage-chair-d4a33b-800x800.svg";

const bannerHtml = (html: string) =>
  html.match(/<aside[^>]*data-testid="cart-banner"[^>]*>.*?<\/aside>/s)?.[0] ?? "";
const plusHtml = (html: string) =>
  html.match(/<div[^>]*data-testid="plus-savings"[^>]*>.*?<\/div>/s)?.[0] ?? "";

describe("the cart banner", () => {
  it("shows the sized picture with the title as alt text, linking to the banner's url", async () => {
    const html = await render({ cart: cartOf({ cartBannerStatus: 1 }), later: [], banner: BANNER });
    const banner = bannerHtml(html);
    expect(banner).toMatch(/<a[^>]*href="\/free-gift-rules"/);
    expect(
      tagsWith(banner, "img", {
        src: "/media/banner/sunrise-lamp-b5654a-1600x600.svg",
        alt: "A Free Gift on Orders Over $100",
        width: "1600",
        height: "600",
      }),
    ).toHaveLength(1);
    expect(banner).toContain("Add your free gift right here in the cart");
    // The drawn title repeats the alt text, so screen readers skip it.
    expect(banner).toMatch(/<span aria-hidden="true"[^>]*>A Free Gift on Orders Over \$100<\/span>/);
  });

  it("shows above an empty cart too", async () => {
    const html = await render({
      cart: cartOf({ cartBannerStatus: 1, list: [], items_qty: 0, items_count: 0 }),
      later: [],
      banner: BANNER,
    });
    expect(html).toContain("Your shopping cart is empty.");
    expect(bannerHtml(html)).not.toBe("");
  });

  it("is not shown while cartBannerStatus is 0, nor without banner data, nor when the cart failed to load", async () => {
    expect(
      bannerHtml(await render({ cart: cartOf({ cartBannerStatus: 0 }), later: [], banner: BANNER })),
    ).toBe("");
    expect(bannerHtml(await render({ cart: cartOf({ cartBannerStatus: 1 }), later: [], banner: null }))).toBe(
      "",
    );
    expect(bannerHtml(await render({ cart: null, later: [], banner: BANNER }))).toBe("");
  });
});

describe("the Plus+ picture", () => {
  it("sits beside the Plus+ saving, sized, with alt text, linking to the Plus+ page", async () => {
    const html = await render({
      cart: cartOf({ is_plus_allow: true, plusTotal: 29.7, plusImg: PLUS_IMG }),
      later: [],
    });
    const plus = plusHtml(html);
    expect(plus).toContain("Save $29.70 on this order with Plus+");
    // The picture is the link's content.
    expect(plus).toMatch(new RegExp(`<a[^>]*href="${PLUS_PAGE_PATH}"[^>]*><img `));
    expect(
      tagsWith(plus, "img", { src: PLUS_IMG, alt: "Join Plus+", width: "64", height: "64" }),
    ).toHaveLength(1);
  });

  it("is left out without plusImg; no saving, no picture", async () => {
    const without = plusHtml(
      await render({ cart: cartOf({ is_plus_allow: true, plusTotal: 29.7, plusImg: null }), later: [] }),
    );
    expect(without).toContain("Save $29.70 on this order with Plus+");
    expect(without).not.toContain("<img");
    const html = await render({ cart: cartOf({ is_plus_allow: false, plusImg: PLUS_IMG }), later: [] });
    expect(html).not.toContain(PLUS_IMG);
  });
});

describe("end to end through the Cart route's loader", () => {
  let t: TestApp;
  let supply: () => Promise<SeededProduct>;

  beforeAll(async () => {
    t = await createTestApp({ products: 20 });
    supply = productSupply(t, await seededProducts(t));
  });
  afterAll(() => t?.close());

  it("a non-member whom Plus+ would save money sees the seeded cart banner and Plus+ picture", async () => {
    const browser = browserOverApp(t);
    const p = await supply();
    await pinVariant(t, p.variants[0].id, { priceCents: 100_00, plusPriceCents: 85_00 });
    const added = await browser.api.post<AddToCartResult>("/api/cart", {
      product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 },
    });
    expect(added.code).toBe(200);
    const loaded = (await cartRoute.loader(
      pageArgs(t, "/checkout/cart", { cookie: browser.cookieHeader() }) as unknown as Parameters<
        typeof cartRoute.loader
      >[0],
    )) as unknown as { data: CartPageData };
    const data = loaded.data;
    const [seeded] = await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.kind, "cart_banner"));
    const [plus] = await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.kind, "plus_cart"));
    expect(data.cart).toMatchObject({ cartBannerStatus: 1, is_plus_allow: true, plusImg: plus.image });
    expect(data.banner?.title).toBe(seeded.title);

    const html = await render(data);
    expect(bannerHtml(html)).toContain(`src="${seeded.image}"`);
    expect(bannerHtml(html)).toContain(`href="${seeded.url}"`);
    expect(plusHtml(html)).toContain(`src="${plus.image}"`);
    expect(plusHtml(html)).toContain("Save $15.00 on this order with Plus+");
  });
});
