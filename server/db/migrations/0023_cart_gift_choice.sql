ALTER TABLE "carts" ADD COLUMN "gift_variant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_variant_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_gift_variant_id_product_variants_id_fk" FOREIGN KEY ("gift_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;