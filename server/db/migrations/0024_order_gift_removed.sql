DROP INDEX "product_variants_buyable_price_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed before the column keep what a decline used to infer: a chosen gift without a gift line was removed.
UPDATE "orders" SET "gift_removed" = true WHERE "gift_variant_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."is_gift");
