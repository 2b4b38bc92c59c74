// The sign-in lock: LOGIN_MAX_FAILURES wrong passwords in a row lock the account for
// LOGIN_LOCK_MINUTES. Counted alike by password sign-in and by the password change (a stolen
// session must not become an unlimited password oracle), so both call the one counter below.
import { eq, sql } from "drizzle-orm";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";

/** The locked-account message with the minutes left, rounded up. */
export function lockedMessage(minutes: number): string {
  return `Your account is temporarily locked after too many failed sign-in attempts. Please try again in ${minutes} minutes or reset your password.`;
}

/** The 423 answer while the lock runs (until `lockedUntil`, exclusive), or null once it has run out. */
export function lockReply(lockedUntil: Date | null, now: Date): Reply | null {
  if (!lockedUntil || lockedUntil <= now) return null;
  return new Reply(423, lockedMessage(Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)), null);
}

/**
 * Counts one wrong password, in one statement so parallel guesses cannot slip past the limit:
 * - while a lock runs, nothing changes (a parallel guess may have locked the account since it was
 *   read) and the running lock is answered;
 * - a lock that has run out starts the count afresh at this try;
 * - the try that reaches the limit locks the account.
 * Answers when the lock ends, or null when the account is not locked.
 */
export async function countWrongPassword(
  ctx: Pick<RequestContext, "db" | "now" | "config">,
  customerId: number,
): Promise<Date | null> {
  const now = ctx.now.toISOString();
  const running = sql`(${customers.lockedUntil} is not null and ${customers.lockedUntil} > ${now}::timestamptz)`;
  const ranOut = sql`(${customers.lockedUntil} is not null and ${customers.lockedUntil} <= ${now}::timestamptz)`;
  const count = sql`(case when ${ranOut} then 1 else ${customers.failedLogins} + 1 end)`;
  const lockUntil = new Date(ctx.now.getTime() + ctx.config.LOGIN_LOCK_MINUTES * 60_000).toISOString();
  // SET expressions all read the row as it was before this statement.
  const [row] = await ctx.db
    .update(customers)
    .set({
      failedLogins: sql`case when ${running} then ${customers.failedLogins} else ${count} end`,
      lockedUntil: sql`case when ${running} then ${customers.lockedUntil} when ${count} >= ${ctx.config.LOGIN_MAX_FAILURES} then ${lockUntil}::timestamptz else null end`,
    })
    .where(eq(customers.id, customerId))
    .returning({ lockedUntil: customers.lockedUntil });
  return row.lockedUntil;
}
