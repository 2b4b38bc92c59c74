import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./customer";
import { orderItems } from "./order";
import { uploadedImages } from "./uploads";

/**
 * A product a customer registered (issue 17, My Products): bought here (an order line of theirs)
 * or elsewhere (a catalog product, the retailer, the serial number, the purchase date and a photo
 * of the proof of purchase). docs/decisions/0032-product-registration-and-warranty.md.
 */
export const productRegistrations = pgTable(
  "product_registrations",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    /** here | elsewhere */
    source: text("source").$type<"here" | "elsewhere">().notNull(),
    /** The order line it was bought on (bought here). */
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    /** Where it was bought (elsewhere); the store's name for a line bought here. */
    retailer: text("retailer").notNull(),
    /** As typed (trimmed); null when none was given for an item bought here. */
    serialNumber: text("serial_number"),
    /** The serial number upper-cased without spaces or dashes: one registration per customer and key. */
    serialKey: text("serial_key"),
    purchaseDate: date("purchase_date", { mode: "string" }).notNull(),
    /** What the item cost (the order line's price; the catalog's price for one bought elsewhere). */
    priceCents: integer("price_cents").notNull(),
    /** The re-encoded photo of the receipt (uploaded_images, purpose "warranty"). */
    proofImageId: integer("proof_image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_registrations_customer_idx").on(t.customerId, t.createdAt),
    uniqueIndex("product_registrations_serial_uq")
      .on(t.customerId, t.serialKey)
      .where(sql`${t.serialKey} is not null`),
    uniqueIndex("product_registrations_order_item_uq")
      .on(t.customerId, t.orderItemId)
      .where(sql`${t.orderItemId} is not null`),
  ],
);

/**
 * A warranty claim on a registered product or on a bought order line (exactly one of the two).
 * Its number (W + 9 digits) is derived from the id.
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id").references(() => productRegistrations.id, {
      onDelete: "cascade",
    }),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    description: text("description").notNull(),
    /** email | phone */
    preferredContact: text("preferred_contact").$type<"email" | "phone">().notNull(),
    phone: text("phone"),
    /** submitted → in_review → approved | declined (the store moves it; the customer sees it). */
    status: text("status").notNull().default("submitted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("warranty_claims_customer_idx").on(t.customerId, t.createdAt),
    index("warranty_claims_registration_idx").on(t.registrationId),
    index("warranty_claims_order_item_idx").on(t.orderItemId),
  ],
);

/** The photos of a claim (uploaded_images, purpose "warranty"), in the order chosen. */
export const warrantyClaimPhotos = pgTable(
  "warranty_claim_photos",
  {
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => uploadedImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.imageId] }),
    uniqueIndex("warranty_claim_photos_image_uq").on(t.imageId),
  ],
);
