// My Newsletter (issue 17): the customer's e-mail newsletter and texts, switched on their own page.
// E-mail goes through the newsletter's double opt-in (docs/decisions/0018): the account's address
// is confirmed at once only when the account proved it; otherwise a confirmation link is mailed and
// the switch shows "waiting for you to confirm". Texts need a phone number on the account.
import { and, eq, isNull } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { newsletterSubscriberEdit } from "../../../contract/customer";
import { NEWSLETTER_SETTINGS_MESSAGES } from "../../../contract/newsletter-settings-constants";
import { customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { subscribeAddress } from "../marketing/newsletter.service";
import { ACCOUNT_SUBSCRIBE_SOURCE, getUserInfo } from "./account.service";

type Result = CallResult<typeof newsletterSubscriberEdit>;

/** Whether the address has a sign-up still waiting for its confirmation link. */
export async function emailPending(db: RequestContext["db"], email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

export async function editNewsletterSettings(
  ctx: RequestContext,
  customerId: number,
  edit: { subscriber_email?: 0 | 1; subscriber_sms?: 0 | 1 },
): Promise<Reply<Result | null>> {
  return runTransaction(ctx.db, async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
    if (edit.subscriber_sms === 1 && customer.phone.trim() === "")
      return new Reply(422, NEWSLETTER_SETTINGS_MESSAGES.needsPhone, null);
    if (edit.subscriber_sms !== undefined)
      await tx
        .update(customers)
        .set({
          // Switching on again keeps the first consent's time.
          smsSubscribedAt: edit.subscriber_sms === 1 ? (customer.smsSubscribedAt ?? ctx.now) : null,
          updatedAt: ctx.now,
        })
        .where(eq(customers.id, customerId));
    let mailed = false;
    if (edit.subscriber_email === 1) {
      const outcome = await subscribeAddress(ctx, tx, {
        email: customer.email,
        source: ACCOUNT_SUBSCRIBE_SOURCE,
        customerId,
        proven: customer.emailVerifiedAt !== null,
      });
      mailed = outcome === "pending";
    } else if (edit.subscriber_email === 0) {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email));
    }
    const info = await getUserInfo(tx, customerId);
    const pending = await emailPending(tx, customer.email);
    const message =
      mailed || (edit.subscriber_email === 1 && pending)
        ? NEWSLETTER_SETTINGS_MESSAGES.confirmSent
        : NEWSLETTER_SETTINGS_MESSAGES.saved;
    return new Reply(200, message, { info, email_pending: pending });
  });
}

/** The switches as they are, for My Newsletter's page. */
export async function readNewsletterSettings(ctx: RequestContext, customerId: number): Promise<Result> {
  const info = await getUserInfo(ctx.db, customerId);
  return { info, email_pending: await emailPending(ctx.db, info.email) };
}
