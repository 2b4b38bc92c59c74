CREATE TABLE "uploaded_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"full" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_images_key_uq" ON "uploaded_images" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploaded_images_customer_idx" ON "uploaded_images" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_uq" ON "reviews" USING btree ("order_item_id");