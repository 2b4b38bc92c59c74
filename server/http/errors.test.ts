import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, isDatabaseUnavailable, mapError } from "./errors";
import { createLogger } from "./logger";

const quiet = createLogger("silent");

describe("mapError", () => {
  it("keeps an AppError's status, code, message and result", () => {
    expect(mapError(new AppError(409, 10404, "Gone", { a: 1 }), quiet)).toEqual({
      status: 409,
      body: { code: 10404, message: "Gone", result: { a: 1 } },
    });
  });

  it("turns a zod failure into 422 naming the field", () => {
    const parsed = z.object({ qty: z.number() }).safeParse({ qty: "x" });
    const { status, body } = mapError(parsed.error, quiet);
    expect(status).toBe(422);
    expect(body.message).toMatch(/^qty: /);
  });

  it("answers 503 when the database cannot be reached, with a message a person understands", () => {
    const err = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(mapError(new Error("query failed", { cause: err }), quiet)).toEqual({
      status: 503,
      body: {
        code: 503,
        message: "The store is briefly unavailable, please try again in a moment.",
        result: null,
      },
    });
  });

  it("hides anything else behind 500 and the spec's generic message, and logs it", () => {
    const lines: string[] = [];
    const logger = createLogger("error", (l) => lines.push(l));
    expect(mapError(new TypeError("secret detail"), logger)).toEqual({
      status: 500,
      body: { code: 500, message: "An error occurred, please try again later", result: null },
    });
    expect(lines.join("\n")).toContain("secret detail");
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures and server shutdown codes", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })])),
    ).toBe(true);
  });

  it("does not mistake a bad query for an outage", () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error("duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
