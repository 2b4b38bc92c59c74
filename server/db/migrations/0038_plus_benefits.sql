ALTER TABLE "order_items" ADD COLUMN "extra_warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plus_first_order_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plus_member" boolean DEFAULT false NOT NULL;