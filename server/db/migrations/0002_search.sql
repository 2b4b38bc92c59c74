CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"words" text[] NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
-- Words of a text that typo correction may offer: lower-case letter/digit runs with a letter, 2+ chars.
CREATE FUNCTION search_words(txt text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}')
  FROM regexp_split_to_table(lower(coalesce(txt, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 2 AND w ~ '[[:alpha:]]'
$$;--> statement-breakpoint
-- Forgets the search rows of the given products (and their words' product counts).
CREATE FUNCTION product_search_forget(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms t SET products = t.products - d.n
  FROM (
    SELECT w, count(*)::int AS n FROM product_search ps, unnest(ps.words) AS w
    WHERE ps.product_id = ANY(ids) GROUP BY w
  ) d
  WHERE t.term = d.w;
  DELETE FROM search_terms WHERE products <= 0;
  DELETE FROM product_search WHERE product_id = ANY(ids);
END
$$;--> statement-breakpoint
-- Rebuilds the search rows of the given products from products and categories.
CREATE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_forget(ids);
  INSERT INTO product_search (product_id, name, words, document)
  SELECT p.id, p.name,
    search_words(p.name || ' ' || coalesce(cats.names, '')),
    setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('english', coalesce(cats.names, '') || ' ' || p.brand), 'B')
      || setweight(to_tsvector('english', coalesce(feat.txt, '') || ' ' || coalesce(spec.txt, '')), 'C')
  FROM products p
  LEFT JOIN LATERAL (
    SELECT concat_ws(' ', c1.name, c2.name, c3.name) AS names
    FROM categories c1
    LEFT JOIN categories c2 ON c2.id = c1.parent_id
    LEFT JOIN categories c3 ON c3.id = c2.parent_id
    WHERE c1.id = p.category_id
  ) cats ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(x, ' ') AS txt
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.key_features) = 'array' THEN p.key_features ELSE '[]'::jsonb END) AS x
  ) feat ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(concat_ws(' ', s->>'label', s->>'value'), ' ') AS txt
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.specifications) = 'array' THEN p.specifications ELSE '[]'::jsonb END) AS s
  ) spec ON true
  WHERE p.id = ANY(ids) AND p.status = 1;
  INSERT INTO search_terms (term, products)
  SELECT w, count(*)::int FROM product_search ps, unnest(ps.words) AS w
  WHERE ps.product_id = ANY(ids) GROUP BY w
  ON CONFLICT (term) DO UPDATE SET products = search_terms.products + excluded.products;
END
$$;--> statement-breakpoint
CREATE FUNCTION products_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION products_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_forget(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION products_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY[OLD.id, NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION products_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search;
  DELETE FROM search_terms;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION categories_search_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT product_id FROM product_categories WHERE category_id = NEW.id
    UNION SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_inserted();--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_deleted();--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE OF name, status, category_id, brand, key_features, specifications ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_updated();--> statement-breakpoint
CREATE TRIGGER products_search_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_truncated();--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_renamed();--> statement-breakpoint
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
