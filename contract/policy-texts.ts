// The policy pop-ups' texts (spec part 2 §9), apart from logistics-constants.ts: only the pop-up
// itself imports them, so the product page loads them with the pop-up, not with the page.
import {
  EARLY_BIRD_REPACKAGING_FEE_DOLLARS,
  EARLY_BIRD_SHIP_BUSINESS_DAYS,
  MASSAGE_CHAIR_CARE_MIN_DOLLARS,
  MASSAGE_CHAIR_CARE_YEARS,
  MINI_SPLIT_COMPRESSOR_YEARS,
  MINI_SPLIT_PARTS_YEARS,
  PLUS_EXTRA_WARRANTY_YEARS,
  RETURN_WINDOW_DAYS,
  STANDARD_SHIPPING_DAYS,
} from "./constants";
import { formatWhole } from "./number-text";

const days = (r: { min: number; max: number }) => `${r.min}–${r.max}`;

export const POLICY_TEXTS = {
  delivery: {
    title: "Delivery Policy",
    lines: [
      "Free standard shipping on every order.",
      `Most items are delivered in ${days(STANDARD_SHIPPING_DAYS)} business days.`,
      "We ship within the United States only, except Alaska, Guam, Hawaii and Puerto Rico.",
      "We do not ship to FPO, APO or PO Box addresses.",
    ],
  },
  returns: {
    title: "Return Policy",
    lines: [
      `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`,
      "Start a return from the order in My Orders; we e-mail you a prepaid return label once it is approved.",
    ],
  },
  warranty: {
    title: "Warranty",
    lines: [
      `Plus+ members get an extra ${PLUS_EXTRA_WARRANTY_YEARS}-year warranty on their purchases.`,
      `Massage chairs over $${formatWhole(MASSAGE_CHAIR_CARE_MIN_DOLLARS)} carry a ${MASSAGE_CHAIR_CARE_YEARS}-year care warranty.`,
      `Mini-split air conditioners: ${MINI_SPLIT_COMPRESSOR_YEARS}-year compressor warranty and ${MINI_SPLIT_PARTS_YEARS}-year parts warranty.`,
      "Protection plans extend the coverage of eligible items; see the plans offered on this page.",
    ],
  },
  preorder: {
    title: "Pre-order Policy",
    lines: [
      `Pre-order items ship ${days(EARLY_BIRD_SHIP_BUSINESS_DAYS)} business days after they arrive at our warehouse.`,
      "Coupons and points cannot be used on pre-order items.",
      `A $${EARLY_BIRD_REPACKAGING_FEE_DOLLARS} repackaging fee applies per item if the original packaging is lost.`,
    ],
  },
} as const;
export type PolicyKind = keyof typeof POLICY_TEXTS;
