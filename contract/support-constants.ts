// Exclusive Customer Service (issue 17, docs/decisions/0033-customer-service-and-broadcasts.md): the
// paths, topics, limits and messages the page shows before it sends and the server applies to what
// it gets. Kept free of zod for page code; the call schemas are in contract/support.ts.

export const SUPPORT_PAGE_PATH = "/customer/account/exclusive-customer-service";
export const SUPPORT_REQUESTS_PATH = "/api/customer/support_requests";
/** A follow-up message on one of the customer's requests (`:number` is CS-000123). */
export const SUPPORT_FOLLOW_UP_PATH = "/api/customer/support_requests/:number/messages";
export const supportFollowUpPath = (number: string) =>
  SUPPORT_FOLLOW_UP_PATH.replace(":number", encodeURIComponent(number));
/** A picture for a request, uploaded first like a review photo (multipart field `photo`). */
export const SUPPORT_PHOTO_UPLOAD_PATH = "/api/customer/upload/support-photo";

/** The topics a request is filed under, in the order the form lists them. */
export const SUPPORT_TOPICS = [
  { value: "order_status", label: "Order status" },
  { value: "shipping", label: "Shipping" },
  { value: "return_refund", label: "Return / refund" },
  { value: "product_question", label: "Product question" },
  { value: "warranty", label: "Warranty" },
  { value: "payment", label: "Payment" },
  { value: "other", label: "Other" },
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]["value"];
export const SUPPORT_TOPIC_VALUES = SUPPORT_TOPICS.map((t) => t.value) as [SupportTopic, ...SupportTopic[]];
export const supportTopicLabel = (topic: string): string =>
  SUPPORT_TOPICS.find((t) => t.value === topic)?.label ?? topic;

export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: "Waiting for our reply",
  answered: "Answered",
  closed: "Closed",
};

/** A message (the first one, a follow-up, a store reply): long enough to say something, short enough to read. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
/** Pictures per message (images only: decision 0033). */
export const SUPPORT_ATTACHMENTS_MAX = 3;
/** The customer's requests listed on the page, newest first. */
export const SUPPORT_LIST_LIMIT = 20;
/** Orders offered in the form's order list, newest first. */
export const SUPPORT_ORDER_CHOICES = 50;
/** The "no order" choice of the form's order list. */
export const SUPPORT_NO_ORDER = "none";

export const SUPPORT_MESSAGES = {
  topic: "Please choose a topic.",
  messageShort: `Please describe your request in at least ${SUPPORT_MESSAGE_MIN} characters.`,
  messageLong: `Please keep your message to ${SUPPORT_MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`,
  tooManyPhotos: `You can attach up to ${SUPPORT_ATTACHMENTS_MAX} photos.`,
  orderNotFound: "We could not find this order in your account.",
  requestNotFound: "We could not find this request.",
  closed: "This request is closed. If you still need help, please send a new request.",
  followUpSent: "Your message has been added to the request.",
  replied: "The reply has been sent to the customer.",
  alreadyClosed: "This request is closed already.",
  closedDone: "The request is closed.",
  tooManyUploads: "You have uploaded many photos you have not sent yet. Please send your request first.",
} as const;

/** The answer to a new request: its number, quoted in every mail and on the page. */
export const supportSentMessage = (number: string) =>
  `Thank you. We have your request ${number} and will reply by e-mail and on this page, usually within one business day.`;

/** The rule of a message's text (after trimming), or null when it is fine. */
export function supportMessageError(value: string): string | null {
  const v = value.trim();
  if (v.length < SUPPORT_MESSAGE_MIN) return SUPPORT_MESSAGES.messageShort;
  if (v.length > SUPPORT_MESSAGE_MAX) return SUPPORT_MESSAGES.messageLong;
  return null;
}

/** A request number as typed (cs-123, CS-000123) in its stored form, or null. */
export function normalizeSupportNumber(value: string): string | null {
  const m = /^\s*CS-?0*(\d{1,9})\s*$/i.exec(value);
  return m ? `CS-${m[1].padStart(6, "0")}` : null;
}
