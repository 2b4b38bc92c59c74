import { z } from "zod";
import { defineCall } from "./call";

// The old-user pop-up's verification mail and the birthday pop-up (spec part 2 §4 "Other pop-ups",
// §7 oldUserSendEmail, POST /api/customer/send_email, POST /api/tellbirthday; decision 0044).

/** The answers the pop-ups show (verbatim in the tests). */
export const OLD_USER_MESSAGES = {
  sent: "We have sent a verification link to your e-mail address. Follow it to get your $30 coupon.",
  notOldUser: "Your e-mail address is already verified.",
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new e-mail.`,
  verified: "Thank you, your e-mail address is verified. Your $30 coupon is in My Coupons.",
} as const;

export const BIRTHDAY_MESSAGES = {
  saved: "Thank you! Your birthday coupon will arrive by e-mail on your birthday.",
  required: "Please enter your birthday.",
  invalid: "Please enter a valid date of birth.",
  future: "Your birthday cannot be in the future.",
  alreadySet: "Your birthday is already on file. You can change it in Account Information.",
} as const;

export const oldUserSendEmail = defineCall({
  method: "post",
  path: "/api/customer/send_email",
  tag: "customer",
  summary:
    "The spec's oldUserSendEmail: a signed-in old customer (is_old_user) asks for the OldCustomerVerify mail, a 24-hour link that confirms the address again and gives the $30 coupon once (decision 0044). A new link at most once a minute (it ends the older one).",
  body: z.object({ template_code: z.literal("OldCustomerVerify") }),
  result: z.object({
    resend_after: z.number().int().describe("Seconds until another mail may be asked for"),
  }),
  errors: {
    400: "not an old customer (already verified), or wait before asking again (result.resend_after)",
    401: "not signed in",
    429: "rate limited",
  },
});

export const tellBirthday = defineCall({
  method: "post",
  path: "/api/tellbirthday",
  tag: "customer",
  summary:
    "The birthday pop-up: a signed-in customer with no birthday on file tells it (YYYY-MM-DD, a real past date after 1900-01-01; stored in births). The same date again is accepted; another date answers 400 (changing it is Account Information's). The birthday coupon arrives by mail on the day, once a year (decision 0044).",
  body: z.object({ births: z.string().max(20).default("") }),
  result: z.object({ births: z.string() }),
  errors: {
    400: "missing, invalid or future date, or a different birthday already on file",
    401: "not signed in",
    429: "rate limited",
  },
});
