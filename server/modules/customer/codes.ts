// Six-character e-mail codes (register, forget_password): bound to one address and one operation,
// only their hash stored, single use, short-lived, dead after a few wrong tries, and at most one
// per minute per address and operation (the server enforces the resend countdown).
import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import type { Db } from "../../db/client";
import { verificationCodes } from "../../db/schema/customer";

/** The app's database handle or a transaction of it. */
export type DbOrTx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_SECONDS = VERIFY_RESEND_SECONDS;
export const CODE_LENGTH = 6;
/** Uppercase letters and digits without the look-alikes 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export type CodeOperation = "register" | "forget_password";

/** Codes are compared case-insensitively, so the hash is of the upper-cased code. */
const hashCode = (code: string) => createHash("sha256").update(code.trim().toUpperCase()).digest("hex");

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Issues a new code for `email`+`operation`, ending the previous live one. Refused (with the
 * seconds left) within RESEND_SECONDS of the previous code.
 */
export async function issueCode(
  tx: DbOrTx,
  opts: { email: string; operation: CodeOperation; now: Date },
): Promise<{ ok: true; code: string } | { ok: false; resendAfter: number }> {
  const email = opts.email.trim().toLowerCase();
  // Serialise issuers of one address+operation inside the caller's transaction, so two parallel
  // sends cannot both pass the cooldown check.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${opts.operation}:${email}`}))`);
  const [last] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.operation, opts.operation)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last) {
    const waitMs = last.createdAt.getTime() + RESEND_SECONDS * 1000 - opts.now.getTime();
    if (waitMs > 0) return { ok: false, resendAfter: Math.ceil(waitMs / 1000) };
  }
  await endCodes(tx, { email, operation: opts.operation, now: opts.now });
  const code = newCode();
  await tx.insert(verificationCodes).values({
    email,
    operation: opts.operation,
    codeHash: hashCode(code),
    createdAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  return { ok: true, code };
}

/** Ends every live code of the address for the operation (a newer code, a password reset or change). */
export async function endCodes(
  tx: DbOrTx,
  opts: { email: string; operation: CodeOperation; now: Date },
): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: opts.now })
    .where(
      and(
        eq(verificationCodes.email, opts.email.trim().toLowerCase()),
        eq(verificationCodes.operation, opts.operation),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

/**
 * Checks a code. "ok" consumes it atomically (two parallel checks cannot both succeed). A wrong
 * code counts against the live code; the last allowed wrong try kills it. "expired" covers no
 * live code at all: never sent, used, replaced, timed out or killed by wrong tries.
 */
export async function checkCode(
  tx: DbOrTx,
  opts: { email: string; operation: CodeOperation; code: string; now: Date },
): Promise<"ok" | "wrong" | "expired"> {
  const email = opts.email.trim().toLowerCase();
  const live = and(
    eq(verificationCodes.email, email),
    eq(verificationCodes.operation, opts.operation),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, opts.now),
  );
  const [used] = await tx
    .update(verificationCodes)
    .set({ consumedAt: opts.now })
    .where(and(live, eq(verificationCodes.codeHash, hashCode(opts.code))))
    .returning({ id: verificationCodes.id });
  if (used) return "ok";
  // Count the wrong try on the live code; the CODE_MAX_ATTEMPTS-th wrong try kills it.
  const [counted] = await tx
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then ${opts.now.toISOString()}::timestamptz else null end`,
    })
    .where(live)
    .returning({ id: verificationCodes.id });
  return counted ? "wrong" : "expired";
}
