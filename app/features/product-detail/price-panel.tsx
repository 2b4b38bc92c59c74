import { PREORDER_TAGS } from "../../../contract/catalog-constants";
import { Price } from "../../components/ui/price";
import { PlusJoinEntry } from "../plus/join/plus-join-entry";
import { DropPriceCountdown } from "./drop-price-countdown";
import { plusPromotionTip } from "./plus-tip";
import type { ProductDetail, ProductVariant } from "./product-detail-types";
import { tierPriceLines } from "./tier-price";

// The price area shared by the product page and the quick view.

const DROP_PRICE_TAG = "Drop Price";

/** The product tag: Drop Price with its countdown, pre-order tags in the stock line, others as a badge. */
export function ProductTag({ product }: { product: ProductDetail }) {
  const tag = product.product_tag;
  if (!tag || PREORDER_TAGS.includes(tag)) return null;
  if (tag === DROP_PRICE_TAG && product.spkie_special_time !== null)
    return <DropPriceCountdown seconds={product.spkie_special_time} />;
  return (
    <span className="inline-block rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {tag}
    </span>
  );
}

/** The selected variant's prices, its quantity discounts and the coupon notes. */
export function PricePanel({ product, variant }: { product: ProductDetail; variant: ProductVariant }) {
  const plusTip = plusPromotionTip(variant.final_price, variant.plus_price);
  const tiers = tierPriceLines(variant.tier_price, variant.final_price);
  return (
    <div className="flex flex-col gap-2">
      <Price value={variant} size="lg" />
      {plusTip ? (
        <div className="flex flex-col gap-2" data-testid="plus-block">
          <p className="text-sm text-stone-700">{plusTip}</p>
          <PlusJoinEntry source="product_detail" />
        </div>
      ) : null}
      {tiers.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-brand-800">
          {tiers.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {product.is_no_discount_product ? (
        <p className="text-sm text-stone-700">*Coupons &amp; points do not apply to this item.</p>
      ) : product.coupon_useabled === 0 ? (
        <p className="text-sm text-stone-700">This item is already at its best price.</p>
      ) : null}
    </div>
  );
}
