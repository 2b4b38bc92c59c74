// Whose cart a request reaches: the signed-in customer's, else the guest session's. Only a live
// session token (bearer, `token` or `GuestToken` cookie) names an owner; the device id and the
// indent header never do, so knowing someone's device id or cart id grants nothing.
import { and, eq, sql } from "drizzle-orm";
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { type Db, prepared } from "../../db/client";
import { type CartPurpose, cartItems, carts } from "../../db/schema/cart";
import { sessions } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { type Auth, createSession, sessionIsLive } from "../../http/session";
import { loadCartOfOwner } from "./cart-lines";
import { refuse } from "./cart-refusal";

/** A database handle inside a transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any handle: the app's database or a transaction. */
export type DbOrTx = Db | Tx;

/**
 * A cart's one owner (the carts table allows exactly one of the two) and which of their carts:
 * the shopping cart or the buy-now checkout (one of each per owner).
 */
export type CartOwner = (
  | { customerId: number; guestSessionId: null }
  | { customerId: null; guestSessionId: number }
) & { purpose: CartPurpose };

export const customerOwner = (customerId: number, purpose: CartPurpose = "cart"): CartOwner => ({
  customerId,
  guestSessionId: null,
  purpose,
});
export const guestOwner = (guestSessionId: number, purpose: CartPurpose = "cart"): CartOwner => ({
  customerId: null,
  guestSessionId,
  purpose,
});

/** The cart of the session's owner that the request works on (ctx.cartPurpose; the shopping cart by default). */
export const ownerOfAuth = (auth: Auth, purpose: CartPurpose = "cart"): CartOwner =>
  auth.customerId !== null ? customerOwner(auth.customerId, purpose) : guestOwner(auth.sessionId, purpose);

const ownerIs = (owner: CartOwner) =>
  and(
    owner.customerId !== null
      ? eq(carts.customerId, owner.customerId)
      : eq(carts.guestSessionId, owner.guestSessionId),
    eq(carts.purpose, owner.purpose),
  );

/**
 * Units in the owner's cart, by one indexed sum: the header shows the count on every page and
 * needs no priced cart read for it.
 */
export async function unitsInCartOf(db: DbOrTx, owner: CartOwner): Promise<number> {
  const [row] = await db
    .select({ qty: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(ownerIs(owner));
  return Number(row?.qty ?? 0);
}

/** The owner's cart id, or null while they have none. No lock: for reads. */
export async function findCartId(db: DbOrTx, owner: CartOwner): Promise<number | null> {
  // The cart read's own prepared lookup of the owner's row: one statement for both.
  return (await loadCartOfOwner(db, owner))?.id ?? null;
}

// Prepared statements (db/client.ts): every add to cart runs them.
const lockCartOf = (kind: "guest" | "customer") =>
  prepared(`cart_lock_${kind}`, (db: Tx, name) =>
    db
      .insert(carts)
      .values({
        customerId: kind === "customer" ? sql.placeholder("ownerId") : null,
        guestSessionId: kind === "guest" ? sql.placeholder("ownerId") : null,
        purpose: sql.placeholder("purpose"),
      })
      .onConflictDoUpdate({
        target:
          kind === "customer" ? [carts.customerId, carts.purpose] : [carts.guestSessionId, carts.purpose],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: carts.id })
      .prepare(name),
  );
const lockGuestCart = lockCartOf("guest");
const lockCustomerCart = lockCartOf("customer");

/**
 * The owner's cart, created when missing, locked until the transaction ends and marked changed.
 * Every write to a cart's lines happens under this lock, so concurrent adds and a sign-in merge
 * queue up instead of overwriting each other. One statement: the insert, or on the owner's unique
 * index an update of the existing row, which locks it as SELECT … FOR UPDATE would; atomic, so a
 * concurrent merge deleting the row cannot slip in between (no retry).
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number> {
  const query = owner.customerId !== null ? lockCustomerCart(tx) : lockGuestCart(tx);
  const [row] = await query.execute({
    ownerId: owner.customerId ?? owner.guestSessionId,
    purpose: owner.purpose,
  });
  return row.id;
}

/**
 * The cart a request writes to, created when missing and locked (see `lockCart`). A guest's is
 * locked only while the guest's session is live, in one statement that first takes the session
 * row FOR SHARE: a sign-in revokes the guest session before it merges the guest cart
 * (customer/sign-in.ts), so the two queue on the session row in the same order. A write that got
 * there first commits before the merge looks for the guest cart (and is moved with it); one that
 * came second waits, finds the session ended and is refused with nothing written — never a cart
 * the merge has already passed by.
 */
export async function lockCartOfWriter(tx: Tx, writer: WriteOwner, now: Date): Promise<number> {
  const { owner, existingSessionId } = writer;
  if (owner.guestSessionId === null || existingSessionId === null) return lockCart(tx, owner);
  // Written out: drizzle's insert … select wants every column of the table.
  const result = await tx.execute(sql`
    with live_session as (
      select ${sessions.id} as id from ${sessions}
      where ${sessions.id} = ${existingSessionId} and ${sessionIsLive(sql`${now.toISOString()}`)}
      for share
    )
    insert into ${carts} (guest_session_id, purpose)
    select id, ${owner.purpose} from live_session
    on conflict (guest_session_id, purpose) do update set updated_at = now()
    returning id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw refuse(CART_CODES.sessionEnded, CART_MESSAGES.sessionEnded, null, 401);
  return Number(row.id);
}

/** Locks the owner's cart when it exists (no create): null when there is none. */
export async function lockExistingCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(ownerIs(owner)).for("update");
  return row?.id ?? null;
}

/** Marks the cart changed (its lines were written). */
export async function touchCart(tx: Tx, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Who writes: the live session's owner, or a guest session started now (its token goes in the cookie). */
export interface WriteOwner {
  owner: CartOwner;
  /** The session the owner came from; null when the guest session was started by this request. */
  existingSessionId: number | null;
  /** The new guest session's token (set it as the GuestToken cookie after the commit); null otherwise. */
  newGuestToken: string | null;
}

/**
 * The owner for a write inside `tx`: the request's live session (`auth`, resolved before the
 * transaction: PGlite has one connection, so no query may run outside `tx` meanwhile), or — without
 * one — a new guest session (customer null), created in the same transaction so a refused write
 * leaves no session behind.
 */
export async function cartOwnerForWrite(ctx: RequestContext, tx: Tx, auth: Auth | null): Promise<WriteOwner> {
  if (auth)
    return {
      owner: ownerOfAuth(auth, ctx.cartPurpose),
      existingSessionId: auth.sessionId,
      newGuestToken: null,
    };
  // A request whose token was not live starts a session too: it counts as a guest login (429 past it).
  await ctx.guestSessionGate?.();
  const session = await createSession(tx, { customerId: null, now: ctx.now, days: ctx.config.SESSION_DAYS });
  return {
    owner: guestOwner(session.id, ctx.cartPurpose),
    existingSessionId: null,
    newGuestToken: session.token,
  };
}
