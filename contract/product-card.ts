import { z } from "zod";

/** A sized image: width and height always travel with the url so pages never shift. */
export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

/** The product tile used by rails and grids. Prices are dollars (the server computes them from cents). */
export const productCardSchema = z.object({
  entity_id: z.number().int(),
  name: z.string(),
  url_path: z.string().describe("Canonical path with a leading slash"),
  thumbnail: imageSchema,
  price: z.number(),
  special_price: z.number().nullable(),
  plus_price: z.number().nullable(),
  rating_summary: z.number().int().describe("0–100, percent of five stars"),
  reviews_count: z.number().int(),
  product_tag: z.string().nullable(),
  is_in_stock: z.boolean(),
  colors: z
    .array(z.object({ name: z.string(), hex: z.string().describe("#rrggbb") }))
    .describe(
      "The product's distinct variant colours in variant order (the tile's swatches); empty without colours",
    ),
});
export type ProductCard = z.infer<typeof productCardSchema>;
