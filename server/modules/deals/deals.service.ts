// The deals list (GET /api/deals): products on sale now, the deepest cut first. Public and the
// same for everyone (cached like catalog reads).
import { sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { dealsList } from "../../../contract/deals";
import type { RequestContext } from "../../http/context";
import { loadProductCards } from "../catalog/product-cards";

type Deals = CallResult<typeof dealsList>;

/**
 * Each product on sale with its best percent off (of its variants in stock with units on hand and
 * a special price under the regular one) and its top category (a product sits in a subcategory;
 * the catalogue is two levels deep).
 */
const DEALS = sql`
  select p.id, p.reviews_count,
    max(floor((v.price_cents - v.special_price_cents) * 100.0 / v.price_cents))::int as percent_off,
    case when c.level = 1 then c.id else c.parent_id end as top_id
  from products p
  join product_variants v on v.product_id = p.id
  join categories c on c.id = p.category_id
  where p.status = 1 and v.is_in_stock and v.qty > 0
    and v.special_price_cents is not null and v.special_price_cents < v.price_cents
  group by p.id, p.reviews_count, c.level, c.id, c.parent_id`;

export async function listDeals(
  ctx: RequestContext,
  query: { category?: number; page: number; page_size: number },
): Promise<Deals> {
  const inCategory = query.category === undefined ? sql`true` : sql`d.top_id = ${query.category}`;
  // PGlite and node-postgres both answer { rows }; drizzle's type names neither.
  const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
  const [rows, totals, categories] = await Promise.all([
    rowsOf<{ id: number; percent_off: number }>(
      ctx.db.execute(sql`
      select d.id, d.percent_off from (${DEALS}) d where ${inCategory}
      order by d.percent_off desc, d.reviews_count desc, d.id asc
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    ),
    rowsOf<{ n: number }>(
      ctx.db.execute(sql`select count(*)::int as n from (${DEALS}) d where ${inCategory}`),
    ),
    rowsOf<{ id: number; name: string; url_path: string; count: number }>(
      ctx.db.execute(sql`
      select c.id, c.name, c.url_path, count(*)::int as count
      from (${DEALS}) d join categories c on c.id = d.top_id
      group by c.id, c.name, c.url_path, c.position
      order by c.position asc, c.id asc`),
    ),
  ]);
  const off = new Map(rows.map((r) => [Number(r.id), Number(r.percent_off)]));
  const cards = await loadProductCards(
    ctx.db,
    rows.map((r) => Number(r.id)),
  );
  return {
    items: cards.map((card) => ({ ...card, percent_off: off.get(card.entity_id) ?? 0 })),
    total: Number(totals[0]?.n ?? 0),
    page: query.page,
    categories: categories.map((c) => ({
      id: Number(c.id),
      name: c.name,
      // Stored without the leading slash; links carry it (as the category menu's do).
      url_path: `/${c.url_path.replace(/^\//, "")}`,
      count: Number(c.count),
    })),
  };
}
