CREATE TABLE "dropship_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"business_name" text NOT NULL,
	"website" text NOT NULL,
	"sales_channels" text[] NOT NULL,
	"monthly_volume" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"operator" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dropship_applications_status_ck" CHECK ("dropship_applications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "dropship_applications_refusal_ck" CHECK (("dropship_applications"."status" = 'refused') = ("dropship_applications"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "dropship_applications" ADD CONSTRAINT "dropship_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dropship_applications_customer_uq" ON "dropship_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "dropship_applications_status_idx" ON "dropship_applications" USING btree ("status","created_at");