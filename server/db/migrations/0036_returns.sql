CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"plan_refund_cents" integer DEFAULT 0 NOT NULL,
	"points_refunded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_items_qty_ck" CHECK ("return_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"refuse_reason" text,
	"request_key" text,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"shipping_protection_refund_cents" integer DEFAULT 0 NOT NULL,
	"points_refunded" integer DEFAULT 0 NOT NULL,
	"points_taken_back" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"whole_order" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "returns_status_ck" CHECK ("returns"."status" in ('requested', 'approved', 'refused', 'received', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_line_uq" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_photos_image_uq" ON "return_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_rma_uq" ON "returns" USING btree ("rma_number");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_request_key_uq" ON "returns" USING btree ("customer_id","request_key");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "returns_open_idx" ON "returns" USING btree ("status","requested_at") WHERE "returns"."status" in ('requested', 'approved', 'received');