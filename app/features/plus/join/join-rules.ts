// The join form's rules (spec part 2 §5) and the flow's messages (part 2 §4, §8), pure so they are
// unit-tested; the server checks the same things again (it is the authority).
import { AUTH_MESSAGES, MESSAGES } from "../../../../contract/validation";

export const JOIN_MESSAGES = {
  renewWindow: "Renewable in 60 days before expiration",
  terms: "Check the box to proceed.",
  alreadyMember: "You are already Plus+ Member, go ahead and grab this item!",
  phoneDigits: "Please enter digits and dots only.",
  phoneLength: "Please enter a 10-digit phone number.",
} as const;

/** The enterprise refusal's two lines, with the member's group and the store's name. */
export function enterpriseLines(group: string, storeName: string): [string, string] {
  return [
    `Since you are a ${group} member`,
    `it's not avilable for you to join 【${storeName} Plus+ Membership】 program.`,
  ];
}

/** The login popup's title for a guest who pressed Join. */
export const joinLoginTitle = (storeName: string) => `Sign In/UP to Join ${storeName} PLUS+`;

/** Keeps what may be typed into the phone field: digits and dots. */
export const phoneInput = (value: string) => value.replace(/[^\d.]/g, "");

/**
 * The phone (required on blur; digits and dots only): 10 digits once the dots are removed, the
 * US number the SMS goes to (the server's rule).
 */
export function phoneError(value: string): string | null {
  const phone = value.trim();
  if (phone === "") return MESSAGES.required;
  if (!/^[\d.]+$/.test(phone)) return JOIN_MESSAGES.phoneDigits;
  return phone.replace(/\./g, "").length === 10 ? null : JOIN_MESSAGES.phoneLength;
}

/** The verification code (required, validated on change): 4 digits. */
export function codeError(value: string): string | null {
  const code = value.trim();
  if (code === "") return MESSAGES.required;
  return /^\d{4}$/.test(code) ? null : AUTH_MESSAGES.verifyCodeShort;
}

export const termsError = (checked: boolean) => (checked ? null : JOIN_MESSAGES.terms);

/** Messages of verifyCode that are about the referral code, shown under that field. */
export const isReferralMessage = (message: string) => /referral code/i.test(message);
