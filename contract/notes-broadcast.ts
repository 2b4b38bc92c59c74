import { z } from "zod";
import { defineCall } from "./call";
import { email, flag, id } from "./fields";

// The operator's note broadcast (issue 17; docs/decisions/0033-customer-service-and-broadcasts.md):
// a system note for everyone (guests too), a customer group or one customer, under /admin/api.

export const NOTES_BROADCAST_PATH = "/admin/api/notes/broadcast";

export const NOTES_BROADCAST_MESSAGES = {
  audience:
    'Say who it is for: audience "everyone", "group" (with group or customer_group_id) or "customer" (with customer_id or email).',
  groupRef: "Give either group (its name) or customer_group_id.",
  customerRef: "Give either customer_id or email.",
  noGroup: (name: string) => `No customer is in the group "${name}".`,
  noCustomer: "No customer has this id or e-mail.",
  stray: "Name a group or a customer only with the audience that uses it.",
} as const;

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 5000;

export const notesBroadcast = defineCall({
  method: "post",
  path: NOTES_BROADCAST_PATH,
  tag: "admin",
  summary:
    'Writes a system note (title, HTML content — sanitised: simple formatting and http(s)/mailto links only —, an optional image and link, each a store path or an https address, hot for the flame mark, an optional expiry) for everyone, guests too (audience "everyone": one note, read per customer), for a customer group (by name or customer_group_id: one note per group id, however many members) or for one customer (by id or e-mail). Logged in operator_actions. Answers the notes written.',
  body: z.object({
    audience: z.enum(["everyone", "group", "customer"], { error: NOTES_BROADCAST_MESSAGES.audience }),
    group: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .describe("A customer group's name (General, PLUS+, …)"),
    customer_group_id: id.optional(),
    customer_id: id.optional(),
    email: email.optional(),
    title: z
      .string()
      .trim()
      .min(1, "is required")
      .max(NOTE_TITLE_MAX, `must be at most ${NOTE_TITLE_MAX} characters`),
    content: z.string().max(NOTE_CONTENT_MAX, `must be at most ${NOTE_CONTENT_MAX} characters`).default(""),
    image: z.string().trim().max(2000).optional(),
    url: z.string().trim().max(2000).optional(),
    hot: flag.optional(),
    expires_at: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" }).optional(),
  }),
  result: z.object({
    note_ids: z.array(z.number().int()),
    audience: z.enum(["everyone", "group", "customer"]),
    customer_group_ids: z.array(z.number().int()).describe("The group ids written to (audience group)"),
    customer_id: z.number().int().nullable(),
  }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no customer in that group, or no such customer",
    422: "no audience or a stray field for it, empty or long title, a link or image that is not a store path or an https address",
  },
});
