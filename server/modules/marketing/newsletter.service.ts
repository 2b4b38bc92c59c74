// Newsletter sign-ups with double opt-in (docs/decisions/0018). A sign-up is pending until the
// owner of the address follows the confirmation link mailed to it; only a confirmed subscription
// counts as "subscribed" (the account flags, the subscriber-only coupons). Without it anyone could
// subscribe made-up addresses and collect the subscriber incentive once per address.
import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
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
import { enqueueMail } from "../mail/outbox";
import { NEWSLETTER_CONFIRM_VALID_DAYS, newsletterConfirmMail } from "../mail/templates";
import { grantRequestedOffers } from "./offer-requests";

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

const messageResult = (customerId: number): Result => ({
  type: 5,
  couponList: [],
  subTitle: "",
  couponExpireAt: 0,
  customerId,
});

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

/**
 * POST subscribe. The customer is the session's: the payload's tUserId is accepted for the
 * spec's clients but never stored or echoed (a visitor could name any customer). A confirmed
 * address answers code 400 with its message (the spec's client treats 200 and 400 alike).
 */
export async function subscribe(ctx: RequestContext, input: Input): Promise<Reply<Result>> {
  const { customerId, proven } = await sessionCustomer(ctx, input.email);
  const outcome = await ctx.db.transaction((tx) =>
    subscribeAddress(ctx, tx, { email: input.email, source: input.source, customerId, proven }),
  );
  const result = messageResult(customerId ?? 0);
  if (outcome === "already") return new Reply(400, ALREADY_SUBSCRIBED_MESSAGE, result);
  ctx.logger.info("newsletter subscription", { source: input.source, outcome });
  return new Reply(200, outcome === "confirmed" ? SUBSCRIBED_MESSAGE : CONFIRM_SENT_MESSAGE, result);
}

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
