import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce";

describe("newNonce", () => {
  it("answers 16 random bytes in base64, never the same twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5000);
  });
});
