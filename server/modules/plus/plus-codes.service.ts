// The join flow's phone codes (spec part 2 §4, issue 18): 4 digits by SMS (outbox), valid 10
// minutes, single use, 5 tries, 60 s between codes for a customer and phone, 5 a day per
// customer, bound to the customer and the phone. Only the code's hash is stored. A wrong try is
// written even though the call answers 400 (a Reply, not a thrown error, so it commits).
import { createHash, randomInt } from "node:crypto";
import { and, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  PLUS_CODE_COOLDOWN_SECONDS,
  PLUS_CODE_DAILY_CAP,
  PLUS_CODE_LENGTH,
  PLUS_CODE_MAX_TRIES,
  PLUS_CODE_TTL_MINUTES,
  PLUS_MESSAGES,
  plusPhoneDigits,
} from "../../../contract/plus-constants";
import { plusMemberships, plusPhoneCodes } from "../../db/schema/plus";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { DbOrTx } from "../cart/cart-owner";
import { enqueueSms } from "../sms/sms-outbox";
import { checkReferralCode } from "./plus-referral";
import { eligibility, loadCustomer, loadMembership } from "./plus-state";

const DAY_MS = 86_400_000;

/** Bound to the customer and the phone: the same digits for another customer or phone never match. */
export const hashPlusCode = (customerId: number, phone: string, code: string) =>
  createHash("sha256").update(`${customerId}:${phone}:${code}`).digest("hex");

const newCode = () => String(randomInt(10 ** PLUS_CODE_LENGTH)).padStart(PLUS_CODE_LENGTH, "0");

/** 403 with the spec's message when the customer may not join or renew now. */
export async function assertMayBuy(ctx: RequestContext, tx: DbOrTx, customerId: number) {
  const customer = await loadCustomer(tx, customerId);
  const membership = await loadMembership(tx, customerId);
  const e = eligibility(customer, membership, ctx.now, ctx.config.STORE_NAME);
  if (!e.canBuy) throw new AppError(403, 403, e.refusal ?? PLUS_MESSAGES.renewable);
  return { customer, membership, eligibility: e };
}

/** One membership per phone: 409 when these digits are another customer's membership. */
export async function assertPhoneFree(tx: DbOrTx, customerId: number, phone: string) {
  const [other] = await tx
    .select({ id: plusMemberships.customerId })
    .from(plusMemberships)
    .where(and(eq(plusMemberships.phone, phone), ne(plusMemberships.customerId, customerId)))
    .limit(1);
  if (other) throw new AppError(409, 409, PLUS_MESSAGES.phoneTaken);
}

export async function sendPlusCode(ctx: RequestContext, customerId: number, typed: string) {
  const phone = plusPhoneDigits(typed);
  return runTransaction(ctx.db, async (tx) => {
    // One sender at a time per customer: two parallel sends cannot both pass the cooldown or the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plus-code:${customerId}`}))`);
    await assertMayBuy(ctx, tx, customerId);
    await assertPhoneFree(tx, customerId, phone);
    const [last] = await tx
      .select({ createdAt: plusPhoneCodes.createdAt })
      .from(plusPhoneCodes)
      .where(and(eq(plusPhoneCodes.customerId, customerId), eq(plusPhoneCodes.phone, phone)))
      .orderBy(desc(plusPhoneCodes.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + PLUS_CODE_COOLDOWN_SECONDS * 1000 - ctx.now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        // 400, not 429: the request layer sends any 429 to the Oops page, and this is a message for
        // the form (the countdown restarts from resend_after).
        throw new AppError(400, 400, PLUS_MESSAGES.cooldown(seconds), { resend_after: seconds });
      }
    }
    const [today] = await tx
      .select({ n: count() })
      .from(plusPhoneCodes)
      .where(
        and(
          eq(plusPhoneCodes.customerId, customerId),
          gt(plusPhoneCodes.createdAt, new Date(ctx.now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) >= PLUS_CODE_DAILY_CAP) throw new AppError(400, 400, PLUS_MESSAGES.dailyCap);
    // A new code ends the earlier ones of this phone: only the latest text is good.
    await tx
      .update(plusPhoneCodes)
      .set({ consumedAt: ctx.now })
      .where(
        and(
          eq(plusPhoneCodes.customerId, customerId),
          eq(plusPhoneCodes.phone, phone),
          isNull(plusPhoneCodes.consumedAt),
        ),
      );
    const code = newCode();
    await tx.insert(plusPhoneCodes).values({
      customerId,
      phone,
      codeHash: hashPlusCode(customerId, phone, code),
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + PLUS_CODE_TTL_MINUTES * 60_000),
    });
    await enqueueSms(tx, {
      phone,
      body: PLUS_MESSAGES.smsBody(ctx.config.STORE_NAME, code),
      purpose: "plus_code",
    });
    return new Reply(200, PLUS_MESSAGES.codeSent(typed.trim()), {
      phone: typed.trim(),
      resend_after: PLUS_CODE_COOLDOWN_SECONDS,
    });
  });
}

const refuse = (message: string) => new Reply(400, message, null, 400);

export async function verifyPlusCode(
  ctx: RequestContext,
  customerId: number,
  input: { phone: string; code: string; vip_code?: string },
) {
  const phone = plusPhoneDigits(input.phone);
  return runTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plus-code:${customerId}`}))`);
    await assertMayBuy(ctx, tx, customerId);
    const [latest] = await tx
      .select()
      .from(plusPhoneCodes)
      .where(and(eq(plusPhoneCodes.customerId, customerId), eq(plusPhoneCodes.phone, phone)))
      .orderBy(desc(plusPhoneCodes.id))
      .limit(1)
      .for("update");
    if (!latest) return refuse(PLUS_MESSAGES.codeExpired);
    if (latest.attempts >= PLUS_CODE_MAX_TRIES) return refuse(PLUS_MESSAGES.codeTooMany);
    // Used for a payment link already, replaced, or past its ten minutes: a new one is needed.
    if (latest.consumedAt !== null || latest.expiresAt.getTime() <= ctx.now.getTime())
      return refuse(PLUS_MESSAGES.codeExpired);
    const referral = await checkReferralCode(tx, customerId, input.vip_code);
    if (!referral.ok) return refuse(referral.message);
    if (latest.codeHash !== hashPlusCode(customerId, phone, input.code)) {
      const attempts = latest.attempts + 1;
      await tx
        .update(plusPhoneCodes)
        .set({ attempts, ...(attempts >= PLUS_CODE_MAX_TRIES ? { consumedAt: ctx.now } : {}) })
        .where(eq(plusPhoneCodes.id, latest.id));
      return refuse(
        attempts >= PLUS_CODE_MAX_TRIES ? PLUS_MESSAGES.codeTooMany : PLUS_MESSAGES.codeIncorrect,
      );
    }
    // Right: the code opens the payment link (paymenLink consumes it). Asking again with the same
    // right code before that answers the same (the Next button pressed twice).
    await tx
      .update(plusPhoneCodes)
      .set({ verifiedAt: latest.verifiedAt ?? ctx.now, vipCode: input.vip_code ?? null })
      .where(eq(plusPhoneCodes.id, latest.id));
    return { verified: true as const };
  });
}
