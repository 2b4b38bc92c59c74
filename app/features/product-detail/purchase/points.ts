import { PREORDER_TAGS } from "../../../../contract/catalog-constants";
import { formatMoney } from "../../../components/ui/format-money";

// The points line of the product page (spec part 2 §4 "Points line", §9 "100 points = $1",
// "Plus+ … 3X points on the app", "Early bird: … no coupons or points").
//
// Rule (docs/decisions/0006-protection-plans.md): a purchase earns 1 point per whole dollar of the
// selected variant's final price (100 points are worth $1 back, i.e. 1 % back); items where points
// do not apply (no-discount items, pre-order and Super Early Bird items) earn none and show no
// line. Plus+ members earn 3X on the app.

export const POINTS_PER_DOLLAR = 1;
export const POINTS_PER_DOLLAR_VALUE = 100;
export const PLUS_APP_MULTIPLIER = 3;
/** Tags whose items earn no points (spec part 2 §9 early bird). */
/** Early-bird items earn no points (spec part 2 §9). */
export const NO_POINTS_TAGS = PREORDER_TAGS;

export interface PointsProduct {
  pointsType: number;
  is_no_discount_product: boolean;
  product_tag: string | null;
}

/** Points one unit of the item earns at this final price (dollars). */
export function purchasePoints(product: PointsProduct, finalPriceDollars: number): number {
  if (product.is_no_discount_product) return 0;
  if (product.product_tag && NO_POINTS_TAGS.includes(product.product_tag)) return 0;
  if (!Number.isFinite(finalPriceDollars) || finalPriceDollars <= 0) return 0;
  // Whole cents first, so float noise (19.99 * 100) never loses a dollar.
  return Math.floor(Math.round(finalPriceDollars * 100) / 100) * POINTS_PER_DOLLAR;
}

/** The dollar value of a number of points: 100 points = $1. */
export const pointsValueDollars = (points: number): number => Math.floor(points) / POINTS_PER_DOLLAR_VALUE;

export type PointsLine = { kind: "guest"; text: string } | { kind: "earned"; text: string } | null;

/**
 * The line to show: guests see "Log in for {n} PTS per Purchase" with a login link on pointsType
 * 1 products; signed-in customers see the earned-points message on pointsType 2 or 3 products
 * (3 adds the Plus+ app bonus). Nothing when the item earns no points or the type does not apply.
 */
export function pointsLine(
  product: PointsProduct,
  points: number,
  viewer: { signedIn: boolean; plus?: boolean },
): PointsLine {
  if (points <= 0) return null;
  if (!viewer.signedIn) {
    return product.pointsType === 1 ? { kind: "guest", text: `Log in for ${points} PTS per Purchase` } : null;
  }
  if (product.pointsType !== 2 && product.pointsType !== 3) return null;
  const earned = viewer.plus ? points * PLUS_APP_MULTIPLIER : points;
  const base = `Earn ${earned} PTS per Purchase (worth ${formatMoney(pointsValueDollars(earned))})`;
  return product.pointsType === 3 && !viewer.plus
    ? { kind: "earned", text: `${base} · Plus+ members earn ${PLUS_APP_MULTIPLIER}X points on the app` }
    : { kind: "earned", text: base };
}

/** The login link of the guest line: back to this page after signing in. */
export function pointsLoginHref(currentPath: string): string {
  return `/customer/account/login?entrypoint=product_detail&redirect=${encodeURIComponent(currentPath)}`;
}
