// E-mail verification (spec part 1 §4): six-character codes and e-mailed links for the two
// operations, register (prove the address, then sign in) and forget_password (prove the mailbox,
// then choose a new password on the Password page). Codes and links are single use; every change
// and the sign-in it leads to commit in one transaction.
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import type {
  sendVerifyEmail,
  verifyEmailCode,
  verifyLinkEmail,
  verifyStatus,
} from "../../../contract/customer";
import { OLD_USER_MESSAGES } from "../../../contract/old-user-birthday";
import { customers } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { confirmOwnSubscription } from "../marketing/newsletter.service";
import { completeOldUserVerification } from "../marketing/old-user";
import { checkCode, type DbOrTx, endCodes } from "./codes";
import { sendVerificationMail, sendWelcomeMail } from "./customer-mail";
import { consumeEmailToken, findEmailToken, issueEmailToken, RESET_LINK_TTL_MINUTES } from "./email-tokens";
import { requestPasswordReset } from "./password-reset.service";
import { startCustomerSession } from "./sign-in";

type SendBody = z.output<NonNullable<(typeof sendVerifyEmail)["body"]>>;
type CodeBody = z.output<NonNullable<(typeof verifyEmailCode)["body"]>>;
type LinkBody = z.output<NonNullable<(typeof verifyLinkEmail)["body"]>>;
type SendResult = { resend_after: number };
type CodeResult = CallResult<typeof verifyEmailCode>;
type LinkResult = CallResult<typeof verifyLinkEmail>;

export const VERIFICATION_MESSAGES = {
  alreadyVerified: "Your email has already been verified.",
  wrongCode: "The verification code is incorrect. Please check it and try again.",
  expiredCode: "This verification code has expired. Please request a new one.",
  invalidLink: "This link is invalid or has expired. Please request a new one.",
} as const;

export const waitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting a new code.`;

type Customer = { id: number; email: string; firstname: string; emailVerifiedAt: Date | null };

async function customerByEmail(db: DbOrTx, email: string): Promise<Customer | null> {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the address verified; the first verification (only one, even under parallel requests)
 * also sends the welcome mail. False when it was verified already.
 */
async function markVerified(ctx: RequestContext, tx: DbOrTx, customer: Customer): Promise<boolean> {
  const updated = await tx
    .update(customers)
    .set({ emailVerifiedAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(customers.id, customer.id), isNull(customers.emailVerifiedAt)))
    .returning({ id: customers.id });
  if (updated.length === 0) return false;
  // The address is proved: its register code (the link's twin in the same mail) dies with it, as
  // it would otherwise still sign in. The link may stay: on a verified address it only says so.
  await endCodes(tx, { email: customer.email, operation: "register", now: ctx.now });
  await confirmOwnSubscription(tx, customer, ctx.now);
  // An old account (imported, never verified here) verifying its address gets the $30 too.
  await completeOldUserVerification(tx, ctx.now, customer.id);
  await sendWelcomeMail(ctx, tx, { email: customer.email, firstname: customer.firstname });
  return true;
}

/** A register code (and link) for an unverified account; the resend cooldown is shown. */
async function sendRegisterCode(ctx: RequestContext, customer: Customer): Promise<SendResult | Reply> {
  if (customer.emailVerifiedAt)
    return new Reply(400, VERIFICATION_MESSAGES.alreadyVerified, { resend_after: 0 });
  const sent = await runTransaction(ctx.db, (tx) =>
    sendVerificationMail(ctx, tx, { customerId: customer.id, email: customer.email }),
  );
  if (!sent.ok) return new Reply(400, waitMessage(sent.resendAfter), { resend_after: sent.resendAfter });
  return { resend_after: sent.resendAfter };
}

/** POST verify_email: a code for register (existing unverified account) or forget_password. */
export async function requestVerificationCode(
  ctx: RequestContext,
  body: SendBody,
): Promise<SendResult | Reply> {
  if (body.operation === "forget_password") return requestPasswordReset(ctx, body.email);
  const customer = await customerByEmail(ctx.db, body.email);
  // No account: the same answer as a send, and nothing sent (no mail to strangers' addresses).
  if (!customer) return { resend_after: VERIFY_RESEND_SECONDS };
  return sendRegisterCode(ctx, customer);
}

/** POST verify_code_email: the signed-in customer asks for a new code for their own address. */
export async function resendOwnVerificationCode(
  ctx: RequestContext,
  customerId: number,
): Promise<SendResult | Reply> {
  const [customer] = await ctx.db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw new AppError(401, 401, SIGN_IN_REQUIRED);
  return sendRegisterCode(ctx, customer);
}

export async function getVerifyStatus(
  ctx: RequestContext,
  customerId: number,
): Promise<CallResult<typeof verifyStatus>> {
  const [row] = await ctx.db
    .select({ verifiedAt: customers.emailVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new AppError(401, 401, SIGN_IN_REQUIRED);
  return { verify_status: row.verifiedAt !== null };
}

/**
 * POST verify_email_code. register: the address is verified and the customer signed in (the
 * caller sets the cookies for result.token). forget_password: no sign-in; a reset token for the
 * Password page. A wrong try is counted even though the answer is a refusal (the transaction
 * commits), so five wrong tries kill the code.
 */
export async function confirmVerificationCode(
  ctx: RequestContext,
  body: CodeBody,
): Promise<CodeResult | Reply> {
  // Resolve the request's session before the transaction: sign-in reads it, and PGlite runs
  // one transaction at a time.
  await ctx.auth();
  return runTransaction(ctx.db, async (tx) => {
    const outcome = await checkCode(tx, {
      email: body.email,
      operation: body.operation,
      code: body.verify_code,
      now: ctx.now,
    });
    if (outcome === "wrong") return new Reply(400, VERIFICATION_MESSAGES.wrongCode, null);
    const customer = outcome === "ok" ? await customerByEmail(tx, body.email) : null;
    if (!customer) return new Reply(400, VERIFICATION_MESSAGES.expiredCode, null);

    if (body.operation === "forget_password") {
      const rpToken = await issueEmailToken(tx, {
        customerId: customer.id,
        operation: "forget_password",
        now: ctx.now,
        ttlMinutes: RESET_LINK_TTL_MINUTES,
      });
      return {
        token: "",
        verify_status: customer.emailVerifiedAt !== null,
        entity_id: customer.id,
        rp_token: rpToken,
      };
    }
    await markVerified(ctx, tx, customer);
    const { token } = await startCustomerSession(ctx, tx, customer.id);
    return { token, verify_status: true, entity_id: customer.id, rp_token: "" };
  });
}

/**
 * POST verify_link_email (route guard rule 6). register: the link is used up, the address
 * verified and the customer signed in (result.token; "" with a message when it was verified
 * already). forget_password: the link is only checked; the reset uses it up.
 */
export async function verifyEmailLink(ctx: RequestContext, body: LinkBody): Promise<LinkResult | Reply> {
  const invalid = new Reply(400, VERIFICATION_MESSAGES.invalidLink, { token: "" });
  await ctx.auth();
  return runTransaction(ctx.db, async (tx) => {
    const found = await findEmailToken(tx, {
      email: body.email,
      token: body.rp_token,
      operation: body.operation,
      now: ctx.now,
    });
    if (!found) return invalid;
    if (body.operation === "forget_password") return { token: "" };

    if (!(await consumeEmailToken(tx, found.id, ctx.now))) return invalid;
    const customer = await customerByEmail(tx, body.email);
    if (!customer) return invalid;
    if (body.operation === "old_user") {
      // The old-user pop-up's link (decision 0044): the address is confirmed again and the $30
      // given once; a link of an account no longer old (verified since) only signs in.
      const grant = await completeOldUserVerification(tx, ctx.now, customer.id);
      const { token } = await startCustomerSession(ctx, tx, customer.id);
      return new Reply(200, grant ? OLD_USER_MESSAGES.verified : VERIFICATION_MESSAGES.alreadyVerified, {
        token,
      });
    }
    if (!(await markVerified(ctx, tx, customer))) {
      return new Reply(200, VERIFICATION_MESSAGES.alreadyVerified, { token: "" });
    }
    const { token } = await startCustomerSession(ctx, tx, customer.id);
    return { token };
  });
}
