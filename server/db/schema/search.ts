import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The full-text search document of each enabled product: name (weight A), its category names and
 * brand (B), key features and specifications (C). Kept in sync by triggers on products and
 * categories (see the search migration and docs/decisions/0005-search-documents.md); never written
 * by application code.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id").primaryKey(),
    name: text("name").notNull(),
    /** Distinct lower-case words of the name and category names: the vocabulary of typo correction. */
    words: text("words").array().notNull(),
    document: tsvector("document").notNull(),
  },
  // fastupdate off: with the default pending list, rows written since the last vacuum (a whole
  // seeded catalog) sit in an unsorted list every search reads through, and the planner, pricing
  // that in, scans all documents instead of the index.
  (t) => [
    index("product_search_document_idx").using("gin", t.document).with({ fastupdate: false }),
    index("product_search_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/** Every word shoppers may mean, with how many products carry it (typo correction picks from here). */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    products: integer("products").notNull().default(0),
  },
  (t) => [index("search_terms_trgm_idx").using("gist", sql`${t.term} gist_trgm_ops`)],
);
