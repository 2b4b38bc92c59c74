import { Link } from "react-router";
import type { ProductCard } from "../../../contract/product-card";
import { QuickViewButton } from "../../features/quick-view/quick-view-button";
import { Price } from "./price";
import { RatingStars } from "./rating-stars";

/**
 * The product tile of rails and grids. The image always carries its width and height (no layout
 * shift) and loads lazily unless the tile is above the fold. The whole tile is one link target
 * (the name link is stretched over it), so keyboard users meet one tab stop per product, plus
 * the "Quick view" button in listings (`quickView`) where a QuickViewHost is mounted.
 */
export function ProductTile({
  product,
  eager = false,
  quickView = false,
}: {
  product: ProductCard;
  eager?: boolean;
  quickView?: boolean;
}) {
  const { thumbnail } = product;
  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-lg p-2 transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="relative overflow-hidden rounded-md bg-stone-100">
        {thumbnail.url ? (
          <img
            src={thumbnail.url}
            alt={thumbnail.alt || product.name}
            width={thumbnail.width}
            height={thumbnail.height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="aspect-square h-auto w-full object-contain"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        {product.product_tag ? (
          <span className="absolute top-2 left-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {product.product_tag}
          </span>
        ) : null}
        {product.is_in_stock ? null : (
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/80 py-1 text-center text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
        {quickView ? (
          <div className="absolute top-2 right-2 z-10 lg:opacity-0 lg:group-hover:opacity-100 lg:focus-within:opacity-100">
            <QuickViewButton
              productId={product.entity_id}
              productName={product.name}
              href={product.url_path}
            />
          </div>
        ) : null}
      </div>
      <h3 className="line-clamp-2 min-h-10 text-sm leading-5">
        <Link
          to={product.url_path}
          className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
        >
          {product.name}
        </Link>
      </h3>
      {product.reviews_count > 0 ? (
        <RatingStars summary={product.rating_summary} count={product.reviews_count} />
      ) : null}
      <Price value={product} className="mt-auto" />
    </article>
  );
}
