import { Link } from "react-router";
import { RatingStars } from "../../components/ui/rating-stars";
import { ProductAddToCart } from "../cart/add-to-cart-button";
import { NotifyMeButton } from "../product-detail/back-in-stock/notify-me-button";
import { Gallery } from "../product-detail/gallery";
import { hrefWithPiid } from "../product-detail/piid-url";
import { PricePanel, ProductTag } from "../product-detail/price-panel";
import type { ProductDetail } from "../product-detail/product-detail-types";
import { clampQuantity } from "../product-detail/quantity";
import { QuantitySelector } from "../product-detail/quantity-selector";
import { StockLine } from "../product-detail/stock-line";
import { useVariantPurchase } from "../product-detail/use-variant-purchase";
import { VariantPicker } from "../product-detail/variant-picker";

/**
 * The quick view's body for a loaded product (spec part 2 §4). The variant shown first is the
 * API's choice (`piid`: the asked variant of this product, else the first in-stock one, else the
 * first — the product page's rule, applied once on the server). Choosing another variant updates
 * price, gallery, stock and quantity limits at once and rewrites `piid` in the address, exactly as
 * on the product page (same hook and components).
 */
export function QuickViewContent({ product }: { product: ProductDetail }) {
  const { variant, choose, qty, setQty, status, purchasable, limits } = useVariantPurchase({
    ...product,
    feed: false,
  });

  return (
    <div className="flex flex-col gap-5">
      <Gallery key={variant.piid} images={variant.gallery} productName={product.name} priority={false} />
      <div>
        <ProductTag product={product} />
        <p className="mt-1 text-sm text-stone-600">
          {product.brand} · SKU {variant.sku}
        </p>
        {product.rating.reviews_count > 0 ? (
          <div className="mt-2">
            <RatingStars summary={product.rating.rating_summary} count={product.rating.reviews_count} />
          </div>
        ) : null}
      </div>
      <PricePanel product={product} variant={variant} />
      <VariantPicker
        relation={product.relation}
        selectedPiid={variant.piid}
        pagePath={product.url_path}
        onSelect={choose}
      />
      <div aria-live="polite">
        <StockLine status={status} />
      </div>
      {purchasable ? (
        <QuantitySelector value={clampQuantity(qty, limits).qty} limits={limits} onChange={setQty} />
      ) : null}
      {/* Spec part 2 §4: the quick view offers Add to cart only while the variant is in stock. */}
      {purchasable ? (
        <ProductAddToCart
          productId={product.entity_id}
          piid={variant.piid}
          qty={clampQuantity(qty, limits).qty}
          purchasable={purchasable}
          preorder={status.kind === "pre-order"}
          shown={{ name: product.name, variantSku: variant.sku, price: variant.final_price }}
          className="w-full"
        />
      ) : status.kind === "out-of-stock" ? (
        // Out of stock: Notify me instead (decision 0040).
        <NotifyMeButton
          productId={product.entity_id}
          piid={variant.piid}
          productName={product.name}
          options={variant.option_value}
          className="w-full"
        />
      ) : null}
      <Link
        to={hrefWithPiid(product.url_path, variant.piid)}
        className="font-medium text-brand-700 underline hover:text-brand-800"
      >
        View full details
      </Link>
    </div>
  );
}
