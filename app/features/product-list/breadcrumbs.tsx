import { Link } from "react-router";

export interface Crumb {
  name: string;
  url_path: string;
}

/**
 * "Home / Furniture / Sofas": a labelled navigation landmark. The last crumb is the current page
 * (marked aria-current) unless `current` names a page below the crumbs (a product).
 */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current?: string }) {
  const items = [{ name: "Home", url_path: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((crumb, i) => {
          const isCurrent = current === undefined && i === items.length - 1;
          return (
            <li key={crumb.url_path} className="flex items-center gap-x-1.5">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {isCurrent ? (
                <span aria-current="page" className="font-medium text-stone-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.url_path} className="hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
        {current === undefined ? null : (
          <li className="flex items-center gap-x-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="line-clamp-1 font-medium text-stone-900">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
