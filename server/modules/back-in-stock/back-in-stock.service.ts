// Back in stock ("Notify me", issue 19; docs/decisions/0040-back-in-stock.md).
//
// A request waits on one variant for one address. The mail goes out from the transaction that
// brings the variant back (the operator's stock call, an order cancel, a refunded return, and the
// housekeeping sweep for the rest), through the outbox: committed with the stock change or not at
// all. Exactly once: a request is claimed by `update … set notified_at … where notified_at is null`
// (rows locked, `skip locked` for the sweep), so two stock changes at once, or a change and the
// sweep, cannot both mail the same request.
//
// A request and a stock return cannot miss each other: the request reads the variant `for share`,
// which waits for a stock change in progress (its row lock) and holds the next one off until the
// request is committed; so either the request sees the stock back (refused: in stock) or the stock
// change's notify sees the request.
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { BACK_IN_STOCK_MESSAGES, type subscribeProduct } from "../../../contract/back-in-stock";
import type { CallResult } from "../../../contract/call";
import { MESSAGES } from "../../../contract/validation";
import type { Db } from "../../db/client";
import { backInStockRequests } from "../../db/schema/back-in-stock";
import { products, productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { optionSummary } from "../catalog/variant-selection";
import { enqueueMail } from "../mail/outbox";
import { type BackInStockSite, backInStockMail, productLink } from "./back-in-stock-mail";

type Input = z.output<NonNullable<(typeof subscribeProduct)["body"]>>;
type Result = CallResult<typeof subscribeProduct>;

/** The mail settings of a request: the store's name and its public origin (PUBLIC_URL, else the request's). */
export const siteOf = (ctx: Pick<RequestContext, "config" | "origin">): BackInStockSite => ({
  storeName: ctx.config.STORE_NAME,
  origin: ctx.origin,
});

/** The SQL condition "this variant can be sold now": flagged in stock, units on hand, product still sold. */
const sellable = sql`v.is_in_stock and v.qty > 0 and p.status = 1`;

/**
 * The variant a request or a stock change names: `childId` of `productId`, or the product's only
 * variant when none is named. Locks it `for share` (requests) or `for update` (stock changes).
 */
export async function variantOf(
  tx: Tx,
  productId: number,
  childId: number | undefined,
  lock: "share" | "update",
) {
  const rows = await tx
    .select({
      id: productVariants.id,
      qty: productVariants.qty,
      isInStock: productVariants.isInStock,
      productStatus: products.status,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        childId === undefined ? undefined : eq(productVariants.id, childId),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(2)
    .for(lock, { of: productVariants });
  if (rows.length === 0) throw new AppError(404, 404, BACK_IN_STOCK_MESSAGES.noProduct);
  if (rows.length > 1) throw new AppError(422, 422, BACK_IN_STOCK_MESSAGES.chooseOption);
  return rows[0];
}

/** The address a request goes to: the typed one, else the signed-in customer's; a guest must type one. */
async function addressOf(ctx: RequestContext, typed: string | undefined) {
  const customerId = (await ctx.auth())?.customerId ?? null;
  if (typed) return { email: typed, customerId };
  if (customerId !== null) {
    const [row] = await ctx.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (row) return { email: row.email.trim().toLowerCase(), customerId };
  }
  throw new AppError(422, 422, `email: ${MESSAGES.required}`);
}

/** POST /api/product/subscribe_product. */
export async function subscribeProductService(
  ctx: RequestContext,
  input: Input,
): Promise<Reply<Result> | Reply<null>> {
  const { email, customerId } = await addressOf(ctx, input.email);
  return runTransaction(ctx.db, async (tx) => {
    const variant = await variantOf(tx, input.product_id, input.child_id, "share");
    if (variant.productStatus !== 1) return new Reply(409, BACK_IN_STOCK_MESSAGES.unavailable, null);
    if (variant.isInStock && variant.qty > 0) return new Reply(409, BACK_IN_STOCK_MESSAGES.inStock, null);
    const result = (status: Result["status"]): Result => ({
      status,
      email,
      product_id: input.product_id,
      child_id: variant.id,
    });
    // A new request, or one that was mailed already and waits again (the item sold out since).
    // A request still waiting is left as it is.
    const [written] = await tx
      .insert(backInStockRequests)
      .values({
        email,
        productId: input.product_id,
        variantId: variant.id,
        customerId,
        createdAt: ctx.now,
        requestedAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [backInStockRequests.variantId, backInStockRequests.email],
        set: {
          notifiedAt: null,
          requestedAt: ctx.now,
          customerId: sql`coalesce(excluded.customer_id, ${backInStockRequests.customerId})`,
        },
        setWhere: sql`${backInStockRequests.notifiedAt} is not null`,
      })
      .returning({ id: backInStockRequests.id });
    if (!written) return new Reply(200, BACK_IN_STOCK_MESSAGES.already(email), result("already"));
    ctx.logger.info("back in stock request", { variantId: variant.id, signedIn: customerId !== null });
    return new Reply(200, BACK_IN_STOCK_MESSAGES.subscribed(email), result("subscribed"));
  });
}

interface Claimed {
  id: number;
  email: string;
  variant_id: number;
  product_name: string;
  url_path: string;
  color: string | null;
  size: string | null;
  style: string | null;
  number_of_pieces: number | null;
}

/**
 * Mails everyone waiting for a variant that can be sold now, inside the caller's transaction:
 * each waiting request is marked notified and gets one mail in the outbox. `variantIds` limits it
 * to the variants a stock change touched (call it after the change, in its transaction); without
 * it, every variant (the sweep), `limit` requests at a time. Answers how many mails it wrote.
 */
export async function notifyBackInStock(
  tx: Pick<Db, "execute" | "insert">,
  site: BackInStockSite,
  now: Date,
  opts: { variantIds?: number[]; limit?: number } = {},
): Promise<number> {
  if (opts.variantIds && opts.variantIds.length === 0) return 0;
  const only = opts.variantIds
    ? sql`and r.variant_id in (${sql.join(
        [...new Set(opts.variantIds)].map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql``;
  const limit = opts.limit ? sql`limit ${opts.limit}` : sql``;
  const res = (await tx.execute(sql`
    with due as (
      select r.id
      from back_in_stock_requests r
      join product_variants v on v.id = r.variant_id
      join products p on p.id = r.product_id
      where r.notified_at is null and ${sellable} ${only}
      order by r.id
      ${limit}
      for update of r skip locked
    )
    update back_in_stock_requests r
    set notified_at = ${now.toISOString()}
    from due, product_variants v, products p
    where r.id = due.id and r.notified_at is null and v.id = r.variant_id and p.id = r.product_id
    returning r.id, r.email, r.variant_id, p.name as product_name, p.url_path,
      v.color, v.size, v.style, v.number_of_pieces
  `)) as unknown as { rows: Claimed[] };
  for (const row of res.rows) {
    const options = optionSummary({
      color: row.color,
      size: row.size,
      style: row.style,
      numberOfPieces: row.number_of_pieces === null ? null : Number(row.number_of_pieces),
    });
    await enqueueMail(tx, {
      to: row.email,
      ...backInStockMail({
        site,
        productName: row.product_name,
        options,
        link: productLink(site.origin, row.url_path, Number(row.variant_id)),
      }),
    });
  }
  return res.rows.length;
}

/**
 * The housekeeping sweep: every waiting request whose variant can be sold now, whatever brought it
 * back (an unpaid order that expired, a declined payment, stock written outside the calls).
 * Batches of 200, each in its own transaction. Answers how many mails it wrote.
 */
export async function sweepBackInStock(db: Db, site: BackInStockSite, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await runTransaction(db, (tx) => notifyBackInStock(tx, site, now, { limit: 200 }));
    total += n;
    if (n < 200) return total;
  }
}
