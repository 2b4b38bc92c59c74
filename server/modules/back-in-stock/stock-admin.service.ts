// POST /admin/api/product/stock: the operator sets a variant's stock. When that brings the variant
// back, everyone waiting for it is mailed in the same transaction (back-in-stock.service.ts).
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { adminProductStock } from "../../../contract/back-in-stock";
import type { CallResult } from "../../../contract/call";
import { productVariants } from "../../db/schema/catalog";
import { operatorActions } from "../../db/schema/fulfilment";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { notifyBackInStock, siteOf, variantOf } from "./back-in-stock.service";

type Input = z.output<NonNullable<(typeof adminProductStock)["body"]>>;
type Result = CallResult<typeof adminProductStock>;

export const STOCK_SET_MESSAGE = "The stock is set.";

export async function setVariantStock(
  ctx: RequestContext,
  operator: string,
  input: Input,
): Promise<Reply<Result>> {
  const result = await runTransaction(ctx.db, async (tx) => {
    // Locked first: parallel stock changes of one variant run one after the other.
    const variant = await variantOf(tx, input.product_id, input.child_id, "update");
    const [row] = await tx
      .update(productVariants)
      .set({ qty: input.qty, ...(input.is_in_stock === undefined ? {} : { isInStock: input.is_in_stock }) })
      .where(eq(productVariants.id, variant.id))
      .returning({ qty: productVariants.qty, isInStock: productVariants.isInStock });
    const notified = await notifyBackInStock(tx, siteOf(ctx), ctx.now, { variantIds: [variant.id] });
    await tx.insert(operatorActions).values({
      operator,
      action: "product_stock",
      detail: {
        product_id: input.product_id,
        child_id: variant.id,
        qty_before: variant.qty,
        qty: row.qty,
        is_in_stock: row.isInStock,
        notified,
      },
      at: ctx.now,
    });
    return {
      product_id: input.product_id,
      child_id: variant.id,
      qty: row.qty,
      is_in_stock: row.isInStock,
      notified,
    };
  });
  ctx.logger.info("stock set", { variantId: result.child_id, qty: result.qty, notified: result.notified });
  return new Reply(200, STOCK_SET_MESSAGE, result);
}
