import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, readStoredHash, verifyPassword } from "./password-hash";

/** A stored hash made here with Node's scrypt directly, so the format is pinned independently. */
function madeHere(password: string, cost: number, r = 8, p = 1, salt = Buffer.from("pinned-salt-0123")) {
  const key = scryptSync(password, salt, 32, { N: 2 ** cost, r, p, maxmem: 256 * 2 ** cost * r * p });
  return ["scrypt", cost, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
const b64 = (bytes: number) => Buffer.alloc(bytes, 1).toString("base64url");

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

  it("a hash stored before today still verifies: the format and its parameters are pinned", async () => {
    // scrypt, N = 2^10, r = 8, p = 1, salt "pinned-salt-0123", password "walnut42lamp".
    const stored = "scrypt$10$8$1$cGlubmVkLXNhbHQtMDEyMw$PSpTDCYdAufrcjOKorMTNgIeJLG9Ba_DRczTxgi4Njg";
    expect(await verifyPassword("walnut42lamp", stored)).toBe(true);
    expect(await verifyPassword("walnut42lamX", stored)).toBe(false);
  });

  it("costs above Node's default memory limit verify (cost 16 needs 64 MiB)", async () => {
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 16))).toBe(true);
  });

  it("refuses a hash it would not have made, even when the password matches it", async () => {
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 10))).toBe(true);
    // Too weak a cost, another block size or parallelism, another scheme's name.
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 9))).toBe(false);
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 10, 4))).toBe(false);
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 10, 8, 2))).toBe(false);
    expect(
      await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 10).replace(/^scrypt/, "bcrypt")),
    ).toBe(false);
    // A fractional cost is no power of two: refused, not an error.
    expect(await verifyPassword("walnut42lamp", madeHere("walnut42lamp", 10).replace("$10$", "$10.5$"))).toBe(
      false,
    );
    // A sixth part missing or a seventh added.
    const good = madeHere("walnut42lamp", 10);
    expect(await verifyPassword("walnut42lamp", good.split("$").slice(0, 5).join("$"))).toBe(false);
    expect(await verifyPassword("walnut42lamp", `${good}$extra`)).toBe(false);
  });

  it("reads cost 10 to 20, a salt of 8 bytes or more and a key of 32 bytes or more", () => {
    const stored = (cost: number, saltBytes = 16, keyBytes = 32) =>
      readStoredHash(`scrypt$${cost}$8$1$${b64(saltBytes)}$${b64(keyBytes)}`);
    expect(stored(10)).toMatchObject({ cost: 10, r: 8, p: 1 });
    expect(stored(20)).toMatchObject({ cost: 20 });
    expect(stored(21)).toBeNull();
    expect(stored(9)).toBeNull();
    expect(stored(12, 8)).not.toBeNull();
    expect(stored(12, 7)).toBeNull();
    expect(stored(12, 16, 31)).toBeNull();
    expect(readStoredHash(`scrypt$12$8$1$${b64(16)}`)).toBeNull();
  });
});
