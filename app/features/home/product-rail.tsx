import { useId } from "react";
import { Link } from "react-router";
import type { ProductCard } from "../../../contract/product-card";
import { ProductTile } from "../../components/ui/product-tile";

/**
 * A titled row of product tiles: a sideways-scrolling strip on phones, a grid row on wide
 * screens. "View all" links to the rail's listing when it has one.
 */
export function ProductRail({
  title,
  href,
  products,
  eagerCount = 0,
}: {
  title: string;
  href?: string;
  products: ProductCard[];
  /** How many leading tiles load eagerly (those that may be in the first view). */
  eagerCount?: number;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    // Rails sit below the first screen on a phone: the browser skips their style and layout until
    // they come near (content-visibility; the height it holds meanwhile is a rail's on a phone).
    // Nothing fixed-position renders inside a rail, so its containment frames no pop-up.
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl px-4 pt-10 [content-visibility:auto] [contain-intrinsic-size:auto_400px]"
    >
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {href ? (
          <Link to={href} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
            View all<span className="sr-only"> {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="-mx-2 grid snap-x auto-cols-[minmax(11rem,44%)] grid-flow-col gap-2 overflow-x-auto pb-2 sm:auto-cols-[minmax(12rem,30%)] lg:auto-cols-[calc((100%-2rem)/5)] lg:gap-2">
        {products.map((product, i) => (
          <li key={product.entity_id} className="snap-start">
            <ProductTile product={product} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
