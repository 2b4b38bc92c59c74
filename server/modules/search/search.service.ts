import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type {
  SearchQuery,
  searchProducts,
  searchSuggest,
  userSearchBehavior,
} from "../../../contract/search";
import { SEARCH_MAX_MATCHES } from "../../../contract/search-constants";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import { hotKeywords, searchEvents, searchShopperDays, searchTermBlocklist } from "../../db/schema/site";
import type { RequestContext } from "../../http/context";
import { queryListing } from "../catalog/listing-query";
import { loadProductCards } from "../catalog/product-cards";
import { isDropshipShopper } from "../dropship/dropship.service";
import { pickCorrection, queryWords, type TermCandidate } from "./typo";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Products whose document matches the tsquery, best first: name matches, then rank, then sales.
 * Only enabled products have a search row; queryListing keeps only listed ones (with a variant).
 *
 * Matches come from the GIN index and are ranked once (`m`). Sales only break ties, so products
 * are read only for the matches that can reach the first SEARCH_MAX_MATCHES: those at or above
 * the (name match, rank) of the last one that fits (`cut`) — the same list as sorting every match
 * by all four keys, without reading a products row per match.
 */
const matchesSql = (tsquery: SQL) => sql`
  with m as materialized (
    select ps.product_id as id,
      ts_filter(ps.document, '{a}') @@ ${tsquery} as name_hit,
      ts_rank_cd(ps.document, ${tsquery}) as rank
    from product_search ps
    where ps.document @@ ${tsquery}
  ),
  cut as (
    select m.name_hit, m.rank from m order by m.name_hit desc, m.rank desc
    offset ${SEARCH_MAX_MATCHES - 1} limit 1
  )
  select m.id
  from m
  -- One primary-key probe per remaining match (limit 1 keeps it per row): the planner cannot know
  -- how few pass the cut and would otherwise hash every products row.
  cross join lateral (select p.sales_count from products p where p.id = m.id limit 1) p
  where not exists (select from cut) or (m.name_hit, m.rank) >= (select cut.name_hit, cut.rank from cut)
  order by m.name_hit desc, m.rank desc, p.sales_count desc, m.id asc
  limit ${SEARCH_MAX_MATCHES}`;

async function rankedMatches(db: Db, tsquery: SQL): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(matchesSql(tsquery))).map((r) => Number(r.id));
}

/**
 * Corrects the words of a query that match no product to the closest known word (trigram
 * candidates from search_terms, ranked by edit distance). Returns the corrected text, or null
 * when every word is fine or nothing close was found.
 */
export async function correctQuery(db: Db, text: string): Promise<string | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const list = words.join(" ");
  const checks = rowsOf<{ w: string; stop: boolean; hit: boolean }>(
    await db.execute(sql`
      select w, numnode(plainto_tsquery('english', w)) = 0 as stop,
        exists (select 1 from product_search where document @@ plainto_tsquery('english', w)) as hit
      from unnest(string_to_array(${list}, ' ')) as w`),
  );
  const unknown = checks
    .filter((c) => !c.stop && !c.hit && c.w.length >= 3 && /\p{L}/u.test(c.w))
    .map((c) => c.w);
  if (unknown.length === 0) return null;
  const candidates = rowsOf<TermCandidate & { w: string }>(
    await db.execute(sql`
      select w, t.term, t.products
      from unnest(string_to_array(${unknown.join(" ")}, ' ')) as w
      cross join lateral (
        select term, products from search_terms order by term <-> w limit 12
      ) t`),
  );
  let changed = false;
  const corrected = words.map((w) => {
    if (!unknown.includes(w)) return w;
    const fix = pickCorrection(
      w,
      candidates.filter((c) => c.w === w),
    );
    if (fix) changed = true;
    return fix ?? w;
  });
  return changed ? corrected.join(" ") : null;
}

/**
 * The ids of the products matching a query, best first: AND of the words (web-search syntax);
 * when a word matches nothing it is corrected first (unless `correct` is false); when all words together match nothing,
 * any of them (still ranked, so products with more of the words come first).
 */
export async function findMatches(
  db: Db,
  text: string,
  { correct = true }: { correct?: boolean } = {},
): Promise<{ ids: number[]; corrected: string | null; anyWord: boolean }> {
  let ids = await rankedMatches(db, sql`websearch_to_tsquery('english', ${text})`);
  let corrected: string | null = null;
  let anyWord = false;
  if (ids.length === 0) {
    // correct=0 ("Search instead for …"): the words as typed, even when that finds nothing.
    corrected = correct ? await correctQuery(db, text) : null;
    const searched = corrected ?? text;
    if (corrected) ids = await rankedMatches(db, sql`plainto_tsquery('english', ${searched})`);
    if (ids.length === 0 && queryWords(searched).length > 1) {
      anyWord = true;
      ids = await rankedMatches(
        db,
        sql`replace(plainto_tsquery('english', ${searched})::text, ' & ', ' | ')::tsquery`,
      );
    }
  }
  return { ids, corrected, anyWord };
}

/**
 * The term a search result counts for in the popular searches (set by searchProductsService, read
 * by the search route after each answer): the text the server searched (after typo correction),
 * normalized, and as searched; null when the search found nothing or only matched some of its
 * words. A symbol key, so it never reaches the JSON answer.
 */
export const POPULAR_TERM: unique symbol = Symbol("popular search term");

export interface PopularSearch {
  /** Normalized (popularTermOf). */
  term: string;
  /** As searched. */
  keyword: string;
}

export async function searchProductsService(
  ctx: RequestContext,
  query: SearchQuery,
): Promise<CallResult<typeof searchProducts>> {
  const { q, page, page_size: pageSize, sort, cat, price, color, rating, in_stock, correct } = query;
  const { ids, corrected, anyWord } = await findMatches(ctx.db, q, { correct: correct === "1" });
  const listing = await queryListing(ctx, {
    scope: { productIds: ids },
    filters: { cat, price, color, rating, in_stock },
    sort,
    page,
    pageSize,
  });
  const result = {
    query: q,
    corrected_query: corrected,
    items: listing.items,
    total: listing.total,
    page,
    page_size: pageSize,
    sort,
    filters: listing.filters,
    facets: listing.facets,
  };
  const searched = (corrected ?? q).trim();
  const term = ids.length > 0 && !anyWord ? popularTermOf(searched) : null;
  return Object.assign(result, { [POPULAR_TERM]: term && { term, keyword: searched } });
}

// ---- Popular searches (docs/decisions/0017-write-limits-and-popular-searches.md) ----------

/** Searches of the last this many days count. */
const POPULAR_WINDOW_DAYS = 30;
/**
 * A term is shown once this many distinct shoppers (sessions or customers), from as many distinct
 * addresses, searched it in the window: one shopper, or one script minting sessions from one
 * address, cannot make a term popular.
 */
export const POPULAR_MIN_SHOPPERS = 3;
/** Longer searched texts are never counted (a popular search is a few words). */
const POPULAR_TERM_MAX_LENGTH = 60;

/** A searched text as the popular searches count it: lower case, single spaces; null when unfit. */
export function popularTermOf(text: string): string | null {
  const term = text.trim().replace(/\s+/g, " ").toLowerCase();
  return term.length > 0 && term.length <= POPULAR_TERM_MAX_LENGTH ? term : null;
}

/**
 * Counts a search the server ran (and that found products) for the popular searches: once per term,
 * shopper and day. A request without a live session is no shopper and is not counted; nor is
 * anything a client reports (the statistics calls).
 */
export async function countSearchForPopular(
  ctx: RequestContext,
  { term, keyword }: PopularSearch,
): Promise<void> {
  const auth = await ctx.auth();
  if (!auth) return;
  const shopper = auth.customerId !== null ? `c:${auth.customerId}` : `s:${auth.sessionId}`;
  const address = createHash("sha256").update(`popular-search:${ctx.clientIp}`).digest("hex").slice(0, 32);
  await ctx.db
    .insert(searchShopperDays)
    .values({ term, day: ctx.now.toISOString().slice(0, 10), shopper, address, keyword })
    .onConflictDoNothing();
}

/**
 * Popular searched terms, most shoppers first: counted searches of the last 30 days by at least
 * POPULAR_MIN_SHOPPERS shoppers from as many addresses, without a blocked word or term.
 */
export async function topSearchedKeywords(
  ctx: RequestContext,
  limit: number,
  prefix?: string,
): Promise<string[]> {
  const since = new Date(ctx.now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const conditions = [
    gte(searchShopperDays.day, since),
    sql`not exists (select 1 from ${searchTermBlocklist} b
      where b.term = ${searchShopperDays.term} or b.term = any(string_to_array(${searchShopperDays.term}, ' ')))`,
  ];
  if (prefix) conditions.push(ilike(searchShopperDays.term, `${escapeLike(prefix.trim().toLowerCase())}%`));
  const rows = await ctx.db
    .select({ term: searchShopperDays.term })
    .from(searchShopperDays)
    .where(and(...conditions))
    .groupBy(searchShopperDays.term)
    .having(
      sql`count(distinct ${searchShopperDays.shopper}) >= ${POPULAR_MIN_SHOPPERS}
        and count(distinct ${searchShopperDays.address}) >= ${POPULAR_MIN_SHOPPERS}`,
    )
    .orderBy(sql`count(distinct ${searchShopperDays.shopper}) desc`, searchShopperDays.term)
    .limit(limit);
  return rows.map((r) => r.term);
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchUrl = (keyword: string) => `/search?q=${encodeURIComponent(keyword)}`;

const SUGGEST_KEYWORDS = 5;
const SUGGEST_CATEGORIES = 4;
const SUGGEST_PRODUCTS = 6;

/**
 * The typed words as tsqueries (`recl chai`): `prefix` matches words they begin (`recl:* & chai:*`),
 * `whole` only the words themselves, stemmed (`recl & chai`); null when no word was typed.
 */
function suggestTsqueries(text: string): { prefix: SQL; whole: SQL } | null {
  const words = queryWords(text, 6);
  if (words.length === 0) return null;
  return {
    prefix: sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" & ")})`,
    whole: sql`to_tsquery('english', ${words.join(" & ")})`,
  };
}

export async function suggest(ctx: RequestContext, q: string): Promise<CallResult<typeof searchSuggest>> {
  if (!q) return { query: q, keywords: [], categories: [], products: [] };
  const like = `%${escapeLike(q)}%`;
  const curated = await ctx.db
    .select({ keyword: hotKeywords.keyword, url: hotKeywords.url })
    .from(hotKeywords)
    .where(or(ilike(hotKeywords.keyword, like), sql`similarity(${hotKeywords.keyword}, ${q}) > 0.3`))
    .orderBy(asc(hotKeywords.position), asc(hotKeywords.id))
    .limit(SUGGEST_KEYWORDS);
  const searched = await topSearchedKeywords(ctx, SUGGEST_KEYWORDS, q);
  const seen = new Set(curated.map((k) => k.keyword.toLowerCase()));
  const keywords = [...curated];
  for (const k of searched) {
    if (keywords.length >= SUGGEST_KEYWORDS) break;
    if (seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    keywords.push({ keyword: k, url: searchUrl(k) });
  }

  const cats = await ctx.db
    .select({ id: categories.id, name: categories.name, urlPath: categories.urlPath })
    .from(categories)
    .where(
      and(
        eq(categories.includeInMenu, true),
        or(ilike(categories.name, like), sql`similarity(${categories.name}, ${q}) > 0.35`),
      ),
    )
    .orderBy(desc(sql`similarity(${categories.name}, ${q})`), asc(categories.level), asc(categories.id))
    .limit(SUGGEST_CATEGORIES);

  // Products matching the words as typed so far (the last one may be half typed), then
  // typo-tolerant name similarity. Order (docs/decisions/0025-search-and-account-polish.md):
  // names holding the typed words as whole words (`bed`: "Dog Bed" before "… for Bedroom"),
  // then products whose category (or brand, weight B) begins with them (`sof`: everything in
  // "Sofas & Sectionals" before a "Soft-Top Gazebo" or a "Soft-Close" vanity, whose names only
  // share the letters), then other name matches, then matches in features only; best sellers
  // first within each.
  const tsq = suggestTsqueries(q);
  let ids: number[] = [];
  if (tsq) {
    ids = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select ps.product_id as id from product_search ps join products p on p.id = ps.product_id
        where ps.document @@ ${tsq.prefix} and p.status = 1
        order by (ts_filter(ps.document, '{a}') @@ ${tsq.whole}) desc,
          (ts_filter(ps.document, '{b}') @@ ${tsq.prefix}) desc,
          (ts_filter(ps.document, '{a}') @@ ${tsq.prefix}) desc,
          p.sales_count desc, p.id
        limit ${SUGGEST_PRODUCTS}`),
    ).map((r) => Number(r.id));
  }
  if (ids.length < SUGGEST_PRODUCTS) {
    const more = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select ps.product_id as id from product_search ps
        where ${q} <% ps.name
        order by ${q} <<-> ps.name, ps.product_id limit ${SUGGEST_PRODUCTS}`),
    ).map((r) => Number(r.id));
    ids = [...new Set([...ids, ...more])].slice(0, SUGGEST_PRODUCTS);
  }
  return {
    query: q,
    keywords,
    categories: cats.map((c) => ({ id: c.id, name: c.name, url_path: `/${c.urlPath}` })),
    products: await loadProductCards(ctx.db, ids),
  };
}

export async function recordSearchBehavior(
  ctx: RequestContext,
  body: RecordInput,
): Promise<CallResult<typeof userSearchBehavior>> {
  // The Dropship group is not tracked for recommendations (spec part 1 §6, decision 0048).
  if (await isDropshipShopper(ctx)) return { recorded: false };
  await ctx.db.insert(searchEvents).values({
    keywords: body.keywords,
    behavior: body.behavior.toLowerCase(),
    productIds: body.productIds,
    createdAt: ctx.now,
  });
  return { recorded: true };
}

export interface RecordInput {
  behavior: string;
  keywords: string;
  productIds: number[];
}
