// The customer mails (verification code, password reset, welcome), written to the outbox inside the
// caller's transaction so a mail exists exactly when the change that causes it commits.
import type { RequestContext } from "../../http/context";
import { enqueueMail } from "../mail/outbox";
import { passwordResetMail, verificationCodeMail, welcomeMail } from "../mail/templates";
import { type DbOrTx, issueCode, RESEND_SECONDS } from "./codes";
import { issueEmailToken, REGISTER_LINK_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from "./email-tokens";

/** Sent, or refused by the resend cooldown; either way when the next send is allowed. */
export type SendOutcome = { ok: true; resendAfter: number } | { ok: false; resendAfter: number };

type MailContext = Pick<RequestContext, "config" | "origin" | "now">;

function link(ctx: MailContext, path: string, params: Record<string, string>): string {
  return `${ctx.origin}${path}?${new URLSearchParams(params).toString()}`;
}

/** A register code plus a 24-hour link that verifies the address in one click. */
export async function sendVerificationMail(
  ctx: MailContext,
  tx: DbOrTx,
  opts: { customerId: number; email: string },
): Promise<SendOutcome> {
  const issued = await issueCode(tx, { email: opts.email, operation: "register", now: ctx.now });
  if (!issued.ok) return issued;
  const token = await issueEmailToken(tx, {
    customerId: opts.customerId,
    operation: "register",
    now: ctx.now,
    ttlMinutes: REGISTER_LINK_TTL_MINUTES,
  });
  const mail = verificationCodeMail({
    storeName: ctx.config.STORE_NAME,
    code: issued.code,
    link: link(ctx, "/customer/account/accountinfo", {
      email: opts.email,
      rp_token: token,
      operation: "register",
    }),
  });
  await enqueueMail(tx, { to: opts.email, ...mail });
  return { ok: true, resendAfter: RESEND_SECONDS };
}

/** A forget_password code plus a 60-minute reset link. */
export async function sendPasswordResetMail(
  ctx: MailContext,
  tx: DbOrTx,
  opts: { customerId: number; email: string },
): Promise<SendOutcome> {
  const issued = await issueCode(tx, { email: opts.email, operation: "forget_password", now: ctx.now });
  if (!issued.ok) return issued;
  const token = await issueEmailToken(tx, {
    customerId: opts.customerId,
    operation: "forget_password",
    now: ctx.now,
    ttlMinutes: RESET_LINK_TTL_MINUTES,
  });
  const mail = passwordResetMail({
    storeName: ctx.config.STORE_NAME,
    code: issued.code,
    link: link(ctx, "/customer/account/password", {
      type: "forgotpassword",
      email: opts.email,
      rp_token: token,
    }),
  });
  await enqueueMail(tx, { to: opts.email, ...mail });
  return { ok: true, resendAfter: RESEND_SECONDS };
}

/** Welcome mail for an account created by Google sign-in (already verified). */
export async function sendWelcomeMail(
  ctx: MailContext,
  tx: DbOrTx,
  opts: { email: string; firstname: string },
): Promise<void> {
  const mail = welcomeMail({
    storeName: ctx.config.STORE_NAME,
    firstname: opts.firstname,
    accountUrl: `${ctx.origin}/customer/account/home`,
  });
  await enqueueMail(tx, { to: opts.email, ...mail });
}
