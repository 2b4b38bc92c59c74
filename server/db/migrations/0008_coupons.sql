CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit_total" integer,
	"usage_limit_per_customer" integer DEFAULT 1 NOT NULL,
	"detail_coupon_type" smallint NOT NULL,
	"url" text,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_type_ck" CHECK ("coupons"."discount_type" in ('fixed', 'percent')),
	CONSTRAINT "coupons_amount_ck" CHECK ("coupons"."amount" > 0 and ("coupons"."discount_type" = 'fixed' or "coupons"."amount" <= 100)),
	CONSTRAINT "coupons_detail_type_ck" CHECK ("coupons"."detail_coupon_type" between 1 and 4),
	CONSTRAINT "coupons_applies_to_ck" CHECK ("coupons"."applies_to" in ('all', 'categories', 'products')),
	CONSTRAINT "coupons_min_spend_ck" CHECK ("coupons"."min_spend_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_active_idx" ON "coupons" USING btree ("is_active","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_uq" ON "customer_coupons" USING btree ("customer_id","coupon_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_coupon_idx" ON "customer_coupons" USING btree ("coupon_id");--> statement-breakpoint
INSERT INTO "coupons" ("code", "title", "description", "discount_type", "amount", "min_spend_cents", "starts_at", "ends_at", "usage_limit_total", "usage_limit_per_customer", "detail_coupon_type", "url", "applies_to", "category_ids") VALUES
	('FURNITURE10', 'Furniture Savings', 'On orders of $100+ in Furniture', 'fixed', 1000, 10000, now() - interval '1 day', now() + interval '6 months', 5000, 1, 4, NULL, 'categories', '{2}'),
	('APPLIANCE5', 'Appliance Deal', '5% off Appliances, no minimum spend', 'percent', 5, 0, now() - interval '1 day', now() + interval '3 months', NULL, 1, 4, NULL, 'categories', '{5}'),
	('PLUS15', 'Plus+ Member Exclusive', '15% off your order of $50+ for Plus+ members', 'percent', 15, 5000, now() - interval '1 day', NULL, NULL, 3, 1, NULL, 'all', '{}'),
	('SUBSCRIBE10', 'Newsletter Welcome', '$10 off orders of $50+ when you subscribe to our newsletter', 'fixed', 1000, 5000, now() - interval '1 day', now() + interval '3 months', NULL, 1, 2, NULL, 'all', '{}'),
	('PATIO25', 'Patio Season Sale', '$25 off $300+ on outdoor furniture — shop the sale', 'fixed', 2500, 30000, now() - interval '1 day', now() + interval '2 months', NULL, 1, 3, '/outdoor.html', 'categories', '{3}');
