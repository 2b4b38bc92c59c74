// The built-in test provider: offline, behind the same interface as a real one. Its card field
// (payment-field.routes.ts) stores only brand, last four digits and the test outcome under a hashed
// one-time nonce; charging consumes the nonce atomically (single use, NONCE_TTL_MINUTES).
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  NONCE_TTL_MINUTES,
  PAY_LATER_TEST_TOKENS,
  PAYMENT_FIELD_PATH,
  PAYMENT_MESSAGES,
} from "../../../contract/payment-constants";
import { testProviderNonces } from "../../db/schema/order";
import { hashToken } from "../../http/session";
import type { DbOrTx } from "../../modules/cart/cart-owner";
import type { ChargeResult, PaymentProvider } from "./provider";
import type { CheckedCard } from "./test-card";

const transactionId = () => `test_${randomBytes(8).toString("hex")}`;

/** Issues a one-time nonce for a checked card (the field's tokenize step). Only its hash is kept. */
export async function issueTestNonce(db: DbOrTx, card: CheckedCard): Promise<string> {
  const nonce = `tokencc_test_${randomBytes(24).toString("base64url")}`;
  await db.insert(testProviderNonces).values({
    nonceHash: hashToken(nonce),
    brand: card.brand,
    last4: card.last4,
    outcome: card.outcome,
  });
  return nonce;
}

/** Marks the nonce used and answers its card, or null when it is unknown, used or expired. */
async function consumeNonce(db: DbOrTx, nonce: string) {
  const [row] = await db
    .update(testProviderNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(testProviderNonces.nonceHash, hashToken(nonce)),
        isNull(testProviderNonces.usedAt),
        gt(testProviderNonces.createdAt, sql`now() - make_interval(mins => ${NONCE_TTL_MINUTES})`),
      ),
    )
    .returning({ outcome: testProviderNonces.outcome, brand: testProviderNonces.brand });
  return row ?? null;
}

export function testProvider(db: DbOrTx): PaymentProvider {
  return {
    name: "test",
    clientToken: async () => `test_client_${randomBytes(12).toString("base64url")}`,
    fieldUrl: () => PAYMENT_FIELD_PATH,
    async authorizeCard({ nonce }) {
      const card = await consumeNonce(db, nonce);
      if (!card) return null;
      if (card.outcome === "decline") return { status: "declined", message: PAYMENT_MESSAGES.declined };
      if (card.outcome === "processor_error")
        return { status: "failed", message: PAYMENT_MESSAGES.processorError };
      return { status: "authorized", transactionId: transactionId(), message: `${card.brand} authorized` };
    },
    capture: async (id): Promise<ChargeResult> => ({
      status: "captured",
      transactionId: id,
      message: "captured",
    }),
    voidOrRefund: async () => ({ status: "refunded", message: "refunded" }),
    refundPart: async () => ({ status: "refunded", message: "refunded" }),
    payLater: {
      name: "test",
      voidOrRefund: async () => ({ status: "refunded", message: "refunded" }),
      refundPart: async () => ({ status: "refunded", message: "refunded" }),
      clientToken: async () => `test_paylater_${randomBytes(12).toString("base64url")}`,
      async authorize({ authorizationToken }): Promise<ChargeResult> {
        if (authorizationToken === PAY_LATER_TEST_TOKENS.approve)
          return { status: "authorized", transactionId: transactionId(), message: "pay-later authorized" };
        if (authorizationToken === PAY_LATER_TEST_TOKENS.deny)
          return { status: "declined", message: PAYMENT_MESSAGES.payLaterDenied };
        return { status: "failed", message: PAYMENT_MESSAGES.processorError };
      },
    },
  };
}
