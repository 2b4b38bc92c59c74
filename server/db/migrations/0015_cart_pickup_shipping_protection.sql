ALTER TABLE "carts" ADD COLUMN "is_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_protection" boolean DEFAULT false NOT NULL;