// The free gifts a shopper chooses from (spec part 2 §9 "Free-gift rules": pick a category, then 1
// of 9 options). Chosen deterministically from the real catalog: in each of GIFT_CATEGORY_IDS, the
// GIFT_OPTIONS_PER_CATEGORY cheapest products that can be sent as the gift now (gift-sendable.ts:
// sold, a variant in stock with a unit to sell), each as its cheapest such variant. Ties: variant
// by lowest id, product by lowest id.
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CartGiftCategory } from "../../../contract/cart";
import { GIFT_CATEGORY_IDS, GIFT_OPTIONS_PER_CATEGORY } from "../../../contract/gift-constants";
import { productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { firstVariantImageUrl } from "../catalog/variant-image";
import { giftSendable } from "./gift-sendable";

interface OptionRow {
  category_id: number;
  category_name: string;
  product_id: number;
  piid: number;
  name: string;
  price_cents: number;
  image: string | null;
}

/**
 * The options of every gift category, from the shared cache: they are the same for every shopper,
 * so the catalog is searched once per cache lifetime. Inside a transaction `ctx` is the one
 * cart-write.ts `inTransaction` makes, whose cache never waits for a load running outside it.
 */
export function giftOptions(ctx: RequestContext): Promise<CartGiftCategory[]> {
  return ctx.cache.get("cart-gift-options", () => loadGiftOptions(ctx));
}

// The category ids, the limit and the gift's one unit are written out as constants (not
// parameters), so the planner sees them. No index serves the price order (the cheapest variant per
// product comes from a distinct on product_id): each category's buyable variants are sorted in the
// query, which runs once per cache lifetime for every shopper (giftOptions). A variant is offered
// by the rule the chosen gift and the order's stock take use too (giftSendable, one unit).
const v = alias(productVariants, "v");
const OPTIONS_SQL = sql`
  select c.id as category_id, c.name as category_name, o.product_id, o.piid, o.name, o.price_cents,
    ${firstVariantImageUrl(sql`o.piid`)} as image
  from categories c
  cross join lateral (
    select b.product_id, b.piid, b.name, b.price_cents, b.effective
    from (
      select distinct on (v.product_id) v.product_id, v.id as piid, p.name, v.price_cents,
        least(v.price_cents, coalesce(v.special_price_cents, v.price_cents)) as effective
      from product_categories pc
      join products p on p.id = pc.product_id
      join product_variants v on v.product_id = p.id
      where pc.category_id = c.id and ${giftSendable(sql.raw("1"), v)}
      order by v.product_id, least(v.price_cents, coalesce(v.special_price_cents, v.price_cents)), v.id
    ) b
    order by b.effective, b.product_id
    limit ${sql.raw(String(GIFT_OPTIONS_PER_CATEGORY))}
  ) o
  where c.id in (${sql.raw(GIFT_CATEGORY_IDS.join(", "))})
  order by c.id, o.effective, o.product_id
`;

async function loadGiftOptions(ctx: RequestContext): Promise<CartGiftCategory[]> {
  const { rows } = (await ctx.db.execute(OPTIONS_SQL)) as unknown as { rows: OptionRow[] };
  const byCategory = new Map<number, CartGiftCategory>();
  // Rows come by category, then price, then product id (the query's order).
  for (const r of rows) {
    const id = Number(r.category_id);
    const category = byCategory.get(id) ?? { id, name: r.category_name, options: [] };
    byCategory.set(id, category);
    category.options.push({
      product_id: Number(r.product_id),
      piid: Number(r.piid),
      name: r.name,
      small_image: r.image,
      price: toDollars(Number(r.price_cents)),
    });
  }
  return GIFT_CATEGORY_IDS.flatMap((id) => byCategory.get(id) ?? []);
}

/** The option `piid` names among the categories, or null when it is not offered. */
export function findOption(categories: CartGiftCategory[], piid: number) {
  for (const c of categories) {
    const option = c.options.find((o) => o.piid === piid);
    if (option) return option;
  }
  return null;
}
