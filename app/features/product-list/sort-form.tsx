import { Form, useSubmit } from "react-router";
import { PRODUCT_LIST_SORTS, type ProductListSort } from "../../../contract/catalog-constants";
import { useHydrated } from "../../components/ui/use-hydrated";
import { DEFAULT_SORT, SORT_LABELS } from "./list-url";

/**
 * The sort choice is a plain GET form on the category path, so it works without JavaScript
 * (the Apply button submits it); once hydrated, changing the select submits at once and the
 * button goes away. A new sort starts again at page 1 because the form carries no page.
 */
export function SortForm({ action, sort }: { action: string; sort: ProductListSort }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" action={action} className="flex items-center gap-2" preventScrollReset>
      <label htmlFor="list-sort" className="text-sm text-stone-700">
        Sort by
      </label>
      <select
        id="list-sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (!form) return;
          // Keep the default out of the URL so the first view of a category has one address.
          if (event.currentTarget.value === DEFAULT_SORT)
            submit(null, { action, method: "get", preventScrollReset: true });
          else submit(form, { preventScrollReset: true });
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {PRODUCT_LIST_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
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
