import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("fills every default on an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      DATA_DIR: "./data",
      SEED_PRODUCTS: 2000,
      STORE_NAME: "Nestora",
      TEST_MODE: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FORTER_SITE_ID).toBeUndefined();
  });

  it("reads numbers and flags from their string form", () => {
    const config = loadConfig({ PORT: "8080", SEED_PRODUCTS: "50", TEST_MODE: "1" });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_PRODUCTS).toBe(50);
    expect(config.TEST_MODE).toBe(true);
  });

  it("runs several workers (WEB_CONCURRENCY) only on PostgreSQL", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than 1 needs DATABASE_URL/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/x" }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY: must be at least 1/);
  });

  it("leaves MAILBOX_PAGE unset unless given (the mailbox then follows NODE_ENV and the deployment)", () => {
    expect(loadConfig({}).MAILBOX_PAGE).toBeUndefined();
    expect(loadConfig({ MAILBOX_PAGE: "1" }).MAILBOX_PAGE).toBe(true);
    expect(loadConfig({ MAILBOX_PAGE: "0" }).MAILBOX_PAGE).toBe(false);
    expect(loadConfig({ MAILBOX_PAGE: "" }).MAILBOX_PAGE).toBeUndefined();
    expect(() => loadConfig({ MAILBOX_PAGE: "maybe" })).toThrow(/MAILBOX_PAGE/);
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT: must be a number/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be at most 65535/);
    expect(() => loadConfig({ SEED_PRODUCTS: "2.5" })).toThrow(/SEED_PRODUCTS: must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres:\/\//);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("names every bad variable at once, not just the first", () => {
    let message = "";
    try {
      loadConfig({ PORT: "abc", BODY_LIMIT: "12" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/BODY_LIMIT/);
  });
});
