import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./customer";

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer; both are written as they come). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Photos shoppers upload (review photos), already checked and re-encoded by
 * server/modules/media/image-upload.ts: only the WebP copies are kept, never the bytes that were
 * sent. Kept in the database, not on a disk, so every instance of the process serves them and a
 * backup of the database holds them (docs/decisions/0030-review-photos.md). `key` is the random,
 * unguessable name in the public address /media/uploads/{key}.webp.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** What the photo is for: "review", "support", "return", "warranty" (each module sweeps its own unused ones). */
    purpose: text("purpose").notNull(),
    /** The large copy (at most 1600 px on its longer side) and the list thumbnail (400 px). */
    full: bytea("full").notNull(),
    thumb: bytea("thumb").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The review it belongs to once the review is written; unattached uploads are swept after a day. */
    reviewId: integer("review_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploaded_images_key_uq").on(t.key),
    index("uploaded_images_customer_idx").on(t.customerId, t.createdAt),
  ],
);
