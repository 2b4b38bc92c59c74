import { z } from "zod";
import { defineCall } from "./call";
import { imageSchema } from "./product-card";

// The cart banner (spec part 1 §7 "Site": "cart banner"; the spec shows no path or shape). The
// operator configures one banner for the cart page; the cart read answers `cartBannerStatus` 1
// while one is configured, and the page then shows this call's banner. Same shape as a home
// banner: the image is text-free, the page renders the title and subtitle over it.

export const CART_BANNER_PATH = "/api/cart/banner";

export const cartBannerSchema = z.object({
  title: z.string().describe("The banner's headline; also the image's alt text"),
  subtitle: z.string().describe('A line under the title; "" without one'),
  url: z.string().describe("Where the banner links to (a storefront path with a leading slash)"),
  image: imageSchema.describe("The banner picture with its intrinsic size (no layout shift)"),
});
export type CartBanner = z.infer<typeof cartBannerSchema>;

export const cartBanner = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: CART_BANNER_PATH,
  tag: "site",
  summary:
    "The banner the operator configured for the cart page; null while none is (the cart read's cartBannerStatus is then 0).",
  result: cartBannerSchema.nullable(),
});
