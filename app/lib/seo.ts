// Search-engine data of the shopper pages: canonical URLs, descriptions and JSON-LD (schema.org).
// Pure functions over the API answers, used by the route `meta` exports on the server and in the
// browser, so this module imports types only (no zod in the client bundle).
import type { ProductDetail } from "../../contract/catalog";
import { isPreorderTag } from "../../contract/catalog-constants";
import { formatWhole } from "../../contract/number-text";
import type { ProductListData } from "../features/product-list/product-list-types";

/** A plain JSON-LD object (schema.org vocabulary). */
export type JsonLd = { [key: string]: unknown };

export interface Crumb {
  name: string;
  /** Path with a leading slash. */
  url_path: string;
}

/** Longest description we emit: search engines cut snippets at about 155–160 characters. */
export const DESCRIPTION_MAX = 160;

/**
 * `origin + path`; without an origin the path stays relative (a browser resolves it against the
 * page). The origin is cut to scheme://host[:port] so a PUBLIC_URL with a trailing slash or a path
 * never doubles a slash.
 */
export function absoluteUrl(origin: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!origin) return clean;
  try {
    return `${new URL(origin).origin}${clean}`;
  } catch {
    return clean;
  }
}

/**
 * Canonical path of a category listing. Rule: the category's own url_path; a page number above 1
 * is kept (`?page=N`, each page lists different products, so each is its own indexable page);
 * everything else (sort, page size, facets, tracking parameters) is dropped, since those only
 * reorder or narrow what the unfiltered pages already list.
 */
export function categoryCanonicalPath(urlPath: string, page: number): string {
  return Number.isInteger(page) && page > 1 ? `${urlPath}?page=${page}` : urlPath;
}

/**
 * Canonical path of a product page: always the product's normal url_path, so the FeedProductDetail
 * (`/product/…`) copy, `?piid=` variant links and `?position=` links all point at one page.
 */
export function productCanonicalPath(product: Pick<ProductDetail, "url_path">): string {
  return product.url_path;
}

/** Collapses whitespace and strips tags (descriptions may be HTML fragments). */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts at a word boundary to at most `max` characters, adding an ellipsis when it cut. */
export function truncate(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The first sentence of a text (up to the first `.`, `!` or `?` followed by a space or the end). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

/** Product page description: the short description, else the first sentence of the description. */
export function productDescription(
  product: Pick<ProductDetail, "name" | "short_description" | "description">,
): string {
  const short = plainText(product.short_description);
  if (short) return truncate(short);
  const long = plainText(product.description);
  if (long) return truncate(firstSentence(long));
  return product.name;
}

/** Category page description: its own description, else a sentence naming it and its size. */
export function categoryDescription(list: ProductListData, storeName: string): string {
  const own = plainText(list.category.description);
  const base = own
    ? truncate(own, list.page > 1 ? DESCRIPTION_MAX - 12 : DESCRIPTION_MAX)
    : `Shop ${formatWhole(list.total)} ${list.category.name} products at ${storeName}.`;
  return list.page > 1 ? `${base} (page ${list.page})` : base;
}

/** Category page title: its name, with the page number beyond the first so each page is unique. */
export function categoryTitle(list: Pick<ProductListData, "category" | "page">): string {
  return list.page > 1 ? `${list.category.name} – Page ${list.page}` : list.category.name;
}

/** Offer availability (schema.org ItemAvailability). */
export function availability(
  inStock: boolean,
  productTag: string | null,
  status: number,
):
  | "https://schema.org/InStock"
  | "https://schema.org/OutOfStock"
  | "https://schema.org/PreOrder"
  | "https://schema.org/Discontinued" {
  if (status === 2) return "https://schema.org/Discontinued";
  if (!inStock) return "https://schema.org/OutOfStock";
  if (isPreorderTag(productTag)) return "https://schema.org/PreOrder";
  return "https://schema.org/InStock";
}

/** Dollars as schema.org wants a price: a plain decimal with two places. */
export const schemaPrice = (dollars: number) => dollars.toFixed(2);

/** The schema.org GTIN property for a code of this length (gtin8/12/13/14, else plain gtin). */
export function gtinProperty(code: string): Record<string, string> {
  const digits = code.trim();
  if (!digits) return {};
  if (/^\d+$/.test(digits) && [8, 12, 13, 14].includes(digits.length))
    return { [`gtin${digits.length}`]: digits };
  return { gtin: digits };
}

/**
 * schema.org Product of a product page: name, sku, gtin, brand, images, description, an Offer
 * (one variant) or an AggregateOffer over every variant, and aggregateRating when reviewed.
 */
export function productJsonLd(product: ProductDetail, origin: string | undefined): JsonLd {
  const url = absoluteUrl(origin, productCanonicalPath(product));
  const images = product.gallery.map((g) => absoluteUrl(origin, g.pre_image));
  const offerOf = (v: ProductDetail["relation"][number], withUrl: string): JsonLd => ({
    "@type": "Offer",
    sku: v.sku,
    price: schemaPrice(v.final_price),
    priceCurrency: "USD",
    availability: availability(v.inventory.is_in_stock, product.product_tag, product.status),
    itemCondition: "https://schema.org/NewCondition",
    url: withUrl,
  });
  let offers: JsonLd;
  if (product.relation.length > 1) {
    const prices = product.relation.map((v) => v.final_price);
    offers = {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: schemaPrice(Math.min(...prices)),
      highPrice: schemaPrice(Math.max(...prices)),
      offerCount: product.relation.length,
      availability: availability(
        product.relation.some((v) => v.inventory.is_in_stock),
        product.product_tag,
        product.status,
      ),
      url,
      offers: product.relation.map((v) => offerOf(v, `${url}?piid=${v.piid}`)),
    };
  } else {
    const only = product.relation[0];
    offers = only
      ? offerOf(only, url)
      : {
          "@type": "Offer",
          sku: product.sku,
          price: schemaPrice(product.price.final_price),
          priceCurrency: "USD",
          availability: availability(product.inventory.is_in_stock, product.product_tag, product.status),
          itemCondition: "https://schema.org/NewCondition",
          url,
        };
  }
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    mpn: product.item_no || undefined,
    ...gtinProperty(product.gtin),
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    image: images.length > 0 ? images : undefined,
    description: productDescription(product),
    url,
    category: product.position.at(-1)?.name,
    offers,
  };
  if (product.rating.reviews_count > 0 && product.rating.rating_summary > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(product.rating.rating_summary / 2) / 10,
      bestRating: 5,
      worstRating: 1,
      reviewCount: product.rating.reviews_count,
    };
  }
  return dropUndefined(ld);
}

/** schema.org BreadcrumbList: Home, then each crumb, positions from 1, absolute item URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string | undefined): JsonLd {
  const all: Crumb[] = [{ name: "Home", url_path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(origin, c.url_path),
    })),
  };
}

/** Breadcrumbs of a product page: its category trail, then the product itself. */
export function productCrumbs(product: ProductDetail): Crumb[] {
  return [
    ...product.position.map((c) => ({ name: c.name, url_path: c.url_path })),
    { name: product.name, url_path: productCanonicalPath(product) },
  ];
}

/** schema.org Organization of the home page. */
export function organizationJsonLd(storeName: string, origin: string | undefined): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: storeName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/favicon.svg"),
  };
}

/** schema.org WebSite with the sitelinks search box (SearchAction to /search?q=…). */
export function websiteJsonLd(storeName: string, origin: string | undefined): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: storeName,
    url: absoluteUrl(origin, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(origin, "/search")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

function dropUndefined(obj: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}
