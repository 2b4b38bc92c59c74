import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { ListingFacet } from "../../../contract/catalog";
import { formatWhole } from "../../../contract/number-text";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { FacetValueText } from "./facet-panel";
import { clearFilters, type ListState, listHref, toggleFilter } from "./list-url";

/** "Show 1 result" / "Show 1,234 results". */
export const showResultsText = (n: number): string =>
  `Show ${formatWhole(n)} ${n === 1 ? "result" : "results"}`;

/** Whether a facet value is chosen in a (pending) state. */
export const isChosen = (state: ListState, name: ListingFacet["name"], value: string): boolean =>
  (state.filters?.[name] ?? []).includes(value);

/**
 * The listing in a route's loader data, whichever page fetched it: the category page (path
 * lookup: `{ kind: "category", list }`) or search (`{ results }`). Null for anything else.
 */
export function listingOf(data: unknown): { total: number; facets: ListingFacet[] } | null {
  if (!data || typeof data !== "object") return null;
  const d = data as { list?: unknown; results?: unknown };
  const listing = (d.list ?? d.results) as { total?: unknown; facets?: unknown } | null | undefined;
  if (!listing || typeof listing.total !== "number" || !Array.isArray(listing.facets)) return null;
  return { total: listing.total, facets: listing.facets as ListingFacet[] };
}

/**
 * The phone's filters (issue 16 "what real stores have"): a bottom sheet over the listing. Choices
 * are kept in the sheet (the list under it does not reload at every tap); each change asks the
 * page's loader for that listing without navigating (a fetcher), so the counts and the button's
 * "Show N results" are the server's for exactly those filters. Show N results applies them (one
 * navigation, one history entry); Clear unticks everything; closing without Show keeps the page as
 * it was. Rendered by FiltersDisclosure once hydrated, below lg only.
 */
export function FiltersSheet({
  path,
  state,
  facets,
  total,
  onClose,
  returnFocus,
}: {
  path: string;
  state: ListState;
  facets: ListingFacet[];
  total: number;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const fetcher = useFetcher();
  const [pending, setPending] = useState<ListState>(state);
  const pendingHref = listHref(path, pending);
  const changed = pendingHref !== listHref(path, state);
  const { load } = fetcher;

  useEffect(() => {
    if (changed) void load(pendingHref);
  }, [changed, pendingHref, load]);

  // Until the fetcher answers for the pending filters, the page's own figures (and a busy state).
  const fetched = changed && fetcher.state === "idle" ? listingOf(fetcher.data) : null;
  const loading = changed && fetcher.state !== "idle";
  const shown = changed ? (fetched ?? (loading ? null : { total, facets })) : { total, facets };
  const shownFacets = shown?.facets ?? facets;
  const anyChosen = Object.values(pending.filters ?? {}).some((v) => v.length > 0);

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      panelClassName="fixed inset-x-0 bottom-0 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl"
    >
      <ModalHeader
        titleId={titleId}
        title="Filters"
        closeLabel="Close filters"
        onClose={onClose}
        closeRef={closeRef}
      />
      <div className="flex-1 overflow-y-auto px-4" aria-busy={loading || undefined}>
        {shownFacets.map((facet) =>
          facet.values.length === 0 ? null : (
            <fieldset key={facet.name} className="border-b border-stone-200 py-4 last:border-b-0">
              <legend className="mb-2 text-sm font-semibold text-stone-900">{facet.label}</legend>
              <ul className="space-y-1">
                {facet.values.map((value) => (
                  <li key={value.value}>
                    <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
                      <input
                        type={facet.multiple || facet.name === "in_stock" ? "checkbox" : "radio"}
                        name={`sheet-${facet.name}`}
                        value={value.value}
                        checked={isChosen(pending, facet.name, value.value)}
                        onChange={() =>
                          setPending((p) => toggleFilter(p, facet.name, value.value, facet.multiple))
                        }
                        className="size-5 accent-brand-700"
                      />
                      <FacetValueText value={value} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ),
        )}
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-3 border-t border-stone-200 p-4">
        <button
          type="button"
          onClick={() => setPending(clearFilters(pending))}
          aria-disabled={!anyChosen || undefined}
          className="h-12 rounded-md border border-stone-300 px-5 text-sm font-semibold text-stone-900 hover:bg-stone-50 aria-disabled:text-stone-500"
        >
          Clear
        </button>
        <button
          type="button"
          disabled={shown === null}
          onClick={() => {
            onClose();
            if (changed) navigate(pendingHref, { preventScrollReset: false });
          }}
          className="h-12 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-700/70"
        >
          <span aria-live="polite">{shown === null ? "Counting…" : showResultsText(shown.total)}</span>
        </button>
      </div>
    </Modal>
  );
}

export default FiltersSheet;
