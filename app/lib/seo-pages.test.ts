import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../contract/catalog";
import { resultOf } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import type { ProductListData } from "../features/product-list/product-list-types";
import { meta as homeMeta } from "../routes/home";
import { meta as pathMeta } from "../routes/path-lookup";
import { categoryHead, homeHead, productHead } from "./page-head.server";

// The route `meta` exports over real API answers from the seeded demo catalog, with the head the
// loaders build on the server (page-head.server.ts).
let t: TestApp;
const ORIGIN = "https://www.nestora.example";
const root = { id: "root", data: { storeName: "Nestora", origin: ORIGIN } };

let furniture: number;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  furniture = (await resultOf<{ id: number }>(t.app, "/api/path?path=/furniture.html")).id;
});
afterAll(() => t?.close());

type Args = Parameters<typeof pathMeta>[0];
const run = (data: unknown, pathname: string, search = "") =>
  pathMeta({
    data,
    matches: [root, { id: "PathLookup", data }],
    location: { pathname, search, hash: "", state: null, key: "k" },
    params: {},
  } as unknown as Args) as MetaDescriptor[];

const canonicalOf = (m: MetaDescriptor[]) =>
  (m.find((d) => "tagName" in d && d.rel === "canonical") as { href: string } | undefined)?.href;
const ldOf = (m: MetaDescriptor[], type: string) =>
  m
    .map((d) => (d as { "script:ld+json"?: { "@type": string } })["script:ld+json"])
    .find((j) => j?.["@type"] === type);
const contentOf = (m: MetaDescriptor[], key: string) =>
  (
    m.find((d) => (d as { name?: string }).name === key || (d as { property?: string }).property === key) as {
      content: string;
    }
  )?.content;

describe("route meta over real data", () => {
  it("product: canonical at its url_path (feed page and piid too), Product and BreadcrumbList JSON-LD", async () => {
    const list = await resultOf<ProductListData>(
      t.app,
      `/api/products?category_id=${furniture}&page_size=24`,
    );
    const reviewed = list.items.find((i) => i.reviews_count > 0) ?? list.items[0];
    const product = await resultOf<ProductDetail>(t.app, `/api/product/${reviewed.entity_id}`);
    const piid = product.relation.at(-1)?.piid ?? product.piid;
    const viaPiid = await resultOf<ProductDetail>(t.app, `/api/product/${product.entity_id}?piid=${piid}`);

    const normal = run(
      { kind: "product", feed: false, product, head: productHead(product, ORIGIN) },
      product.url_path,
    );
    const feed = run(
      { kind: "product", feed: true, product, head: productHead(product, ORIGIN) },
      `/product${product.url_path}`,
    );
    const variant = run(
      {
        kind: "product",
        feed: false,
        product: viaPiid,
        head: productHead(viaPiid, ORIGIN),
      },
      product.url_path,
      `?piid=${piid}`,
    );
    const expected = `${ORIGIN}${product.url_path}`;
    expect(canonicalOf(normal)).toBe(expected);
    expect(canonicalOf(feed)).toBe(expected);
    expect(canonicalOf(variant)).toBe(expected);

    expect(contentOf(normal, "description")).toBeTruthy();
    expect(contentOf(normal, "og:type")).toBe("product");
    expect(contentOf(normal, "og:image")).toMatch(/^https:\/\/www\.nestora\.example\/media\//);

    const ld = ldOf(normal, "Product") as unknown as Record<string, unknown> & {
      offers: { "@type": string };
    };
    expect(ld.name).toBe(product.name);
    expect(ld.sku).toBe(product.sku);
    expect(ld.offers["@type"]).toBe(product.relation.length > 1 ? "AggregateOffer" : "Offer");
    if (product.rating.reviews_count > 0) expect(ld.aggregateRating).toBeDefined();
    const crumbs = ldOf(normal, "BreadcrumbList") as unknown as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.at(-1)?.item).toBe(expected);
  });

  it("category: unique title per page, canonical keeps page>1 only, BreadcrumbList", async () => {
    const page1 = await resultOf<ProductListData>(
      t.app,
      `/api/products?category_id=${furniture}&page_size=2`,
    );
    const page2 = await resultOf<ProductListData>(
      t.app,
      `/api/products?category_id=${furniture}&page=2&page_size=2&sort=price_asc`,
    );
    const head = (list: ProductListData) => categoryHead(list, "Nestora", ORIGIN);
    const m1 = run(
      { kind: "category", list: page1, head: head(page1) },
      page1.category.url_path,
      "?sort=newest",
    );
    const m2 = run(
      { kind: "category", list: page2, head: head(page2) },
      page2.category.url_path,
      "?page=2&sort=price_asc",
    );
    expect(canonicalOf(m1)).toBe(`${ORIGIN}${page1.category.url_path}`);
    expect(canonicalOf(m2)).toBe(`${ORIGIN}${page1.category.url_path}?page=2`);
    const title = (m: MetaDescriptor[]) => (m.find((d) => "title" in d) as { title: string }).title;
    expect(title(m1)).toBe(`${page1.category.name} | Nestora`);
    expect(title(m2)).toBe(`${page1.category.name} – Page 2 | Nestora`);
    expect(contentOf(m1, "description")).not.toBe(contentOf(m2, "description"));
    expect(ldOf(m1, "BreadcrumbList")).toBeDefined();
  });

  it("CMS: its meta_description and canonical identifier path", async () => {
    const lookup = await resultOf<{ id: number }>(t.app, "/api/path?path=/shipping-guide");
    const page = await resultOf<{ meta_description: string; url: string }>(t.app, `/api/cms/${lookup.id}`);
    const m = run({ kind: "cms", page }, "/shipping-guide");
    expect(canonicalOf(m)).toBe(`${ORIGIN}/shipping-guide`);
    expect(contentOf(m, "description")).toBe(page.meta_description);
  });

  it("not found and error pages are noindex without a canonical", () => {
    for (const m of [run({ kind: "not-found" }, "/nope.html"), run({ kind: "error" }, "/x.png")]) {
      expect(contentOf(m, "robots")).toBe("noindex");
      expect(canonicalOf(m)).toBeUndefined();
    }
  });

  it("home: canonical /, Organization and WebSite with SearchAction", () => {
    const data = { head: homeHead("Nestora", ORIGIN) };
    const m = homeMeta({ matches: [root], data } as unknown as Parameters<typeof homeMeta>[0]);
    expect(canonicalOf(m)).toBe(`${ORIGIN}/`);
    expect(ldOf(m, "Organization")).toMatchObject({ name: "Nestora", url: `${ORIGIN}/` });
    expect(ldOf(m, "WebSite")).toMatchObject({ potentialAction: { "@type": "SearchAction" } });
  });
});
