DROP INDEX "product_search_document_idx";--> statement-breakpoint
DROP INDEX "product_search_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_variants_buyable_price_idx" ON "product_variants" USING btree (least("price_cents", coalesce("special_price_cents", "price_cents")),"id") WHERE "product_variants"."is_in_stock" and "product_variants"."qty" >= 1 and "product_variants"."max_sale_qty" >= 1;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);