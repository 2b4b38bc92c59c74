import { z } from "zod";
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

const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "57P01",
  "57P03",
]);

/** True for errors that mean "the database cannot be reached", not "the query is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (DB_UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
        message,
      )
    )
      return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

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
  logger.error("unhandled error", { error: String((err as Error)?.stack ?? err) });
  return {
    status: 500,
    body: { code: 500, message: "An error occurred, please try again later", result: null },
  };
}
