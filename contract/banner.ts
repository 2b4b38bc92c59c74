// A merchandising banner: the home slider's, the trending cover, the cart page's. Its own module
// because contract/calls.ts lists every export of a call module (site.ts, cart-banner.ts) as a call.
import { z } from "zod";
import { imageSchema } from "./product-card";

export const bannerSchema = z.object({
  title: z.string().describe("The banner's headline; also the image's alt text"),
  subtitle: z.string().describe('A line under the title; "" without one'),
  url: z.string().describe("Where the banner links to (a storefront path with a leading slash)"),
  image: imageSchema.describe("The banner picture with its intrinsic size (no layout shift)"),
});
export type Banner = z.infer<typeof bannerSchema>;
