import { z } from "zod";
import { defineCall } from "./call";
import { email, int, text } from "./fields";

/**
 * The spec's addNewsletterByVisitor. Envelope code 200 (subscribed) and 400 (already subscribed)
 * both carry a result whose `type` decides what the page shows; type 5 is "show the message as a
 * success toast". The coupon-bundle types (1–4) arrive with the subscribe offers.
 */
export const subscribeNewsletter = defineCall({
  method: "post",
  path: "/api/newsletter/subscribe",
  tag: "marketing",
  summary: "Subscribe an e-mail address to the newsletter (footer form, newsletter page).",
  body: z.object({
    email,
    /** The signed-in customer's id, 0 (or absent) for a visitor. */
    tUserId: int(0, 2_147_483_647).default(0),
    /** Where the form is: footer, newsletter-page, product. */
    source: z.enum(["footer", "newsletter-page", "product"]).default("footer"),
    subscribeProductId: int(1, 2_147_483_647).optional(),
    subscribeProductName: text(300).optional(),
    subscribeProductUrl: text(500).optional(),
  }),
  result: z.object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    couponList: z.array(z.object({ discount: z.string(), desc: z.string(), validNum: z.number().int() })),
    subTitle: z.string(),
    couponExpireAt: z.number().int().describe("Seconds; 0 when no coupon was issued"),
    customerId: z.number().int(),
  }),
  errors: { 400: "already subscribed (result still present)" },
});
