// The profile form of Accountinfo: what the form posts, read into the edit_account_information
// body, and the rules the browser and the route action check before asking the API (which checks
// them again: contract/customer.ts editAccountInformation). Plain code: the browser uses it too.
import { phoneError } from "../../../contract/validation";

/** Longest first or last name the API accepts (contract text(60)). */
export const NAME_MAX_LENGTH = 60;
export const EARLIEST_BIRTHDAY = "1900-01-01";

/** contract/customer.ts userInfo gender: 0 not said, 1 male, 2 female, 3 other. */
export const GENDERS = [
  { value: 0, label: "Prefer not to say" },
  { value: 1, label: "Male" },
  { value: 2, label: "Female" },
  { value: 3, label: "Other" },
] as const;

export const PROFILE_MESSAGES = {
  nameTooLong: `Please use at most ${NAME_MAX_LENGTH} characters.`,
  birthday: "Please enter a valid date in the past.",
  gender: "Please choose one of the options.",
  saved: "Your account information has been saved.",
} as const;

export interface ProfileInput {
  firstname: string;
  lastname: string;
  customer_phone: string;
  gender: number;
  births: string;
  interest: string[];
  is_subscribed: boolean;
}

export type ProfileField = keyof ProfileInput;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The posted form as an edit_account_information body (every field: the form shows them all). */
export function profileFromForm(form: FormData): ProfileInput {
  const gender = Number(text(form, "gender") || "0");
  return {
    firstname: text(form, "firstname"),
    lastname: text(form, "lastname"),
    customer_phone: text(form, "customer_phone"),
    gender: Number.isInteger(gender) ? gender : -1,
    births: text(form, "births"),
    interest: [...new Set(form.getAll("interest").filter((v): v is string => typeof v === "string"))],
    // An unticked checkbox posts nothing: unticked means "not subscribed".
    is_subscribed: form.get("is_subscribed") === "1",
  };
}

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Field messages; empty when the form may be sent. `today` is YYYY-MM-DD. */
export function profileErrors(
  input: ProfileInput,
  today: string,
  interests: readonly string[],
): ProfileErrors {
  const errors: ProfileErrors = {};
  if (input.firstname.length > NAME_MAX_LENGTH) errors.firstname = PROFILE_MESSAGES.nameTooLong;
  if (input.lastname.length > NAME_MAX_LENGTH) errors.lastname = PROFILE_MESSAGES.nameTooLong;
  const phone = phoneError(input.customer_phone);
  if (phone) errors.customer_phone = phone;
  if (!GENDERS.some((g) => g.value === input.gender)) errors.gender = PROFILE_MESSAGES.gender;
  if (input.births !== "") {
    const valid = isCalendarDate(input.births) && input.births >= EARLIEST_BIRTHDAY && input.births <= today;
    if (!valid) errors.births = PROFILE_MESSAGES.birthday;
  }
  // Only a tampered form can name an unknown interest; the API refuses it, so say so here.
  if (input.interest.some((i) => !interests.includes(i))) errors.interest = "Please choose from the list.";
  return errors;
}

/**
 * The API's 422 message names the field first ("customer_phone: Phone number is unavailable…");
 * put it under that field when it is one of ours.
 */
export function fieldOfApiMessage(message: string): { field: ProfileField | null; message: string } {
  const match = /^([a-z_]+)(?:\.\d+)?: (.+)$/s.exec(message);
  const fields: readonly string[] = [
    "firstname",
    "lastname",
    "customer_phone",
    "gender",
    "births",
    "interest",
    "is_subscribed",
  ];
  if (match && fields.includes(match[1])) return { field: match[1] as ProfileField, message: match[2] };
  return { field: null, message };
}
