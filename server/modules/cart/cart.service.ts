// Add to cart (spec part 1 §4 "Cart", §5 cart quantity, §7 POST /api/cart; part 2 §3, §5, §8).
import { and, asc, eq, sql } from "drizzle-orm";
import { type AddToCartResult, CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { type Db, prepared } from "../../db/client";
import { cartItems, cartLaterItems } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import { sessions } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { sessionIsLive } from "../../http/session";
import { selectVariant, usableQty } from "../catalog/variant-selection";
import { getOfferList } from "../protection/protection.service";
import { addOnLiveSession } from "./cart-add-direct";
import { emptyCartAfterOrder } from "./cart-checkout";
import { type LineConfiguration, resolveConfiguration } from "./cart-customization";
import { upsertCartLines } from "./cart-line-upsert";
import { cartOwnerForWrite, lockCartOfWriter, type Tx } from "./cart-owner";
import { chosenPlan } from "./cart-pricing";
import { notInCart, Refusal, refuse } from "./cart-refusal";
import { assertLineQty, assertPurchasable } from "./cart-rules";

export interface AddToCartInput {
  product_id: number;
  child_id?: number | null;
  qty: number;
  offerPlanId?: string;
  planId?: string;
  customization_model?: string;
}

/** Removes a save-for-later item of this cart (the add came from it); refuses another cart's id. */
async function takeLaterItem(tx: Tx, cartId: number, laterItemId: number): Promise<void> {
  const gone = await tx
    .delete(cartLaterItems)
    .where(and(eq(cartLaterItems.id, laterItemId), eq(cartLaterItems.cartId, cartId)))
    .returning({ id: cartLaterItems.id });
  if (gone.length === 0) throw notInCart();
}

type Variant = typeof productVariants.$inferSelect;

/** The product (still sold) and the variant asked for, or the default one; refuses otherwise. */
const variantsWithStatus = prepared("cart_add_variants", (db: Db, name) =>
  db
    .select({ variant: productVariants, status: products.status })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.productId, sql.placeholder("productId")))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare(name),
);

async function purchasableVariant(ctx: RequestContext, input: AddToCartInput): Promise<Variant> {
  const rows = await variantsWithStatus(ctx.db).execute({ productId: input.product_id });
  if (rows.length === 0 || rows[0].status !== 1)
    throw refuse(CART_CODES.unavailable, CART_MESSAGES.unavailable);
  const variants = rows.map((r) => r.variant);
  const variant =
    input.child_id === undefined || input.child_id === null
      ? selectVariant(variants, undefined)
      : variants.find((v) => v.id === input.child_id);
  if (!variant) throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongVariant);
  if (usableQty(variant) < 1) throw refuse(CART_CODES.outOfStock, CART_MESSAGES.outOfStock);
  return variant;
}

/**
 * The customization asked for, resolved again by the customization service (the page's model,
 * prices and stock are not trusted). Null for the plain variant; refused when it is not a valid
 * configuration of this product.
 */
async function askedConfiguration(
  ctx: RequestContext,
  input: AddToCartInput,
): Promise<LineConfiguration | null> {
  if (input.customization_model === undefined) return null;
  const config = await resolveConfiguration(ctx, input.product_id, input.customization_model);
  if (!config) throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongCustomization);
  return config;
}

/** A configuration is bought on the variant it is built on, and only while it can be made. */
export function assertConfigurationFits(config: LineConfiguration, variant: Variant): void {
  if (config.childId !== variant.id) throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongVariant);
  if (!config.inStock) throw refuse(CART_CODES.outOfStock, CART_MESSAGES.outOfStock);
}

/** The plan asked for, looked up in today's offer list (the client's price, term and title are ignored). */
async function askedPlan(
  ctx: RequestContext,
  sku: string,
  input: AddToCartInput,
): Promise<ProtectionPlan | null> {
  if (!input.offerPlanId && !input.planId) return null;
  const offers = (await getOfferList(ctx, { products: [{ referenceID: sku }] }))[sku] ?? [];
  const plan = chosenPlan(offers, input);
  if (!plan) throw refuse(CART_CODES.rejected, CART_MESSAGES.planNotOffered);
  return plan;
}

/**
 * Everything the add needs once the cart is locked, in one statement (each round trip to the
 * database is a large share of an add's cost): the variant and its product as they are now, the
 * units of this line and of the whole cart, and whether the writer's session is still live (a
 * sign-in merging this guest cart, or a sign-out, may have ended it while the add waited for the
 * lock; a statement of its own after the lock sees that, as this one does).
 */
const variantAndLine = prepared("cart_add_variant_line", (db: Tx, name) =>
  db
    .select({
      variant: productVariants,
      status: products.status,
      inCart: sql<
        number | null
      >`(select ${cartItems.qty} from ${cartItems} where ${cartItems.cartId} = ${sql.placeholder("cartId")}
        and ${cartItems.variantId} = ${productVariants.id} and coalesce(${cartItems.customizationModel}, '') = ${sql.placeholder("model")})`,
      cartUnits: sql<number>`(select coalesce(sum(${cartItems.qty}), 0)::int from ${cartItems} where ${cartItems.cartId} = ${sql.placeholder("cartId")})`,
      sessionLive: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sql.placeholder("sessionId")}
        and ${sessionIsLive(sql.placeholder("now"))})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, sql.placeholder("variantId")))
    .prepare(name),
);

/**
 * Writes the line under the cart's lock: the quantity already in the cart plus `qty` must stay
 * within min_sale_qty … usable quantity, checked against the product and stock as they are now.
 */
async function writeLine(
  tx: Tx,
  line: { cartId: number; sessionId: number; now: Date },
  variant: Variant,
  qty: number,
  plan: ProtectionPlan | null,
  model: string | null,
): Promise<number> {
  const { cartId } = line;
  const [row] = await variantAndLine(tx).execute({
    cartId,
    variantId: variant.id,
    model: model ?? "",
    sessionId: line.sessionId,
    now: line.now.toISOString(),
  });
  if (!row) throw refuse(CART_CODES.unavailable, CART_MESSAGES.unavailable);
  if (!row.sessionLive) throw refuse(CART_CODES.sessionEnded, CART_MESSAGES.sessionEnded, null, 401);
  const usable = assertPurchasable(row);
  const fresh = row.variant;
  const inCart = row.inCart ?? 0;
  const total = inCart + qty;
  assertLineQty(fresh, usable, total, inCart);

  // A plan sent replaces the line's plan; an add without one keeps the plan the line has.
  await upsertCartLines(
    tx,
    [
      {
        cartId,
        productId: fresh.productId,
        variantId: fresh.id,
        qty: total,
        planId: plan?.planId,
        offerPlanId: plan?.offerPlanId,
        customizationModel: model,
      },
    ],
    { replacePlan: plan !== null },
  );
  // The cart's units after the write: the others as read under the lock, this line's new total.
  return row.cartUnits - inCart + total;
}

/** The everyday add (cart-add-direct.ts): a chosen variant, no plan, no customization, not moved from the later list. */
const takesDirectPath = (input: AddToCartInput, opts: { laterItemId?: number; replace?: boolean }) =>
  input.child_id != null &&
  !input.offerPlanId &&
  !input.planId &&
  input.customization_model === undefined &&
  opts.laterItemId === undefined &&
  !opts.replace;

/**
 * Adds `qty` units of a variant to the shopper's cart. Refusals (unavailable product, foreign
 * variant, out of stock, quantity limits, a plan not offered) answer a Reply and change nothing —
 * not even a guest session is left behind. `onGuestStarted` receives the token of a guest session
 * this request started, after the commit, to set as the GuestToken cookie. `laterItemId` names the
 * save-for-later item the add came from: it leaves that list in the same transaction.
 * `replace` empties the cart first, with its coupon and points (the buy-now checkout holds one
 * product: ctx.cartPurpose "buy_now").
 */
export async function addToCart(
  ctx: RequestContext,
  input: AddToCartInput,
  onGuestStarted: (token: string) => void,
  opts: { laterItemId?: number; replace?: boolean } = {},
): Promise<AddToCartResult | Reply> {
  const { laterItemId } = opts;
  try {
    if (takesDirectPath(input, opts)) {
      const added = await addOnLiveSession(ctx, { ...input, child_id: input.child_id as number });
      if (added) return added;
    }
    // Reads through ctx.db stay outside the transaction (PGlite has one connection).
    const config = await askedConfiguration(ctx, input);
    // A configuration without child_id is bought on the variant it is built on.
    const variant = await purchasableVariant(ctx, { ...input, child_id: input.child_id ?? config?.childId });
    if (config) assertConfigurationFits(config, variant);
    const plan = await askedPlan(ctx, variant.sku, input);
    const auth = await ctx.auth();
    const { cartId, units, newGuestToken } = await runTransaction(ctx.db, async (tx) => {
      const writer = await cartOwnerForWrite(ctx, tx, auth);
      const id = await lockCartOfWriter(tx, writer, ctx.now);
      if (laterItemId !== undefined) await takeLaterItem(tx, id, laterItemId);
      if (opts.replace) await emptyCartAfterOrder(tx, id);
      // A guest session started by this request is live in this transaction; an existing one is
      // checked again under the lock (writeLine), in the statement that reads the line.
      const sessionId = writer.existingSessionId ?? writer.owner.guestSessionId ?? 0;
      const units = await writeLine(
        tx,
        { cartId: id, sessionId, now: ctx.now },
        variant,
        input.qty,
        plan,
        config?.model ?? null,
      );
      return { cartId: id, units, newGuestToken: writer.newGuestToken };
    });
    if (newGuestToken) onGuestStarted(newGuestToken);
    return { quoteId: cartId, indent: String(cartId), items_qty: units };
  } catch (err) {
    if (err instanceof Refusal) return err.reply;
    throw err;
  }
}
