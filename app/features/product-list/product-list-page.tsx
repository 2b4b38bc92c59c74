import { Link } from "react-router";
import { ProductTile } from "../../components/ui/product-tile";
import { Breadcrumbs } from "./breadcrumbs";
import { listHref, pageCount, resultSummary } from "./list-url";
import { Pagination } from "./pagination";
import type { ProductListData } from "./product-list-types";
import { SortForm } from "./sort-form";

/** Tiles in the first rows load eagerly: they are above the fold on most screens. */
const EAGER_TILES = 4;

/** The ProductList page: a category's heading, its subcategories, and one sorted page of products. */
export function ProductListPage({ data }: { data: ProductListData }) {
  const { category, children, items, total, page, page_size: pageSize, sort } = data;
  const path = category.url_path;
  const last = pageCount(total, pageSize);
  const state = { page, sort };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={category.breadcrumbs} />

      <header className="mt-4 max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{category.name}</h1>
        {category.description ? <p className="mt-2 text-stone-700">{category.description}</p> : null}
      </header>

      {children.length > 0 ? (
        <nav aria-label={`Shop ${category.name} by category`} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={child.url_path}
                  className="inline-block rounded-full border border-stone-300 px-4 py-1.5 text-sm hover:border-brand-700 hover:text-brand-700"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="list-results" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-3">
          <h2 id="list-results" className="text-sm text-stone-700" aria-live="polite">
            {resultSummary(total, page, pageSize, items.length)}
          </h2>
          {total > 0 ? <SortForm action={path} sort={sort} /> : null}
        </div>

        {items.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((product, i) => (
              <li key={product.entity_id}>
                <ProductTile product={product} eager={i < EAGER_TILES} />
              </li>
            ))}
          </ul>
        ) : total === 0 ? (
          <p className="mt-8 text-stone-700">There are no products in this category right now.</p>
        ) : (
          <p className="mt-8 text-stone-700">
            This page is past the end of the list.{" "}
            <Link to={listHref(path, { page: 1, sort })} className="font-medium text-brand-700 underline">
              Go to the first page
            </Link>
          </p>
        )}

        <Pagination path={path} state={state} last={last} />
      </section>
    </div>
  );
}
