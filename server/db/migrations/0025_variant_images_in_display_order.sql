DROP INDEX "variant_images_variant_idx";--> statement-breakpoint
CREATE INDEX "variant_images_variant_position_idx" ON "variant_images" USING btree ("variant_id","position","id");