CREATE TABLE "game_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"void_reason" text,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"category_id" integer,
	"card" integer,
	"gift_product_id" integer,
	"gift_variant_id" integer,
	"gift_name" text,
	"gift_sku" text,
	"gift_price_cents" integer,
	"gift_image" text,
	"gift_url" text,
	"played_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"tracking_number" text,
	"delivered_at" timestamp with time zone,
	"return_requested_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"support_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_turns_status_ck" CHECK ("game_turns"."status" in ('ready', 'won', 'confirmed', 'shipped', 'delivered', 'return_requested', 'returned', 'void')),
	CONSTRAINT "game_turns_void_reason_ck" CHECK ("game_turns"."void_reason" is null or "game_turns"."void_reason" in ('order_canceled', 'order_returned', 'expired')),
	CONSTRAINT "game_turns_card_ck" CHECK ("game_turns"."card" is null or "game_turns"."card" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_turns" ADD CONSTRAINT "game_turns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_turns" ADD CONSTRAINT "game_turns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_turns" ADD CONSTRAINT "game_turns_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_turns_order_uq" ON "game_turns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "game_turns_customer_idx" ON "game_turns" USING btree ("customer_id","order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_turns_operator_idx" ON "game_turns" USING btree ("status","id") WHERE "game_turns"."status" in ('confirmed', 'return_requested') or "game_turns"."reported_at" is not null;--> statement-breakpoint
-- Orders already complete: completed when their last shipment was delivered (else their last change).
UPDATE "orders" SET "completed_at" = coalesce((select max("shipments"."delivered_at") from "shipments" where "shipments"."order_id" = "orders"."id"), "orders"."updated_at") WHERE "orders"."status" = 'complete';
