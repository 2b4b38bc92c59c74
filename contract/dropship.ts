import { z } from "zod";
import { defineCall } from "./call";
import {
  DROPSHIP_API,
  DROPSHIP_CHANNELS,
  DROPSHIP_LIMITS,
  DROPSHIP_MESSAGES,
  DROPSHIP_STATUSES,
  DROPSHIP_VOLUMES,
} from "./dropship-constants";
import { id, list, text } from "./fields";

// The dropship programme (issue 20, decision 0048): a customer applies, may edit while the
// application is pending or refused, and an operator approves (the customer joins the Dropship
// group, is_dropship) or refuses with a reason. Every customer call is signed-in only; another
// customer's application answers 404.

export * from "./dropship-constants";

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** The application's fields, as the form posts them (add and edit alike). */
export const dropshipFields = z.object({
  business_name: required(DROPSHIP_LIMITS.businessName, DROPSHIP_MESSAGES.businessName),
  website: z
    .string({ error: DROPSHIP_MESSAGES.website })
    .trim()
    .max(DROPSHIP_LIMITS.website, `must be at most ${DROPSHIP_LIMITS.website} characters`)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, DROPSHIP_MESSAGES.website),
  sales_channels: list(z.enum(DROPSHIP_CHANNELS, { error: DROPSHIP_MESSAGES.channels }))
    .pipe(z.array(z.enum(DROPSHIP_CHANNELS)).min(1, DROPSHIP_MESSAGES.channels))
    .transform((v) => [...new Set(v)])
    .describe(`One or more of ${DROPSHIP_CHANNELS.join(", ")}`),
  monthly_volume: z.enum(DROPSHIP_VOLUMES, { error: DROPSHIP_MESSAGES.volume }),
  tax_id: text(DROPSHIP_LIMITS.taxId)
    .optional()
    .default("")
    .describe("Tax or resale certificate id (optional)"),
  contact_phone: z
    .string({ error: DROPSHIP_MESSAGES.phone })
    .trim()
    .max(DROPSHIP_LIMITS.phone, DROPSHIP_MESSAGES.phone)
    .refine(
      (v) => /^[\d()+\-. ]+$/.test(v) && /^1?\d{10}$/.test(v.replace(/\D/g, "")),
      DROPSHIP_MESSAGES.phone,
    ),
  notes: text(DROPSHIP_LIMITS.notes).optional().default(""),
});

export const dropshipApplication = z.object({
  id: z.number().int(),
  status: z.enum(DROPSHIP_STATUSES),
  status_label: z.string(),
  business_name: z.string(),
  website: z.string(),
  sales_channels: z.array(z.enum(DROPSHIP_CHANNELS)),
  monthly_volume: z.enum(DROPSHIP_VOLUMES),
  tax_id: z.string(),
  contact_phone: z.string(),
  notes: z.string(),
  refusal_reason: z.string().nullable().describe("Why it was refused (refused only)"),
  created_at: z.string(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
  can_edit: z.boolean().describe("true while pending or refused"),
});

const withMessage = z.object({ message: z.string(), application: dropshipApplication });

export const addDropshipProgram = defineCall({
  method: "post",
  path: DROPSHIP_API.add,
  tag: "dropship",
  summary:
    "Applies to the dropship programme. One application per customer: a second one is refused (409; a refused application is edited instead). The new application is pending.",
  body: dropshipFields,
  result: withMessage,
  errors: {
    401: "not signed in",
    409: "already applied or already approved",
    422: "bad input",
    429: "rate limited",
  },
});

export const getDropshipProgram = defineCall({
  method: "get",
  path: DROPSHIP_API.get,
  tag: "dropship",
  summary:
    "The signed-in customer's application (null when they have none). With `id`, that application, which must be theirs: anyone else's is 404.",
  query: z.object({ id: id.optional() }),
  result: dropshipApplication.nullable(),
  errors: { 401: "not signed in", 404: "no such application of this customer", 429: "rate limited" },
});

export const dropshipStatus = defineCall({
  method: "get",
  path: DROPSHIP_API.status,
  tag: "dropship",
  summary: "Where the signed-in customer stands: none, pending, approved or refused, and the flags.",
  result: z.object({
    status: z.enum(["none", ...DROPSHIP_STATUSES]),
    status_label: z.string(),
    application_id: z.number().int().nullable(),
    is_dropship: z.boolean().describe("The customer is in the programme (the user info's is_dropship)"),
    customer_group: z.string(),
    refusal_reason: z.string().nullable(),
    can_apply: z.boolean(),
    can_edit: z.boolean(),
  }),
  errors: { 401: "not signed in", 429: "rate limited" },
});

export const editDropshipProgram = defineCall({
  method: "put",
  path: DROPSHIP_API.edit,
  tag: "dropship",
  summary:
    "Edits the customer's application while it is pending or refused; a refused application edited goes back to pending (its refusal reason is cleared). An approved one is 409; anyone else's is 404.",
  body: dropshipFields.extend({ id }),
  result: withMessage,
  errors: {
    401: "not signed in",
    404: "no such application of this customer",
    409: "approved: no longer editable",
    422: "bad input",
    429: "rate limited",
  },
});

const adminApplication = dropshipApplication.extend({
  customer_id: z.number().int(),
  email: z.string(),
  customer_name: z.string(),
  operator: z.string().nullable(),
});

export const adminDropshipApplications = defineCall({
  method: "get",
  path: DROPSHIP_API.adminList,
  tag: "admin",
  summary: "Dropship applications in one state (pending by default), oldest first.",
  query: z.object({
    status: z.enum(DROPSHIP_STATUSES).default("pending"),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  result: z.object({ applications: z.array(adminApplication) }),
  errors: { 401: "no operator token, or an unknown one", 403: "a shopper's session token" },
});

export const adminDropshipApprove = defineCall({
  method: "post",
  path: DROPSHIP_API.adminApprove,
  tag: "admin",
  summary:
    "Approves a pending application: in one transaction the customer joins the Dropship group (customer_group Dropship, is_dropship true, so no points and no behaviour tracking), the action is logged, and the applicant gets a mail and a note.",
  body: z.object({ id }),
  result: adminApplication,
  errors: {
    401: "no operator token, or an unknown one",
    404: "no such application",
    409: "not pending, or the customer is a Plus+ member",
  },
});

export const adminDropshipRefuse = defineCall({
  method: "post",
  path: DROPSHIP_API.adminRefuse,
  tag: "admin",
  summary:
    "Refuses a pending application with a reason the applicant sees (mail, note, the apply page); they may edit it and apply again.",
  body: z.object({ id, reason: required(DROPSHIP_LIMITS.reason, DROPSHIP_MESSAGES.reason) }),
  result: adminApplication,
  errors: {
    401: "no operator token, or an unknown one",
    404: "no such application",
    409: "not pending",
    422: "no reason",
  },
});

export type DropshipApplication = z.infer<typeof dropshipApplication>;
export type DropshipStatusAnswer = z.infer<typeof dropshipStatus.result>;
export type DropshipAdminApplication = z.infer<typeof adminApplication>;
