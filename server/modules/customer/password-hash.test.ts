import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("stores scrypt$cost$8$1$salt$hash with a fresh 16-byte salt and a 32-byte key", async () => {
    const stored = await hashPassword("secret123", 10);
    const parts = stored.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", "10", "8", "1"]);
    expect(Buffer.from(parts[4], "base64url")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64url").length).toBeGreaterThanOrEqual(32);
    expect(stored).not.toContain("secret123");
    // Same password, new salt: the stored strings differ.
    expect(await hashPassword("secret123", 10)).not.toBe(stored);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("secret123", 10);
    expect(await verifyPassword("secret123", stored)).toBe(true);
    expect(await verifyPassword("secret124", stored)).toBe(false);
    expect(await verifyPassword("SECRET123", stored)).toBe(false);
  });

  it("reads the cost from the stored string, so hashes of another cost still verify", async () => {
    const stored = await hashPassword("secret123", 11);
    expect(stored.startsWith("scrypt$11$")).toBe(true);
    expect(await verifyPassword("secret123", stored)).toBe(true);
  });

  it("a missing or unreadable hash never verifies, and still spends a hash's worth of time", async () => {
    const stored = await hashPassword("secret123", 12);
    const t0 = performance.now();
    await verifyPassword("secret123", stored);
    const real = performance.now() - t0;
    const t1 = performance.now();
    expect(await verifyPassword("secret123", null, 12)).toBe(false);
    const missing = performance.now() - t1;
    // Same order of magnitude: the dummy hash ran at the same cost.
    expect(missing).toBeGreaterThan(real / 4);
    expect(await verifyPassword("secret123", "")).toBe(false);
    expect(await verifyPassword("secret123", "md5$abc")).toBe(false);
    expect(await verifyPassword("secret123", "scrypt$40$8$1$AAAA$BBBB")).toBe(false);
  });
});
