import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createLogger } from "../../http/logger";
import { paymentProvider } from "./provider";
import { dollarString } from "./provider-http";

// PAYMENT_PROVIDER and its keys are checked at start: a real provider without its settings never
// reaches a shopper.

const BRAINTREE = {
  PAYMENT_PROVIDER: "braintree",
  BRAINTREE_MERCHANT_ID: "m",
  BRAINTREE_PUBLIC_KEY: "p",
  BRAINTREE_PRIVATE_KEY: "s",
};
const KLARNA = { KLARNA_USERNAME: "u", KLARNA_PASSWORD: "pw", KLARNA_API_URL: "https://api-na.example.test" };
const silent = createLogger("silent");
// The provider's own reads never happen here: only its wiring is looked at.
const noDb = null as never;

describe("payment configuration", () => {
  it("defaults to the offline test provider with its own pay later", () => {
    const config = loadConfig({});
    expect(config.PAYMENT_PROVIDER).toBe("test");
    const provider = paymentProvider(config, noDb, silent);
    expect(provider.name).toBe("test");
    expect(provider.payLater?.name).toBe("test");
  });

  it("refuses braintree without its keys, naming each missing one", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "braintree" })).toThrow(ConfigError);
    let message = "";
    try {
      loadConfig({ PAYMENT_PROVIDER: "braintree", BRAINTREE_PUBLIC_KEY: "p" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain("BRAINTREE_MERCHANT_ID: is required with PAYMENT_PROVIDER=braintree");
    expect(message).toContain("BRAINTREE_PRIVATE_KEY: is required with PAYMENT_PROVIDER=braintree");
    expect(message).not.toContain("BRAINTREE_PUBLIC_KEY");
  });

  it("refuses an unknown provider and a bad environment", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...BRAINTREE, BRAINTREE_ENVIRONMENT: "live" })).toThrow(
      /BRAINTREE_ENVIRONMENT/,
    );
  });

  it("braintree alone offers no pay later; with Klarna's three settings it offers Klarna", () => {
    const card = paymentProvider(loadConfig(BRAINTREE), noDb, silent);
    expect(card.name).toBe("braintree");
    expect(card.payLater).toBeNull();
    expect(loadConfig(BRAINTREE).BRAINTREE_ENVIRONMENT).toBe("sandbox");
    const both = paymentProvider(loadConfig({ ...BRAINTREE, ...KLARNA }), noDb, silent);
    expect(both.payLater?.name).toBe("klarna");
  });

  it("refuses a partial Klarna setting", () => {
    expect(() => loadConfig({ ...BRAINTREE, KLARNA_USERNAME: "u" })).toThrow(
      /KLARNA_PASSWORD: is required when any KLARNA_\* setting is set/,
    );
    expect(() => loadConfig({ ...BRAINTREE, KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p" })).toThrow(
      /KLARNA_API_URL/,
    );
  });

  it("sends amounts as dollar strings from integer cents", () => {
    expect(dollarString(12345)).toBe("123.45");
    expect(dollarString(5)).toBe("0.05");
    expect(dollarString(100)).toBe("1.00");
    expect(() => dollarString(1.5)).toThrow();
  });
});
