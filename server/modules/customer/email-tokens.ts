// Link tokens sent by e-mail (the rp_token of a reset or register link): random, only the hash
// stored, bound to one account and one operation, expiring, single use. Only the newest link of an
// account and operation works (a new mail ends the older links), and a password reset or change
// ends every reset link of the account (endEmailTokens).
import { and, eq, gt, isNull } from "drizzle-orm";
import { customers, emailTokens } from "../../db/schema/customer";
import { hashToken, newToken } from "../../http/session";
import type { CodeOperation, DbOrTx } from "./codes";

/** A link's operation: the codes' two, and the old-user pop-up's link (decision 0044). */
export type LinkOperation = CodeOperation | "old_user";

/** A password-reset link lives an hour; a register (verify the address) link a day. */
export const RESET_LINK_TTL_MINUTES = 60;
export const REGISTER_LINK_TTL_MINUTES = 24 * 60;

/**
 * Stores a new link token for the customer and answers it (shown once, in the mail). The older
 * live links of the same account and operation end: a link in an older mail (maybe in a mailbox
 * someone else reads) must not outlive the one the customer asked for last.
 */
export async function issueEmailToken(
  tx: DbOrTx,
  opts: { customerId: number; operation: LinkOperation; now: Date; ttlMinutes: number },
): Promise<string> {
  await endEmailTokens(tx, opts);
  const token = newToken();
  await tx.insert(emailTokens).values({
    customerId: opts.customerId,
    operation: opts.operation,
    tokenHash: hashToken(token),
    createdAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.ttlMinutes * 60_000),
  });
  return token;
}

/**
 * The live token for this e-mail's account and operation, or null (wrong, used, expired, other
 * account). Its length is bounded before it gets here (the contract's opaque token, or a cookie).
 */
export async function findEmailToken(
  tx: DbOrTx,
  opts: { email: string; token: string; operation: LinkOperation; now: Date },
): Promise<{ id: number; customerId: number } | null> {
  const [row] = await tx
    .select({ id: emailTokens.id, customerId: emailTokens.customerId })
    .from(emailTokens)
    .innerJoin(customers, eq(customers.id, emailTokens.customerId))
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(opts.token)),
        eq(emailTokens.operation, opts.operation),
        eq(customers.email, opts.email.trim().toLowerCase()),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, opts.now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a token up; false when it was already used (a parallel request won) or has expired. */
export async function consumeEmailToken(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** Ends every live link token of the account for the operation (used or not yet). */
export async function endEmailTokens(
  tx: DbOrTx,
  opts: { customerId: number; operation: LinkOperation; now: Date },
): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: opts.now })
    .where(
      and(
        eq(emailTokens.customerId, opts.customerId),
        eq(emailTokens.operation, opts.operation),
        isNull(emailTokens.usedAt),
      ),
    );
}
