CREATE TABLE "product_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_item_id" integer,
	"retailer" text NOT NULL,
	"serial_number" text,
	"serial_key" text,
	"purchase_date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"proof_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_photos" (
	"claim_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "warranty_claim_photos_claim_id_image_id_pk" PRIMARY KEY("claim_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"registration_id" integer,
	"order_item_id" integer,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"preferred_contact" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_proof_image_id_uploaded_images_id_fk" FOREIGN KEY ("proof_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_registration_id_product_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."product_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_registrations_customer_idx" ON "product_registrations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_registrations_serial_uq" ON "product_registrations" USING btree ("customer_id","serial_key") WHERE "product_registrations"."serial_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_registrations_order_item_uq" ON "product_registrations" USING btree ("customer_id","order_item_id") WHERE "product_registrations"."order_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claim_photos_image_uq" ON "warranty_claim_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_customer_idx" ON "warranty_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_registration_idx" ON "warranty_claims" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_order_item_idx" ON "warranty_claims" USING btree ("order_item_id");