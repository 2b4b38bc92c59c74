import { describe, expect, it } from "vitest";
import type { ProductDetail, ProductVariant } from "../../contract/catalog";
import type { ProductListData } from "../features/product-list/product-list-types";
import { pageMeta } from "./meta";
import {
  absoluteUrl,
  availability,
  breadcrumbJsonLd,
  categoryCanonicalPath,
  categoryDescription,
  categoryTitle,
  firstSentence,
  gtinProperty,
  organizationJsonLd,
  productCanonicalPath,
  productCrumbs,
  productDescription,
  productJsonLd,
  truncate,
  websiteJsonLd,
} from "./seo";

const ORIGIN = "https://shop.example.com";

function variant(piid: number, finalPrice: number, inStock: boolean): ProductVariant {
  return {
    piid,
    product_id: 7,
    sku: `SKU-${piid}`,
    option: { color: "Gray", color_hex: "#808080", size: null, style: null, number_of_pieces: null },
    option_value: "Gray",
    price: finalPrice + 50,
    final_price: finalPrice,
    special_price: finalPrice,
    plus_price: null,
    tier_price: [],
    inventory: { is_in_stock: inStock, min_sale_qty: 1, usable_qty: inStock ? 5 : 0, qty: inStock ? 5 : 0 },
    product_fill_time: null,
    gallery: [],
    is_pickup: false,
  };
}

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const relation = overrides.relation ?? [variant(101, 499.99, true)];
  return {
    entity_id: 7,
    product_id: 7,
    name: "Harlow 3-Seat Sofa",
    brand: "Nestora Home",
    item_no: "NH-1007",
    gtin: "840217000071",
    sku: relation[0].sku,
    type_id: relation.length > 1 ? "configurable" : "simple",
    url_path: "/harlow-3-seat-sofa-7.html",
    status: 1,
    category_list: [],
    position: [
      { entity_id: 1, name: "Furniture", url_path: "/furniture.html" },
      { entity_id: 11, name: "Sofas & Sectionals", url_path: "/furniture/sofas-sectionals.html" },
    ],
    piid: relation[0].piid,
    price: { price: 549.99, final_price: relation[0].final_price, special_price: null },
    tier_price: [],
    inventory: relation[0].inventory,
    gallery: [
      {
        value_id: 1,
        pre_image: "/media/catalog/product/sofa-808080-1-800x800.svg",
        thumbnail: "/media/catalog/product/sofa-808080-1-300x300.svg",
        alt: "Harlow sofa",
        width: 800,
        height: 800,
      },
    ],
    product_fill_time: null,
    relation,
    product_tag: null,
    presale_end_date: null,
    spkie_special_time: null,
    coupon_useabled: 1,
    is_no_discount_product: false,
    is_plus: 0,
    plus_price: null,
    pointsType: 1,
    is_pickup: false,
    is_customized: 0,
    is_chair: false,
    has_video: false,
    businessDays: "2-5",
    short_description: "A deep-seated <b>three-seat</b> sofa.",
    description: "Built on a kiln-dried frame. Cushions are reversible.",
    highlights: [],
    texts: { key_features: [], specifications: [], product_care: "" },
    rating: { rating_summary: 90, reviews_count: 12 },
    ...overrides,
  };
}

function list(overrides: Partial<ProductListData> = {}): ProductListData {
  return {
    category: {
      id: 11,
      name: "Sofas & Sectionals",
      url_path: "/furniture/sofas-sectionals.html",
      description: "Sofas for every living room.",
      breadcrumbs: [
        { name: "Furniture", url_path: "/furniture.html" },
        { name: "Sofas & Sectionals", url_path: "/furniture/sofas-sectionals.html" },
      ],
    },
    children: [],
    items: [],
    total: 80,
    page: 1,
    page_size: 24,
    sort: "position",
    ...overrides,
  } as ProductListData;
}

describe("canonical URLs", () => {
  it("are absolute with the origin (PUBLIC_URL's path and trailing slash dropped), relative without", () => {
    expect(absoluteUrl(ORIGIN, "/furniture.html")).toBe("https://shop.example.com/furniture.html");
    expect(absoluteUrl("https://shop.example.com/", "/a.html")).toBe("https://shop.example.com/a.html");
    expect(absoluteUrl("https://shop.example.com/store/", "/a.html")).toBe("https://shop.example.com/a.html");
    expect(absoluteUrl(undefined, "/a.html")).toBe("/a.html");
    expect(absoluteUrl(ORIGIN, "https://cdn.example.com/x.svg")).toBe("https://cdn.example.com/x.svg");
  });

  it("category: the category path, keeping only a page number above 1", () => {
    expect(categoryCanonicalPath("/furniture.html", 1)).toBe("/furniture.html");
    expect(categoryCanonicalPath("/furniture.html", 3)).toBe("/furniture.html?page=3");
    expect(categoryCanonicalPath("/furniture.html", 0)).toBe("/furniture.html");
  });

  it("product: its normal url_path whatever the page was opened with (feed prefix, piid)", () => {
    // The API answers the normal url_path for the FeedProductDetail page and for any piid.
    expect(productCanonicalPath(product())).toBe("/harlow-3-seat-sofa-7.html");
  });

  it("pageMeta emits the canonical link and Open Graph/Twitter tags with absolute URLs", () => {
    const matches = [{ id: "root", data: { storeName: "Nestora", origin: ORIGIN } }];
    const meta = pageMeta(matches, "Sofas", "Deep sofas.", {
      canonical: "/furniture/sofas.html?page=2",
      image: "/media/x.svg",
      ogType: "product",
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(meta).toContainEqual({ title: "Sofas | Nestora" });
    expect(meta).toContainEqual({ name: "description", content: "Deep sofas." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example.com/furniture/sofas.html?page=2",
    });
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://shop.example.com/furniture/sofas.html?page=2",
    });
    expect(meta).toContainEqual({ property: "og:title", content: "Sofas | Nestora" });
    expect(meta).toContainEqual({ property: "og:description", content: "Deep sofas." });
    expect(meta).toContainEqual({ property: "og:image", content: "https://shop.example.com/media/x.svg" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("pageMeta without an origin keeps the canonical relative and marks noindex pages", () => {
    const meta = pageMeta([{ id: "root", data: { storeName: "Nestora" } }], "Gone", undefined, {
      canonical: "/a.html",
      noindex: true,
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/a.html" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});

describe("descriptions", () => {
  it("product: the short description as plain text", () => {
    expect(productDescription(product())).toBe("A deep-seated three-seat sofa.");
  });

  it("product: else the first sentence of the description, else the name", () => {
    expect(productDescription(product({ short_description: "" }))).toBe("Built on a kiln-dried frame.");
    expect(productDescription(product({ short_description: " ", description: "" }))).toBe(
      "Harlow 3-Seat Sofa",
    );
  });

  it("are cut at a word boundary to 160 characters with an ellipsis", () => {
    const long = "word ".repeat(60).trim();
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
    expect(truncate("short")).toBe("short");
    expect(firstSentence("One 2.5 inch leg. Two.")).toBe("One 2.5 inch leg.");
  });

  it("category: its description, or a sentence naming it; pages beyond 1 get unique titles and descriptions", () => {
    expect(categoryDescription(list(), "Nestora")).toBe("Sofas for every living room.");
    expect(categoryDescription(list({ page: 2 }), "Nestora")).toBe("Sofas for every living room. (page 2)");
    const bare = list();
    bare.category = { ...bare.category, description: "" };
    expect(categoryDescription(bare, "Nestora")).toBe("Shop 80 Sofas & Sectionals products at Nestora.");
    expect(categoryTitle(list())).toBe("Sofas & Sectionals");
    expect(categoryTitle(list({ page: 2 }))).toBe("Sofas & Sectionals – Page 2");
  });
});

describe("Product JSON-LD", () => {
  it("one variant: an Offer with price, USD, availability and the canonical url", () => {
    const ld = productJsonLd(product(), ORIGIN);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Harlow 3-Seat Sofa",
      sku: "SKU-101",
      mpn: "NH-1007",
      gtin12: "840217000071",
      brand: { "@type": "Brand", name: "Nestora Home" },
      image: ["https://shop.example.com/media/catalog/product/sofa-808080-1-800x800.svg"],
      description: "A deep-seated three-seat sofa.",
      url: "https://shop.example.com/harlow-3-seat-sofa-7.html",
      offers: {
        "@type": "Offer",
        price: "499.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example.com/harlow-3-seat-sofa-7.html",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
    });
  });

  it("several variants: an AggregateOffer with low/high price and one Offer per variant", () => {
    const ld = productJsonLd(
      product({ relation: [variant(101, 499.99, true), variant(102, 399, false), variant(103, 650, true)] }),
      ORIGIN,
    );
    const offers = ld.offers as Record<string, unknown> & { offers: Record<string, unknown>[] };
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: "399.00",
      highPrice: "650.00",
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
    expect(offers.offers[1]).toMatchObject({
      "@type": "Offer",
      sku: "SKU-102",
      price: "399.00",
      availability: "https://schema.org/OutOfStock",
      url: "https://shop.example.com/harlow-3-seat-sofa-7.html?piid=102",
    });
  });

  it("availability: pre-order tags are PreOrder, out of stock OutOfStock, status 2 Discontinued", () => {
    expect(availability(true, "Pre-order", 1)).toBe("https://schema.org/PreOrder");
    expect(availability(true, "Super Early Bird", 1)).toBe("https://schema.org/PreOrder");
    expect(availability(false, "Pre-order", 1)).toBe("https://schema.org/OutOfStock");
    expect(availability(true, "Drop Price", 1)).toBe("https://schema.org/InStock");
    expect(availability(true, null, 2)).toBe("https://schema.org/Discontinued");
    const ld = productJsonLd(product({ product_tag: "Pre-order" }), ORIGIN);
    expect((ld.offers as { availability: string }).availability).toBe("https://schema.org/PreOrder");
  });

  it("has no aggregateRating without reviews", () => {
    const ld = productJsonLd(product({ rating: { rating_summary: 0, reviews_count: 0 } }), ORIGIN);
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("names the GTIN by its length", () => {
    expect(gtinProperty("4006381333931")).toEqual({ gtin13: "4006381333931" });
    expect(gtinProperty("840217000071")).toEqual({ gtin12: "840217000071" });
    expect(gtinProperty("ABC-1")).toEqual({ gtin: "ABC-1" });
    expect(gtinProperty("")).toEqual({});
  });

  it("survives JSON round trips (no undefined left in it)", () => {
    const ld = productJsonLd(product({ brand: "", item_no: "", gallery: [] }), ORIGIN);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("BreadcrumbList, Organization and WebSite JSON-LD", () => {
  it("product breadcrumbs: Home, its category trail, the product; positions from 1", () => {
    const ld = breadcrumbJsonLd(productCrumbs(product()), ORIGIN);
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example.com/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Furniture",
        item: "https://shop.example.com/furniture.html",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Sofas & Sectionals",
        item: "https://shop.example.com/furniture/sofas-sectionals.html",
      },
      {
        "@type": "ListItem",
        position: 4,
        name: "Harlow 3-Seat Sofa",
        item: "https://shop.example.com/harlow-3-seat-sofa-7.html",
      },
    ]);
  });

  it("Organization and WebSite with a SearchAction to /search?q=", () => {
    expect(organizationJsonLd("Nestora", ORIGIN)).toMatchObject({
      "@type": "Organization",
      name: "Nestora",
      url: "https://shop.example.com/",
    });
    expect(websiteJsonLd("Nestora", ORIGIN)).toMatchObject({
      "@type": "WebSite",
      url: "https://shop.example.com/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://shop.example.com/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
