/**
 * The header's Login link carries where the shopper came from (spec part 2 §2): `homepage`,
 * `product_list` or `product_detail`, depending on the current page.
 */
export type LoginEntrypoint = "homepage" | "product_list" | "product_detail";

const ENTRYPOINT_BY_PAGE: Record<string, LoginEntrypoint> = {
  Home: "homepage",
  ProductList: "product_list",
  ProductDetail: "product_detail",
  FeedProductDetail: "product_detail",
};

/** Every other page counts as the home page entry, as the home page is the default entry. */
export function loginEntrypoint(pageName: string | undefined): LoginEntrypoint {
  return (pageName && ENTRYPOINT_BY_PAGE[pageName]) || "homepage";
}

export function loginHref(pageName: string | undefined): string {
  return `/customer/account/login?entrypoint=${loginEntrypoint(pageName)}`;
}

interface MatchLike {
  id: string;
  data?: unknown;
  handle?: unknown;
}

const PAGE_BY_LOOKUP_KIND: Record<string, string> = {
  product: "ProductDetail",
  category: "ProductList",
  cms: "Cms",
  error: "Error",
  "not-found": "NotFound",
};

/**
 * The spec's page name of the deepest route match. Most routes are named by their route id.
 * The path-lookup route serves several pages, so its loader data says which: `kind` (or the
 * lookup's `type`): "product" (with `feed: true` for the /product/ prefix), "category", "cms",
 * "error", "not-found". A route handle `{ page }` overrides both.
 */
export function currentPageName(matches: readonly MatchLike[]): string | undefined {
  const leaf = matches[matches.length - 1];
  if (!leaf) return undefined;
  const handle = leaf.handle as { page?: unknown } | undefined;
  if (typeof handle?.page === "string") return handle.page;
  const data = leaf.data as { kind?: unknown; type?: unknown; feed?: unknown } | null | undefined;
  if (data && typeof data === "object") {
    const kind = typeof data.kind === "string" ? data.kind : data.type;
    if (typeof kind === "string" && PAGE_BY_LOOKUP_KIND[kind]) {
      return kind === "product" && data.feed === true ? "FeedProductDetail" : PAGE_BY_LOOKUP_KIND[kind];
    }
  }
  return leaf.id;
}
