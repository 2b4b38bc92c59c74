// What a database error means for the caller: the database cannot be reached (answer 503, throw
// the connection away), or two transactions collided (run it again). Both the transaction runner
// (server/db/client.ts, server/db/transaction.ts) and the error mapper (server/http/errors.ts) ask.

/**
 * Driver and server codes for "the database is not there or not answering": socket errors,
 * PostgreSQL's connection exceptions (class 08), the server shutting down or restarting (57P01
 * admin shutdown, i.e. pg_terminate_backend; 57P02 crash shutdown; 57P03 cannot connect now), too
 * many connections (53300), a statement cut by statement_timeout (57014) and a session ended by
 * idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "53300",
  "25P03",
]);

/** node-postgres and pg-pool say these in words only (no code). */
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|Cannot use a pool after calling end/i;

/** Serialization failure (40001) and deadlock (40P01): nothing was written, the same work may succeed if run again. */
const CONFLICT_CODES = new Set(["40001", "40P01"]);

/** Walks an error and its causes (drizzle wraps the driver's error in `cause`). */
function someInChain(err: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (test(e as { code?: unknown; message?: unknown })) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => someInChain(inner, test))) return true;
  }
  return false;
}

/** True for errors that mean "the database cannot be reached or did not answer", not "the query is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  return someInChain(err, ({ code, message }) => {
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    return typeof message === "string" && UNAVAILABLE_MESSAGE.test(message);
  });
}

/** True for a serialization failure or a deadlock: the transaction was rolled back and may be retried. */
export function isTransactionConflict(err: unknown): boolean {
  return someInChain(err, ({ code }) => typeof code === "string" && CONFLICT_CODES.has(code));
}
