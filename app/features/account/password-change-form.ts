// The change-password form (PUT /api/customer/password_modify): current password, new password
// with the live checklist, confirmation. The rules and messages are the spec's
// (contract/validation.ts); the API applies them again.
import { isCommonPassword } from "../../../contract/common-passwords";
import { confirmPasswordError, newPasswordError, signInPasswordError } from "../../../contract/validation";

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirm: string;
}

export type PasswordChangeField = keyof PasswordChangeInput;
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, string>>;

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";

const raw = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function passwordChangeFromForm(form: FormData): PasswordChangeInput {
  return {
    current_password: raw(form, "current_password"),
    password: raw(form, "password"),
    password_confirm: raw(form, "password_confirm"),
  };
}

export function passwordChangeErrors(input: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const current = signInPasswordError(input.current_password);
  if (current) errors.current_password = current;
  const next = newPasswordError(input.password, isCommonPassword);
  if (next) errors.password = next;
  const confirm = confirmPasswordError(input.password, input.password_confirm);
  if (confirm) errors.password_confirm = confirm;
  return errors;
}

/** With JavaScript the button waits until the checklist holds and the confirmation matches. */
export function canSubmitPasswordChange(input: PasswordChangeInput): boolean {
  return (
    input.current_password.trim() !== "" &&
    newPasswordError(input.password, () => false) === null &&
    confirmPasswordError(input.password, input.password_confirm) === null
  );
}
