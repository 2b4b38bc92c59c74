import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isTransactionConflict } from "./failures";

const coded = (code: string) => Object.assign(new Error("x"), { code });
/** drizzle wraps the driver's error: "Failed query: …" with the driver's error as cause. */
const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    "57P01",
    "57P02",
    "57P03",
    "57014",
    "53300",
    "25P03",
    "08006",
    "08003",
    "ECONNRESET",
    "EPIPE",
    "ECONNREFUSED",
  ])("code %s is the database being unavailable, also wrapped by drizzle", (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated",
    "Query read timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error and is not queryable",
  ])("node-postgres' %j is the database being unavailable", (message) => {
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it("a wrong query, a constraint or a conflict is not", () => {
    expect(isDatabaseUnavailable(coded("42P01"))).toBe(false);
    expect(isDatabaseUnavailable(coded("23505"))).toBe(false);
    expect(isDatabaseUnavailable(coded("40001"))).toBe(false);
  });
});

describe("isTransactionConflict", () => {
  it("is a serialization failure or a deadlock, also wrapped", () => {
    expect(isTransactionConflict(wrapped(coded("40001")))).toBe(true);
    expect(isTransactionConflict(wrapped(coded("40P01")))).toBe(true);
    expect(isTransactionConflict(coded("57P01"))).toBe(false);
    expect(isTransactionConflict(coded("23505"))).toBe(false);
  });
});
