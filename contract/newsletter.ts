import { z } from "zod";
import { defineCall } from "./call";
import { email, int, text } from "./fields";

/**
 * The spec's addNewsletterByVisitor. Envelope code 200 (subscribed, or a confirmation link mailed)
 * and 400 (already subscribed) both carry a result whose `type` decides what the page shows; type 5
 * is "show the message as a success toast". The coupon-bundle types (1–4) arrive with the
 * subscribe offers. Double opt-in (docs/decisions/0018): a sign-up is pending until confirmed.
 */
export const subscribeNewsletter = defineCall({
  method: "post",
  path: "/api/newsletter/subscribe",
  tag: "marketing",
  summary:
    "Subscribe an e-mail address to the newsletter (footer form, newsletter page). Double opt-in: the subscription stays pending and a confirmation link is mailed to the address (a new link at most once a minute for a pending address; it ends the older link); a signed-in customer's own verified account address is confirmed at once. Subscriber-only coupons need a confirmed subscription.",
  body: z.object({
    email,
    /**
     * The spec's client sends the signed-in customer's id (0 for a visitor). Accepted for the
     * contract, never trusted: the customer is the session's.
     */
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
    customerId: z
      .number()
      .int()
      .describe("The session's customer, 0 for a visitor (never the payload's tUserId)"),
  }),
  errors: { 400: "already subscribed (result still present)" },
});

/**
 * Double opt-in: the confirmation link of the mail lands on the web page /newsletter-subscribe/
 * confirm?token=…, whose loader calls this and shows the message.
 */
export const confirmNewsletter = defineCall({
  method: "get",
  path: "/api/newsletter/confirm",
  tag: "marketing",
  summary:
    "Confirm a pending newsletter subscription with the token of the newest mailed link (valid 7 days). Following a used link again answers 200 with the already-confirmed message; an unknown, replaced or expired link answers code 400 and changes nothing.",
  query: z.object({ token: text(200) }),
  result: z.object({ email: z.string().describe("The confirmed address") }),
  errors: {
    400: '"This confirmation link is invalid or has expired. Please subscribe again to get a new one." (result null)',
  },
});
