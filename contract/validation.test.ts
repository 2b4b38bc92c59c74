// @vitest-environment node
import { describe, expect, it } from "vitest";
import { email as emailSchema } from "./fields";
import { emailError, MESSAGES } from "./validation";

describe("e-mail rule (spec part 1 §5)", () => {
  it("is required", () => {
    expect(emailError("")).toBe("This is a required field.");
    expect(emailError("   ")).toBe(MESSAGES.required);
    expect(emailError(undefined)).toBe(MESSAGES.required);
  });

  it.each(["plainaddress", "a@b", "a@b.", "a b@c.com", "@example.com", "a@@b.com", "a@b.c"])(
    "refuses %s with the spec's message",
    (value) => {
      expect(emailError(value)).toBe("Please enter a valid email address. For example cs@nestora.com.");
    },
  );

  it.each(["cs@nestora.com", "first.last+tag@mail.example.co.uk", " Someone@Example.COM "])(
    "accepts %s",
    (value) => {
      expect(emailError(value)).toBeNull();
    },
  );

  it("refuses addresses longer than 254 characters", () => {
    expect(emailError(`${"a".repeat(250)}@b.com`)).toBe(MESSAGES.email);
  });

  it("parses to the trimmed lower-case address on the server", () => {
    expect(emailSchema.parse("  Someone@Example.COM ")).toBe("someone@example.com");
    expect(emailSchema.safeParse("nope").error?.issues[0].message).toBe(MESSAGES.email);
  });
});
