CREATE TABLE "offer_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"coupon_ids" integer[] NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_grants_email_uq" ON "offer_grants" USING btree ("offer","email","period");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_grants_customer_uq" ON "offer_grants" USING btree ("offer","customer_id","period") WHERE "offer_grants"."customer_id" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_requests_uq" ON "offer_requests" USING btree ("offer","email");--> statement-breakpoint
CREATE INDEX "coupons_owner_email_idx" ON "coupons" USING btree ("owner_email");