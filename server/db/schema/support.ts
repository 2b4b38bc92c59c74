import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./customer";
import { orders } from "./order";
import { uploadedImages } from "./uploads";

/**
 * A customer's request to customer service (Exclusive Customer Service, issue 17;
 * docs/decisions/0033-customer-service-and-broadcasts.md): about one of their orders or none, with a
 * topic, and a thread of messages (support_messages). `number` (CS-000123) is what the customer
 * and the store quote: derived from the id, so it is unique without a second sequence.
 * status: open (waiting for the store) → answered (the store replied) → open again on a follow-up;
 * closed by an operator (no more messages).
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: serial("id").primaryKey(),
    number: text("number")
      .notNull()
      .generatedAlwaysAs(sql`'CS-' || lpad(id::text, 6, '0')`)
      .unique("support_requests_number_uq"),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The order it is about; null: "no order". */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message (either side) or status change. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("support_requests_customer_idx").on(t.customerId, t.createdAt),
    index("support_requests_status_idx").on(t.status, t.updatedAt),
    check("support_requests_status_ck", sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/** One message of a request's thread: the customer's (first one and follow-ups) or the store's reply. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    /** customer | store */
    author: text("author").notNull(),
    /** The operator who wrote a store reply (their name, as in operator_actions); null for the customer's. */
    operator: text("operator"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_messages_request_idx").on(t.requestId, t.createdAt),
    check("support_messages_author_ck", sql`${t.author} in ('customer', 'store')`),
  ],
);

/**
 * The pictures attached to a customer's message: photos uploaded through the shared photo upload
 * (uploaded_images, purpose "support"), each attached once. An attached upload is kept (the
 * unused-upload sweep leaves it alone).
 */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => uploadedImages.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId] }), index("support_attachments_message_idx").on(t.messageId)],
);
