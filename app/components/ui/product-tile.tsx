import { Link } from "react-router";
import type { ProductCard } from "../../../contract/product-card";
import { QuickViewButton } from "../../features/quick-view/quick-view-button";
import { Price } from "./price";
import { RatingStars } from "./rating-stars";

/** Swatches shown before "+N": the rest are counted. */
export const TILE_SWATCHES = 4;

/** "+N colours" beyond the swatches shown. */
export const moreColorsText = (total: number): string | null => {
  const more = total - TILE_SWATCHES;
  return more > 0 ? `+${more} ${more === 1 ? "colour" : "colours"}` : null;
};

/**
 * The product's colours as small swatches from its variants (up to TILE_SWATCHES, then
 * "+N colours"); read as one phrase, "Available in 6 colours". A row of fixed height that is
 * empty for products in one colour, so tiles line up.
 */
function ColorSwatches({ colors }: { colors: ProductCard["colors"] }) {
  const more = moreColorsText(colors.length);
  return (
    <div className="flex h-4 items-center gap-1" data-testid="tile-colors">
      {colors.length > 1 ? (
        <>
          <span className="sr-only">{`Available in ${colors.length} colours`}</span>
          {colors.slice(0, TILE_SWATCHES).map((c) => (
            <span
              key={c.name}
              aria-hidden="true"
              title={c.name}
              className="size-3.5 rounded-full border border-stone-400"
              style={{ backgroundColor: c.hex }}
            />
          ))}
          {more ? (
            <span aria-hidden="true" className="ml-0.5 text-xs text-stone-700">
              {more}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

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
      <ColorSwatches colors={product.colors} />
      {/* The rating row keeps its height without reviews, so prices line up across a row. */}
      <div className="h-5">
        {product.reviews_count > 0 ? (
          <RatingStars summary={product.rating_summary} count={product.reviews_count} />
        ) : null}
      </div>
      <Price value={product} />
    </article>
  );
}
