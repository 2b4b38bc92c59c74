// The transaction every service runs its writes in. PostgreSQL may refuse a transaction that
// collided with another one (a deadlock, 40P01; a serialization failure, 40001): it was rolled back
// whole, and the same work run again usually goes through. runTransaction runs it again a few times
// after a short random pause (so the colliding transactions do not meet again in step); past that,
// the conflict goes to mapError, which answers 409 with the envelope.
import type { Db } from "./client";
import { isTransactionConflict } from "./failures";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Attempts in all, the first included. */
export const TRANSACTION_ATTEMPTS = 3;

const pause = (attempt: number) =>
  // 10–40 ms after the first conflict, 20–80 ms after the second: full jitter on a doubling base.
  new Promise((resolve) => setTimeout(resolve, 10 * 2 ** (attempt - 1) * (1 + 3 * Math.random())));

/**
 * db.transaction(fn), run again on a deadlock or serialization failure. fn must do nothing outside
 * the database that cannot be done twice: a card charge inside a transaction must not use this
 * (order-payment.service.ts keeps db.transaction, and a conflict there answers 409 with the charge
 * given back).
 */
export async function runTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(err)) throw err;
      await pause(attempt);
    }
  }
}
