// Guest sessions, registration, password sign-in with lockout, sign-out and Google sign-in.
// Every successful sign-in goes through startCustomerSession (sign-in.ts); the route sets cookies.
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type { googleLogin, login, register, registerStatus } from "../../../contract/customer";
import { AUTH_MESSAGES } from "../../../contract/validation";
import { customers } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { createSession, revokeSession } from "../../http/session";
import { verifyCaptcha } from "../../integrations/captcha";
import { verifyGoogleIdToken } from "../../integrations/google-id-token";
import { isConfirmedSubscriber, subscribeAddress } from "../marketing/newsletter.service";
import { moveSignedOutPushSubscriptions } from "../web-push/web-push-handover";
import { sendVerificationMail, sendWelcomeMail } from "./customer-mail";
import { countWrongPassword, lockReply } from "./lockout";
import { hashPassword, verifyPassword } from "./password-hash";
import { startCustomerSession, type Tx } from "./sign-in";

export const EXISTING_ACCOUNT_MESSAGE =
  "There is already an account with this email address. Please sign in or reset your password.";
export const WRONG_CREDENTIALS_MESSAGE = "The email or password you entered is incorrect. Please try again.";
export const GOOGLE_UNAVAILABLE_MESSAGE = "Google sign-in is not available.";
export const GOOGLE_FAILED_MESSAGE = "We could not verify your Google sign-in. Please try again.";

type RegisterInput = z.output<NonNullable<(typeof register)["body"]>>;
type LoginInput = z.output<NonNullable<(typeof login)["body"]>>;
type SignIn = CallResult<typeof login>;

/**
 * startCustomerSession reads the request's session through ctx.auth(), which queries the app's
 * database handle. Inside a transaction on PGlite (one connection) that query would wait for the
 * transaction itself, so it is resolved (and memoised) before the transaction opens.
 */
async function resolveAuthFirst(ctx: RequestContext): Promise<void> {
  await ctx.auth();
}

// ---- Guest --------------------------------------------------------------------------------------

/** A new guest session. The device id is only recorded: nothing is ever bound to it. */
export async function startGuestSession(ctx: RequestContext, deviceId: string): Promise<{ token: string }> {
  const { token } = await createSession(ctx.db, {
    customerId: null,
    deviceId,
    now: ctx.now,
    days: ctx.config.SESSION_DAYS,
  });
  return { token };
}

/** Ends the request's session (guest or customer) and starts a fresh guest session. */
export async function signOut(ctx: RequestContext): Promise<{ token: string }> {
  const current = await ctx.auth();
  if (current) await revokeSession(ctx.db, current.sessionId, ctx.now);
  const { id, token } = await createSession(ctx.db, {
    customerId: null,
    now: ctx.now,
    days: ctx.config.SESSION_DAYS,
  });
  // The customer's own notifications stop reaching this browser (web-push/web-push-handover.ts).
  if (current && current.customerId !== null)
    await moveSignedOutPushSubscriptions(ctx.db, {
      customerSessionId: current.sessionId,
      guestSessionId: id,
    });
  return { token };
}

// ---- Registration -----------------------------------------------------------------------------

export async function accountStatus(
  ctx: RequestContext,
  email: string,
): Promise<CallResult<typeof registerStatus>> {
  const [account] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  const subscribed = await isConfirmedSubscriber(ctx.db, email);
  return { ...(account ? { entity_id: account.id } : {}), subscriber: subscribed ? 1 : 0 };
}

/** The captcha guards registration when configured; auto_test skips it only in test mode. */
async function captchaPassed(ctx: RequestContext, input: RegisterInput): Promise<boolean> {
  if (!ctx.config.RECAPTCHA_SECRET) return true;
  if (ctx.config.TEST_MODE && input.auto_test) return true;
  return verifyCaptcha(ctx.config, input.g_recaptcha_response, ctx.clientIp);
}

/**
 * Creates the account (unverified), its newsletter subscription when asked, the verification
 * mail and the signed-in session, all in one transaction. A parallel registration of the same
 * address loses on the unique index and gets the existing-account answer.
 */
export async function registerCustomer(ctx: RequestContext, input: RegisterInput): Promise<SignIn | Reply> {
  if (!(await captchaPassed(ctx, input))) return new Reply(400, AUTH_MESSAGES.captcha, null);
  const exists = new Reply(409, EXISTING_ACCOUNT_MESSAGE, null);
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, input.email))
    .limit(1);
  if (taken) return exists;
  // Hash outside the transaction: it is the slow part and needs no lock.
  const passwordHash = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST);
  await resolveAuthFirst(ctx);
  return runTransaction(ctx.db, async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        email: input.email,
        passwordHash,
        registerType: input.register_type,
        firstname: input.firstname,
        lastname: input.lastname,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (!created) return exists;
    if (input.is_subscribed) {
      // Pending until confirmed (double opt-in): the address is not proved yet.
      await subscribeAddress(ctx, tx, {
        email: input.email,
        source: "register",
        customerId: created.id,
        proven: false,
      });
    }
    // A refusal by the resend cooldown (a code sent a moment ago) leaves that code valid.
    await sendVerificationMail(ctx, tx, { customerId: created.id, email: input.email });
    const { token } = await startCustomerSession(ctx, tx, created.id);
    ctx.logger.info("customer registered", { customerId: created.id, registerType: input.register_type });
    return { token, verify_status: false, entity_id: created.id };
  });
}

// ---- Password sign-in ---------------------------------------------------------------------------

const clearFailures = (tx: Tx | RequestContext["db"], customerId: number) =>
  tx.update(customers).set({ failedLogins: 0, lockedUntil: null }).where(eq(customers.id, customerId));

/**
 * E-mail and password. Unknown e-mail and wrong password answer alike (and take alike long).
 * A correct password on an unverified address sends a code and answers an empty token.
 */
export async function signInWithPassword(ctx: RequestContext, input: LoginInput): Promise<SignIn | Reply> {
  const wrong = new Reply(400, WRONG_CREDENTIALS_MESSAGE, null);
  const [customer] = await ctx.db
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      lockedUntil: customers.lockedUntil,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.email, input.email))
    .limit(1);
  if (!customer) {
    await verifyPassword(input.password, null, ctx.config.PASSWORD_HASH_COST);
    return wrong;
  }
  const locked = lockReply(customer.lockedUntil, ctx.now);
  if (locked) return locked;
  if (!(await verifyPassword(input.password, customer.passwordHash, ctx.config.PASSWORD_HASH_COST))) {
    const lockedNow = lockReply(await countWrongPassword(ctx, customer.id), ctx.now);
    if (lockedNow) ctx.logger.warn("customer locked after failed sign-ins", { customerId: customer.id });
    return lockedNow ?? wrong;
  }
  await resolveAuthFirst(ctx);
  return runTransaction(ctx.db, async (tx) => {
    await clearFailures(tx, customer.id);
    if (!customer.emailVerifiedAt) {
      // The cooldown may refuse (a code went out a moment ago): that code is still good.
      await sendVerificationMail(ctx, tx, { customerId: customer.id, email: input.email });
      return { token: "", verify_status: false, entity_id: customer.id };
    }
    const { token } = await startCustomerSession(ctx, tx, customer.id);
    return { token, verify_status: true, entity_id: customer.id };
  });
}

// ---- Google sign-in -------------------------------------------------------------------------

type GoogleResult = CallResult<typeof googleLogin>;
interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The account this Google identity signs in to: by subject, else by (now proven) e-mail. */
async function findGoogleAccount(ctx: RequestContext, tx: Tx, who: GoogleIdentity) {
  const [bySub] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.googleSub, who.sub))
    .limit(1);
  if (bySub) return { id: bySub.id, conflict: false };
  const [byEmail] = await tx
    .select({ id: customers.id, googleSub: customers.googleSub })
    .from(customers)
    .where(eq(customers.email, who.email))
    .limit(1);
  if (!byEmail) return null;
  // Linked to this identity after the look-up by subject ran (a parallel first sign-in committed
  // in between: each statement sees the latest commits).
  if (byEmail.googleSub === who.sub) return { id: byEmail.id, conflict: false };
  // The address is already linked to another Google account: never silently switch owners.
  if (byEmail.googleSub) return { id: byEmail.id, conflict: true };
  await tx
    .update(customers)
    .set({
      googleSub: who.sub,
      emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${ctx.now.toISOString()}::timestamptz)`,
      updatedAt: ctx.now,
    })
    .where(eq(customers.id, byEmail.id));
  return { id: byEmail.id, conflict: false };
}

/** A Google id_token signs in, links, or creates the account (verified address, no password). */
export async function signInWithGoogle(ctx: RequestContext, idToken: string): Promise<GoogleResult | Reply> {
  if (!ctx.config.GOOGLE_CLIENT_ID) return new Reply(404, GOOGLE_UNAVAILABLE_MESSAGE, null);
  const failed = new Reply(400, GOOGLE_FAILED_MESSAGE, null);
  const verified = await verifyGoogleIdToken(ctx.config, idToken, ctx.now);
  if (!verified.ok) {
    ctx.logger.info("google sign-in refused", { reason: verified.reason });
    return failed;
  }
  if (!verified.emailVerified) return failed;
  const who: GoogleIdentity = { ...verified, email: verified.email.trim().toLowerCase() };
  await resolveAuthFirst(ctx);
  return runTransaction(ctx.db, async (tx) => {
    let account = await findGoogleAccount(ctx, tx, who);
    let isNew = false;
    if (!account) {
      const [created] = await tx
        .insert(customers)
        .values({
          email: who.email,
          passwordHash: null,
          registerType: "google",
          firstname: who.givenName.slice(0, 60),
          lastname: who.familyName.slice(0, 60),
          emailVerifiedAt: ctx.now,
          googleSub: who.sub,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (created) {
        isNew = true;
        account = { id: created.id, conflict: false };
        await sendWelcomeMail(ctx, tx, { email: who.email, firstname: who.givenName });
      } else {
        // A parallel sign-in of the same identity created it first: use that account.
        account = await findGoogleAccount(ctx, tx, who);
      }
    }
    if (!account || account.conflict) return failed;
    const { token } = await startCustomerSession(ctx, tx, account.id);
    return { token, verify_status: true, entity_id: account.id, is_new: isNew };
  });
}
