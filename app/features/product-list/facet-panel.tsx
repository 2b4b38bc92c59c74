import { Form, Link, useNavigate } from "react-router";
import type { ListingFacet } from "../../../contract/catalog";
import { formatWhole } from "../../../contract/number-text";
import { useHydrated } from "../../components/ui/use-hydrated";
import { FixedParams } from "./fixed-params";
import { clearFilters, DEFAULT_SORT, type ListState, listHref, toggleFilter } from "./list-url";

interface FacetPanelProps {
  path: string;
  state: ListState;
  facets: ListingFacet[];
}

/**
 * The filters as a plain GET form on the listing path: checkboxes (radio buttons for rating) and
 * an Apply button, so it works without JavaScript. Once hydrated, each change submits at once
 * through the router (no full reload, a new history entry so Back undoes it, scroll kept) and
 * the button goes away. The sort rides along in a hidden field; a new filter starts at page 1.
 */
export function FacetPanel({ path, state, facets }: FacetPanelProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={path}
      preventScrollReset
      aria-label="Filter products"
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (!(target instanceof HTMLInputElement)) return;
        if (target.type !== "checkbox" && target.type !== "radio") return;
        const name = target.name as ListingFacet["name"];
        const facet = facets.find((f) => f.name === name);
        if (!facet) return;
        // Navigate to the canonical link of the new state (defaults left out of the URL).
        navigate(listHref(path, toggleFilter(state, name, target.value, facet.multiple)), {
          preventScrollReset: true,
        });
      }}
    >
      <FixedParams state={state} />
      {state.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <fieldset key={facet.name} className="border-b border-stone-200 py-4">
            <legend className="mb-2 text-sm font-semibold text-stone-900">{facet.label}</legend>
            <ul className="space-y-1.5">
              {facet.values.map((value) => {
                const id = `facet-${facet.name}-${value.value.replace(/[^A-Za-z0-9_-]/g, "_")}`;
                return (
                  <li key={value.value} className="flex items-center gap-2 text-sm">
                    <input
                      id={id}
                      type={facet.multiple || facet.name === "in_stock" ? "checkbox" : "radio"}
                      name={facet.name}
                      value={value.value}
                      defaultChecked={value.selected}
                      key={`${value.value}-${value.selected}`}
                      className="size-4 accent-brand-700"
                    />
                    <label htmlFor={id} className="flex flex-1 items-center gap-2 text-stone-800">
                      <FacetValueText value={value} />
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ),
      )}
      {hydrated ? null : (
        <button
          type="submit"
          className="mt-4 w-full rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Apply filters
        </button>
      )}
    </Form>
  );
}

/** The applied filters as removable chips, with "Clear all"; every removal is a real link. */
export function ActiveFilters({
  path,
  state,
  facets,
}: {
  path: string;
  state: ListState;
  facets: ListingFacet[];
}) {
  const chips = facets.flatMap((facet) =>
    facet.values
      .filter((v) => v.selected)
      .map((v) => ({
        key: `${facet.name}-${v.value}`,
        label: facet.name === "in_stock" ? v.label : `${facet.label}: ${v.label}`,
        href: listHref(path, toggleFilter(state, facet.name, v.value, facet.multiple)),
      })),
  );
  if (chips.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
            >
              {chip.label}
              <span aria-hidden="true">×</span>
              <span className="sr-only">(remove filter)</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={listHref(path, clearFilters(state))}
            preventScrollReset
            className="text-sm font-medium text-brand-700 underline"
          >
            Clear all
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * What a filter value says beside its box, in the side panel and the phone's sheet alike: its
 * colour (for colour filters), its label and how many products it has.
 */
export function FacetValueText({ value }: { value: ListingFacet["values"][number] }) {
  return (
    <>
      {value.hex ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 rounded-full border border-stone-300"
          style={{ backgroundColor: value.hex }}
        />
      ) : null}
      <span className="flex-1">{value.label}</span>
      <span className="text-stone-600">
        ({formatWhole(value.count)}
        <span className="sr-only">{value.count === 1 ? " product" : " products"}</span>)
      </span>
    </>
  );
}
