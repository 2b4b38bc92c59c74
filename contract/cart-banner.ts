import { type Banner, bannerSchema } from "./banner";
import { defineCall } from "./call";

// The cart banner (spec part 1 §7 "Site": "cart banner"; the spec shows no path or shape). The
// operator configures one banner for the cart page; the cart read answers `cartBannerStatus` 1
// while one is configured, and the page then shows this call's banner. The home banner's shape
// (bannerSchema): the image is text-free, the page renders the title and subtitle over it.

export const CART_BANNER_PATH = "/api/cart/banner";

export type CartBanner = Banner;

export const cartBanner = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: CART_BANNER_PATH,
  tag: "site",
  summary:
    "The banner the operator configured for the cart page; null while none is (the cart read's cartBannerStatus is then 0).",
  result: bannerSchema.nullable(),
});
