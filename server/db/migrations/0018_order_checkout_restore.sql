ALTER TABLE "order_items" ADD COLUMN "offer_plan_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_protection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout" text DEFAULT 'cart' NOT NULL;