import { Link } from "react-router";
import { SearchForm } from "../header/search-form";
import { type MenuCategory, useShellData } from "../header/use-shell-data";
import { errorCopy } from "./error-copy";

/** The top categories of spec part 1 §2, for when the menu itself could not be loaded. */
const FALLBACK_CATEGORIES: Pick<MenuCategory, "name" | "url_path">[] = [
  { name: "Furniture", url_path: "/furniture.html" },
  { name: "Outdoor", url_path: "/outdoor.html" },
  { name: "Kitchen", url_path: "/kitchen.html" },
  { name: "Appliance", url_path: "/appliance.html" },
  { name: "Decor", url_path: "/decor.html" },
  { name: "Bath", url_path: "/bath.html" },
  { name: "Baby & Kids", url_path: "/baby-kids.html" },
  { name: "Toys & Hobbies", url_path: "/toys-hobbies.html" },
  { name: "Sports & Games", url_path: "/sports-games.html" },
  { name: "Pets", url_path: "/pets.html" },
  { name: "Health & Beauty", url_path: "/health-beauty.html" },
];

/**
 * The body of every error page: what happened, ways back in (home and the top categories) and,
 * on pages without the site header, a search box. `children` adds page-specific actions (the
 * oops page's "Try again").
 */
export function ErrorContent({
  status,
  title,
  message,
  headingId = "error-title",
  withSearch = false,
  children,
}: {
  status: number;
  /** Overrides of the status's standard wording. */
  title?: string;
  message?: string;
  headingId?: string;
  /** Show a search box (pages without the header's search). */
  withSearch?: boolean;
  children?: React.ReactNode;
}) {
  const shell = useShellData();
  const copy = errorCopy(status);
  const categories = shell?.menu.length ? shell.menu : FALLBACK_CATEGORIES;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 text-center"
    >
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error {status}</p>
      <h1 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title ?? copy.title}
      </h1>
      <p className="text-lg text-stone-700">{message ?? copy.message}</p>
      {children}
      {withSearch ? (
        <div className="mx-auto w-full max-w-lg">
          <SearchForm />
        </div>
      ) : null}
      <div className="flex flex-col items-center gap-3">
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </Link>
        <h2 className="mt-4 font-semibold">Popular categories</h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {categories.map((c) => (
            <li key={c.url_path}>
              <Link
                to={c.url_path}
                className="inline-flex h-10 items-center rounded-full border border-stone-300 px-4 text-sm hover:border-brand-700 hover:text-brand-700"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
