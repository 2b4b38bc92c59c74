import { useId } from "react";
import { Link } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { homeData } from "../../../contract/site";
import { ProductTile } from "../../components/ui/product-tile";

type Trending = CallResult<typeof homeData>["trending"];

/** Trending now: a cover picture linking to the trend, beside its products. */
export function TrendingSection({ trending }: { trending: Trending }) {
  const headingId = useId();
  const { cover, products } = trending;
  if (!cover && products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id={headingId} className="mb-3 text-2xl font-bold tracking-tight">
        {cover?.title || "Trending now"}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {cover ? (
          <Link to={cover.url} className="group relative block overflow-hidden rounded-xl bg-brand-50">
            {cover.image.url ? (
              <img
                src={cover.image.url}
                alt=""
                width={cover.image.width}
                height={cover.image.height}
                loading="lazy"
                decoding="async"
                // From lg the cover fills the row beside the products and never sizes it (taken
                // out of flow), so its arrival cannot move anything.
                className="aspect-[2/1] h-auto w-full object-cover lg:absolute lg:inset-0 lg:aspect-auto lg:h-full"
              />
            ) : null}
            <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/80 to-transparent p-5 pt-12 text-white">
              {cover.subtitle ? <span className="text-base">{cover.subtitle}</span> : null}
              <span className="font-semibold underline-offset-2 group-hover:underline">
                Shop the trend<span className="sr-only">: {cover.title}</span>
              </span>
            </span>
          </Link>
        ) : null}
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {products.slice(0, 6).map((product) => (
            <li key={product.entity_id}>
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
