CREATE TABLE "baby_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"age_group" integer NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "massage_chair_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"tel_phone" text DEFAULT '' NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "baby_signups_email_age_uq" ON "baby_signups" USING btree ("email","age_group");--> statement-breakpoint
CREATE UNIQUE INDEX "massage_chair_leads_email_uq" ON "massage_chair_leads" USING btree ("email");