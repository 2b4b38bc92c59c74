import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AppliedFilters, ListingFacet, ListingFilterQuery } from "../../../contract/catalog";
import { PRICE_BUCKETS, type ProductListSort, RATING_FACET_STARS } from "../../../contract/catalog-constants";
import type { ProductCard } from "../../../contract/product-card";
import { categories } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { loadProductCards } from "./product-cards";

/**
 * Which products a listing starts from.
 * - `{ categoryId }`: the products listed in the category (its subcategories' products too);
 *   `relevance` is the merchandised position; the `cat` facet offers the category's menu children.
 * - `{ productIds }`: an explicit, ranked list (e.g. search matches, best first; duplicates keep
 *   their first rank); `relevance` keeps that rank; the `cat` facet offers the top categories.
 */
export type ListingScope = { categoryId: number } | { productIds: readonly number[] };

export interface ListingQuery {
  scope: ListingScope;
  /** Parsed facet parameters (contract `listingFilterQuerySchema`); unknown values are ignored. */
  filters: ListingFilterQuery;
  sort: ProductListSort;
  /** 1-based. A page past the end answers no items with the real total. */
  page: number;
  pageSize: number;
}

export interface ListingResult {
  items: ProductCard[];
  /** Products in scope matching every applied filter. */
  total: number;
  /** The filters that were applied, unknown values left out. */
  filters: AppliedFilters;
  /** Facets in panel order, each value counted with every OTHER applied facet. */
  facets: ListingFacet[];
}

const BUCKETS = PRICE_BUCKETS.map((b) => ({
  ...b,
  minCents: b.min * 100,
  maxCents: b.max === null ? null : b.max * 100,
}));

interface FacetCandidate {
  id: number;
  name: string;
}

/** The `cat` facet's possible values for a scope, in menu order. */
async function categoryCandidates(ctx: RequestContext, scope: ListingScope): Promise<FacetCandidate[]> {
  const where =
    "categoryId" in scope
      ? and(eq(categories.parentId, scope.categoryId), eq(categories.includeInMenu, true))
      : and(eq(categories.level, 1), eq(categories.includeInMenu, true));
  return ctx.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * The requested colours that exist in the catalog, with a swatch: two index probes per colour
 * (exists, then the smallest hex), never a read of every variant of a common colour.
 */
async function knownColors(ctx: RequestContext, requested: string[]): Promise<Map<string, string | null>> {
  if (requested.length === 0) return new Map();
  const result = await ctx.db.execute(sql`
    select c.color, (select min(v.color_hex) from product_variants v where v.color = c.color) as hex
    from unnest(${textArray(requested)}) as c(color)
    where exists (select 1 from product_variants v where v.color = c.color)`);
  const rows = (result as unknown as { rows: { color: string; hex: string | null }[] }).rows;
  const found = new Map(rows.map((r) => [r.color, r.hex]));
  return new Map(requested.filter((c) => found.has(c)).map((c) => [c, found.get(c) ?? null]));
}

/** Keeps only the values that mean something: the applied filters. */
function applyKnown(
  raw: ListingFilterQuery,
  candidates: FacetCandidate[],
  colors: Map<string, string | null>,
): AppliedFilters {
  const catIds = new Set(candidates.map((c) => c.id));
  const stars = raw.rating
    .filter((r) => /^[1-4]$/.test(r))
    .map(Number)
    .filter((r) => (RATING_FACET_STARS as readonly number[]).includes(r));
  return {
    cat: raw.cat.filter((v) => /^\d{1,9}$/.test(v) && catIds.has(Number(v))).map(Number),
    price: BUCKETS.filter((b) => raw.price.includes(b.key)).map((b) => b.key),
    color: [...colors.keys()],
    rating: stars.length > 0 ? Math.min(...stars) : null,
    in_stock: raw.in_stock.some((v) => v === "1" || v === "true"),
  };
}

const intArray = (ids: readonly number[]) => sql`cast(${`{${ids.join(",")}}`} as int[])`;
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(cast(${JSON.stringify(values)} as jsonb)))`;

type FacetName = "cat" | "price" | "color" | "rating" | "in_stock";

/**
 * Each applied facet's condition on a `product_listing` row `l` (undefined when the facet is not
 * applied). `base` evaluates each once per product into a flag column `f_<facet>`; the counts
 * then combine flags instead of re-testing arrays and ranges for every facet.
 */
function conditions(f: AppliedFilters): Record<FacetName, SQL | undefined> {
  const ranges = BUCKETS.filter((b) => f.price.includes(b.key)).map((b) =>
    b.maxCents === null
      ? sql`l.final_cents >= ${b.minCents}`
      : sql`(l.final_cents >= ${b.minCents} and l.final_cents < ${b.maxCents})`,
  );
  return {
    // Applied `cat` values are a subset of the candidates: one index probe per product.
    cat:
      f.cat.length > 0
        ? sql`exists (select 1 from product_categories pc2 where pc2.product_id = l.product_id and pc2.category_id = any(${intArray(f.cat)}))`
        : undefined,
    price: ranges.length > 0 ? sql`(${sql.join(ranges, sql` or `)})` : undefined,
    color: f.color.length > 0 ? sql`l.colors && ${textArray(f.color)}` : undefined,
    rating: f.rating === null ? undefined : sql`l.rating_summary >= ${f.rating * 20}`,
    in_stock: f.in_stock ? sql`l.in_stock` : undefined,
  };
}

function whereAll(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/** Every sort ends with the product id so pages never overlap or skip a product. */
function orderFor(sort: ProductListSort): SQL {
  switch (sort) {
    case "relevance":
    case "position":
      return sql`b.rank asc, b.id asc`;
    case "bestsellers":
      return sql`b.sales_count desc, b.id asc`;
    case "newest":
      return sql`b.created_at desc, b.id desc`;
    case "price_asc":
      return sql`b.final_cents asc, b.id asc`;
    case "price_desc":
      return sql`b.final_cents desc, b.id asc`;
    case "rating":
      return sql`b.rating_summary desc, b.reviews_count desc, b.id asc`;
  }
}

/** Each price bucket's condition on a `base` row, in panel order. */
const bucketSql = BUCKETS.map((b) => ({
  key: b.key,
  when: sql.raw(
    `b.final_cents >= ${b.minCents}${b.maxCents === null ? "" : ` and b.final_cents < ${b.maxCents}`}`,
  ),
}));

interface CountsRow {
  total: number;
  ids: number[] | string;
  cat: [number, number][] | null;
  price: [string, number][] | null;
  color: [string, string | null, number][] | null;
  rating: number[] | null;
  in_stock: number;
}

/**
 * The listing core shared by category pages and search results: filters, standard facet counts,
 * sort and one page, computed in ONE SQL statement (plus two small reads: the `cat` facet's
 * candidate categories and, when colours are asked for, which of them exist).
 *
 * `base` (materialised once) holds the scope's listed products with what is filtered, counted and
 * sorted — the display variant's final price (first in-stock variant, else the first: the price
 * its tile shows), whether any variant is in stock, its colours, its sort columns — and one flag
 * per applied facet. A category reads them from one range of category_listing's covering index
 * (a row per product and category, kept in sync by triggers); search results probe
 * product_listing by id. Over it: one pass counts the total and the price, rating and
 * availability facets (each count applying every OTHER facet, as FILTER clauses); the page of
 * ids, the colour counts and the category counts (a category's children from their own index
 * ranges; a search's top categories per matching product) are one more query each. Work per
 * listed product is kept small: a 12,000-product category is counted on every computed answer.
 *
 * Listed = enabled (status 1) with at least one variant. Unknown filter values are dropped (see
 * `filters` in the result), never an error. Tiles come from loadProductCards in the page's order.
 *
 * Stable signature: `queryListing(ctx, { scope, filters, sort, page, pageSize })`.
 */
export async function queryListing(ctx: RequestContext, q: ListingQuery): Promise<ListingResult> {
  const { scope, sort, page, pageSize } = q;
  const [candidates, colorsKnown] = await Promise.all([
    categoryCandidates(ctx, scope),
    knownColors(ctx, q.filters.color),
  ]);
  const filters = applyKnown(q.filters, candidates, colorsKnown);

  const byIds = "productIds" in scope;
  const scopeIds = byIds
    ? [...new Set(scope.productIds.filter((id) => Number.isSafeInteger(id) && id > 0))]
    : [];
  if (byIds && scopeIds.length === 0) return emptyResult(filters, candidates, colorsKnown);
  const applied = Object.entries(conditions(filters)).filter(
    (e): e is [FacetName, SQL] => e[1] !== undefined,
  );
  const flagsSql = sql.join(
    applied.map(([name, test]) => sql`, ${test} as ${sql.raw(`f_${name}`)}`),
    sql``,
  );
  const cond = Object.fromEntries(applied.map(([name]) => [name, sql.raw(`b.f_${name}`)])) as Partial<
    Record<FacetName, SQL>
  >;
  const all = whereAll(Object.values(cond));
  const except = (name: FacetName) =>
    whereAll(Object.entries(cond).map(([k, v]) => (k === name ? undefined : v)));
  const ratingCounts = sql.join(
    RATING_FACET_STARS.map(
      (s) => sql`count(*) filter (where ${except("rating")} and b.rating_summary >= ${s * 20})::int`,
    ),
    sql`, `,
  );
  const priceCounts = sql.join(
    bucketSql.map(
      (b) =>
        sql`json_build_array(${b.key}::text, count(*) filter (where ${except("price")} and ${b.when})::int)`,
    ),
    sql`, `,
  );
  const columns = sql`l.product_id as id, l.sales_count, l.created_at, l.rating_summary, l.reviews_count,
             l.final_cents, l.in_stock, l.colors ${flagsSql}`;
  // A category's rows are one range of category_listing's covering index. A ranked id list
  // (search: at most SEARCH_MAX_MATCHES ids) reads its product_listing rows by primary key, one
  // probe per id (`limit 1` keeps the subquery per row): left to itself the planner hashes all of
  // product_listing to join a few hundred ids.
  const baseSql = byIds
    ? sql`select u.ord::int as rank, ${columns}
          from unnest(${intArray(scopeIds)}) with ordinality as u(id, ord)
          cross join lateral (select * from product_listing l0 where l0.product_id = u.id and l0.status = 1 limit 1) l`
    : sql`select l.position as rank, ${columns}
          from category_listing l where l.category_id = ${scope.categoryId} and l.status = 1`;
  const catIds = candidates.map((c) => c.id);
  // The `cat` facet: how many products each candidate category holds under every OTHER applied
  // facet. A category's candidates are its children, counted from their own index ranges; search
  // candidates are the top categories, counted per matching product (`offset 0` keeps it per row).
  const otherThanCat = whereAll(applied.filter(([name]) => name !== "cat").map(([, test]) => test));
  const catCounts =
    catIds.length === 0
      ? sql`null::json`
      : byIds
        ? sql`(select json_agg(json_build_array(x.k, x.n)) from (
             select pc3.category_id as k, count(*)::int as n from base b
             cross join lateral (select pc3.category_id from product_categories pc3
               where pc3.product_id = b.id and pc3.category_id = any(${intArray(catIds)}) offset 0) pc3
             where ${except("cat")} group by 1) x)`
        : sql`(select json_agg(json_build_array(x.k, x.n)) from (
             select l.category_id as k, count(*)::int as n from category_listing l
             where l.category_id = any(${intArray(catIds)}) and l.status = 1 and ${otherThanCat}
             group by 1) x)`;

  const result = await ctx.db.execute(sql`
    with base as materialized (${baseSql})
    select
      a.total, a.price, a.rating, a.in_stock,
      array(select b.id from base b where ${all} order by ${orderFor(sort)}
            limit ${pageSize} offset ${(page - 1) * pageSize}) as ids,
      ${catCounts} as cat,
      (select json_agg(json_build_array(x.k,
                (select min(sw.color_hex) from product_variants sw where sw.color = x.k), x.n)) from (
         select unnest(b.colors) as k, count(*)::int as n from base b where ${except("color")} group by 1) x) as color
    from (
      select count(*) filter (where ${all})::int as total,
             json_build_array(${priceCounts}) as price,
             json_build_array(${ratingCounts}) as rating,
             count(*) filter (where ${except("in_stock")} and b.in_stock)::int as in_stock
      from base b
    ) a
  `);
  const row = (result as unknown as { rows: CountsRow[] }).rows[0];
  const ids = parseIds(row.ids);
  const items = await loadProductCards(ctx.db, ids);
  return {
    items,
    total: row.total,
    filters,
    facets: buildFacets(filters, candidates, colorsKnown, row),
  };
}

/** node-postgres parses int[] to numbers; PGlite may too, or hand back the `{1,2}` text. */
function parseIds(ids: number[] | string): number[] {
  if (Array.isArray(ids)) return ids.map(Number);
  const inner = ids.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",").map(Number) : [];
}

function emptyResult(
  filters: AppliedFilters,
  candidates: FacetCandidate[],
  colors: Map<string, string | null>,
): ListingResult {
  const row: CountsRow = {
    total: 0,
    ids: [],
    cat: null,
    price: null,
    color: null,
    rating: null,
    in_stock: 0,
  };
  return { items: [], total: 0, filters, facets: buildFacets(filters, candidates, colors, row) };
}

/** Facet values in panel order; a value with no product is left out unless it is selected. */
function buildFacets(
  f: AppliedFilters,
  candidates: FacetCandidate[],
  colorsKnown: Map<string, string | null>,
  row: CountsRow,
): ListingFacet[] {
  const keep = <V extends { count: number; selected: boolean }>(values: V[]) =>
    values.filter((v) => v.count > 0 || v.selected);
  const catCounts = new Map((row.cat ?? []).map(([k, n]) => [Number(k), n]));
  const priceCounts = new Map(row.price ?? []);
  const colorRows = new Map((row.color ?? []).map(([k, hex, n]) => [k, { hex, n }]));
  for (const [name, hex] of colorsKnown) if (!colorRows.has(name)) colorRows.set(name, { hex, n: 0 });
  const ratingCounts = row.rating ?? RATING_FACET_STARS.map(() => 0);

  const facets: ListingFacet[] = [];
  if (candidates.length > 0)
    facets.push({
      name: "cat",
      label: "Category",
      multiple: true,
      values: keep(
        candidates.map((c) => ({
          value: String(c.id),
          label: c.name,
          count: catCounts.get(c.id) ?? 0,
          selected: f.cat.includes(c.id),
          hex: null,
        })),
      ),
    });
  facets.push(
    {
      name: "price",
      label: "Price",
      multiple: true,
      values: keep(
        BUCKETS.map((b) => ({
          value: b.key,
          label: b.label,
          count: priceCounts.get(b.key) ?? 0,
          selected: f.price.includes(b.key),
          hex: null,
        })),
      ),
    },
    {
      name: "color",
      label: "Color",
      multiple: true,
      values: keep(
        [...colorRows]
          .map(([name, { hex, n }]) => ({
            value: name,
            label: name,
            count: n,
            selected: f.color.includes(name),
            hex,
          }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
      ),
    },
    {
      name: "rating",
      label: "Customer rating",
      multiple: false,
      values: keep(
        RATING_FACET_STARS.map((stars, i) => ({
          value: String(stars),
          label: `${stars}★ & up`,
          count: ratingCounts[i] ?? 0,
          selected: f.rating === stars,
          hex: null,
        })),
      ),
    },
    {
      name: "in_stock",
      label: "Availability",
      multiple: false,
      values: keep([
        { value: "1", label: "In stock only", count: row.in_stock, selected: f.in_stock, hex: null },
      ]),
    },
  );
  return facets;
}
