import { z } from "zod";
import { isDatabaseUnavailable, isTransactionConflict } from "../db/failures";
import type { Logger } from "./logger";

/** The one error type of the API: an HTTP status, the envelope code and a message a person can act on. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, 400, message);
export const notFound = (message = "The page you requested was not found.") =>
  new AppError(404, 404, message);
export const invalid = (message: string) => new AppError(422, 422, message);

// The classification lives beside the database code, which also acts on it (server/db/failures.ts).
export { isDatabaseUnavailable } from "../db/failures";

/** Turns a zod failure into one readable sentence naming the field. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join(".");
      if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}`;
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/** The single error mapper: every thrown thing becomes a status and an envelope. */
export function mapError(
  err: unknown,
  logger: Logger,
): { status: number; body: { code: number; message: string; result: unknown } } {
  if (err instanceof AppError) {
    return { status: err.status, body: { code: err.code, message: err.message, result: err.result } };
  }
  if (err instanceof z.ZodError) {
    return { status: 422, body: { code: 422, message: describeZodError(err), result: null } };
  }
  if (isDatabaseUnavailable(err)) {
    logger.error("database unavailable", { error: String((err as Error)?.message ?? err) });
    return {
      status: 503,
      body: {
        code: 503,
        message: "The store is briefly unavailable, please try again in a moment.",
        result: null,
      },
    };
  }
  if (isTransactionConflict(err)) {
    // Retried already where that is safe (server/db/transaction.ts); nothing was written.
    logger.warn("transaction conflict", { error: String((err as Error)?.message ?? err) });
    return {
      status: 409,
      body: {
        code: 409,
        message: "Someone else changed the same data at the same moment. Please try again.",
        result: null,
      },
    };
  }
  logger.error("unhandled error", { error: String((err as Error)?.stack ?? err) });
  return {
    status: 500,
    body: { code: 500, message: "An error occurred, please try again later", result: null },
  };
}
