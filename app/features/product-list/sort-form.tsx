import { Form, useNavigate } from "react-router";
import { LISTING_FACETS, PRODUCT_LIST_SORT_OPTIONS } from "../../../contract/catalog-constants";
import { useHydrated } from "../../components/ui/use-hydrated";
import { FixedParams } from "./fixed-params";
import { type ListState, listHref } from "./list-url";

/**
 * The sort choice is a plain GET form on the listing path, so it works without JavaScript
 * (the Apply button submits it; the active filters ride along in hidden fields); once hydrated,
 * changing the select navigates at once and the button goes away. A new sort starts again at
 * page 1 because the form carries no page.
 */
export function SortForm({ action, state }: { action: string; state: ListState }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const sort = state.sort === "position" ? "relevance" : state.sort;
  return (
    <Form method="get" action={action} className="flex items-center gap-2" preventScrollReset>
      <FixedParams state={state} />
      {LISTING_FACETS.flatMap((name) =>
        (state.filters?.[name] ?? []).map((value) => (
          <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
        )),
      )}
      <label htmlFor="list-sort" className="text-sm text-stone-700">
        Sort by
      </label>
      <select
        id="list-sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => {
          const next = event.currentTarget.value as ListState["sort"];
          // The canonical link keeps the default sort out of the URL.
          navigate(listHref(action, { ...state, sort: next, page: 1 }), { preventScrollReset: true });
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {PRODUCT_LIST_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
        >
          Apply
        </button>
      )}
    </Form>
  );
}
