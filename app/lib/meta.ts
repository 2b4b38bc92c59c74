import type { MetaDescriptor } from "react-router";
import { absoluteUrl, type JsonLd } from "./seo";

export interface RootData {
  storeName: string;
  /**
   * Public origin of the site (PUBLIC_URL, else the request's origin) for absolute canonical and
   * Open Graph URLs. Optional: without it those URLs stay relative to the page.
   */
  origin?: string;
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** Page titles end with the store name (spec part 1 §2). */
export function titleFor(storeName: string | undefined, title?: string): string {
  const store = storeName ?? "Nestora";
  return `${title ?? "Furniture, Outdoor, Kitchen & Home Goods"} | ${store}`;
}

function rootData(matches: Matches): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.data as RootData | undefined;
}

/** Reads the store name from the root match inside a `meta` function. */
export function storeNameFrom(matches: Matches): string | undefined {
  return rootData(matches)?.storeName;
}

/** Reads the public origin from the root match inside a `meta` function (undefined if unknown). */
export function originFrom(matches: Matches): string | undefined {
  const origin = rootData(matches)?.origin;
  return typeof origin === "string" && origin ? origin : undefined;
}

export interface PageSeo {
  /** Canonical path (leading slash) of the page; made absolute with the public origin. */
  canonical?: string;
  /** Open Graph image path or URL. */
  image?: string;
  /** Open Graph type: `website` unless said otherwise (`product` on product pages). */
  ogType?: string;
  /** JSON-LD objects, each rendered as its own `<script type="application/ld+json">`. */
  jsonLd?: readonly JsonLd[];
  /** Keep the page out of search results (error and not-found pages). */
  noindex?: boolean;
}

/**
 * A page's head: `<title>` (ending with the store name), description, and with `seo` the
 * canonical link, Open Graph and Twitter card tags and JSON-LD.
 */
export function pageMeta(
  matches: Matches,
  title?: string,
  description?: string,
  seo: PageSeo = {},
): MetaDescriptor[] {
  const storeName = storeNameFrom(matches);
  const fullTitle = titleFor(storeName, title);
  const out: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) out.push({ name: "description", content: description });
  if (seo.noindex) out.push({ name: "robots", content: "noindex" });
  const origin = originFrom(matches);
  if (seo.canonical) {
    const href = absoluteUrl(origin, seo.canonical);
    out.push(
      { tagName: "link", rel: "canonical", href },
      { property: "og:site_name", content: storeName ?? "Nestora" },
      { property: "og:type", content: seo.ogType ?? "website" },
      { property: "og:title", content: fullTitle },
      { property: "og:url", content: href },
    );
    if (description) out.push({ property: "og:description", content: description });
    if (seo.image) out.push({ property: "og:image", content: absoluteUrl(origin, seo.image) });
    out.push({ name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" });
  }
  for (const ld of seo.jsonLd ?? []) out.push({ "script:ld+json": ld });
  return out;
}

/** A page's head as its loader built it on the server (lib/page-head.server.ts). */
export interface PageHead {
  /** The page's own title (pageMeta appends the store name); none on the home page. */
  title?: string;
  description?: string;
  seo: PageSeo;
}

/** pageMeta for a head the loader built. */
export const pageMetaFromHead = (matches: Matches, head: PageHead) =>
  pageMeta(matches, head.title, head.description, head.seo);
