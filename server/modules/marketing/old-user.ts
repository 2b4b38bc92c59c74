// The old-user pop-up's offer (spec part 2 §4, §7 oldUserSendEmail, §9 "$30 off for verifying
// e-mail"; docs/decisions/0044-old-user-and-birthday.md). An old account (customers.is_old_user)
// asks for the OldCustomerVerify mail; its link confirms the address again, gives the $30 coupon
// once (grantOffer 'old_user': once per address and once per customer) and clears the flag. Who is
// an old account: the previous store's imported accounts, and those whose address was last
// confirmed more than two years ago and never given this coupon (markOldUsers, hourly sweep).
import { and, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { OLD_USER_MESSAGES } from "../../../contract/old-user-birthday";
import type { Db } from "../../db/client";
import { offerGrants } from "../../db/schema/coupons";
import { customers, emailTokens } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { DbOrTx } from "../customer/codes";
import { issueEmailToken } from "../customer/email-tokens";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { button, layout, linkFallback, paragraph, textFooter } from "../mail/templates";
import { type Grant, grantOffer, type OfferCoupon } from "./offer-grants";

/** $30 off orders of $150 or more, valid 30 days from the verification. */
export const OLD_USER_VALID_DAYS = 30;
export const OLD_USER_COUPON: OfferCoupon = {
  amountCents: 3_000,
  minSpendCents: 15_000,
  validNum: 1,
  title: "Thank You for Verifying",
  description: "On orders of $150+",
};
/** The link lives a day; a new one at most once a minute (the newsletter's and the codes' pace). */
export const OLD_USER_LINK_TTL_MINUTES = 24 * 60;
export const OLD_USER_RESEND_SECONDS = 60;
/** The sweep: an address last confirmed this long ago is asked to confirm again. */
export const OLD_USER_AFTER_DAYS = 730;
/** At most this many accounts marked per sweep. */
export const OLD_USER_SWEEP_BATCH = 500;

type MailContext = Pick<RequestContext, "config" | "origin" | "now">;

/** The OldCustomerVerify mail, in the store's mail frame. */
export function oldCustomerVerifyMail({
  storeName,
  firstname,
  link,
}: {
  storeName: string;
  firstname: string;
  link: string;
}) {
  const subject = `Verify your e-mail address and get $30 off at ${storeName}`;
  const hello = firstname ? `Hello ${firstname},` : "Hello,";
  const ask = `You have had an account with ${storeName} for a while. Please confirm this is still your e-mail address: as a thank-you, you get a $30 coupon on orders of $150 or more, valid ${OLD_USER_VALID_DAYS} days.`;
  const validity = "The link is valid for 24 hours.";
  const ignore = "If you did not ask for this, you can ignore this e-mail.";
  const text = [hello, "", ask, link, "", validity, "", ignore, "", textFooter(storeName)].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(ask)),
      button(link, "Verify my e-mail"),
      linkFallback(link),
      paragraph(validity),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
  );
  return { kind: "OldCustomerVerify", subject, text, html };
}

/**
 * POST /api/customer/send_email {template_code: OldCustomerVerify}: mails the signed-in old
 * customer a link that confirms the address. One a minute (serialised per customer, so two sends
 * at once mail once); the new link ends the older ones.
 */
export async function sendOldCustomerVerify(
  ctx: RequestContext,
  customerId: number,
): Promise<{ resend_after: number } | Reply> {
  return runTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`old_user:${customerId}`}))`);
    const [customer] = await tx
      .select({
        id: customers.id,
        email: customers.email,
        firstname: customers.firstname,
        isOldUser: customers.isOldUser,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!customer) throw new AppError(401, 401, SIGN_IN_REQUIRED);
    if (!customer.isOldUser) return new Reply(400, OLD_USER_MESSAGES.notOldUser, { resend_after: 0 });
    const [last] = await tx
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.customerId, customerId), eq(emailTokens.operation, "old_user")))
      .orderBy(sql`${emailTokens.createdAt} desc`)
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + OLD_USER_RESEND_SECONDS * 1000 - ctx.now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        return new Reply(400, OLD_USER_MESSAGES.wait(seconds), { resend_after: seconds });
      }
    }
    const token = await issueEmailToken(tx, {
      customerId,
      operation: "old_user",
      now: ctx.now,
      ttlMinutes: OLD_USER_LINK_TTL_MINUTES,
    });
    await enqueueMail(tx, { to: customer.email, ...oldUserMail(ctx, customer, token) });
    return new Reply(200, OLD_USER_MESSAGES.sent, { resend_after: OLD_USER_RESEND_SECONDS });
  });
}

function oldUserMail(ctx: MailContext, customer: { email: string; firstname: string }, token: string) {
  const params = new URLSearchParams({ email: customer.email, rp_token: token, operation: "old_user" });
  return oldCustomerVerifyMail({
    storeName: ctx.config.STORE_NAME,
    firstname: customer.firstname,
    link: `${ctx.origin}/customer/account/accountinfo?${params}`,
  });
}

/**
 * The address of an old account is confirmed (its link, or a first verification): the flag goes,
 * the address counts as verified now, and the $30 coupon is given (once per address and customer:
 * a repeat answers granted false). Null when the account is no old account.
 */
export async function completeOldUserVerification(
  tx: DbOrTx,
  now: Date,
  customerId: number,
): Promise<Grant | null> {
  const [cleared] = await tx
    .update(customers)
    .set({ isOldUser: false, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.isOldUser, true)))
    .returning({ email: customers.email });
  if (!cleared) return null;
  return grantOffer(tx, now, {
    offer: "old_user",
    email: cleared.email,
    customerId,
    validDays: OLD_USER_VALID_DAYS,
    coupons: [OLD_USER_COUPON],
  });
}

/**
 * The hourly sweep: accounts whose address was last confirmed more than OLD_USER_AFTER_DAYS ago
 * and that never had the verification coupon become old accounts (a bounded batch per sweep).
 */
export async function markOldUsers(db: Pick<Db, "update" | "select">, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OLD_USER_AFTER_DAYS * 86_400_000);
  const batch = db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.isOldUser, false),
        isNotNull(customers.emailVerifiedAt),
        lt(customers.emailVerifiedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(offerGrants)
            // Written out: inside a subquery drizzle may render a bare "id" (offer-grants.ts).
            .where(
              and(
                eq(offerGrants.offer, "old_user"),
                sql`(${offerGrants.customerId} = "customers"."id" or ${offerGrants.email} = "customers"."email")`,
              ),
            ),
        ),
      ),
    )
    .limit(OLD_USER_SWEEP_BATCH);
  const marked = await db
    .update(customers)
    .set({ isOldUser: true, updatedAt: now })
    .where(sql`${customers.id} in (${batch})`)
    .returning({ id: customers.id });
  return marked.length;
}
