import { z } from "zod";
import { defineCall } from "./call";
import { email, int, text } from "./fields";

/**
 * The spec's addNewsletterByVisitor. Envelope code 200 and 400 (the address was a confirmed
 * subscriber before this call) both carry a result whose `type` decides what the page shows
 * (docs/decisions/0042-subscribe-offers.md). Double opt-in (docs/decisions/0018): a sign-up is
 * pending until confirmed, and the newsletter bundle is granted at confirmation.
 */
export const subscribeNewsletter = defineCall({
  method: "post",
  path: "/api/newsletter/subscribe",
  tag: "marketing",
  summary:
    "Subscribe an e-mail address to the newsletter (footer form, newsletter page, subscribe pop-up). Double opt-in: the subscription stays pending and a confirmation link is mailed to the address (a new link at most once a minute for a pending address; it ends the older link); a signed-in customer's own verified account address is confirmed at once. Every sign-up asks for the newsletter bundle ($200 in five coupons, valid three months), granted once the address is confirmed, once per address and once per customer, into the wallet of the account with that address. " +
    "The result type, first rule that holds: **2** this call granted the bundle (the signed-in customer's own verified address, or an address confirmed earlier that had not had it): couponList and couponExpireAt of the issued coupons; " +
    "**3** the bundle was granted before to this address (or the signed-in customer) and is still good (not expired, a use left) and no account has the address (the pop-up offers Register); **4** the same where an account has the address (Log In); " +
    "**1** the sign-up is pending and no account has the address: couponList is what the confirmation will give, couponExpireAt 0 (the pop-up offers the register form); " +
    "**5** otherwise: show the message (already subscribed, bundle used up or expired; a pending address that has an account). " +
    'Messages: 200 "Almost done! We sent a confirmation link to your inbox. Follow it to confirm your subscription." (pending) or "Thanks for subscribing! Watch your inbox for our latest deals and new arrivals." (confirmed now); 400 "This email address is already subscribed to our newsletter."',
  body: z.object({
    email,
    /**
     * The spec's client sends the signed-in customer's id (0 for a visitor). Accepted for the
     * contract, never trusted: the customer is the session's.
     */
    tUserId: int(0, 2_147_483_647).default(0),
    /**
     * Where the form is: footer, newsletter-page, product (the pop-up on a product page), popup
     * (the subscribe pop-up elsewhere), blackfriday (its manual trigger), coupon-drawer.
     */
    source: z
      .enum(["footer", "newsletter-page", "product", "popup", "blackfriday", "coupon-drawer"])
      .default("footer"),
    subscribeProductId: int(1, 2_147_483_647).optional(),
    subscribeProductName: text(300).optional(),
    subscribeProductUrl: text(500).optional(),
  }),
  result: z.object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    couponList: z
      .array(z.object({ discount: z.string(), desc: z.string(), validNum: z.number().int() }))
      .describe("The bundle's coupons in order ($10 ×2, $20, $30, $50, $80); validNum: uses left, 0 greyed"),
    subTitle: z.string(),
    couponExpireAt: z
      .number()
      .int()
      .describe("Epoch seconds when the coupons expire (types 2–4); 0 when none were issued"),
    customerId: z
      .number()
      .int()
      .describe("The session's customer, 0 for a visitor (never the payload's tUserId)"),
  }),
  errors: { 400: "the address was already a confirmed subscriber (result still present: type 2–5)" },
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
