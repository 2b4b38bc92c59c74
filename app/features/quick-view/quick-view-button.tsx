import { useLocation, useNavigate } from "react-router";
import { EyeIcon } from "../../components/ui/icons";
import { useHydrated } from "../../components/ui/use-hydrated";
import { searchWithPopid } from "./popid-url";
import { rememberTrigger } from "./quick-view-trigger";

// Below lg a round eye icon (a 32 px target): the worded button was wide enough to cover the
// tile's tag ("Best Seller") on a phone's two-column grid. From lg the words show on hover/focus.
const CLASS =
  "relative z-10 inline-flex size-8 items-center justify-center rounded-full border border-stone-300 bg-white/95 text-xs font-semibold text-stone-900 shadow-sm hover:border-brand-700 hover:text-brand-700 lg:size-auto lg:rounded-md lg:px-2.5 lg:py-1";

/**
 * A tile's "Quick view" (spec part 2 §2). Without JavaScript it is a link to the product page;
 * once hydrated it is a button that adds `?popid=<id>` to the listing's address (a new history
 * entry, so Back closes the drawer; the scroll position stays).
 */
export function QuickViewButton({
  productId,
  productName,
  href,
}: {
  productId: number;
  productName: string;
  href: string;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const label = (
    <>
      <EyeIcon size={18} className="lg:hidden" />
      <span className="max-lg:sr-only">Quick view</span>
      <span className="sr-only">: {productName}</span>
    </>
  );
  if (!hydrated)
    return (
      <a href={href} className={CLASS}>
        {label}
      </a>
    );
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={CLASS}
      onClick={(event) => {
        rememberTrigger(event.currentTarget);
        navigate(
          {
            pathname: location.pathname,
            search: searchWithPopid(location.search, productId),
            hash: location.hash,
          },
          { preventScrollReset: true, state: { quickView: true } },
        );
      }}
    >
      {label}
    </button>
  );
}
