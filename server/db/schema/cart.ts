import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalog";
import { customers, sessions } from "./customer";

/** What a cart row is for (see `carts.purpose`). */
export type CartPurpose = "cart" | "buy_now";

/**
 * A shopping cart (the spec's quote). It belongs to exactly one owner: a guest session (bound to the
 * guest token) or a customer. On sign-in the guest cart merges into the customer's.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    guestSessionId: bigint("guest_session_id", { mode: "number" }).references(() => sessions.id, {
      onDelete: "cascade",
    }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /**
     * cart: the shopping cart; buy_now: the one-product checkout of the /pay page (spec part 1 §7
     * buy-now flow), kept apart so buying one product now never touches the shopping cart.
     */
    purpose: text("purpose").$type<CartPurpose>().notNull().default("cart"),
    /** The chosen shipping method code (PUT /api/cart/shipping-method); free standard by default. */
    shippingMethod: text("shipping_method").notNull().default("standard"),
    /** The shopper removed the free gift (gift-delete); gift-add clears it. The choice stays. */
    giftRemoved: boolean("gift_removed").notNull().default(false),
    /**
     * The free gift the shopper chose (gift-add with a piid; spec part 2 §9: no changes after
     * choosing). Null until chosen; cleared when an order is placed (the next cart chooses again)
     * or when the variant is deleted from the catalog.
     */
    giftVariantId: integer("gift_variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** The applied coupon (apply_coupon); checked again on every read and at order time. */
    couponCode: text("coupon_code"),
    /** Points the customer chose to spend (100 points = $1); capped on every read. */
    pointsUsed: integer("points_used").notNull().default(0),
    /** A signed-in customer's chosen address-book entry (PUT /api/cart/address). */
    customerAddressId: integer("customer_address_id"),
    /** A guest's shipping address (or a copy for the order), same fields as the address book. */
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown>>(),
    /** E-mail a guest checks out with. */
    guestEmail: text("guest_email"),
    /** Store pickup instead of delivery (every line must offer pickup). */
    isPickup: boolean("is_pickup").notNull().default(false),
    /** Shipping protection added to the order (POST /api/extend-shipping). */
    shippingProtection: boolean("shipping_protection").notNull().default(false),
    /** card | paylater (PUT /api/cart/payment); "" until chosen. */
    paymentMethod: text("payment_method").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_guest_session_uq").on(t.guestSessionId, t.purpose),
    uniqueIndex("carts_customer_uq").on(t.customerId, t.purpose),
    check("carts_purpose_ck", sql`${t.purpose} in ('cart', 'buy_now')`),
    check("carts_one_owner_ck", sql`(${t.guestSessionId} is null) <> (${t.customerId} is null)`),
  ],
);

/** A cart line: one variant of one product, with an optional protection plan (ids only; the plan's price and term come from the offer list). */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    /** Protection plan chosen for this line (offer list ids); null without one. */
    planId: text("plan_id"),
    offerPlanId: text("offer_plan_id"),
    /** A customized configuration (the customization model of the chosen options); null for the plain variant. */
    customizationModel: text("customization_model"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per variant and configuration: a customized sofa and the plain one are two lines.
    uniqueIndex("cart_items_cart_variant_model_uq").on(
      t.cartId,
      t.variantId,
      sql`coalesce(${t.customizationModel}, '')`,
    ),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_qty_ck", sql`${t.qty} > 0`),
  ],
);

/** Save for later: lines moved out of the cart (later_item_id), kept with the cart's owner. */
export const cartLaterItems = pgTable(
  "cart_later_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    /**
     * The saved line's customization model; '' for the plain variant (not null, so that the
     * unique key is plain columns and saving the same configuration again adds up).
     */
    customizationModel: text("customization_model").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_later_items_cart_variant_model_uq").on(t.cartId, t.variantId, t.customizationModel),
    check("cart_later_items_qty_ck", sql`${t.qty} > 0`),
  ],
);
