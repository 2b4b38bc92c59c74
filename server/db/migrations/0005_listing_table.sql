CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"final_cents" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"colors" text[] NOT NULL,
	"rating_summary" integer NOT NULL,
	"reviews_count" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Rebuilds the listing rows of the given products from products and product_variants.
CREATE FUNCTION product_listing_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
END
$$;--> statement-breakpoint
CREATE FUNCTION product_listing_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_listing_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_listing_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_listing_refresh(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_listing_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_listing_variants_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_variants_changed();--> statement-breakpoint
CREATE TRIGGER product_listing_variants_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_variants_changed();--> statement-breakpoint
CREATE TRIGGER product_listing_variants_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_variants_changed();--> statement-breakpoint
CREATE TRIGGER product_listing_variants_truncate AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_truncated();--> statement-breakpoint
CREATE TRIGGER product_listing_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_products_changed();--> statement-breakpoint
-- Deleting a product deletes its variants (ON DELETE CASCADE), whose trigger drops the row.
SELECT product_listing_refresh(ARRAY(SELECT id FROM products));
