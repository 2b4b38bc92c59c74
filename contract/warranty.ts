import { z } from "zod";
import { defineCall } from "./call";
import { id, queryId } from "./fields";
import { UPLOAD_MESSAGES } from "./uploads-constants";
import {
  CLAIM_MESSAGES,
  CLAIM_PHOTOS_MAX,
  claimDescriptionError,
  PREFERRED_CONTACTS,
  PRODUCT_LOOKUP_MAX,
  PRODUCT_REGISTER_PATH,
  PURCHASE_DATE_MIN,
  REGISTER_MESSAGES,
  REGISTERED_PRODUCTS_PATH,
  retailerError,
  WARRANTIES_PATH,
  WARRANTY_CLAIM_PATH,
  WARRANTY_PHOTO_UPLOAD_PATH,
  WARRANTY_STATES,
  WARRANTY_SUCCESS_PATH,
} from "./warranty-constants";

// Product registration and warranty (issue 17; spec part 1 §2 account area "warranty", §7 "warranty
// success"). The spec shows no paths for these customer calls; they follow its customer calls'
// style (docs/decisions/0032-product-registration-and-warranty.md). Every call needs a signed-in
// customer and answers only their own rows: another customer's registration or claim is 404.

const isoDate = z.string().describe("ISO 8601 date-time");
const day = z.string().describe("A calendar date, YYYY-MM-DD");
const photoKey = z.string().regex(/^[a-f0-9]{32}$/, UPLOAD_MESSAGES.unknownPhoto);

const ruled = (required: string, rule: (v: string) => string | null) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });

const productSummary = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  url_path: z.string().describe("Canonical path with a leading slash"),
  image: z.string().describe("Product image URL ('' when none)"),
});

const photo = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const registration = z.object({
  registration_id: z.number().int(),
  number: z.string().describe("R and nine digits"),
  source: z.enum(["here", "elsewhere"]),
  product: productSummary,
  order_item_id: z.number().int().nullable(),
  order_increment_id: z.string().nullable(),
  retailer: z.string(),
  serial_number: z.string().nullable(),
  purchase_date: day,
  extra_warranty_months: z
    .number()
    .int()
    .describe(
      "Plus+ extra warranty months recorded on the order line because an active Plus+ member bought it (12); 0 when none or bought elsewhere",
    ),
  proof: photo.nullable().describe("The re-encoded photo of the proof of purchase"),
  created_at: isoDate,
});

const orderLine = z.object({
  order_item_id: z.number().int(),
  order_increment_id: z.string(),
  ordered_at: isoDate,
  extra_warranty_months: z
    .number()
    .int()
    .describe(
      "Plus+ extra warranty months recorded on the order line because an active Plus+ member bought it (12); 0 when none or bought elsewhere",
    ),
  product: productSummary,
});

export const registeredProducts = defineCall({
  method: "get",
  path: REGISTERED_PRODUCTS_PATH,
  tag: "warranty",
  summary: `My Products: the signed-in customer's registered products (newest first), the lines of their paid orders not registered yet (\`order_items\`, newest first) and, with \`q\`, the catalog products whose SKU or item number is \`q\` exactly (\`matches\`, at most ${PRODUCT_LOOKUP_MAX}; a search by name is GET /api/search).`,
  query: z.object({ q: z.string().trim().max(64, "must be at most 64 characters").optional() }),
  result: z.object({
    list: z.array(registration),
    order_items: z.array(orderLine),
    matches: z.array(productSummary),
  }),
  errors: { 401: "not signed in" },
});

export const productRegister = defineCall({
  method: "post",
  path: PRODUCT_REGISTER_PATH,
  tag: "warranty",
  summary: `Registers a product. Bought here (\`source=here\`): \`order_item_id\` names a line of the customer's paid orders; the serial number is optional. Bought elsewhere (\`source=elsewhere\`): \`product_id\`, \`retailer\`, \`serial_number\`, \`purchase_date\` (not in the future, not before ${PURCHASE_DATE_MIN}) and \`proof\`, the key of a photo uploaded first with POST ${WARRANTY_PHOTO_UPLOAD_PATH}. One registration per serial number and per order line for a customer. Answers "${REGISTER_MESSAGES.registered}"`,
  body: z.object({
    source: z.enum(["here", "elsewhere"], { error: 'must be "here" or "elsewhere"' }),
    order_item_id: id.optional(),
    product_id: id.optional(),
    retailer: ruled(REGISTER_MESSAGES.retailerRequired, retailerError).optional(),
    serial_number: z.string({ error: REGISTER_MESSAGES.serialRequired }).trim().max(200).optional(),
    purchase_date: z.string({ error: REGISTER_MESSAGES.dateRequired }).trim().max(20).optional(),
    proof: photoKey.optional(),
  }),
  result: z.object({ registration_id: z.number().int(), number: z.string() }),
  errors: {
    401: "not signed in",
    404: `"${REGISTER_MESSAGES.itemNotBought}", "${REGISTER_MESSAGES.productUnknown}" or "${REGISTER_MESSAGES.proofUnknown}"`,
    409: `"${REGISTER_MESSAGES.duplicateSerial}" or "${REGISTER_MESSAGES.duplicateItem}"`,
    422: "a field missing or breaking its rule (the message says which), unknown field",
  },
});

const coverage = z.object({
  kind: z.enum(["maker", "plan", "plus"]),
  title: z.string(),
  start_date: day,
  end_date: day.describe("The last day covered"),
  state: z
    .enum(WARRANTY_STATES)
    .describe("By the server's date: active, expired, or upcoming (starts later)"),
});

const claim = z.object({
  claim_id: z.number().int(),
  number: z.string().describe("W and nine digits"),
  status: z.string(),
  description: z.string(),
  preferred_contact: z.enum(PREFERRED_CONTACTS),
  photos: z.array(photo),
  created_at: isoDate,
});

export const warrantyProduct = z.object({
  key: z.string().describe('"r{registration_id}" or "o{order_item_id}"'),
  registration_id: z.number().int().nullable(),
  order_item_id: z.number().int().nullable(),
  order_increment_id: z.string().nullable(),
  source: z.enum(["here", "elsewhere"]),
  product: productSummary,
  retailer: z.string(),
  serial_number: z.string().nullable(),
  coverage_start: day.describe(
    "The delivery date of a line bought here once delivered, else the purchase date",
  ),
  coverages: z.array(coverage),
  active: z.boolean().describe("Some coverage is active: a claim can be filed"),
  claims: z.array(claim),
});

export const warranties = defineCall({
  method: "get",
  path: WARRANTIES_PATH,
  tag: "warranty",
  summary:
    "Each registered or bought product of the signed-in customer with its warranties: the maker's warranty by category (massage chairs of $1,000 or more 3-year care; mini-split air conditioners 8-year compressor and 5-year parts; everything else 1 year), a protection plan bought with it (its term from the coverage start), and the Plus+ extra year (after the maker's warranty) on a line an active Plus+ member bought (order_items.extra_warranty_months, kept after the membership ends) and on every product while the customer is a Plus+ member; each with its dates and state, and the product's claims.",
  result: z.object({ list: z.array(warrantyProduct), plus_member: z.boolean() }),
  errors: { 401: "not signed in" },
});

export const warrantyClaim = defineCall({
  method: "post",
  path: WARRANTY_CLAIM_PATH,
  tag: "warranty",
  summary: `Files a warranty claim on a registered product (\`registration_id\`) or a bought line (\`order_item_id\`) whose warranty is active: the problem, up to ${CLAIM_PHOTOS_MAX} photos uploaded first (POST ${WARRANTY_PHOTO_UPLOAD_PATH}) and how to be contacted. Answers the claim number and mails it to the customer.`,
  body: z.object({
    registration_id: id.optional(),
    order_item_id: id.optional(),
    description: ruled(CLAIM_MESSAGES.descriptionRequired, claimDescriptionError),
    photos: z.array(photoKey).max(CLAIM_PHOTOS_MAX, CLAIM_MESSAGES.tooManyPhotos).default([]),
    preferred_contact: z.enum(PREFERRED_CONTACTS, { error: CLAIM_MESSAGES.contactRequired }),
    phone: z.string().trim().max(40).optional(),
  }),
  result: z.object({ claim_id: z.number().int(), number: z.string(), status: z.string() }),
  errors: {
    401: "not signed in",
    404: `"${CLAIM_MESSAGES.notFound}" (not this customer's), or a photo that is not theirs or already used`,
    422: `"${CLAIM_MESSAGES.expired}", a field breaking its rule, unknown field`,
  },
});

export const warrantySuccess = defineCall({
  method: "get",
  path: WARRANTY_SUCCESS_PATH,
  tag: "warranty",
  summary:
    "The spec's warranty success: what the page shows after a registration (`type=registration`) or a claim (`type=claim`) of the signed-in customer: its number, the product and the message. Another customer's id answers 404.",
  query: z.object({
    type: z.enum(["registration", "claim"], { error: 'must be "registration" or "claim"' }),
    id: queryId,
  }),
  result: z.object({
    type: z.enum(["registration", "claim"]),
    id: z.number().int(),
    number: z.string(),
    message: z.string(),
    status: z.string().nullable().describe("A claim's status; null for a registration"),
    product: productSummary,
    created_at: isoDate,
  }),
  errors: { 401: "not signed in", 404: "no such registration or claim of this customer" },
});

export const warrantyPhotoUpload = defineCall({
  method: "post",
  path: WARRANTY_PHOTO_UPLOAD_PATH,
  tag: "warranty",
  summary:
    "Uploads one photo for a registration's proof of purchase or a warranty claim, as multipart/form-data field `photo` (at most 10 MB), with the review photos' checks (server/modules/media/image-upload.ts): JPEG, PNG, WebP or AVIF of at least 200 × 200 and at most 50 megapixels, re-encoded as WebP; PDF, SVG and anything else is refused with a message. `key` names it in the registration or claim; unused uploads are deleted after a day.",
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
    429: "too many unused uploads",
  },
});

export type Registration = z.infer<typeof registration>;
export type RegisteredProductsResult = z.infer<typeof registeredProducts.result>;
export type WarrantyProduct = z.infer<typeof warrantyProduct>;
export type WarrantiesResult = z.infer<typeof warranties.result>;
export type WarrantySuccessResult = z.infer<typeof warrantySuccess.result>;
export type WarrantyPhotoUploadResult = z.infer<typeof warrantyPhotoUpload.result>;
export type ProductSummary = z.infer<typeof productSummary>;
