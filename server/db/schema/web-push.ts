import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, sessions } from "./customer";

/**
 * A browser's Web Push subscription (issue 19, docs/decisions/0041-web-push.md): the push
 * service's endpoint and the browser's keys (p256dh: its P-256 public key, auth: the shared
 * secret), base64url as the browser hands them over. One row per endpoint (a browser profile's
 * subscription for this site): subscribing again from the same browser updates who it belongs to.
 * It belongs to the shopper who subscribed: a customer (customer_id) or a guest's session
 * (session_id, customer_id null). A push service answering 404/410 deletes it.
 */
export const webPushSubscriptions = pgTable(
  "web_push_subscriptions",
  {
    id: serial("id").primaryKey(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    sessionId: bigint("session_id", { mode: "number" }).references(() => sessions.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last push the push service accepted for it. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("web_push_subscriptions_endpoint_uq").on(t.endpoint),
    index("web_push_subscriptions_customer_idx").on(t.customerId),
    index("web_push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/**
 * The store's VAPID key pair when none is configured (WEB_PUSH_VAPID_PUBLIC_KEY/PRIVATE_KEY):
 * generated once by the first process that needs it and kept here, so every process and every
 * restart signs with the same key (a new key would orphan every subscription). One row, id 1.
 */
export const webPushVapidKeys = pgTable(
  "web_push_vapid_keys",
  {
    id: integer("id").primaryKey(),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("web_push_vapid_keys_one_row_ck", sql`${t.id} = 1`)],
);
