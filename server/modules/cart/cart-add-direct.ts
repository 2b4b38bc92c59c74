// The everyday add to cart — a shopper with a live session adds a product variant, no
// customization, not from the saved-for-later list — in two statements instead of a transaction of
// five round trips (begin, lock, read, write, commit). Each round trip costs the server and the
// database a system call and a wake-up on either side, the larger share of an add's cost (README
// "Performance"). The rules are the transactional add's (cart.service.ts), checked in the same
// order with the same messages; only how the write is kept safe differs:
//
// 1. One read: the session the token names, its owner's cart, this variant's line in it, the
//    cart's units, and the product and variant as they are now. No lock.
// 2. One write, atomic as any single statement: it takes the session row FOR SHARE (a sign-in
//    revokes the guest session before it merges the cart: cart-owner.ts `lockCartOfWriter`),
//    locks the cart row (creating it when missing) as every cart writer does, and sets the line
//    only if the line still holds what the read saw (compare-and-set on its quantity, or on its
//    absence). A write that finds the session ended is refused as the transactional add refuses it;
//    one that finds the line changed since the read (another tab, an order, a merge) changes nothing
//    and the add is done again by the transactional path, under the lock from the start.
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type AddToCartResult, CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { type Db, prepared, preparedStatement } from "../../db/client";
import { type CartPurpose, cartItems, carts } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import { sessions } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { hashToken, liveSessionByTokenHash, MAX_TOKEN_LENGTH } from "../../http/session";
import { askedPlan } from "./cart-asked-plan";
import { refuse } from "./cart-refusal";
import { assertLineQty, assertPurchasable } from "./cart-rules";

/** An add the direct path takes: a chosen variant (child_id), no customization. */
export interface DirectAddInput {
  product_id: number;
  child_id: number;
  qty: number;
  offerPlanId?: string;
  planId?: string;
}

// Typed as carts: an alias differs only in the table name its column types carry.
const customerCart = alias(carts, "add_customer_cart") as unknown as typeof carts;
const guestCart = alias(carts, "add_guest_cart") as unknown as typeof carts;
const ownersCartId = sql<number | null>`coalesce(${customerCart.id}, ${guestCart.id})`;

/** Step 1: everything the add decides on, by the session token's hash, in one statement. */
const addTarget = prepared("cart_add_target", (db: Db, name) =>
  db
    .select({
      sessionId: sessions.id,
      customerId: sessions.customerId,
      cartId: ownersCartId,
      status: products.status,
      variant: productVariants,
      lineId: cartItems.id,
      inCart: cartItems.qty,
      cartUnits: sql<number>`(select coalesce(sum(units.qty), 0)::int from ${cartItems} as units
        where units.cart_id = ${ownersCartId})`,
    })
    .from(sessions)
    .leftJoin(
      customerCart,
      and(
        eq(customerCart.customerId, sessions.customerId),
        eq(customerCart.purpose, sql.placeholder("purpose")),
      ),
    )
    .leftJoin(
      guestCart,
      and(
        isNull(sessions.customerId),
        eq(guestCart.guestSessionId, sessions.id),
        eq(guestCart.purpose, sql.placeholder("purpose")),
      ),
    )
    .leftJoin(products, eq(products.id, sql.placeholder("productId")))
    .leftJoin(
      productVariants,
      and(eq(productVariants.id, sql.placeholder("variantId")), eq(productVariants.productId, products.id)),
    )
    .leftJoin(
      cartItems,
      and(
        eq(cartItems.cartId, ownersCartId),
        eq(cartItems.variantId, productVariants.id),
        sql`coalesce(${cartItems.customizationModel}, '') = ''`,
      ),
    )
    .where(liveSessionByTokenHash())
    .limit(1)
    .prepare(name),
);

type AddTarget = Awaited<ReturnType<ReturnType<typeof addTarget>["execute"]>>[number];

/** The first live session among the request's tokens (as `resolveAuth` picks it) with the add's facts. */
async function readAddTarget(ctx: RequestContext, input: DirectAddInput, purpose: CartPurpose) {
  for (const token of ctx.tokens) {
    if (!token || token.length > MAX_TOKEN_LENGTH) continue;
    const [row] = await addTarget(ctx.db).execute({
      hash: hashToken(token),
      now: ctx.now.toISOString(),
      purpose,
      productId: input.product_id,
      variantId: input.child_id,
    });
    if (row) return row;
  }
  return null;
}

const p = (name: string) => sql.placeholder(name);

/**
 * Step 2 for one kind of owner: the session held, the cart locked (created when missing), and the
 * line set to `total` only while it holds `inCart` units (`lineId` 0: only while there is none).
 * Answers the cart id (null: the session has ended) and the line's new quantity (null: the line
 * changed since the read, nothing was written to it).
 */
const writeLineIfUnchanged = (owner: "guest" | "customer") =>
  preparedStatement<{ cart_id: number | null; qty: number | null }>(
    `cart_add_direct_${owner}`,
    sql`
    with live_session as (
      select id from sessions
      where id = ${p("sessionId")} and revoked_at is null and expires_at > ${p("now")}
      for share
    ), cart as (
      ${
        owner === "guest"
          ? sql`insert into carts (guest_session_id, purpose) select id, ${p("purpose")} from live_session
                on conflict (guest_session_id, purpose) do update set updated_at = now()`
          : sql`insert into carts (customer_id, purpose) select ${p("customerId")}, ${p("purpose")} from live_session
                on conflict (customer_id, purpose) do update set updated_at = now()`
      }
      returning id
    ), updated as (
      update cart_items set qty = ${p("total")}, updated_at = now(),
        plan_id = case when ${p("replacePlan")} then ${p("planId")} else plan_id end,
        offer_plan_id = case when ${p("replacePlan")} then ${p("offerPlanId")} else offer_plan_id end
      where id = ${p("lineId")} and qty = ${p("inCart")} and cart_id = (select id from cart)
      returning qty
    ), inserted as (
      insert into cart_items (cart_id, product_id, variant_id, qty, plan_id, offer_plan_id)
      select id, ${p("productId")}, ${p("variantId")}, ${p("total")}, ${p("planId")}, ${p("offerPlanId")}
      from cart where ${p("lineId")}::int = 0
      on conflict (cart_id, variant_id, (coalesce(customization_model, ''))) do nothing
      returning qty
    )
    select (select id from cart)::int as cart_id,
      coalesce((select qty from updated), (select qty from inserted))::int as qty`,
  );
const writeGuestLine = writeLineIfUnchanged("guest");
const writeCustomerLine = writeLineIfUnchanged("customer");

/** The transactional add's checks before its write, in its order: product, variant, stock, plan, quantity. */
async function checkedAdd(ctx: RequestContext, input: DirectAddInput, target: AddTarget) {
  if (target.status !== 1) throw refuse(CART_CODES.unavailable, CART_MESSAGES.unavailable);
  const variant = target.variant;
  if (!variant) throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongVariant);
  const usable = assertPurchasable({ variant, status: target.status });
  const plan = await askedPlan(ctx, variant.sku, input);
  const inCart = target.inCart ?? 0;
  const total = inCart + input.qty;
  assertLineQty(variant, usable, total, inCart);
  return { variant, plan, inCart, total };
}

/**
 * The add through the direct path: its answer, or null when this path cannot take it (no live
 * session among the tokens, or the line changed between the read and the write) and the
 * transactional add must. Refusals are thrown (Refusal), as the transactional add's are.
 */
export async function addOnLiveSession(
  ctx: RequestContext,
  input: DirectAddInput,
): Promise<AddToCartResult | null> {
  const purpose = ctx.cartPurpose ?? "cart";
  const target = await readAddTarget(ctx, input, purpose);
  if (!target) return null;
  const { variant, plan, inCart, total } = await checkedAdd(ctx, input, target);
  const write = target.customerId !== null ? writeCustomerLine : writeGuestLine;
  const [row] = await write(ctx.db).run({
    sessionId: target.sessionId,
    customerId: target.customerId,
    now: ctx.now.toISOString(),
    purpose,
    lineId: target.lineId ?? 0,
    inCart,
    total,
    replacePlan: plan !== null,
    planId: plan?.planId ?? null,
    offerPlanId: plan?.offerPlanId ?? null,
    productId: variant.productId,
    variantId: variant.id,
  });
  if (row?.cart_id == null) throw refuse(CART_CODES.sessionEnded, CART_MESSAGES.sessionEnded, null, 401);
  if (row.qty == null) return null;
  const cartId = Number(row.cart_id);
  // The cart's units after the write: the other lines as read, this line's new total.
  return { quoteId: cartId, indent: String(cartId), items_qty: target.cartUnits - inCart + total };
}
