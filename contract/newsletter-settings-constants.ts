// My Newsletter (/customer/account/newsletter, issue 17): the e-mail and text switches. Kept free
// of zod for page code.

export const NEWSLETTER_SETTINGS_PATH = "/api/customer/newsletter_subscriber";
export const NEWSLETTER_SETTINGS_PAGE_PATH = "/customer/account/newsletter";

export const NEWSLETTER_SETTINGS_MESSAGES = {
  saved: "Your subscription settings are saved.",
  confirmSent:
    "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription.",
  needsPhone: "Add a mobile phone number in Account Information to get texts.",
} as const;
