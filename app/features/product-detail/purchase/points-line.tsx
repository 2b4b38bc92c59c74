import { Link, useLocation } from "react-router";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import { pointsLine, pointsLoginHref, purchasePoints } from "./points";

/**
 * The points line under the buy box. Every visitor is a guest until sign-in arrives (issue #4),
 * so `signedIn` defaults to false; the signed-in message is built by pointsLine already.
 */
export function PointsLine({
  product,
  variant,
  viewer = { signedIn: false },
}: {
  product: ProductDetailData;
  variant: ProductVariant;
  viewer?: { signedIn: boolean; plus?: boolean };
}) {
  const location = useLocation();
  const line = pointsLine(product, purchasePoints(product, variant.final_price), viewer);
  if (!line) return null;
  return (
    <p className="text-sm text-stone-800" data-testid="points-line">
      {line.kind === "guest" ? (
        <Link
          to={pointsLoginHref(`${location.pathname}${location.search}`)}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {line.text}
        </Link>
      ) : (
        line.text
      )}
    </p>
  );
}
