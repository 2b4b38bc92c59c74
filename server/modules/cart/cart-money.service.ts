// The cart's money calls (issue #5): apply/remove a coupon, spend points, set the shipping address
// (tax follows its state), choose the payment method, and check-info. Each write happens under the
// cart's row lock; a coupon or points refusal is decided by pricing the cart inside the same
// transaction with the same code as the read, and rolls the write back.

import { and, eq } from "drizzle-orm";
import {
  ADDRESS_MESSAGES,
  type AddressInput,
  firstAddressError,
  regionById,
} from "../../../contract/address-constants";
import type { CartResult } from "../../../contract/cart";
import {
  CART_MONEY_CODES,
  CART_MONEY_MESSAGES,
  type PaymentMethodCode,
  pointsOverEligibleMessage,
} from "../../../contract/cart-constants";
import { SEEN_CHANGES } from "../../../contract/order-constants";
import { POINTS_MESSAGES } from "../../../contract/points-constants";
import { carts } from "../../db/schema/cart";
import { customerAddresses } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { Reply } from "../../http/route";
import { checkAddress } from "../address/address-rules";
import { pointsAllowed, pointsHolder } from "../points/points-eligibility";
import { cartOwnerForWrite, lockCartOfWriter, lockExistingCart, type Tx, touchCart } from "./cart-owner";
import { cartIdOfRequest, cartOfRequest, priceCart, pricedCartOfRequest, readCart } from "./cart-read";
import { answering, refuse } from "./cart-refusal";
import { inTransaction } from "./cart-write";

type CartWrite = (tx: Tx, cartId: number, customerId: number | null) => Promise<void>;

/**
 * Runs `work` on the request's cart under its lock, creating the cart (and a guest session, whose
 * token goes to `onGuestStarted`) when `create` is set; without a cart and `create` unset, `missing`
 * is thrown. Answers the cart as read after the commit.
 */
async function writeCart(
  ctx: RequestContext,
  work: CartWrite,
  opts: { create: true; onGuestStarted: (token: string) => void } | { create: false; missing: () => Error },
): Promise<CartResult | Reply> {
  return answering(async () => {
    const auth = await ctx.auth();
    if (!auth && !opts.create) throw opts.missing();
    const { cartId, newGuestToken } = await runTransaction(ctx.db, async (tx) => {
      const writer = await cartOwnerForWrite(ctx, tx, auth);
      const id = opts.create
        ? await lockCartOfWriter(tx, writer, ctx.now)
        : await lockExistingCart(tx, writer.owner);
      if (id === null) throw (opts as { missing: () => Error }).missing();
      await work(tx, id, writer.owner.customerId);
      // lockCart's upsert already marked the cart changed; lockExistingCart only locks it.
      if (!opts.create) await touchCart(tx, id);
      return { cartId: id, newGuestToken: writer.newGuestToken };
    });
    if (newGuestToken && opts.create) opts.onGuestStarted(newGuestToken);
    return readCart(ctx, cartId);
  });
}

const couponRefused = (message: string) => refuse(CART_MONEY_CODES.couponRefused, message);

/** POST /api/cart/apply_coupon: stores the code when it discounts this cart now; remove takes it off. */
export async function applyCoupon(
  ctx: RequestContext,
  code: string,
  remove: boolean,
): Promise<CartResult | Reply> {
  const taking = remove || code === "";
  if ((await cartIdOfRequest(ctx)) === null)
    return taking ? cartOfRequest(ctx) : couponRefused(CART_MONEY_MESSAGES.couponNotApplicable).reply;
  return writeCart(
    ctx,
    async (tx, cartId) => {
      await tx
        .update(carts)
        .set({ couponCode: taking ? null : code.toUpperCase() })
        .where(eq(carts.id, cartId));
      if (taking) return;
      const priced = await priceCart(inTransaction(ctx, tx), cartId);
      if (priced?.coupon?.problem) throw couponRefused(priced.coupon.problem);
    },
    {
      create: false,
      missing: () => couponRefused(CART_MONEY_MESSAGES.couponNotApplicable),
    },
  );
}

/** POST /api/cart/apply_points: signed-in customers only; within the balance and the eligible amount. */
export async function applyPoints(ctx: RequestContext, points: number): Promise<CartResult | Reply> {
  const auth = await ctx.auth();
  if (!auth || auth.customerId === null)
    return new Reply(CART_MONEY_CODES.signInRequired, CART_MONEY_MESSAGES.pointsSignIn, null);
  if (points > 0) {
    const holder = await pointsHolder(ctx.db, auth.customerId);
    if (holder && !pointsAllowed(holder))
      return new Reply(CART_MONEY_CODES.pointsRefused, POINTS_MESSAGES.notForYou, null);
  }
  return writeCart(
    ctx,
    async (tx, cartId) => {
      await tx.update(carts).set({ pointsUsed: points }).where(eq(carts.id, cartId));
      if (points === 0) return;
      const priced = await priceCart(inTransaction(ctx, tx), cartId);
      if (!priced) return;
      if (points > (priced.shopper.pointsBalance ?? 0))
        throw refuse(CART_MONEY_CODES.pointsRefused, CART_MONEY_MESSAGES.pointsOverBalance);
      if (points > priced.money.pointsMax)
        throw refuse(CART_MONEY_CODES.pointsRefused, pointsOverEligibleMessage(priced.money.pointsMax));
    },
    { create: false, missing: () => refuse(CART_MONEY_CODES.pointsRefused, pointsOverEligibleMessage(0)) },
  );
}

type GuestAddressBody = Omit<AddressInput, "country_id"> & { country_id: string; region?: string };

/** The guest address as stored on the cart: the address book's fields, the state's name from its id. */
function storedGuestAddress(input: AddressInput): Record<string, unknown> {
  const region = regionById(input.region_id);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    apartment_unit_suite: input.apartment_unit_suite,
    city: input.city,
    region: region?.default_name ?? "",
    region_id: input.region_id,
    region_code: region?.code ?? "",
    postcode: input.postcode,
    country_id: input.country_id,
    telephone: input.telephone,
  };
}

const invalidAddress = (message: string, errors: Record<string, string>) =>
  new Reply(CART_MONEY_CODES.addressInvalid, message, { errors }, 422);

/** PUT /api/cart/address: a customer's address-book entry (their own: else 404), or a guest's address + e-mail. */
export async function setCartAddress(
  ctx: RequestContext,
  body: { customer_address_id?: number; address?: GuestAddressBody; email?: string },
  onGuestStarted: (token: string) => void,
): Promise<CartResult | Reply> {
  const auth = await ctx.auth();
  if (auth?.customerId != null) {
    const addressId = body.customer_address_id;
    if (addressId === undefined)
      return invalidAddress("customer_address_id is required", { customer_address_id: "is required" });
    const [own] = await ctx.db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, auth.customerId)));
    if (!own) throw notFound(ADDRESS_MESSAGES.notFound);
    return writeCart(
      ctx,
      async (tx, cartId) => {
        await tx.update(carts).set({ customerAddressId: addressId }).where(eq(carts.id, cartId));
      },
      { create: true, onGuestStarted },
    );
  }
  // A guest has no address book: any id names nothing of theirs.
  if (body.customer_address_id !== undefined) throw notFound(ADDRESS_MESSAGES.notFound);
  if (!body.address) return invalidAddress("address is required", { address: "is required" });
  if (!body.email)
    return invalidAddress(CART_MONEY_MESSAGES.emailNeeded, { email: CART_MONEY_MESSAGES.emailNeeded });
  const input: AddressInput = { ...body.address, country_id: body.address.country_id.toUpperCase() };
  const errors = checkAddress(input);
  const first = firstAddressError(errors);
  if (first) return invalidAddress(first, errors as Record<string, string>);
  const email = body.email;
  return writeCart(
    ctx,
    async (tx, cartId) => {
      await tx
        .update(carts)
        .set({ shippingAddress: storedGuestAddress(input), guestEmail: email })
        .where(eq(carts.id, cartId));
    },
    { create: true, onGuestStarted },
  );
}

/** PUT /api/cart/payment: card or pay-later (the pay-later discount follows on the read). */
export function setCartPayment(
  ctx: RequestContext,
  method: PaymentMethodCode,
  onGuestStarted: (token: string) => void,
): Promise<CartResult | Reply> {
  return writeCart(
    ctx,
    async (tx, cartId) => {
      await tx.update(carts).set({ paymentMethod: method }).where(eq(carts.id, cartId));
    },
    { create: true, onGuestStarted },
  );
}

/** POST /api/cart/check-info: the cart as order placement would see it. */
export async function checkInfo(
  ctx: RequestContext,
): Promise<{ valid: boolean; problems: string[]; checkout_fingerprint: string }> {
  const priced = await pricedCartOfRequest(ctx);
  const problems = priced ? [...priced.problems] : [CART_MONEY_MESSAGES.emptyCart];
  // Placing refuses points the balance no longer covers (order-place.service.ts): say so here too.
  const balance = priced?.shopper.pointsBalance ?? null;
  if (priced && balance !== null && priced.pointsAsked > balance)
    problems.push(SEEN_CHANGES.pointsNotCovered(priced.pointsAsked, balance));
  return {
    valid: problems.length === 0,
    problems,
    checkout_fingerprint: priced?.result.checkout_fingerprint ?? "",
  };
}
