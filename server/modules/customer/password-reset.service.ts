// New passwords: forgotten (a reset link or code proves the mailbox) and changed (signed in, the
// current password proves the person). Either way every older session ends and a fresh one starts,
// so a stolen token or a shared computer loses the account with the old password; and every other
// reset link and code of the account ends, so an older mail cannot set the password again.
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import type { changePassword, resetPassword } from "../../../contract/customer";
import { customers } from "../../db/schema/customer";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { createSession, revokeCustomerSessions } from "../../http/session";
import { type DbOrTx, endCodes } from "./codes";
import { sendPasswordResetMail } from "./customer-mail";
import { consumeEmailToken, endEmailTokens, findEmailToken } from "./email-tokens";
import { countWrongPassword, lockReply } from "./lockout";
import { hashPassword, verifyPassword } from "./password-hash";
import { startCustomerSession } from "./sign-in";

type ResetBody = z.output<NonNullable<(typeof resetPassword)["body"]>>;
type ChangeBody = z.output<NonNullable<(typeof changePassword)["body"]>>;

/**
 * After a new password: every link and code of the account still outstanding ends (reset ones,
 * and register ones, whose code signs in too), and every session of the account ends (the caller
 * starts the one this request keeps).
 */
async function endOutstandingResets(
  tx: DbOrTx,
  customer: { id: number; email: string },
  now: Date,
): Promise<void> {
  for (const operation of ["forget_password", "register"] as const) {
    await endEmailTokens(tx, { customerId: customer.id, operation, now });
    await endCodes(tx, { email: customer.email, operation, now });
  }
  await revokeCustomerSessions(tx, customer.id, now);
}

export const PASSWORD_MESSAGES = {
  invalidLink: "This link is invalid or has expired. Please request a new one.",
  wrongCurrentPassword: "The current password you entered is incorrect.",
} as const;

/**
 * POST forgot_password (and verify_email with forget_password): the same answer whether or not
 * the address has an account, so it tells nobody who is a customer. An account gets the reset
 * mail, unless one went out less than a minute ago (silently: the answer must not differ).
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  email: string,
): Promise<{ resend_after: number }> {
  const [customer] = await ctx.db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  if (customer) {
    await ctx.db.transaction((tx) =>
      sendPasswordResetMail(ctx, tx, { customerId: customer.id, email: customer.email }),
    );
  }
  return { resend_after: VERIFY_RESEND_SECONDS };
}

/**
 * PUT reset: the link token (from the body, else the reset cookie) must belong to the e-mail's
 * account; it is used up atomically, so of two parallel submits one wins. The new password is
 * set, the lock lifted, the address counts as verified (the mailbox was proved), every other reset
 * link and code and every session of the account end and this request is signed in (the caller
 * sets the cookies).
 */
export async function resetForgottenPassword(
  ctx: RequestContext,
  body: ResetBody,
  cookieToken: string | undefined,
): Promise<CallResult<typeof resetPassword> | Reply> {
  const invalid = new Reply(400, PASSWORD_MESSAGES.invalidLink, null);
  const rpToken = body.rp_token || cookieToken;
  if (!rpToken) return invalid;
  // Hash before the transaction: scrypt is slow and must not hold row locks.
  const passwordHash = await hashPassword(body.password, ctx.config.PASSWORD_HASH_COST);
  await ctx.auth();
  return ctx.db.transaction(async (tx) => {
    const found = await findEmailToken(tx, {
      email: body.email,
      token: rpToken,
      operation: "forget_password",
      now: ctx.now,
    });
    if (!found || !(await consumeEmailToken(tx, found.id, ctx.now))) return invalid;
    const [customer] = await tx
      .select({ email: customers.email, emailVerifiedAt: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, found.customerId));
    await tx
      .update(customers)
      .set({
        passwordHash,
        failedLogins: 0,
        lockedUntil: null,
        emailVerifiedAt: customer?.emailVerifiedAt ?? ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(customers.id, found.customerId));
    await endOutstandingResets(tx, { id: found.customerId, email: customer?.email ?? body.email }, ctx.now);
    const { token } = await startCustomerSession(ctx, tx, found.customerId);
    return { token, verify_status: true, entity_id: found.customerId };
  });
}

/**
 * PUT password_modify: the current password must be right (wrong tries count towards the
 * sign-in lock). Every reset link and code and every session of the customer ends, this one
 * included, and a new session token is answered (the caller sets its cookie): the changing
 * browser stays signed in, every other one is signed out.
 */
export async function changeOwnPassword(
  ctx: RequestContext,
  customerId: number,
  body: ChangeBody,
): Promise<CallResult<typeof changePassword> | Reply> {
  const [customer] = await ctx.db
    .select({
      email: customers.email,
      passwordHash: customers.passwordHash,
      lockedUntil: customers.lockedUntil,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw new AppError(401, 401, SIGN_IN_REQUIRED);
  const locked = lockReply(customer.lockedUntil, ctx.now);
  if (locked) return locked;
  const wrong = new Reply(400, PASSWORD_MESSAGES.wrongCurrentPassword, null);
  const cost = ctx.config.PASSWORD_HASH_COST;
  if (!(await verifyPassword(body.current_password, customer.passwordHash, cost))) {
    return lockReply(await countWrongPassword(ctx, customerId), ctx.now) ?? wrong;
  }
  const passwordHash = await hashPassword(body.password, cost);

  return ctx.db.transaction(async (tx) => {
    // Only over the hash that was checked: a parallel change that won first makes this one stale.
    const updated = await tx
      .update(customers)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: ctx.now })
      // (An account without a password never gets here: its current password cannot verify.)
      .where(and(eq(customers.id, customerId), sql`${customers.passwordHash} = ${customer.passwordHash}`))
      .returning({ id: customers.id });
    if (updated.length === 0) return wrong;
    await endOutstandingResets(tx, { id: customerId, email: customer.email }, ctx.now);
    const { token } = await createSession(tx, { customerId, now: ctx.now, days: ctx.config.SESSION_DAYS });
    return { token };
  });
}
