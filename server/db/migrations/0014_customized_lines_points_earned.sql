DROP INDEX "cart_items_cart_variant_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "customization_model" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "customization_model" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_variant_model_uq" ON "cart_items" USING btree ("cart_id","variant_id",coalesce("customization_model", ''));