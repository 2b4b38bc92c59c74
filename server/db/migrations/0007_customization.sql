CREATE TABLE "customization_families" (
	"family" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customization_groups" (
	"family" smallint NOT NULL,
	"position" smallint NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "customization_groups_family_position_pk" PRIMARY KEY("family","position")
);
--> statement-breakpoint
CREATE TABLE "customization_stats" (
	"family" smallint NOT NULL,
	"id" integer NOT NULL,
	"group_position" smallint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customization_stats_family_id_pk" PRIMARY KEY("family","id")
);
--> statement-breakpoint
ALTER TABLE "customization_groups" ADD CONSTRAINT "customization_groups_family_customization_families_family_fk" FOREIGN KEY ("family") REFERENCES "public"."customization_families"("family") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customization_stats_group_idx" ON "customization_stats" USING btree ("family","group_position");--> statement-breakpoint
INSERT INTO "customization_families" ("family", "name", "type") VALUES
	(1, 'Sofa Studio', 0),
	(2, 'Bed Studio', 1);
--> statement-breakpoint
INSERT INTO "customization_groups" ("family", "position", "content") VALUES
	(1, 1, 'Configuration'),
	(1, 2, 'Fabric'),
	(1, 3, 'Color'),
	(2, 1, 'Size'),
	(2, 2, 'Headboard'),
	(2, 3, 'Fabric');
--> statement-breakpoint
INSERT INTO "customization_stats" ("family", "id", "group_position", "position", "name", "image", "price_delta_cents", "is_default", "disabled", "in_stock") VALUES
	(1, 1, 1, 1, 'Signature Set', '/media/catalog/product/sectional-d8cbb3-1-400x400.svg', 35000, false, false, true),
	(1, 3, 1, 2, 'Sofa', '/media/catalog/product/sofa-b9a58c-1-400x400.svg', 0, true, false, true),
	(1, 4, 1, 3, 'Sofa with Chaise', '/media/catalog/product/sectional-b9a58c-4-400x400.svg', 45000, false, false, true),
	(1, 5, 1, 4, 'L-Shaped Sectional', '/media/catalog/product/sectional-b9a58c-1-400x400.svg', 89000, false, true, true),
	(1, 2, 2, 1, 'Signature Boucle', '/media/catalog/product/sofa-eee6d8-2-400x400.svg', 12000, false, false, true),
	(1, 6, 2, 2, 'Performance Linen', '/media/catalog/product/sofa-c8b99a-2-400x400.svg', 0, true, false, true),
	(1, 7, 2, 3, 'Velvet', '/media/catalog/product/sofa-6b4f7a-2-400x400.svg', 18000, false, false, true),
	(1, 8, 2, 4, 'Top-Grain Leather', '/media/catalog/product/sofa-7a4a2a-2-400x400.svg', 65000, false, false, false),
	(1, 9, 3, 1, 'Oatmeal', '/media/catalog/product/sofa-d8c8a8-2-400x400.svg', 0, true, false, true),
	(1, 10, 3, 2, 'Slate Blue', '/media/catalog/product/sofa-5a6f86-2-400x400.svg', 0, false, false, true),
	(1, 11, 3, 3, 'Forest Green', '/media/catalog/product/sofa-2f5240-2-400x400.svg', 5000, false, false, true),
	(1, 12, 3, 4, 'Charcoal', '/media/catalog/product/sofa-3a3a3c-2-400x400.svg', 0, false, true, true),
	(2, 1, 1, 1, 'Queen', '/media/catalog/product/bed-b9a58c-1-400x400.svg', 0, true, false, true),
	(2, 2, 1, 2, 'King', '/media/catalog/product/bed-b9a58c-4-400x400.svg', 30000, false, false, true),
	(2, 3, 1, 3, 'California King', '/media/catalog/product/bed-b9a58c-5-400x400.svg', 35000, false, false, true),
	(2, 4, 1, 4, 'Twin XL', '/media/catalog/product/bed-b9a58c-3-400x400.svg', 0, false, true, true),
	(2, 5, 2, 1, 'Low Panel', '/media/catalog/product/bed-8a6e4f-2-400x400.svg', 0, true, false, true),
	(2, 6, 2, 2, 'Wingback', '/media/catalog/product/bed-6b5a4a-2-400x400.svg', 22000, false, false, true),
	(2, 7, 2, 3, 'Channel Tufted', '/media/catalog/product/bed-4f4a45-2-400x400.svg', 26000, false, false, false),
	(2, 8, 3, 1, 'Performance Linen', '/media/catalog/product/bed-c8b99a-2-400x400.svg', 0, true, false, true),
	(2, 9, 3, 2, 'Velvet', '/media/catalog/product/bed-6b4f7a-2-400x400.svg', 15000, false, false, true),
	(2, 10, 3, 3, 'Boucle', '/media/catalog/product/bed-eee6d8-2-400x400.svg', 12000, false, false, true),
	(2, 11, 3, 4, 'Faux Leather', '/media/catalog/product/bed-3a3a3c-2-400x400.svg', 0, false, true, true);
