// The e-mail rule and the two messages every form shares (spec part 1 §5), apart from the other
// rules in validation.ts: the footer's newsletter form on every page needs only this, and the
// browser bundle of every page should not carry the sign-in and address rules with it.

/** The host in the e-mail example of the validation message ("For example cs@{host}."). */
const STORE_EMAIL_HOST = "nestora.com";

export const MESSAGES = {
  required: "This is a required field.",
  email: `Please enter a valid email address. For example cs@${STORE_EMAIL_HOST}.`,
} as const;

/** A standard address: something@domain.tld, no spaces, at most 254 characters (RFC 5321). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** The message for an e-mail field's value, or null when it is valid. */
export function emailError(value: string | null | undefined): string | null {
  const email = (value ?? "").trim();
  if (email === "") return MESSAGES.required;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return MESSAGES.email;
  return null;
}
