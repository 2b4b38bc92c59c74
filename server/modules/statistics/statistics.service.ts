import { eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import { LOOK_DEDUPE_MINUTES, type ProductBehavior } from "../../../contract/related-constants";
import type { userProductBehavior } from "../../../contract/statistics";
import { products } from "../../db/schema/catalog";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { invalid, notFound } from "../../http/errors";
import { isDropshipShopper } from "../dropship/dropship.service";

export interface ProductBehaviorInput {
  source?: string | null;
  customerId?: string | number | null;
  guestId?: string | number | null;
  behavior: ProductBehavior;
  productId: number;
  country?: string | null;
}

/** An id as text; empty, 0 and "0" mean "none" (a guest sends customerId 0). */
function identity(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" || text === "0" ? null : text;
}

/**
 * Records a product behaviour. The customer is the session's: the payload's customerId is accepted
 * for the spec's clients but never stored (anyone could name any customer and write into their
 * history); guestId is the anonymous device id, which names nobody. Repeated looks of one product by one visitor within
 * LOOK_DEDUPE_MINUTES are ignored: the check and the insert are one statement run under a
 * transaction-scoped advisory lock on (visitor, product), so two concurrent looks record once.
 * A signed-in member of the Dropship group is not tracked at all (spec part 1 §6, decision 0048):
 * nothing is stored and the answer says recorded false.
 */
export async function recordProductBehavior(
  ctx: RequestContext,
  body: ProductBehaviorInput,
): Promise<CallResult<typeof userProductBehavior>> {
  if (await isDropshipShopper(ctx)) return { recorded: false };
  const sessionCustomer = (await ctx.auth())?.customerId ?? null;
  const customerId = sessionCustomer === null ? null : String(sessionCustomer);
  const guestId = identity(body.guestId);
  if (!customerId && !guestId) throw invalid("guestId or customerId is required");
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, body.productId))
    .limit(1);
  if (!product) throw notFound(`No product with id ${body.productId}.`);

  const visitorKey = guestId ?? `customer:${customerId}`;
  const values = sql`${body.productId}, ${body.behavior}, ${customerId}, ${guestId}, ${visitorKey},
    ${body.source || "pc"}, ${(body.country || "us").toLowerCase()}, ${ctx.now.toISOString()}::timestamptz`;
  const columns = sql`(product_id, behavior, customer_id, guest_id, visitor_key, source, country, created_at)`;

  if (body.behavior !== "look") {
    await ctx.db.execute(sql`insert into product_behavior_events ${columns} values (${values})`);
    return { recorded: true };
  }
  const since = new Date(ctx.now.getTime() - LOOK_DEDUPE_MINUTES * 60_000).toISOString();
  const recorded = await runTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`look:${visitorKey}:${body.productId}`}))`);
    const result = await tx.execute(sql`
      insert into product_behavior_events ${columns}
      select ${values}
      where not exists (
        select 1 from product_behavior_events
        where visitor_key = ${visitorKey} and product_id = ${body.productId}
          and behavior = 'look' and created_at > ${since}::timestamptz)
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  });
  return { recorded };
}
