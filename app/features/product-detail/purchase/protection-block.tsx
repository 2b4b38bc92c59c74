import { useEffect, useId, useRef, useState } from "react";
import {
  OFFER_LIST_PATH,
  type OfferList,
  type ProtectionPlan,
} from "../../../../contract/protection-constants";
import { api } from "../../../lib/api";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import {
  expectedPlanCount,
  type ProtectionCartFields,
  planPriceText,
  protectionCartFields,
  termLabel,
} from "./protection-format";

/** The radio value of the "No protection" choice. */
export const NO_PROTECTION = "none";

/** Spec part 1 §5: Add Protection works only once a plan is selected. */
export function canAddProtection(selected: string, plans: ProtectionPlan[] | null): boolean {
  return selected !== NO_PROTECTION && (plans ?? []).some((p) => p.offerPlanId === selected);
}

/** The preselected choice of a plan list: the plan marked checked (the first), else none. */
export function initialChoice(plans: ProtectionPlan[]): string {
  return (plans.find((p) => p.checked) ?? plans[0])?.offerPlanId ?? NO_PROTECTION;
}

/** What the shopper has chosen (radio value) and which plan is added to the purchase. */
export interface ProtectionState {
  selected: string;
  added: ProtectionPlan | null;
}

/**
 * Choosing a radio: "No protection" removes an added plan; once a plan is added, choosing another
 * plan changes the added plan; before that, a choice only selects.
 */
export function selectChoice(
  state: ProtectionState,
  plans: ProtectionPlan[],
  value: string,
): ProtectionState {
  if (value === NO_PROTECTION) return { selected: value, added: null };
  const plan = plans.find((p) => p.offerPlanId === value);
  if (!plan) return state;
  return { selected: value, added: state.added ? plan : null };
}

/** Add Protection: adds the selected plan; does nothing while no plan is selected. */
export function addChoice(state: ProtectionState, plans: ProtectionPlan[]): ProtectionState {
  if (!canAddProtection(state.selected, plans)) return state;
  return { ...state, added: plans.find((p) => p.offerPlanId === state.selected) ?? null };
}

export type ProtectionChange = (choice: ProtectionCartFields | null) => void;

/**
 * "Protect your purchase": the selected variant's protection plans (POST /api/extend/get-offer-list),
 * fetched after hydration so they never delay the page. Until they arrive, rows of the same height
 * are reserved for as many plans as the rules offer (expectedPlanCount), so nothing shifts.
 * Key it by the variant's sku: a new variant starts over (refetch, first plan preselected, nothing
 * added). The plan the shopper adds goes to `onProtectionChange` (null when removed or reset).
 */
export function ProtectionBlock({
  product,
  variant,
  onProtectionChange,
}: {
  product: ProductDetailData;
  variant: ProductVariant;
  onProtectionChange?: ProtectionChange;
}) {
  const expected = expectedPlanCount(product, variant);
  const [plans, setPlans] = useState<ProtectionPlan[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<ProtectionState>({ selected: NO_PROTECTION, added: null });
  const notify = useRef(onProtectionChange);
  notify.current = onProtectionChange;

  const { sku, final_price } = variant;
  const categoryName = product.position.at(-1)?.name ?? "";
  useEffect(() => {
    const ctrl = new AbortController();
    notify.current?.(null);
    api
      .post<OfferList>(
        OFFER_LIST_PATH,
        { products: [{ referenceID: sku, price: final_price, category: categoryName }] },
        { signal: ctrl.signal },
      )
      .then((res) => {
        if (ctrl.signal.aborted) return;
        if (res.code !== 200 || !res.result) return setFailed(true);
        const list = res.result[sku] ?? Object.values(res.result)[0] ?? [];
        setPlans(list);
        setState({ selected: initialChoice(list), added: null });
      });
    return () => ctrl.abort();
  }, [sku, final_price, categoryName]);

  const apply = (next: ProtectionState) => {
    setState(next);
    if (next.added !== state.added) notify.current?.(next.added ? protectionCartFields(next.added) : null);
  };

  if (failed || (plans !== null && plans.length === 0) || (plans === null && expected === 0)) return null;
  return (
    <ProtectionOptions
      plans={plans}
      reservedRows={expected}
      selected={state.selected}
      added={state.added}
      onSelect={(value) => apply(selectChoice(state, plans ?? [], value))}
      onAdd={() => apply(addChoice(state, plans ?? []))}
      onRemove={() => apply({ ...state, added: null })}
    />
  );
}

const ROW = "flex h-11 items-center gap-3 rounded-md border px-3 text-sm";

/** The block's markup: loading rows (plans null) or the radio group, the button and the status. */
export function ProtectionOptions({
  plans,
  reservedRows,
  selected,
  added,
  onSelect,
  onAdd,
  onRemove,
}: {
  plans: ProtectionPlan[] | null;
  reservedRows: number;
  selected: string;
  added: ProtectionPlan | null;
  onSelect(value: string): void;
  onAdd(): void;
  onRemove(): void;
}) {
  const titleId = useId();
  const name = useId();
  const loading = plans === null;
  const isAdded = added !== null && added.offerPlanId === selected;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      className="rounded-lg border border-stone-200 bg-white p-4"
      data-testid="protection-block"
    >
      <h2 id={titleId} className="text-base font-semibold text-stone-900">
        Protect your purchase
      </h2>
      <fieldset className="mt-3 flex flex-col gap-2" disabled={loading}>
        <legend className="sr-only">Protection plan</legend>
        {loading
          ? Array.from({ length: reservedRows }, (_, i) => (
              // Placeholders hold the rows' height until the plans arrive.
              <div key={i} className={`${ROW} border-stone-100 bg-stone-50`} aria-hidden="true" />
            ))
          : plans.map((plan) => (
              <label
                key={plan.offerPlanId}
                className={`${ROW} cursor-pointer ${selected === plan.offerPlanId ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={plan.offerPlanId}
                  checked={selected === plan.offerPlanId}
                  onChange={() => onSelect(plan.offerPlanId)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{termLabel(plan.term)}</span>
                <span className="font-semibold">{planPriceText(plan.price)}</span>
              </label>
            ))}
        <label
          className={`${ROW} cursor-pointer ${selected === NO_PROTECTION ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
        >
          <input
            type="radio"
            name={name}
            value={NO_PROTECTION}
            checked={selected === NO_PROTECTION}
            onChange={() => onSelect(NO_PROTECTION)}
            className="size-4 accent-brand-700"
          />
          <span className="flex-1">No protection</span>
        </label>
      </fieldset>
      <div className="mt-3 flex h-10 items-center gap-3">
        <button
          type="button"
          onClick={onAdd}
          disabled={loading || isAdded || !canAddProtection(selected, plans)}
          className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          {isAdded ? "Protection Added" : "Add Protection"}
        </button>
        <p className="flex-1 truncate text-sm text-stone-700" aria-live="polite">
          {added ? `${termLabel(added.term)} added · ${planPriceText(added.price)}` : ""}
        </p>
        {added ? (
          <button
            type="button"
            onClick={onRemove}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Remove
          </button>
        ) : null}
      </div>
    </section>
  );
}
