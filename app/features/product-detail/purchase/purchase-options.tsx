import { useLocation } from "react-router";
import { PLUS_CUSTOMER_GROUP } from "../../../../contract/constants";
import { LoginLink } from "../../session/login-link";
import { useSession } from "../../session/use-session";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import { pointsLine, pointsLoginHref, purchasePoints } from "./points";
import { ProtectionBlock, type ProtectionChange } from "./protection-block";

/**
 * The points line under the buy box (spec part 2 §4), for whoever is browsing (the root session):
 * - guests, on pointsType 1 products: "Log in for {n} PTS per Purchase", a link to Login that
 *   comes back to this product (with JavaScript a plain click opens the login popup instead);
 * - signed-in customers, on pointsType 2 and 3 products: "Earn {n} PTS per Purchase (worth $x)";
 *   on pointsType 3 a non-member also reads that Plus+ members earn 3X on the app, and a Plus+
 *   member sees their 3X figure.
 * The product detail carries no points amount of its own (contract/catalog.ts has pointsType but
 * no pts/ptsPoints fields), so {n} is derived only from real product data: 1 point per whole dollar
 * of the selected variant's final price, none on no-discount, pre-order and early-bird items
 * (points.ts, docs/decisions/0006-protection-plans.md). Plus+ is spec part 2 §1 "3X points on the
 * app" (100 points = $1).
 */
function PurchasePoints({ product, variant }: { product: ProductDetailData; variant: ProductVariant }) {
  const location = useLocation();
  const { isLogin, customer } = useSession();
  const viewer = { signedIn: isLogin, plus: customer?.customerGroup === PLUS_CUSTOMER_GROUP };
  const points = purchasePoints(product, variant.final_price);
  const line = pointsLine(product, points, viewer);
  // The line a guest, a member and a Plus+ member would see, stacked invisibly in one cell: the
  // slot has its final height whoever looks, so a page rendered for no one (kept by a cache) that
  // learns after load that a customer is looking changes its text, never its layout
  // (docs/decisions/0021-cacheable-pages.md).
  const sizes = [
    pointsLine(product, points, { signedIn: false }),
    pointsLine(product, points, { signedIn: true, plus: false }),
    pointsLine(product, points, { signedIn: true, plus: true }),
  ].flatMap((l) => (l ? [l.text] : []));
  if (sizes.length === 0) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="grid text-sm">
      {sizes.map((text) => (
        <span key={text} aria-hidden="true" className="invisible [grid-area:1/1]">
          {text}
        </span>
      ))}
      {line ? (
        <p className="text-stone-800 [grid-area:1/1]" data-testid="points-line">
          {line.kind === "guest" ? (
            <LoginLink
              href={pointsLoginHref(here)}
              entrypoint="product_detail"
              redirect={here}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {line.text}
            </LoginLink>
          ) : (
            line.text
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The buy column's points line and protection plans (the page's `slot:purchase`).
 *
 * For the cart issue: pass `onProtectionChange` to receive the plan the shopper added, already in
 * add-to-cart shape ({ offerPlanId, planId, price (cents), term (months), title }), or null when
 * they remove it or choose another variant; send those fields with add-to-cart.
 */
export function PurchaseOptions({
  product,
  variant,
  onProtectionChange,
}: {
  product: ProductDetailData;
  variant: ProductVariant;
  onProtectionChange?: ProtectionChange;
}) {
  return (
    <>
      <PurchasePoints product={product} variant={variant} />
      <ProtectionBlock
        key={variant.sku}
        product={product}
        variant={variant}
        onProtectionChange={onProtectionChange}
      />
    </>
  );
}
