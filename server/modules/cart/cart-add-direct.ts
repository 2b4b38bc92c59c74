// The everyday add to cart — a shopper with a live session adds units of a product variant, with
// no protection plan, no customization, not from the saved-for-later list — in one statement
// instead of a transaction of five round trips (begin, lock, read, write, commit) after two reads.
// A round trip costs the server and the database a system call and a wake-up on either side, the
// larger share of an add's cost (README "Performance").
//
// The statement only ever does what the transactional add (cart.service.ts) would do, or nothing:
// - it holds the session row FOR SHARE, as the transactional add does (a sign-in revokes the guest
//   session before it merges the cart: cart-owner.ts `lockCartOfWriter`);
// - it locks the owner's cart row (FOR NO KEY UPDATE, which every cart writer's lock waits for),
//   or creates it when there is none, and only when the product is sold and the quantity added
//   fits the variant's limits (a cart another request creates meanwhile leaves the add to the
//   transactional path);
// - it writes the line under that lock with INSERT … ON CONFLICT, whose update sees the line as it
//   is now (not as the statement's snapshot had it), and only while the line's new total stays
//   within min_sale_qty … usable quantity, the rule of cart-rules.ts `assertLineQty`.
// Whatever it does not write — a refusal, or a case the guard leaves out — the transactional add
// then does or refuses with its own checks and messages, so those stay the one source of them.
// The guard must never let through what they refuse: cart-add-direct.test.ts holds the two to that.
import { sql } from "drizzle-orm";
import { type AddToCartResult, CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { preparedStatement } from "../../db/client";
import type { RequestContext } from "../../http/context";
import { liveSessionByTokenHash, sessionIsLive, tokenHashes } from "../../http/session";
import { refuse } from "./cart-refusal";

/** An add the direct path may take: a chosen variant, no plan, no customization. */
export interface DirectAddInput {
  product_id: number;
  child_id: number;
  qty: number;
}

const p = (name: string) => sql.placeholder(name);

/** The statement's answer (see `addInOneStatement`). */
interface DirectAddRow {
  /** The session was live when the statement began. */
  was_live: boolean;
  /** The session is still live under its FOR SHARE lock. */
  held: boolean;
  /** The line's quantity after the write; null when nothing was written. */
  qty: number | null;
  cart_id: number | null;
  /** The units of the cart's other lines, as the statement's snapshot saw them. */
  others: number;
}

/**
 * The add in one statement, by the session token's hash. The usable quantity is cart-rules.ts /
 * variant-selection.ts `usableQty`: 0 out of stock, else the lesser of stock and max_sale_qty.
 */
const addInOneStatement = preparedStatement<DirectAddRow>(
  "cart_add_direct",
  sql`
  with was_live as (
    select id, customer_id from sessions where ${liveSessionByTokenHash()}
  ), live_session as (
    select id, customer_id from sessions
    where id = (select id from was_live) and ${sessionIsLive(p("now"))}
    for share
  ), facts as (
    select v.id as variant_id, v.product_id, v.min_sale_qty,
      case when v.is_in_stock then greatest(0, least(v.qty, v.max_sale_qty)) else 0 end as usable
    from products p join product_variants v on v.product_id = p.id
    where p.id = ${p("productId")} and v.id = ${p("variantId")} and p.status = 1
  ), fits as (
    select * from facts where ${p("qty")}::int between min_sale_qty and usable
  ), existing_cart as (
    select c.id from carts c, live_session s
    where c.purpose = ${p("purpose")}::text and exists (select 1 from fits)
      and (c.customer_id = s.customer_id or (s.customer_id is null and c.guest_session_id = s.id))
    for no key update of c
  ), new_guest_cart as (
    insert into carts (guest_session_id, purpose)
    select id, ${p("purpose")}::text from live_session
    where customer_id is null and exists (select 1 from fits) and not exists (select 1 from existing_cart)
    on conflict (guest_session_id, purpose) do nothing
    returning id
  ), new_customer_cart as (
    insert into carts (customer_id, purpose)
    select customer_id, ${p("purpose")}::text from live_session
    where customer_id is not null and exists (select 1 from fits) and not exists (select 1 from existing_cart)
    on conflict (customer_id, purpose) do nothing
    returning id
  ), cart as (
    select id from existing_cart union all select id from new_guest_cart union all select id from new_customer_cart
  ), line as (
    insert into cart_items (cart_id, product_id, variant_id, qty)
    select cart.id, fits.product_id, fits.variant_id, ${p("qty")}::int from cart, fits
    on conflict (cart_id, variant_id, (coalesce(customization_model, ''))) do update
      set qty = cart_items.qty + excluded.qty, updated_at = now()
      where cart_items.qty + excluded.qty between (select min_sale_qty from fits) and (select usable from fits)
    returning qty
  )
  select exists (select 1 from was_live) as was_live,
    exists (select 1 from live_session) as held,
    (select qty from line)::int as qty,
    (select id from cart)::int as cart_id,
    (select coalesce(sum(ci.qty), 0) from cart_items ci where ci.cart_id = (select id from cart)
      and not (ci.variant_id = ${p("variantId")} and coalesce(ci.customization_model, '') = ''))::int as others`,
);

/**
 * The add through the direct path: its answer, or null when the transactional add must take it
 * (no live session among the tokens, or nothing written: a refusal, or a case the guard leaves
 * out). A session that ended while the add waited for it is refused here, as there.
 */
export async function addOnLiveSession(
  ctx: RequestContext,
  input: DirectAddInput,
): Promise<AddToCartResult | null> {
  for (const hash of tokenHashes(ctx.tokens)) {
    const [row] = await addInOneStatement(ctx.db).run({
      hash,
      now: ctx.now.toISOString(),
      purpose: ctx.cartPurpose ?? "cart",
      productId: input.product_id,
      variantId: input.child_id,
      qty: input.qty,
    });
    if (!row.was_live) continue;
    if (!row.held) throw refuse(CART_CODES.sessionEnded, CART_MESSAGES.sessionEnded, null, 401);
    if (row.qty === null || row.cart_id === null) return null;
    // The cart's units after the write: the other lines as the statement saw them, this line's new total.
    return { quoteId: row.cart_id, indent: String(row.cart_id), items_qty: row.others + row.qty };
  }
  return null;
}
