import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./customer";

/**
 * A system note: the notifications bell's list (spec part 2 §3/§4, part 1 §3). Who sees it:
 * - `customer_id` set: that customer only (an order event, a coupon about to expire);
 * - `customer_group_id` set: every customer of that group (an operator broadcast to a group);
 * - neither: everyone, guests too (a broadcast).
 * `content` is HTML, sanitised before it is written (server/modules/notes/note-html.ts) and again
 * when it is served. Only `notes/*` services write here.
 */
export const systemNotes = pgTable(
  "system_notes",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    customerGroupId: integer("customer_group_id"),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    /** Where the note leads: a store path or an https address; "" for none. */
    url: text("url").notNull().default(""),
    /** An image shown with the note: a store path or an https address; "" for none. */
    image: text("image").notNull().default(""),
    /** 1: hot (the list shows a flame mark). */
    flameIdentification: smallint("flame_identification").notNull().default(0),
    /**
     * Makes a note the store writes by itself exactly-once: a second write with the same key is
     * ignored (e.g. `coupon-expiring:{customer}:{coupon}:{ends}`). Null for notes without one.
     */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** After this the note is no longer listed; null: it stays. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("system_notes_customer_idx").on(t.customerId, t.createdAt),
    index("system_notes_group_idx").on(t.customerGroupId, t.createdAt),
    uniqueIndex("system_notes_dedupe_uq").on(t.dedupeKey),
    check("system_notes_flame_ck", sql`${t.flameIdentification} in (0, 1)`),
    check("system_notes_audience_ck", sql`${t.customerId} is null or ${t.customerGroupId} is null`),
  ],
);

/**
 * A customer has read a note. One row per note and customer, so a broadcast is read per customer;
 * a guest's reads stay in the browser (localStorage notesTemp) until they sign in.
 */
export const systemNoteReads = pgTable(
  "system_note_reads",
  {
    noteId: integer("note_id")
      .notNull()
      .references(() => systemNotes.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.customerId] }),
    index("system_note_reads_customer_idx").on(t.customerId),
  ],
);
