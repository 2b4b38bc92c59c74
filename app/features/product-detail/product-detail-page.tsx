import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { RatingStars } from "../../components/ui/rating-stars";
import { ProductAddToCart } from "../cart/add-to-cart-button";
import { BuyNowButton } from "../cart/buy-now-button";
import { Breadcrumbs } from "../product-list/breadcrumbs";
import { NotifyMeButton } from "./back-in-stock/notify-me-button";
import { BelowFold } from "./below-fold/below-fold";
import type { BelowFoldData } from "./below-fold/below-fold-sections";
import { ProductCouponsTrigger } from "./coupons/product-coupons";
import { CustomizeSection } from "./customization/customize-section";
import { DeferredDeliveryPanel } from "./delivery/deferred-delivery-panel";
import { useRecordView } from "./extras/use-record-view";
import { Gallery } from "./gallery";
import { PricePanel, ProductTag } from "./price-panel";
import type { ProtectionCartFields } from "./purchase/protection-format";
import { PurchaseOptions } from "./purchase/purchase-options";
import { clampQuantity } from "./quantity";
import { QuantitySelector } from "./quantity-selector";
import { usePositionScroll } from "./reviews/use-position-scroll";
import { StickyAddToCart, StickyBarSpacer, useScrolledPast } from "./sticky-add-to-cart";
import { StockLine } from "./stock-line";
import { useVariantPurchase } from "./use-variant-purchase";
import { VariantPicker } from "./variant-picker";
import { WishHeart } from "./wish/wish-heart";

/** The ProductDetail / FeedProductDetail page. Keyed by product so variant state never leaks. */
export function ProductDetailPage({ data }: { data: ProductPageData }) {
  return <ProductDetailView key={data.entity_id} data={data} />;
}

type ProductPageData = BelowFoldData;

function ProductDetailView({ data }: { data: ProductPageData }) {
  const location = useLocation();
  usePositionScroll();
  useRecordView(data);
  const { variant, choose, qty, setQty, status, purchasable, limits } = useVariantPurchase(data);
  // The plan added in the protection block goes into the cart with the item (null: none).
  const [protection, setProtection] = useState<ProtectionCartFields | null>(null);
  const buyRow = useRef<HTMLDivElement>(null);
  const buyRowGone = useScrolledPast(buyRow);
  const addToCart = (className: string) => (
    <ProductAddToCart
      productId={data.entity_id}
      piid={variant.piid}
      qty={clampQuantity(qty, limits).qty}
      protection={protection}
      purchasable={purchasable}
      preorder={status.kind === "pre-order"}
      shown={{ name: data.name, variantSku: variant.sku, price: variant.final_price }}
      className={className}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={data.position} current={data.name} />

      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Gallery key={variant.piid} images={variant.gallery} productName={data.name} />

        <div className="flex flex-col gap-5">
          <div>
            <ProductTag product={data} />
            <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{data.name}</h1>
            <p className="mt-1 text-sm text-stone-600">
              {data.brand} · Item No. {data.item_no} · SKU {variant.sku}
            </p>
            {data.rating.reviews_count > 0 ? (
              <div className="mt-2">
                <RatingStars summary={data.rating.rating_summary} count={data.rating.reviews_count} />
              </div>
            ) : null}
          </div>

          <PricePanel product={data} variant={variant} />

          <VariantPicker
            relation={data.relation}
            selectedPiid={variant.piid}
            pagePath={`${location.pathname}${location.search}`}
            onSelect={choose}
          />

          <div aria-live="polite">
            <StockLine status={status} />
          </div>

          {purchasable ? (
            <QuantitySelector value={clampQuantity(qty, limits).qty} limits={limits} onChange={setQty} />
          ) : null}
          <PurchaseOptions product={data} variant={variant} onProtectionChange={setProtection} />
          <div ref={buyRow} className="flex items-center gap-3">
            {/* Out of stock: Notify me where Add to Cart would be (decision 0040). */}
            {status.kind === "out-of-stock" ? (
              <NotifyMeButton
                productId={data.entity_id}
                piid={variant.piid}
                productName={data.name}
                options={variant.option_value}
                className="w-full sm:w-auto sm:min-w-64"
              />
            ) : (
              addToCart("w-full sm:w-auto sm:min-w-64")
            )}
            <WishHeart productId={data.entity_id} piid={variant.piid} />
          </div>
          {purchasable ? (
            <BuyNowButton
              input={{
                productId: data.entity_id,
                childId: variant.piid,
                qty: clampQuantity(qty, limits).qty,
                protection,
              }}
              disabled={!purchasable}
            />
          ) : null}
          <CustomizeSection productId={data.entity_id} isCustomized={data.is_customized} />
          <ProductCouponsTrigger productId={data.entity_id} />
          <DeferredDeliveryPanel product={data} variant={variant} />

          {data.short_description ? <p className="text-stone-800">{data.short_description}</p> : null}
        </div>
      </div>

      <BelowFold data={data} />
      <StickyAddToCart visible={buyRowGone && purchasable} name={data.name} price={variant.final_price}>
        {addToCart("shrink-0")}
      </StickyAddToCart>
      {purchasable ? <StickyBarSpacer /> : null}
    </div>
  );
}
