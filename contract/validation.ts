// Validation rules of spec part 1 §5 with their exact messages, shared by the browser (live
// checks) and the server (the authority, through the schemas in contract/fields.ts). Plain
// functions without zod, so the browser bundle stays small. Later areas add their rules here.

import { MESSAGES } from "./email-rule";

export { emailError, MESSAGES } from "./email-rule";

// ---- Sign-in, registration and verification (part 1 §5, part 2 §5) ---------------------------

export const AUTH_MESSAGES = {
  signInPassword:
    "Please enter at least 6 characters. Any spaces at the beginning or end will be disregarded.",
  passwordRequired: "Please enter a password",
  /** Server-side wording of the new-password rule (the page shows the live checklist instead). */
  newPassword: "Please enter at least 6 characters with letters and numbers.",
  passwordTooLong: "Please use at most 128 characters.",
  commonPassword: "This password is too common and easy to guess. Please choose another one.",
  passwordMismatch: "Your passwords do not match, please try again.",
  verifyCode: "The verify code must be 6 characters.",
  verifyCodeShort: "The verify code must be 4 characters.",
  captcha: "Incorrect reCAPTCHA.",
  phone: "Phone number is unavailable, please enter again",
  /** Registration asks for the name the greeting and the account use (issue 16, bug 11). */
  firstnameRequired: "Please enter your first name.",
  lastnameRequired: "Please enter your last name.",
  nameTooLong: "Please use at most 60 characters.",
  nameOneLine: "Please enter the name on one line.",
} as const;

/** Longest first or last name (the customers table and the profile form use the same limit). */
export const PERSON_NAME_MAX_LENGTH = 60;

/**
 * A first or last name at registration: required once surrounding spaces are disregarded, at most
 * PERSON_NAME_MAX_LENGTH characters, one line. `missing` is the message for an empty one.
 */
export function personNameError(value: string | null | undefined, missing: string): string | null {
  const name = (value ?? "").trim();
  if (name === "") return missing;
  if (name.length > PERSON_NAME_MAX_LENGTH) return AUTH_MESSAGES.nameTooLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return AUTH_MESSAGES.nameOneLine;
  return null;
}

/** Longest password accepted: hashing cost must not be a lever for a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/** The live checklist under a new password; every item must hold before Create is enabled. */
export const PASSWORD_CHECKLIST = [
  { id: "length", label: "At least 6 characters", test: (v: string) => v.length >= 6 },
  { id: "letter", label: "At least one letter", test: (v: string) => /[A-Za-z]/.test(v) },
  { id: "number", label: "At least one number", test: (v: string) => /\d/.test(v) },
] as const;

/** Sign-in password: required, at least 6 characters once surrounding spaces are disregarded. */
export function signInPasswordError(value: string | null | undefined): string | null {
  const password = (value ?? "").trim();
  if (password === "") return MESSAGES.required;
  if (password.length < 6) return AUTH_MESSAGES.signInPassword;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

/**
 * A new password (create, reset, change): the checklist, a length cap, and not one of the most
 * common passwords (`isCommonPassword`, passed in so this module stays small for the browser).
 */
export function newPasswordError(
  value: string | null | undefined,
  isCommonPassword: (password: string) => boolean,
): string | null {
  const password = value ?? "";
  if (password === "") return AUTH_MESSAGES.passwordRequired;
  if (!PASSWORD_CHECKLIST.every((rule) => rule.test(password))) return AUTH_MESSAGES.newPassword;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return AUTH_MESSAGES.commonPassword;
  return null;
}

export function confirmPasswordError(password: string, confirm: string | null | undefined): string | null {
  return password === (confirm ?? "") ? null : AUTH_MESSAGES.passwordMismatch;
}

/** The e-mail code: 6 letters or digits (the 4-digit variant is for the Plus+ phone check). */
export function verifyCodeError(value: string | null | undefined, length: 6 | 4 = 6): string | null {
  const code = (value ?? "").trim();
  if (length === 4) return /^\d{4}$/.test(code) ? null : AUTH_MESSAGES.verifyCodeShort;
  return /^[A-Za-z0-9]{6}$/.test(code) ? null : AUTH_MESSAGES.verifyCode;
}

/** Phone: digits, parentheses and hyphens only, at most 10 digits; empty is allowed (optional). */
export function phoneError(value: string | null | undefined): string | null {
  const phone = (value ?? "").trim();
  if (phone === "") return null;
  if (!/^[\d()\- ]+$/.test(phone)) return AUTH_MESSAGES.phone;
  const digits = phone.replace(/\D/g, "");
  return digits.length > 0 && digits.length <= 10 ? null : AUTH_MESSAGES.phone;
}

// ---- Addresses (part 1 §5, part 2 §9) ------------------------------------------------------------

/** The messages of the address rules below (the address form shows them as they are). */
export const ADDRESS_RULE_MESSAGES = {
  postcode:
    "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
  poBox: "We cannot ship to PO Boxes, APO or FPO addresses.",
} as const;

/** US postcode: required, 5 digits or 5-4 (spec part 1 §5). */
export function postcodeError(value: string | null | undefined): string | null {
  const postcode = (value ?? "").trim();
  if (postcode === "") return MESSAGES.required;
  return /^\d{5}(-\d{4})?$/.test(postcode) ? null : ADDRESS_RULE_MESSAGES.postcode;
}

// Written as people write them: "PO Box 12", "P.O. Box", "P O Box", "POBox", "Post Office Box",
// "POB 7"; military mail: "APO AE 09012", "FPO AP", "DPO", "PSC 3 Box 4120", "CMR 402 Box 1",
// "Unit 2050 Box 4190". Whole words only, so "Apollo Rd", "Boxwood Ln" or "Tempo Blvd" pass.
const NOT_DELIVERABLE_PATTERNS = [
  /\bp\.?\s?o\.?\s?box\b/i,
  /\bpost\s*office\s*box\b/i,
  /\bpob\s*#?\s*\d/i,
  /\b[adf]\.?p\.?o\.?(?=\s|,|$)/i,
  /\b(psc|cmr|unit)\s*#?\s*\d+\s*,?\s*box\s*#?\s*\d+/i,
];

/** True when an address line is a PO Box or military (APO/FPO/DPO) mail address (part 2 §9). */
export function isPoBoxOrMilitaryAddress(line: string | null | undefined): boolean {
  const text = line ?? "";
  return NOT_DELIVERABLE_PATTERNS.some((pattern) => pattern.test(text));
}

/** The message for street lines that are a PO Box, APO or FPO address, or null. */
export function poBoxError(...lines: (string | null | undefined)[]): string | null {
  return lines.some(isPoBoxOrMilitaryAddress) ? ADDRESS_RULE_MESSAGES.poBox : null;
}
