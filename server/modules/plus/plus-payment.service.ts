// The membership order and its payment (issue 18, decision 0034). paymenLink makes (or reuses) the
// customer's one pending order for the server's price; pay charges it through the store's payment
// provider exactly as an order payment does (order-payment.service.ts): the plus order row is
// locked FOR UPDATE while the provider is asked, the test provider's nonce is consumed in the same
// transaction, and the success — order paid, membership created or extended, PLUS+ group, invite
// code, referral, note, receipt — commits with the payment or not at all. A second or parallel
// pay waits for the lock, then sees the paid order and charges nothing; the partial unique index
// on (customer, period_start) of paid orders backs this up in the database.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { PAYMENT_CODES, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import {
  PLUS_CUSTOMER_GROUP,
  PLUS_CUSTOMER_GROUP_ID,
  PLUS_LIST_PRICE_CENTS,
  PLUS_MEMBER_CENTER_PATH,
  PLUS_MESSAGES,
  PLUS_ORDER_KIND_LABELS,
  PLUS_ORDER_STATUS_LABELS,
  PLUS_PAY_METHOD_LABELS,
  PLUS_PRICE_CENTS,
  PLUS_REFERRAL_REWARD_CENTS,
  PLUS_VERIFIED_WINDOW_MINUTES,
  type PlusOrderKind,
  type PlusOrderStatus,
  type PlusPayMethod,
  plusPayPagePath,
} from "../../../contract/plus-constants";
import { customers } from "../../db/schema/customer";
import { plusMemberships, plusOrders, plusPhoneCodes, plusReferrals } from "../../db/schema/plus";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { ChargeResult, PaymentProvider } from "../../integrations/payments/provider";
import { paymentProvider, refunderOf } from "../../integrations/payments/provider";
import { ProviderUnavailable } from "../../integrations/payments/provider-http";
import { toDollars } from "../../lib/money";
import type { DbOrTx } from "../cart/cart-owner";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import { assertMayBuy, assertPhoneFree } from "./plus-codes.service";
import { plusReceiptMail } from "./plus-mail";
import { checkReferralCode, ensureInviteCode } from "./plus-referral";
import { eligibility, isActive, loadCustomer, loadMembership, periodFrom } from "./plus-state";

export type PlusOrderRow = typeof plusOrders.$inferSelect;

const orderNotFound = () => new AppError(404, 404, PLUS_MESSAGES.orderNotFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dateText = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** An own membership order; another customer's answers the same 404 as a missing one. */
export async function findOwnPlusOrder(db: DbOrTx, customerId: number, orderSn: string, lock = false) {
  const q = db
    .select()
    .from(plusOrders)
    .where(and(eq(plusOrders.orderSn, orderSn), eq(plusOrders.customerId, customerId)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw orderNotFound();
  return row;
}

// ---- paymenLink ------------------------------------------------------------------------------

export async function createPaymentLink(
  ctx: RequestContext,
  customerId: number,
  vipCode: string | undefined,
) {
  return runTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plus-code:${customerId}`}))`);
    const { eligibility: e } = await assertMayBuy(ctx, tx, customerId);
    const [verified] = await tx
      .select()
      .from(plusPhoneCodes)
      .where(
        and(
          eq(plusPhoneCodes.customerId, customerId),
          isNull(plusPhoneCodes.consumedAt),
          gt(plusPhoneCodes.verifiedAt, new Date(ctx.now.getTime() - PLUS_VERIFIED_WINDOW_MINUTES * 60_000)),
        ),
      )
      .orderBy(desc(plusPhoneCodes.verifiedAt))
      .limit(1)
      .for("update");
    if (!verified) throw new AppError(403, 403, PLUS_MESSAGES.verifyFirst);
    await assertPhoneFree(tx, customerId, verified.phone);
    const code = vipCode ?? verified.vipCode ?? undefined;
    const referral = await checkReferralCode(tx, customerId, code);
    if (!referral.ok) return new Reply(400, referral.message, null, 400);
    await tx.update(plusPhoneCodes).set({ consumedAt: ctx.now }).where(eq(plusPhoneCodes.id, verified.id));
    // The amount is the server's, always: nothing the client sent names a price or a group.
    const fields = {
      kind: e.kind as PlusOrderKind,
      phone: verified.phone,
      vipCode: code ?? null,
      referrerId: referral.referrerId,
      amountCents: PLUS_PRICE_CENTS,
      listPriceCents: PLUS_LIST_PRICE_CENTS,
      updatedAt: ctx.now,
    };
    const [pending] = await tx
      .select({ id: plusOrders.id })
      .from(plusOrders)
      .where(and(eq(plusOrders.customerId, customerId), eq(plusOrders.status, "pending")))
      .for("update");
    const [order] = pending
      ? await tx.update(plusOrders).set(fields).where(eq(plusOrders.id, pending.id)).returning()
      : await tx
          .insert(plusOrders)
          .values({ ...fields, customerId, createdAt: ctx.now })
          .returning();
    ctx.logger.info("plus order ready for payment", { orderSn: order.orderSn, kind: order.kind });
    return { url: plusPayPagePath(order.orderSn), order_sn: order.orderSn };
  });
}

// ---- The payment page's read -----------------------------------------------------------------

export async function plusPaymentInfo(ctx: RequestContext, customerId: number, orderSn: string) {
  const order = await findOwnPlusOrder(ctx.db, customerId, orderSn);
  const provider = paymentProvider(ctx.config, ctx.db, ctx.logger);
  // The page starts the card field and the pay-later widget with these (the widget's session is
  // for this order's amount); a provider that cannot hand one out answers 502 with its message.
  let clientToken: string;
  let payLaterToken: string | null;
  try {
    clientToken = await provider.clientToken();
    payLaterToken = provider.payLater
      ? await provider.payLater.clientToken({ amountCents: order.amountCents })
      : null;
  } catch (err) {
    if (err instanceof ProviderUnavailable) return new Reply(PAYMENT_CODES.failed, err.message, null);
    throw err;
  }
  // A pending order shows the period a payment now would buy; a paid one the period it bought.
  const period =
    order.status === "paid" && order.periodStart && order.periodEnd
      ? { start: order.periodStart, end: order.periodEnd }
      : order.status === "pending"
        ? periodFrom(await loadMembership(ctx.db, customerId), ctx.now)
        : null;
  return {
    order_sn: order.orderSn,
    kind: order.kind as PlusOrderKind,
    kind_label: PLUS_ORDER_KIND_LABELS[order.kind as PlusOrderKind],
    amount: toDollars(order.amountCents),
    list_price: toDollars(order.listPriceCents),
    status: order.status as PlusOrderStatus,
    status_label: PLUS_ORDER_STATUS_LABELS[order.status as PlusOrderStatus],
    provider: provider.name,
    field_url: provider.fieldUrl(),
    client_token: clientToken,
    pay_later: provider.payLater !== null,
    pay_later_provider: provider.payLater?.name ?? null,
    pay_later_client_token: payLaterToken,
    period_start: iso(period?.start ?? null),
    period_end: iso(period?.end ?? null),
  };
}

// ---- pay -----------------------------------------------------------------------------------

export interface PlusPayInput {
  order_sn: string;
  method: PlusPayMethod;
  nonce?: string;
  authorization_token?: string;
}

interface Taken {
  providerName: string;
  transactionId: string;
  amountCents: number;
  orderSn: string;
}

/** Money taken whose record did not commit is given back (order-payment.service.ts does the same). */
async function releaseUnrecorded(ctx: RequestContext, taken: Taken, cause: unknown) {
  const refunder = refunderOf(ctx.config, ctx.db, ctx.logger, taken.providerName);
  const released = refunder
    ? await refunder.voidOrRefund(taken.transactionId, taken.amountCents).catch(() => null)
    : null;
  const fields = { orderSn: taken.orderSn, transactionId: taken.transactionId, cause: String(cause) };
  if (released && released.status !== "failed")
    ctx.logger.error("plus payment taken but not recorded: released", {
      ...fields,
      released: released.status,
    });
  else ctx.logger.error("plus payment taken but not recorded: release FAILED, settle by hand", fields);
}

const paidAnswer = (order: PlusOrderRow) => ({
  order_sn: order.orderSn,
  status: order.status as PlusOrderStatus,
  transaction_id: order.transactionId,
  expires_at: iso(order.periodEnd),
});

export async function payPlusOrder(ctx: RequestContext, customerId: number, input: PlusPayInput) {
  if (input.method === "card" && !input.nonce) throw new AppError(422, 422, "nonce: is required for a card");
  if (input.method === "paylater" && !input.authorization_token)
    throw new AppError(422, 422, "authorization_token: is required for pay later");
  let taken: Taken | null = null;
  try {
    // Not runTransaction: a charge inside must not run twice (a conflict answers 409, money given back).
    return await ctx.db.transaction((tx) =>
      chargeAndApply(ctx, tx, customerId, input, (t) => {
        taken = t;
      }),
    );
  } catch (err) {
    if (taken) await releaseUnrecorded(ctx, taken, err);
    throw err;
  }
}

async function chargeAndApply(
  ctx: RequestContext,
  tx: Tx,
  customerId: number,
  input: PlusPayInput,
  onTaken: (t: Taken) => void,
) {
  const order = await findOwnPlusOrder(tx, customerId, input.order_sn, true);
  // Paid already (a retry, a second tab, the polling racing the page): its state, no charge.
  if (order.status === "paid") return paidAnswer(order);
  if (order.status !== "pending")
    return new Reply(PAYMENT_CODES.notPayable, PLUS_MESSAGES.orderNotPayable, null);
  const customer = await loadCustomer(tx, customerId, true);
  const membership = await loadMembership(tx, customerId, true);
  // The rules again at the moment of paying: the group or the membership may have changed since.
  const e = eligibility(customer, membership, ctx.now, ctx.config.STORE_NAME);
  if (!e.canBuy) return new Reply(403, e.refusal ?? PLUS_MESSAGES.renewable, null, 403);
  await assertPhoneFree(tx, customerId, order.phone);

  const provider = paymentProvider(ctx.config, tx, ctx.logger);
  const payer = payerOf(provider, input);
  if (!payer) return new Reply(PAYMENT_CODES.notOffered, PAYMENT_MESSAGES.payLaterNotOffered, null);
  const charged = await payer.charge(order);
  if (!charged) return new Reply(PAYMENT_CODES.badNonce, PAYMENT_MESSAGES.badNonce, null);
  let result: ChargeResult = charged;
  if (input.method === "card" && result.status === "authorized" && result.transactionId) {
    const authorizationId = result.transactionId;
    result = await provider.capture(authorizationId, order.amountCents);
    if (result.status !== "captured") {
      const released = await provider.voidOrRefund(authorizationId, order.amountCents);
      if (released.status === "failed")
        ctx.logger.error("plus authorization left held after a failed capture", {
          orderSn: order.orderSn,
          transactionId: authorizationId,
        });
    }
  }
  if (result.status === "authorized" || result.status === "captured") {
    if (result.transactionId)
      onTaken({
        providerName: payer.name,
        transactionId: result.transactionId,
        amountCents: order.amountCents,
        orderSn: order.orderSn,
      });
    const paid = await applyPaidOrder(ctx, tx, order, customer, membership, {
      provider: payer.name,
      method: input.method,
      transactionId: result.transactionId ?? null,
    });
    return new Reply(200, PLUS_MESSAGES.paid, paidAnswer(paid));
  }
  // Declined or a processor error: the order stays pending (the shopper may try another card) and
  // nothing of the membership exists.
  await tx
    .update(plusOrders)
    .set({ lastError: result.message, provider: payer.name, method: input.method, updatedAt: ctx.now })
    .where(eq(plusOrders.id, order.id));
  ctx.logger.info("plus payment refused", { orderSn: order.orderSn, status: result.status });
  const code = result.status === "declined" ? PAYMENT_CODES.declined : PAYMENT_CODES.failed;
  return new Reply(code, result.message, null);
}

interface Payer {
  name: string;
  charge(order: PlusOrderRow): Promise<ChargeResult | null>;
}

function payerOf(provider: PaymentProvider, input: PlusPayInput): Payer | null {
  if (input.method === "card")
    return {
      name: provider.name,
      charge: (order) =>
        provider.authorizeCard({
          nonce: input.nonce as string,
          amountCents: order.amountCents,
          orderRef: order.orderSn,
        }),
    };
  const later = provider.payLater;
  if (!later) return null;
  return {
    name: later.name,
    charge: (order) =>
      later.authorize({
        authorizationToken: input.authorization_token as string,
        amountCents: order.amountCents,
        orderRef: order.orderSn,
      }),
  };
}

/**
 * The success, applied once under the order's lock: the order paid for its period, the membership
 * created (or extended from its expiry), the PLUS+ group with the previous one kept for the
 * expiry, the invite code, the referral (pending until the new member's first paid order), a note
 * and the receipt.
 */
async function applyPaidOrder(
  ctx: RequestContext,
  tx: Tx,
  order: PlusOrderRow,
  customer: Awaited<ReturnType<typeof loadCustomer>>,
  membership: Awaited<ReturnType<typeof loadMembership>>,
  payment: { provider: string; method: PlusPayMethod; transactionId: string | null },
): Promise<PlusOrderRow> {
  const now = ctx.now;
  const period = periodFrom(membership, now);
  const kind: PlusOrderKind = membership ? "renew" : "join";
  const [paid] = await tx
    .update(plusOrders)
    .set({
      status: "paid",
      kind,
      provider: payment.provider,
      method: payment.method,
      transactionId: payment.transactionId,
      lastError: null,
      periodStart: period.start,
      periodEnd: period.end,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(plusOrders.id, order.id))
    .returning();
  // The group to go back to: the one the customer is in now, unless that is PLUS+ already (a
  // renewal keeps what was saved at the first join).
  const inPlus = customer.customerGroup === PLUS_CUSTOMER_GROUP;
  const previousGroup = inPlus ? (membership?.previousGroup ?? "General") : customer.customerGroup;
  const previousGroupId = inPlus ? (membership?.previousGroupId ?? 1) : customer.customerGroupId;
  if (!membership) {
    await tx.insert(plusMemberships).values({
      customerId: customer.id,
      phone: order.phone,
      startedAt: period.start,
      expiresAt: period.end,
      previousGroup,
      previousGroupId,
      referrerId: order.referrerId,
      createdAt: now,
      updatedAt: now,
    });
  } else {
    const running = isActive(membership, now);
    await tx
      .update(plusMemberships)
      .set({
        phone: order.phone,
        // A lapsed membership starts again; a running one keeps its start and is extended.
        startedAt: running ? membership.startedAt : period.start,
        expiresAt: period.end,
        previousGroup,
        previousGroupId,
        expiredAt: null,
        updatedAt: now,
      })
      .where(eq(plusMemberships.customerId, customer.id));
  }
  await tx
    .update(customers)
    .set({ customerGroup: PLUS_CUSTOMER_GROUP, customerGroupId: PLUS_CUSTOMER_GROUP_ID, updatedAt: now })
    .where(eq(customers.id, customer.id));
  await ensureInviteCode(tx, customer.id, customer.plusInviteCode);
  if (order.referrerId !== null)
    await tx
      .insert(plusReferrals)
      .values({
        referrerId: order.referrerId,
        referredId: customer.id,
        plusOrderId: order.id,
        amountCents: PLUS_REFERRAL_REWARD_CENTS,
        createdAt: now,
      })
      .onConflictDoNothing({ target: plusReferrals.referredId });
  const expires = dateText(period.end);
  await writeSystemNote(tx, {
    customerId: customer.id,
    title: kind === "renew" ? "Plus+ renewed" : "Welcome to Plus+",
    content: kind === "renew" ? PLUS_MESSAGES.renewedNote(expires) : PLUS_MESSAGES.welcomeNote(expires),
    url: PLUS_MEMBER_CENTER_PATH,
    dedupeKey: `plus-paid:${order.id}`,
    createdAt: now,
  });
  await enqueueMail(tx, {
    to: customer.email,
    ...plusReceiptMail({
      storeName: ctx.config.STORE_NAME,
      firstname: customer.firstname,
      orderSn: order.orderSn,
      kindLabel: PLUS_ORDER_KIND_LABELS[kind],
      amount: (order.amountCents / 100).toFixed(2),
      periodStart: period.start,
      periodEnd: period.end,
      methodLabel: PLUS_PAY_METHOD_LABELS[payment.method],
      memberCenterUrl: `${ctx.origin}${PLUS_MEMBER_CENTER_PATH}`,
    }),
  });
  ctx.logger.info("plus membership paid", { orderSn: order.orderSn, kind, customerId: customer.id });
  return paid;
}
