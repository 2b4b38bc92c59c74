import { z } from "zod";
import { defineCall } from "./call";
import { int } from "./fields";
import {
  normalizeSupportNumber,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_FOLLOW_UP_PATH,
  SUPPORT_LIST_LIMIT,
  SUPPORT_MESSAGES,
  SUPPORT_NO_ORDER,
  SUPPORT_ORDER_CHOICES,
  SUPPORT_PHOTO_UPLOAD_PATH,
  SUPPORT_REQUESTS_PATH,
  SUPPORT_STATUSES,
  SUPPORT_TOPIC_VALUES,
  SUPPORT_TOPICS,
  supportMessageError,
} from "./support-constants";
import { UPLOAD_MESSAGES } from "./uploads-constants";

// Exclusive Customer Service (issue 17; spec part 1 §2 account child `exclusive-customer-service`,
// paths not shown there: docs/decisions/0033-customer-service-and-broadcasts.md).
//   GET  /api/customer/support_requests                    the customer's requests and their threads
//   POST /api/customer/support_requests                    a new request (order or none, topic, message, photos)
//   POST /api/customer/support_requests/:number/messages   a follow-up on an open request
//   POST /api/customer/upload/support-photo                one picture, before the request is sent
// Operator calls (under /admin/api, contract/admin.ts lists them):
//   GET  /admin/api/support/requests   POST /admin/api/support/reply   POST /admin/api/support/close

const isoDate = z.string().describe("ISO 8601");

/** A message's text by the page's rule (trimmed; 10–2,000 characters), with the rule's message. */
const messageText = z
  .string({ error: SUPPORT_MESSAGES.messageShort })
  .trim()
  .superRefine((value, ctx) => {
    const error = supportMessageError(value);
    if (error) ctx.addIssue({ code: "custom", message: error });
  });

/** The keys of pictures uploaded first (support-photo upload), at most 3. */
const photoKeys = z
  .array(z.string().regex(/^[a-f0-9]{32}$/, UPLOAD_MESSAGES.unknownPhoto))
  .max(SUPPORT_ATTACHMENTS_MAX, SUPPORT_MESSAGES.tooManyPhotos)
  .default([]);

/** CS-000123 (also typed as cs-123). */
export const supportNumber = z
  .string()
  .trim()
  .max(20, "must be a request number such as CS-000123")
  .transform((v, ctx) => {
    const n = normalizeSupportNumber(v);
    if (!n) {
      ctx.addIssue({ code: "custom", message: "must be a request number such as CS-000123" });
      return z.NEVER;
    }
    return n;
  });

const attachment = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const supportMessage = z.object({
  id: z.number().int(),
  author: z.enum(["customer", "store"]),
  author_label: z.string().describe('"You" on the customer\'s page, "Customer Service" for the store'),
  body: z.string().describe("Plain text as written; render it escaped"),
  created_at: isoDate,
  attachments: z.array(attachment),
});

export const supportRequest = z.object({
  number: z.string().describe("CS-000123: unique, quoted in every mail"),
  topic: z.enum(SUPPORT_TOPIC_VALUES),
  topic_label: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  status_label: z.string(),
  order_increment_id: z.string().nullable().describe("The order it is about; null: no order"),
  created_at: isoDate,
  updated_at: isoDate,
  can_follow_up: z.boolean().describe("Not closed: the customer may add a message"),
  messages: z.array(supportMessage).describe("Oldest first"),
});
export type SupportRequestView = z.infer<typeof supportRequest>;
export type SupportMessageView = z.infer<typeof supportMessage>;

export const supportRequests = defineCall({
  method: "get",
  path: SUPPORT_REQUESTS_PATH,
  tag: "support",
  summary: `Exclusive Customer Service: the signed-in customer's requests, newest first (at most ${SUPPORT_LIST_LIMIT}), each with its number, topic, status and thread of messages (theirs and the store's replies, with the pictures attached), the topics the form offers and their orders to choose from (newest ${SUPPORT_ORDER_CHOICES}).`,
  result: z.object({
    requests: z.array(supportRequest),
    topics: z.array(z.object({ value: z.string(), label: z.string() })),
    orders: z.array(
      z.object({ increment_id: z.string(), created_at: isoDate, label: z.string().describe("For the list") }),
    ),
  }),
  errors: { 401: "not signed in" },
});

export const createSupportRequest = defineCall({
  method: "post",
  path: SUPPORT_REQUESTS_PATH,
  tag: "support",
  summary: `Sends a request to customer service: about one of the customer's orders (\`order_increment_id\`, or "${SUPPORT_NO_ORDER}"/absent for none), a topic (${SUPPORT_TOPICS.map((t) => t.value).join(", ")}), a message of 10–2,000 characters and up to ${SUPPORT_ATTACHMENTS_MAX} pictures uploaded first (their \`key\`s; images only). Answers its number (CS-000123) and mails the store's support address and the customer. Another customer's order, or a picture that is not theirs or already sent, answers 404 and nothing is written.`,
  body: z.object({
    order_increment_id: z.string().trim().max(20).optional(),
    topic: z.enum(SUPPORT_TOPIC_VALUES, { error: SUPPORT_MESSAGES.topic }),
    message: messageText,
    photos: photoKeys,
  }),
  result: z.object({ number: z.string() }),
  errors: {
    401: "not signed in",
    404: `"${SUPPORT_MESSAGES.orderNotFound}" (not an order of this customer), or "${UPLOAD_MESSAGES.unknownPhoto}"`,
    422: "no topic, a message too short or too long, more than 3 pictures, unknown field",
    429: "too many requests",
  },
});

export const supportFollowUp = defineCall({
  method: "post",
  path: SUPPORT_FOLLOW_UP_PATH,
  tag: "support",
  summary: `Adds the customer's follow-up message (10–2,000 characters, up to ${SUPPORT_ATTACHMENTS_MAX} pictures) to one of their requests that is not closed; the request waits for the store again and the store's support address gets a mail. Another customer's request answers 404 (as one that does not exist) and nothing is written; a closed one 409.`,
  params: z.object({ number: supportNumber }),
  body: z.object({ message: messageText, photos: photoKeys }),
  result: supportRequest,
  errors: {
    401: "not signed in",
    404: `"${SUPPORT_MESSAGES.requestNotFound}", or a picture that is not theirs or already sent`,
    409: `"${SUPPORT_MESSAGES.closed}"`,
    422: "a message too short or too long, more than 3 pictures",
  },
});

export const supportPhotoUpload = defineCall({
  method: "post",
  path: SUPPORT_PHOTO_UPLOAD_PATH,
  tag: "support",
  summary:
    "Uploads one picture for a customer-service request as multipart/form-data, field `photo` (at most 10 MB), checked and re-encoded exactly like a review photo (JPEG, PNG, WebP or AVIF of at least 200 × 200 and at most 50 megapixels; a WebP copy is kept, EXIF dropped). `key` names it in the request or follow-up call. Pictures not sent within a day are deleted.",
  result: z.object({
    key: z.string(),
    url: z.string(),
    thumb_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  errors: {
    401: "not signed in",
    413: "the body is larger than 10 MB",
    422: "no file or another field (HTTP 422); not an accepted image, too small or too many pixels (HTTP 200, the message says which)",
    429: "too many uploads",
  },
});
export type SupportPhotoUploadResult = z.infer<typeof supportPhotoUpload.result>;
export type SupportRequestsResult = z.infer<typeof supportRequests.result>;

// ---- Operator calls (/admin/api) ----

export const adminSupportRequest = supportRequest.extend({
  customer_email: z.string(),
  customer_name: z.string(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequest>;

export const adminSupportRequests = defineCall({
  method: "get",
  path: "/admin/api/support/requests",
  tag: "admin",
  summary:
    "Customer-service requests, oldest activity first: status open (default: waiting for the store's reply), answered, closed, or active (open and answered); or one by number. Each with the customer, the order and the thread.",
  query: z.object({
    status: z.enum([...SUPPORT_STATUSES, "active"]).default("open"),
    number: supportNumber.optional(),
    limit: int(1, 200).default(50),
  }),
  result: z.array(adminSupportRequest),
  errors: { 401: "no operator token, or an unknown one", 403: "a shopper's session token" },
});

export const adminSupportReply = defineCall({
  method: "post",
  path: "/admin/api/support/reply",
  tag: "admin",
  summary:
    "Replies to a request (10–2,000 characters) as the operator: the reply is on the customer's page, the customer gets a mail and a note in the bell, the request is answered; logged in operator_actions. A closed request is refused with 409 and nothing changes.",
  body: z.object({ number: supportNumber, message: messageText }),
  result: adminSupportRequest,
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such request",
    409: `"${SUPPORT_MESSAGES.closed}"`,
    422: "message too short or too long",
  },
});

export const adminSupportClose = defineCall({
  method: "post",
  path: "/admin/api/support/close",
  tag: "admin",
  summary:
    "Closes a request (no more messages from either side), logged in operator_actions. Closing it again changes nothing and answers it as it is.",
  body: z.object({ number: supportNumber }),
  result: adminSupportRequest,
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such request",
  },
});
