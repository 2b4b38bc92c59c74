// The join form's rules (spec part 2 §5) and the flow's messages (part 2 §4, §8), pure so they are
// unit-tested; the server checks the same things again (it is the authority).
import {
  PLUS_CODE_LENGTH,
  PLUS_MESSAGES,
  PLUS_PHONE_DIGITS,
  PLUS_PHONE_PATTERN,
  plusPhoneDigits,
} from "../../../../contract/plus-constants";

export const JOIN_MESSAGES = {
  renewWindow: PLUS_MESSAGES.renewable,
  terms: PLUS_MESSAGES.terms,
  alreadyMember: PLUS_MESSAGES.alreadyMember,
} as const;

/** The enterprise refusal's two lines, with the member's group and the store's name. */
export function enterpriseLines(group: string, storeName: string): [string, string] {
  return [PLUS_MESSAGES.enterpriseGroup(group), PLUS_MESSAGES.enterpriseNotAvailable(storeName)];
}

/** The login popup's title for a guest who pressed Join. */
export const joinLoginTitle = (storeName: string) => PLUS_MESSAGES.loginTitle(storeName);

/** Keeps what may be typed into the phone field: digits and dots. */
export const phoneInput = (value: string) => value.replace(/[^\d.]/g, "");

/**
 * The phone (required on blur; digits and dots only): 10 digits once the dots are removed, the
 * US number the SMS goes to (the server's rule).
 */
export function phoneError(value: string): string | null {
  const phone = value.trim();
  if (phone === "") return PLUS_MESSAGES.phoneRequired;
  if (!PLUS_PHONE_PATTERN.test(phone)) return PLUS_MESSAGES.phoneChars;
  return plusPhoneDigits(phone).length === PLUS_PHONE_DIGITS ? null : PLUS_MESSAGES.phoneDigits;
}

/** The verification code (required, validated on change): 4 digits. */
export function codeError(value: string): string | null {
  const code = value.trim();
  return new RegExp(`^\\d{${PLUS_CODE_LENGTH}}$`).test(code) ? null : PLUS_MESSAGES.codeFormat;
}

export const termsError = (checked: boolean) => (checked ? null : JOIN_MESSAGES.terms);

/** Messages of verifyCode that are about the referral code, shown under that field. */
export const isReferralMessage = (message: string) =>
  [PLUS_MESSAGES.vipMissing, PLUS_MESSAGES.vipOwn, PLUS_MESSAGES.vipReused].some((m) => m === message);
