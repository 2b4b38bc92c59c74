/**
 * The quick view lives in the listing's address (spec part 2 §2): `?popid=<product id>` opens the
 * drawer over the page, `piid` names its chosen variant. Pure helpers over query strings.
 */

const ID = /^\d{1,9}$/;

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !ID.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** The product the quick view shows, or nothing when `popid` is absent or not an id. */
export function readPopid(params: URLSearchParams): number | undefined {
  return positiveId(params.get("popid"));
}

/** The variant asked for with the quick view (`piid`), or nothing. */
export function readQuickViewPiid(params: URLSearchParams): number | undefined {
  return positiveId(params.get("piid"));
}

/** The listing's query with the quick view of `productId` open; another product's `piid` goes. */
export function searchWithPopid(search: string, productId: number): string {
  const params = new URLSearchParams(search);
  params.delete("piid");
  params.set("popid", String(productId));
  return `?${params}`;
}

/** The listing's query with the quick view closed: no `popid` and no `piid`; the rest kept. */
export function searchWithoutPopid(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("popid");
  params.delete("piid");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The product detail request of the drawer: the product and the asked variant, if any. */
export function quickViewRequest(
  popid: number,
  piid: number | undefined,
): { path: string; query?: { piid: number } } {
  return { path: `/api/product/${popid}`, ...(piid === undefined ? {} : { query: { piid } }) };
}

/**
 * Whether two addresses differ only in the quick view's parameters (`popid`, `piid`): a listing
 * route's `shouldRevalidate` can then skip reloading its data when the drawer opens or closes.
 */
export function onlyQuickViewChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("popid");
    params.delete("piid");
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
