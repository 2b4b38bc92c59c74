import { describe, expect, it } from "vitest";
import {
  codeError,
  enterpriseLines,
  isReferralMessage,
  JOIN_MESSAGES,
  joinLoginTitle,
  phoneError,
  phoneInput,
  termsError,
} from "./join-rules";

describe("the join flow's messages (spec part 2 §4, §8)", () => {
  it("words the login title, the enterprise refusal, the renewal toast and the member line verbatim", () => {
    expect(joinLoginTitle("Nestora")).toBe("Sign In/UP to Join Nestora PLUS+");
    expect(enterpriseLines("Business", "Nestora")).toEqual([
      "Since you are a Business member",
      "it's not avilable for you to join 【Nestora Plus+ Membership】 program.",
    ]);
    expect(JOIN_MESSAGES.renewWindow).toBe("Renewable in 60 days before expiration");
    expect(JOIN_MESSAGES.alreadyMember).toBe("You are already Plus+ Member, go ahead and grab this item!");
    expect(termsError(false)).toBe("Check the box to proceed.");
    expect(termsError(true)).toBeNull();
  });
});

describe("the join form's rules (spec part 2 §5)", () => {
  it("requires the phone and takes digits and dots only, 10 digits once the dots are gone", () => {
    expect(phoneError("")).toBe("Phone number is required.");
    expect(phoneError("   ")).toBe("Phone number is required.");
    expect(phoneError("973-555-0142")).toBe("Please use digits and dots only.");
    expect(phoneError("973.555.014")).toBe("Please enter a 10-digit phone number.");
    expect(phoneError("973.555.01421")).toBe("Please enter a 10-digit phone number.");
    expect(phoneError("973.555.0142")).toBeNull();
    expect(phoneError("9735550142")).toBeNull();
    // What may be typed at all: the rest is dropped as it is typed.
    expect(phoneInput("(973) 555-0142")).toBe("9735550142");
    expect(phoneInput("973.555.0142")).toBe("973.555.0142");
  });

  it("wants a 4-digit code", () => {
    expect(codeError("")).toBe("Please enter the 4-digit code.");
    expect(codeError("123")).toBe("Please enter the 4-digit code.");
    expect(codeError("12a4")).toBe("Please enter the 4-digit code.");
    expect(codeError("12345")).toBe("Please enter the 4-digit code.");
    expect(codeError("1234")).toBeNull();
  });

  it("tells the referral code's refusals from the code's", () => {
    expect(isReferralMessage("This referral code does not exist.")).toBe(true);
    expect(isReferralMessage("You cannot use your own referral code.")).toBe(true);
    expect(isReferralMessage("You have already used this referral code.")).toBe(true);
    expect(isReferralMessage("The verification code is incorrect.")).toBe(false);
  });
});
