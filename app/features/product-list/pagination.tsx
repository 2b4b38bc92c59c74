import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { type ListState, listHref, paginationItems } from "./list-url";

const boxClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";
const linkClass = `${boxClass} border-stone-300 hover:bg-stone-50`;
const currentClass = `${boxClass} border-brand-700 bg-brand-700 font-semibold text-white`;

/** Page links that keep the sort; every page is a real URL (`?page=`), crawlable and shareable. */
export function Pagination({ path, state, last }: { path: string; state: ListState; last: number }) {
  const items = paginationItems(state.page, last);
  if (items.length === 0) return null;
  const href = (page: number) => listHref(path, { ...state, page });
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {state.page > 1 ? (
          <li>
            <Link to={href(state.page - 1)} rel="prev" className={linkClass}>
              <ChevronLeftIcon size={16} />
              <span className="ml-1">Previous</span>
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === state.page ? (
                <span aria-current="page" className={currentClass}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={href(item.page)} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {state.page < last ? (
          <li>
            <Link to={href(state.page + 1)} rel="next" className={linkClass}>
              <span className="mr-1">Next</span>
              <ChevronRightIcon size={16} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
