import { useId, useRef } from "react";
import type { ProductCard } from "../../../../contract/product-card";
import { ProductTile } from "../../../components/ui/product-tile";

/**
 * A titled, sideways-scrolling row of product tiles with Previous / Next buttons (they scroll by
 * about one view; the list also scrolls by touch, trackpad and keyboard since each tile is a link).
 */
export function ScrollRail({ title, products }: { title: string; products: ProductCard[] }) {
  const headingId = useId();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: "smooth" });
  };
  const button =
    "grid size-9 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={button} aria-controls={listId} onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Scroll {title} back</span>
          </button>
          <button type="button" className={button} aria-controls={listId} onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Scroll {title} forward</span>
          </button>
        </div>
      </div>
      <ul
        id={listId}
        ref={list}
        className="-mx-2 grid snap-x auto-cols-[minmax(10rem,44%)] grid-flow-col gap-2 overflow-x-auto pb-2 sm:auto-cols-[minmax(11rem,30%)] lg:auto-cols-[calc((100%-2rem)/6)]"
      >
        {products.map((product) => (
          <li key={product.entity_id} className="snap-start">
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
