CREATE TABLE "category_listing" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" smallint NOT NULL,
	"final_cents" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"colors" text[] NOT NULL,
	"rating_summary" integer NOT NULL,
	"reviews_count" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "category_listing_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "category_listing_product_idx" ON "category_listing" USING btree ("product_id");--> statement-breakpoint
-- A category page reads its rows from one range of this index alone (index-only scan).
CREATE INDEX "category_listing_scan_idx" ON "category_listing" USING btree ("category_id")
  INCLUDE ("product_id", "position", "status", "final_cents", "in_stock", "colors", "rating_summary", "reviews_count", "sales_count", "created_at");--> statement-breakpoint
-- Brings the category rows of the given products in line with product_categories and
-- product_listing: rows of a product no longer listed there go, new ones come, and a row is
-- rewritten only when a value changed (a stock movement that changes nothing listed writes nothing).
CREATE FUNCTION category_listing_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_listing c
  WHERE c.product_id = ANY(ids)
    AND NOT EXISTS (
      SELECT 1 FROM product_categories pc JOIN product_listing l ON l.product_id = pc.product_id
      WHERE pc.product_id = c.product_id AND pc.category_id = c.category_id);
  INSERT INTO category_listing AS c (category_id, product_id, position, status, final_cents, in_stock, colors, rating_summary, reviews_count, sales_count, created_at)
  SELECT pc.category_id, pc.product_id, pc.position, l.status, l.final_cents, l.in_stock, l.colors, l.rating_summary, l.reviews_count, l.sales_count, l.created_at
  FROM product_categories pc JOIN product_listing l ON l.product_id = pc.product_id
  WHERE pc.product_id = ANY(ids)
  ON CONFLICT (category_id, product_id) DO UPDATE SET
    position = excluded.position, status = excluded.status, final_cents = excluded.final_cents,
    in_stock = excluded.in_stock, colors = excluded.colors, rating_summary = excluded.rating_summary,
    reviews_count = excluded.reviews_count, sales_count = excluded.sales_count, created_at = excluded.created_at
  WHERE (c.position, c.status, c.final_cents, c.in_stock, c.colors, c.rating_summary, c.reviews_count, c.sales_count, c.created_at)
    IS DISTINCT FROM (excluded.position, excluded.status, excluded.final_cents, excluded.in_stock, excluded.colors, excluded.rating_summary, excluded.reviews_count, excluded.sales_count, excluded.created_at);
END
$$;--> statement-breakpoint
-- product_listing's refresh (migration 0005) now also refreshes the products' category rows.
CREATE OR REPLACE FUNCTION product_listing_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing WHERE product_id = ANY(ids);
  INSERT INTO product_listing (product_id, status, final_cents, in_stock, colors, rating_summary, reviews_count, sales_count, created_at)
  SELECT p.id, p.status, v.final_cents, v.in_stock, v.colors, p.rating_summary, p.reviews_count, p.sales_count, p.created_at
  FROM products p
  JOIN (
    SELECT pv.product_id,
      (array_agg(least(pv.price_cents, coalesce(pv.special_price_cents, pv.price_cents))
        ORDER BY pv.is_in_stock DESC, pv.position ASC, pv.id ASC))[1] AS final_cents,
      bool_or(pv.is_in_stock) AS in_stock,
      coalesce(array_agg(DISTINCT pv.color) FILTER (WHERE pv.color IS NOT NULL), '{}') AS colors
    FROM product_variants pv
    WHERE pv.product_id = ANY(ids)
    GROUP BY pv.product_id
  ) v ON v.product_id = p.id
  WHERE p.id = ANY(ids);
  PERFORM category_listing_refresh(ids);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_listing_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing;
  DELETE FROM category_listing;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION category_listing_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM category_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM category_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM category_listing_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION category_listing_categories_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_listing;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_listing_categories_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_listing_categories_changed();--> statement-breakpoint
CREATE TRIGGER category_listing_categories_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_listing_categories_changed();--> statement-breakpoint
CREATE TRIGGER category_listing_categories_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_listing_categories_changed();--> statement-breakpoint
CREATE TRIGGER category_listing_categories_truncate AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_listing_categories_truncated();--> statement-breakpoint
INSERT INTO category_listing (category_id, product_id, position, status, final_cents, in_stock, colors, rating_summary, reviews_count, sales_count, created_at)
SELECT pc.category_id, pc.product_id, pc.position, l.status, l.final_cents, l.in_stock, l.colors, l.rating_summary, l.reviews_count, l.sales_count, l.created_at
FROM product_categories pc JOIN product_listing l ON l.product_id = pc.product_id;
