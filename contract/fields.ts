import { z } from "zod";
import { emailError, MESSAGES } from "./validation";

/** Ids are PostgreSQL integers: a larger number can name nothing (and must not reach the database). */
const MAX_ID = 2_147_483_647;

// Field helpers for inputs that arrive as JSON, url-encoded or multipart alike:
// booleans come as 1/0 (or "1"/"0"), numbers as strings, empty arrays as null.

/** 1/0, "1"/"0", true/false, "true"/"false" → boolean. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

/** A positive integer id, also from a string. */
export const id = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .positive("must be positive")
  .max(MAX_ID, "is too large");

/** A whole number in [min, max], also from a string. */
export const int = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A list that the client may send as null (empty) or as a single value. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  );

/** Trimmed text with a length limit. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** An e-mail address by the spec's rule and messages (contract/validation.ts); trimmed, lower-cased. */
export const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .superRefine((value, ctx) => {
    const error = emailError(value);
    if (error) ctx.addIssue({ code: "custom", message: error });
  })
  .transform((value) => value.toLowerCase());

/** A query-string id that must be present once: says "is required" when missing. */
export const queryId = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a single number") })
  .pipe(
    z.coerce
      .number<string>({ error: "must be a number" })
      .int("must be a whole number")
      .positive("must be positive")
      .max(MAX_ID, "is too large"),
  );
