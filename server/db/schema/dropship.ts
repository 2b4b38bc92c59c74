import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer";

/**
 * Dropship programme applications (issue 20, docs/decisions/0048-dropship-programme.md). One per
 * customer (a refused one is edited and goes back to pending, so a customer never needs two):
 * pending → approved | refused; refused → pending by the customer's edit. `operator`, `reviewed_at`
 * and `refusal_reason` are the operator's decision; approval also sets the customer's group.
 */
export const dropshipApplications = pgTable(
  "dropship_applications",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    website: text("website").notNull(),
    salesChannels: text("sales_channels").array().notNull(),
    monthlyVolume: text("monthly_volume").notNull(),
    taxId: text("tax_id").notNull().default(""),
    contactPhone: text("contact_phone").notNull(),
    notes: text("notes").notNull().default(""),
    status: text("status").notNull().default("pending"),
    refusalReason: text("refusal_reason"),
    operator: text("operator"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dropship_applications_customer_uq").on(t.customerId),
    index("dropship_applications_status_idx").on(t.status, t.createdAt),
    check("dropship_applications_status_ck", sql`${t.status} in ('pending', 'approved', 'refused')`),
    check(
      "dropship_applications_refusal_ck",
      sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
  ],
);

export type DropshipApplicationRow = typeof dropshipApplications.$inferSelect;
