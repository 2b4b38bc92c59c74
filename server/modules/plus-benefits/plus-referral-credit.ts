// The referral reward (issue 18 "Referrals", spec part 2 §9 "$20 per qualified referral … e-mail
// within 3 days"): when a referred member's first store order is paid, the referrer's pending
// plus_referrals row becomes credited, in the payment's transaction: the reward goes to the
// referrer's points (100 points = $1, so $20 is 2,000 points), with a note in the bell and a mail
// through the outbox (sent at once, well within the 3 days). The row is locked and moved from
// pending only once, so a payment retried or raced credits nothing twice.
// docs/decisions/0035-plus-benefits.md.

import { and, eq } from "drizzle-orm";
import { POINTS_PER_DOLLAR } from "../../../contract/constants";
import { customers } from "../../db/schema/customer";
import { plusReferrals } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import type { Tx } from "../cart/cart-owner";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import { changePoints } from "../points/points-ledger";
import { referralCreditMail } from "./plus-referral-mail";

/** Where the referrer reads their invites and rewards (the member centre). */
export const REFERRAL_REWARD_PAGE = "/member-center";

/** Points worth `cents` (100 points = $1). */
export const pointsForCents = (cents: number) => Math.floor((cents * POINTS_PER_DOLLAR) / 100);

/** An address as the referrer may see it: the first letter, then *** before the domain (j***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * In the payment's transaction of a customer's store order: credits the referral that named this
 * customer as the referred member, when it is still pending. Answers the points credited (0 when
 * there was nothing to credit).
 */
export async function creditReferralOnPaidOrder(
  ctx: Pick<RequestContext, "now" | "logger" | "config" | "origin">,
  tx: Tx,
  order: { id: number; customerId: number | null },
): Promise<number> {
  if (order.customerId === null) return 0;
  const [referral] = await tx
    .select()
    .from(plusReferrals)
    .where(and(eq(plusReferrals.referredId, order.customerId), eq(plusReferrals.status, "pending")))
    .for("update");
  if (!referral) return 0;
  const [credited] = await tx
    .update(plusReferrals)
    .set({ status: "credited", qualifyingOrderId: order.id, creditedAt: ctx.now, mailedAt: ctx.now })
    .where(and(eq(plusReferrals.id, referral.id), eq(plusReferrals.status, "pending")))
    .returning({ id: plusReferrals.id });
  if (!credited) return 0;
  const points = pointsForCents(referral.amountCents);
  await changePoints(tx, {
    customerId: referral.referrerId,
    delta: points,
    kind: "referral",
    orderId: order.id,
    at: ctx.now,
  });
  const [referrer] = await tx
    .select({ email: customers.email, firstname: customers.firstname })
    .from(customers)
    .where(eq(customers.id, referral.referrerId));
  const [referred] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!referrer) return 0;
  const friend = maskEmail(referred?.email ?? "");
  const dollars = `$${(referral.amountCents / 100).toFixed(2)}`;
  await writeSystemNote(tx, {
    customerId: referral.referrerId,
    title: `Your referral reward of ${dollars} is here`,
    content: `Your friend ${friend} placed their first Plus+ order: ${points.toLocaleString("en-US")} points (${dollars}) were added to your points.`,
    url: REFERRAL_REWARD_PAGE,
    dedupeKey: `plus-referral:${referral.id}`,
    createdAt: ctx.now,
  });
  await enqueueMail(tx, {
    to: referrer.email,
    ...referralCreditMail({
      storeName: ctx.config.STORE_NAME,
      firstname: referrer.firstname ?? "",
      friend,
      dollars,
      points,
      pageUrl: `${ctx.origin}${REFERRAL_REWARD_PAGE}`,
    }),
  });
  ctx.logger.info("plus referral credited", { referralId: referral.id, orderId: order.id, points });
  return points;
}
