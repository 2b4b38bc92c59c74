// Newsletter sign-ups with double opt-in (docs/decisions/0018). A sign-up is pending until the
// owner of the address follows the confirmation link mailed to it; only a confirmed subscription
// counts as "subscribed" (the account flags, the subscriber-only coupons). Without it anyone could
// subscribe made-up addresses and collect the subscriber incentive once per address.
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import type { confirmNewsletter, subscribeNewsletter } from "../../../contract/newsletter";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { hashToken, newToken } from "../../http/session";
import { dollarsText } from "../coupons/coupon-text";
import { enqueueMail } from "../mail/outbox";
import { NEWSLETTER_CONFIRM_VALID_DAYS, newsletterConfirmMail } from "../mail/templates";
import { findGrant, type OfferCouponView } from "./offer-grants";
import { grantRequestedOffers, requestOffer } from "./offer-requests";
import { CONFIRMED_OFFERS } from "./offer-terms";

type Input = z.output<NonNullable<(typeof subscribeNewsletter)["body"]>>;
type Result = CallResult<typeof subscribeNewsletter>;
type ConfirmResult = CallResult<typeof confirmNewsletter>;
type DbOrTx = Pick<Db, "select" | "insert" | "update">;
type MailContext = Pick<RequestContext, "config" | "origin" | "now">;

export const SUBSCRIBED_MESSAGE =
  "Thanks for subscribing! Watch your inbox for our latest deals and new arrivals.";
export const CONFIRM_SENT_MESSAGE =
  "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.";
export const ALREADY_SUBSCRIBED_MESSAGE = "This email address is already subscribed to our newsletter.";
export const CONFIRMED_MESSAGE = "Your newsletter subscription is confirmed. Welcome aboard!";
export const ALREADY_CONFIRMED_MESSAGE = "Your newsletter subscription is already confirmed.";
export const INVALID_CONFIRM_LINK_MESSAGE =
  "This confirmation link is invalid or has expired. Please subscribe again to get a new one.";

/** Where the confirmation link lands (the web page that calls GET /api/newsletter/confirm). */
export const CONFIRM_PAGE_PATH = "/newsletter-subscribe/confirm";

/**
 * What a sign-up did: "confirmed" (now subscribed), "pending" (a confirmation link is on its way,
 * or went out less than a minute ago) or "already" (was confirmed before; nothing changed).
 */
export type SubscribeOutcome = "confirmed" | "pending" | "already";

/** Is this address a confirmed subscriber? Pending sign-ups are not. */
export async function isConfirmedSubscriber(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, email.trim().toLowerCase()),
        isNotNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A fresh confirmation link: the token goes into the mail, its hash and times into the row. */
function newConfirmation(now: Date) {
  const token = newToken();
  return {
    token,
    set: {
      confirmTokenHash: hashToken(token),
      confirmSentAt: now,
      confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_VALID_DAYS * 86_400_000),
    },
  };
}

async function mailConfirmation(ctx: MailContext, tx: DbOrTx, email: string, token: string) {
  const link = `${ctx.origin}${CONFIRM_PAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
  await enqueueMail(tx, { to: email, ...newsletterConfirmMail({ storeName: ctx.config.STORE_NAME, link }) });
}

/**
 * Subscribes an address inside the caller's transaction. `proven`: the address's mailbox is proved
 * already (a signed-in customer's own verified account address), so it is confirmed at once.
 * Otherwise the sign-up is pending and a confirmation link is mailed; a repeat sign-up of a pending
 * address mails a new link (which ends the older one) at most once a minute.
 */
export async function subscribeAddress(
  ctx: MailContext,
  tx: DbOrTx,
  opts: { email: string; source: string; customerId: number | null; proven: boolean },
): Promise<SubscribeOutcome> {
  const email = opts.email.trim().toLowerCase();
  const row = { email, source: opts.source, customerId: opts.customerId ?? 0, createdAt: ctx.now };
  const byEmail = eq(newsletterSubscribers.email, email);
  const pending = and(byEmail, isNull(newsletterSubscribers.confirmedAt));

  if (opts.proven) {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ ...row, confirmedAt: ctx.now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    const confirmed =
      inserted.length > 0 ||
      (
        await tx
          .update(newsletterSubscribers)
          .set({ confirmedAt: ctx.now })
          .where(pending)
          .returning({ id: newsletterSubscribers.id })
      ).length > 0;
    // The mailbox is proved: whatever this address asked for is given now.
    await grantRequestedOffers(tx, ctx.now, email, opts.customerId);
    return confirmed ? "confirmed" : "already";
  }

  const first = newConfirmation(ctx.now);
  const inserted = await tx
    .insert(newsletterSubscribers)
    .values({ ...row, ...first.set })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) {
    await mailConfirmation(ctx, tx, email, first.token);
    return "pending";
  }
  if (await isConfirmedSubscriber(tx, email)) {
    // Confirmed before: an offer asked for now (another form) is given to the address's owner.
    await grantRequestedOffers(tx, ctx.now, email, null);
    return "already";
  }
  // Still pending: a new link, unless one went out within the resend cooldown (one statement, so
  // parallel repeats send one mail).
  const again = newConfirmation(ctx.now);
  const cooledDown = new Date(ctx.now.getTime() - VERIFY_RESEND_SECONDS * 1000);
  const resent = await tx
    .update(newsletterSubscribers)
    .set(again.set)
    .where(
      and(
        pending,
        or(isNull(newsletterSubscribers.confirmSentAt), lte(newsletterSubscribers.confirmSentAt, cooledDown)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (resent.length > 0) await mailConfirmation(ctx, tx, email, again.token);
  if (opts.customerId !== null) {
    // A visitor's pending sign-up of this address, now asked for by the account that has it (a
    // registration with the newsletter box, the pop-up's register form): it becomes the
    // customer's own, so verifying the account confirms it (confirmOwnSubscription).
    await tx
      .update(newsletterSubscribers)
      .set({ customerId: opts.customerId })
      .where(
        and(
          pending,
          eq(newsletterSubscribers.customerId, 0),
          sql`exists (select 1 from ${customers} c where c.id = ${opts.customerId} and c.email = ${email})`,
        ),
      );
  }
  return "pending";
}

/**
 * The account's address was just verified: the customer's own pending sign-up of that address
 * (made while signed in as them, so theirs to give) is confirmed with it; the mailbox is proved.
 */
export async function confirmOwnSubscription(
  tx: DbOrTx,
  customer: { id: number; email: string },
  now: Date,
): Promise<void> {
  const confirmed = await tx
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.email, customer.email.trim().toLowerCase()),
        eq(newsletterSubscribers.customerId, customer.id),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (confirmed.length > 0) await grantRequestedOffers(tx, now, customer.email, customer.id);
}

/** The signed-in customer's id and whether `email` is their own verified account address. */
export async function sessionCustomer(ctx: RequestContext, email: string) {
  const customerId = (await ctx.auth())?.customerId ?? null;
  if (customerId === null) return { customerId: null, proven: false };
  const [customer] = await ctx.db
    .select({ email: customers.email, verifiedAt: customers.emailVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const proven = !!customer?.verifiedAt && customer.email.trim().toLowerCase() === email.trim().toLowerCase();
  return { customerId, proven };
}

/** Whether an account has this address (type 3 offers Register, type 4 Log In). */
async function hasAccount(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** What the newsletter bundle is, as the answers show it (type 1: what a confirmation gives). */
async function bundleTerms(db: Pick<Db, "select">): Promise<OfferCouponView[]> {
  const terms = CONFIRMED_OFFERS.subscribe;
  if (!terms) return [];
  return (await terms.coupons(db)).map((c) => ({
    discount: dollarsText(c.amountCents),
    desc: c.description,
    validNum: c.validNum,
  }));
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * POST subscribe (the spec's addNewsletterByVisitor). Every sign-up asks for the newsletter bundle
 * (offer-requests.ts): it is granted when the address is confirmed, once per address and per
 * customer. The result type (docs/decisions/0042-subscribe-offers.md), first rule that holds:
 *  2: this call granted the bundle (a signed-in customer's own verified address, or an address
 *     confirmed earlier that had not had it): the coupons and their expiry;
 *  3/4: the bundle was granted before to this address (or to the signed-in customer) and is still
 *     good (not expired, a use left): the coupons and their expiry; 3 when no account has the
 *     address (Register), 4 when one has (Log In);
 *  1: the sign-up is pending (a confirmation link mailed) and no account has the address: the
 *     bundle it will get once confirmed (couponExpireAt 0: nothing issued yet), and the register form;
 *  5: otherwise, the message only (already subscribed with the bundle used up or expired; a
 *     pending address that has an account; the bundle given before under the customer's other address).
 * Code 400 when the address was a confirmed subscriber before this call, else 200. The customer is
 * the session's: the payload's tUserId is accepted for the spec's clients but never stored or echoed.
 */
export async function subscribe(ctx: RequestContext, input: Input): Promise<Reply<Result>> {
  const email = input.email.trim().toLowerCase();
  const { customerId, proven } = await sessionCustomer(ctx, email);
  const who = { offer: "subscribe" as const, email, customerId };
  const before = await findGrant(ctx.db, who);
  const outcome = await ctx.db.transaction(async (tx) => {
    await requestOffer(tx, ctx.now, who);
    return subscribeAddress(ctx, tx, { email, source: input.source, customerId, proven });
  });
  ctx.logger.info("newsletter subscription", {
    source: input.source,
    outcome,
    ...(input.subscribeProductId ? { productId: input.subscribeProductId } : {}),
  });
  const code = outcome === "already" ? 400 : 200;
  const message =
    outcome === "already"
      ? ALREADY_SUBSCRIBED_MESSAGE
      : outcome === "confirmed"
        ? SUBSCRIBED_MESSAGE
        : CONFIRM_SENT_MESSAGE;
  const base = { subTitle: "", couponExpireAt: 0, customerId: customerId ?? 0 };
  const after = await findGrant(ctx.db, who);
  if (after && !before) {
    return new Reply(code, message, {
      ...base,
      type: 2,
      couponList: after.couponList,
      subTitle: SUBTITLES.granted,
      couponExpireAt: seconds(after.expiresAt),
    });
  }
  const usable = after?.couponList.some((c) => c.validNum > 0) ?? false;
  if (after && usable && after.expiresAt > ctx.now) {
    return new Reply(code, message, {
      ...base,
      type: (await hasAccount(ctx.db, email)) ? 4 : 3,
      couponList: after.couponList,
      subTitle: SUBTITLES.returning,
      couponExpireAt: seconds(after.expiresAt),
    });
  }
  if (outcome === "pending" && !after && !(await hasAccount(ctx.db, email))) {
    return new Reply(code, message, {
      ...base,
      type: 1,
      couponList: await bundleTerms(ctx.db),
      subTitle: SUBTITLES.pending,
    });
  }
  return new Reply(code, message, { ...base, type: 5, couponList: [] });
}

/** The result's subTitle by type (the pop-ups show it under their heading). */
export const SUBTITLES = {
  pending: "Confirm your email address with the link we just sent to receive your coupons.",
  granted: "Your coupons are ready to use.",
  returning: "Your welcome coupons are still waiting for you.",
} as const;

/**
 * GET confirm: the token of the newest mailed link confirms its address, once; following it again
 * says it is confirmed already. An unknown, replaced or expired token changes nothing.
 */
export async function confirmSubscription(
  ctx: RequestContext,
  token: string,
): Promise<Reply<ConfirmResult> | Reply<null>> {
  const invalid = new Reply(400, INVALID_CONFIRM_LINK_MESSAGE, null);
  if (!token || token.length > 200) return invalid;
  const byToken = eq(newsletterSubscribers.confirmTokenHash, hashToken(token));
  const confirmed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: ctx.now })
      .where(
        and(
          byToken,
          isNull(newsletterSubscribers.confirmedAt),
          gt(newsletterSubscribers.confirmExpiresAt, ctx.now),
        ),
      )
      .returning({ email: newsletterSubscribers.email });
    // The link proved the mailbox: the offers this address asked for are given with it.
    if (row) await grantRequestedOffers(tx, ctx.now, row.email, null);
    return row;
  });
  if (confirmed) {
    ctx.logger.info("newsletter subscription confirmed");
    return new Reply(200, CONFIRMED_MESSAGE, { email: confirmed.email });
  }
  const [earlier] = await ctx.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(byToken, isNotNull(newsletterSubscribers.confirmedAt)))
    .limit(1);
  return earlier ? new Reply(200, ALREADY_CONFIRMED_MESSAGE, { email: earlier.email }) : invalid;
}
