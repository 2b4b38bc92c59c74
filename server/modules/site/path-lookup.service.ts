import { eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { pathLookup } from "../../../contract/site";
import { urlRewrites } from "../../db/schema/site";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { Reply } from "../../http/route";

type Found = CallResult<typeof pathLookup>;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/** Splits the spec's /product/ (feed page) and /live/ prefixes off a storefront path. */
export function normalizeLookupPath(raw: string): {
  key: string;
  feed: boolean;
  live: boolean;
  prefix: string;
} {
  let path = raw.split(/[?#]/, 1)[0].trim();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written; it will simply not be found.
  }
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  let feed = false;
  let live = false;
  let prefix = "";
  if (path.startsWith("/product/")) {
    feed = true;
    prefix = "/product";
    path = path.slice("/product".length);
  } else if (path.startsWith("/live/")) {
    live = true;
    prefix = "/live";
    path = path.slice("/live".length);
  }
  return { key: path.replace(/^\/+/, "").replace(/\/+$/, ""), feed, live, prefix };
}

/**
 * The spec's path lookup: a known path answers its type and id; a moved one answers
 * envelope code 301 with the canonical url (the prefix kept); anything else is 404.
 */
export async function lookupPath(ctx: RequestContext, rawPath: string): Promise<Found | Reply<Found>> {
  const { key, feed, live, prefix } = normalizeLookupPath(rawPath);
  // Control characters (a decoded %00, say) never name a page, and PostgreSQL text cannot hold NUL.
  if (key === "" || hasControlCharacter(key)) throw notFound();
  const find = (k: string) =>
    ctx.db
      .select({
        targetType: urlRewrites.targetType,
        targetId: urlRewrites.targetId,
        requestPath: urlRewrites.requestPath,
        redirectTo: urlRewrites.redirectTo,
      })
      .from(urlRewrites)
      .where(eq(urlRewrites.requestPath, k))
      .limit(1);
  let [row] = await find(key);
  let caseRedirect = false;
  if (!row && key !== key.toLowerCase()) {
    [row] = await find(key.toLowerCase());
    caseRedirect = Boolean(row);
  }
  if (!row) throw notFound();
  const result: Found = {
    type: row.targetType,
    id: row.targetId,
    url: `${prefix}${row.redirectTo ?? `/${row.requestPath}`}`,
    feed,
    live,
  };
  if (row.redirectTo || caseRedirect) return new Reply(301, "Moved Permanently", result);
  return result;
}
