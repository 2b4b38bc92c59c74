// The Plus+ landing's editable blocks as the seed writes them (plus_cms_blocks): the benefits of
// spec part 2 §1 and §9 and the FAQ. An operator edits the rows; GET /api/plus/cms-show-info reads them.
import {
  PLUS_FIRST_ORDER_EXTRA_DOLLARS,
  PLUS_LIST_PRICE_DOLLARS,
  PLUS_PRICE_DOLLARS,
  PLUS_RENEWAL_WINDOW_DAYS,
  REFERRAL_REWARD_DOLLARS,
} from "../../../contract/constants";
import { PLUS_TERMS_PATH } from "../../../contract/plus-constants";
import type { plusCmsBlocks } from "../../db/schema/plus";

type BlockRow = typeof plusCmsBlocks.$inferInsert;

export function plusLandingBlocks(storeName: string, now: Date): BlockRow[] {
  const benefits: [string, string, string][] = [
    ["percent", "15% off all year", "Member prices on every purchase, all year long."],
    ["points", "3X points", "Earn three times the points (100 points = $1)."],
    [
      "gift",
      `Extra $${PLUS_FIRST_ORDER_EXTRA_DOLLARS} off your first order`,
      `Your first order as a member takes another $${PLUS_FIRST_ORDER_EXTRA_DOLLARS} off.`,
    ],
    [
      "referral",
      `$${REFERRAL_REWARD_DOLLARS} per friend`,
      `Invite friends: you get $${REFERRAL_REWARD_DOLLARS} when a friend you referred places their first order.`,
    ],
    ["shield", "365-day extended warranty", "One more year of warranty on everything you buy as a member."],
    ["refund", "Quick refund", "Refunds of returned items are processed first."],
    ["vip", "VIP service", "A dedicated line to our customer service team."],
  ];
  const faq: [string, string][] = [
    [
      `How much does ${storeName} Plus+ cost?`,
      `<p>$${PLUS_PRICE_DOLLARS} a year (regularly $${PLUS_LIST_PRICE_DOLLARS}). The membership lasts 12 months from the day you join.</p>`,
    ],
    [
      "When can I renew?",
      `<p>Within ${PLUS_RENEWAL_WINDOW_DAYS} days before your membership expires. A renewal adds 12 months to your current expiry date, so you never lose a day.</p>`,
    ],
    [
      "How do I use my member prices?",
      "<p>Sign in: member prices apply in the cart and at checkout automatically, on every product that shows a Plus+ price.</p>",
    ],
    [
      "How does the referral reward work?",
      `<p>Share your referral code. When a friend joins Plus+ with it and their first order is paid, $${REFERRAL_REWARD_DOLLARS} (${REFERRAL_REWARD_DOLLARS * 100} points) is added to your account and we e-mail you.</p>`,
    ],
    [
      "Who can join?",
      `<p>Every customer with a US phone number, except business and dropship accounts. One membership per phone number. See the <a href="${PLUS_TERMS_PATH}">membership terms</a>.</p>`,
    ],
  ];
  return [
    {
      kind: "hero",
      position: 0,
      icon: "",
      title: `Join ${storeName} PLUS+`,
      body: `Save all year for $${PLUS_PRICE_DOLLARS}/year (regularly $${PLUS_LIST_PRICE_DOLLARS}/year).`,
      updatedAt: now,
    },
    ...benefits.map(([icon, title, body], i) => ({
      kind: "benefit",
      position: i,
      icon,
      title,
      body,
      updatedAt: now,
    })),
    ...faq.map(([title, body], i) => ({ kind: "faq", position: i, icon: "", title, body, updatedAt: now })),
  ];
}
