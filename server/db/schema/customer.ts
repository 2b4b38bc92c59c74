import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A registered customer (the spec's entity_id). Only `customer/*` services write here; the fields a
 * customer may change themselves are the profile ones (names, phone, gender, birthday, interests).
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    /** Stored trimmed and lower-cased: one account per address whatever its spelling. */
    email: text("email").notNull(),
    /** scrypt$N$r$p$salt$hash; null for an account created by Google sign-in that never set one. */
    passwordHash: text("password_hash"),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** 0 not said, 1 male, 2 female, 3 other. */
    gender: smallint("gender").notNull().default(0),
    birthday: date("birthday"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    /** Customer group name: General, PLUS+, Business, Dropship … (never set by the customer). */
    customerGroup: text("customer_group").notNull().default("General"),
    customerGroupId: integer("customer_group_id").notNull().default(1),
    grade: integer("grade").notNull().default(0),
    points: integer("points").notNull().default(0),
    isDropship: boolean("is_dropship").notNull().default(false),
    /**
     * A large-order (quoted bulk) customer: like dropship and business customers, no points
     * (decision 0046). Set by the large-order programme's approval (later work), never by the customer.
     */
    isLargeOrder: boolean("is_large_order").notNull().default(false),
    /** normal (page), quick (popup), google. */
    registerType: text("register_type").notNull().default("normal"),
    /** Set when the customer proved the address (code, reset link or a verified Google token). */
    /** When the customer switched on texts (My Newsletter); null: no texts. Needs a phone on file. */
    smsSubscribedAt: timestamp("sms_subscribed_at", { withTimezone: true }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Google's stable subject id once the customer signed in with Google. */
    googleSub: text("google_sub"),
    /** Consecutive failed sign-ins; reset by a successful sign-in or a password reset. */
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    plusInviteCode: text("plus_invite_code"),
    /**
     * An old account asked to confirm its address again (the old-user pop-up, decision 0044): set
     * by the import of the previous store's accounts and by the hourly sweep (address last
     * confirmed more than two years ago, never given the verification coupon); cleared when the
     * address is verified.
     */
    isOldUser: boolean("is_old_user").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_uq").on(t.email),
    uniqueIndex("customers_google_sub_uq").on(t.googleSub),
    // Plus+ invite codes are looked up by value (decision 0034): one customer per code.
    uniqueIndex("customers_plus_invite_code_uq").on(t.plusInviteCode),
    check("customers_gender_ck", sql`${t.gender} between 0 and 3`),
    check("customers_points_ck", sql`${t.points} >= 0`),
  ],
);

/**
 * A session: a random opaque token (only its SHA-256 is stored) for a guest (customer_id null) or
 * a signed-in customer. The guest cart belongs to the guest session, never to a device id.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** The device id the guest token was asked for with (informational only, never trusted). */
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_uq").on(t.tokenHash),
    index("sessions_customer_idx").on(t.customerId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A six-character e-mail code, bound to one address and one operation (register or
 * forget_password). Only its hash is kept; single use, expires, dead after too many wrong tries.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    operation: text("operation").$type<"register" | "forget_password">().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when used, replaced by a resend, or killed by too many wrong tries. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    index("verification_codes_email_op_idx").on(t.email, t.operation, t.createdAt),
    check("verification_codes_operation_ck", sql`${t.operation} in ('register', 'forget_password')`),
  ],
);

/**
 * A link token sent by e-mail (the `rp_token` of a link): `forget_password` links reset the password,
 * `register` links prove the address. Only its hash is kept; single use, expires, one account.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** old_user: the old-user pop-up's link (confirms the address again; decision 0044). */
    operation: text("operation").$type<"register" | "forget_password" | "old_user">().notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_uq").on(t.tokenHash),
    index("email_tokens_customer_idx").on(t.customerId, t.operation),
    check("email_tokens_operation_ck", sql`${t.operation} in ('register', 'forget_password', 'old_user')`),
  ],
);

/**
 * An address-book entry (address_entity_id). Street and apartment/unit are stored joined by the
 * separator of contract/address-constants.ts; the default shipping address is listed first.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    regionId: integer("region_id").notNull(),
    postcode: text("postcode").notNull(),
    countryId: text("country_id").notNull().default("US"),
    telephone: text("telephone").notNull(),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** Wishlist lines (item_id): a product, optionally one variant of it. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    /** The variant (child_id); 0 for the product as a whole. */
    variantId: integer("variant_id").notNull().default(0),
    qty: integer("qty").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishlist_items_uq").on(t.customerId, t.productId, t.variantId),
    check("wishlist_items_qty_ck", sql`${t.qty} > 0`),
  ],
);
