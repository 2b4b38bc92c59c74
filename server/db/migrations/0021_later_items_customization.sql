DROP INDEX "cart_later_items_cart_variant_uq";--> statement-breakpoint
ALTER TABLE "cart_later_items" ADD COLUMN "customization_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_later_items_cart_variant_model_uq" ON "cart_later_items" USING btree ("cart_id","variant_id","customization_model");