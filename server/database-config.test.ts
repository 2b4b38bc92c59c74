import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

// The database bounds of issue 15 §1 (config.ts DATABASE_*_TIMEOUT_MS; README "Configuration").
describe("database timeouts in the configuration", () => {
  it("bounds every database wait by default", () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      DATABASE_QUERY_TIMEOUT_MS: 6000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 90000,
    });
  });

  it("reads them, 0 turning one off", () => {
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: "0",
        DATABASE_STATEMENT_TIMEOUT_MS: "0",
        DATABASE_QUERY_TIMEOUT_MS: "0",
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "0",
      }),
    ).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 0,
      DATABASE_STATEMENT_TIMEOUT_MS: 0,
      DATABASE_QUERY_TIMEOUT_MS: 0,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 0,
    });
  });

  it("refuses a query timeout the statement timeout would not come before", () => {
    expect(() =>
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "3000", DATABASE_QUERY_TIMEOUT_MS: "3000" }),
    ).toThrow(
      "DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement first)",
    );
  });

  it("refuses an idle-in-transaction timeout a card payment's provider calls could outlast", () => {
    expect(() =>
      loadConfig({ PAYMENT_TIMEOUT_MS: "20000", DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "60000" }),
    ).toThrow(
      "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: must be longer than 3 × PAYMENT_TIMEOUT_MS (a card payment's provider calls run inside one transaction)",
    );
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: "-1" })).toThrow(
      "DATABASE_QUERY_TIMEOUT_MS: must be at least 0",
    );
  });
});
