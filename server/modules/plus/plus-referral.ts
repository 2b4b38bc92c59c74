// Referral codes (invite codes) of Plus+ members: issued when a membership is first paid, checked
// when a buyer types one (spec: must exist, not be the buyer's own, not be reused by the buyer).
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  PLUS_INVITE_CODE_ALPHABET,
  PLUS_INVITE_CODE_LENGTH,
  PLUS_MESSAGES,
} from "../../../contract/plus-constants";
import { customers } from "../../db/schema/customer";
import { plusReferrals } from "../../db/schema/plus";
import type { DbOrTx } from "../cart/cart-owner";

function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < PLUS_INVITE_CODE_LENGTH; i++)
    code += PLUS_INVITE_CODE_ALPHABET[randomInt(PLUS_INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * The customer's invite code, issued now when they have none. 32^8 codes: a collision is
 * practically impossible, but one is looked for first so the payment's transaction never fails on
 * the unique index.
 */
export async function ensureInviteCode(
  tx: DbOrTx,
  customerId: number,
  current: string | null,
): Promise<string> {
  if (current) return current;
  for (;;) {
    const code = newInviteCode();
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.plusInviteCode, code))
      .limit(1);
    if (taken) continue;
    await tx.update(customers).set({ plusInviteCode: code }).where(eq(customers.id, customerId));
    return code;
  }
}

export type ReferralCheck = { ok: true; referrerId: number | null } | { ok: false; message: string };

/**
 * Checks a referral code typed by `buyerId`: unknown → "does not exist"; the buyer's own → "own";
 * a buyer who joined through a referral already → "already used" (a referral rewards a member's
 * first membership once; decision 0034). No code: fine, no referrer.
 */
export async function checkReferralCode(
  db: DbOrTx,
  buyerId: number,
  code: string | null | undefined,
): Promise<ReferralCheck> {
  if (!code) return { ok: true, referrerId: null };
  const [referrer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.plusInviteCode, code.trim().toUpperCase()))
    .limit(1);
  if (!referrer) return { ok: false, message: PLUS_MESSAGES.vipMissing };
  if (referrer.id === buyerId) return { ok: false, message: PLUS_MESSAGES.vipOwn };
  const [used] = await db
    .select({ id: plusReferrals.id })
    .from(plusReferrals)
    .where(eq(plusReferrals.referredId, buyerId))
    .limit(1);
  if (used) return { ok: false, message: PLUS_MESSAGES.vipReused };
  return { ok: true, referrerId: referrer.id };
}
