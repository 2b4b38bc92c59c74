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

/**
 * The plan a choice stands for: the selected plan, or null for "No protection" (or a value that is
 * not among today's plans). What is selected is what goes into the cart with the item — there is
 * no separate "Add Protection" step (issue 16 bug 3, docs/decisions/0024-protection-with-the-item.md).
 */
export function chosenPlan(selected: string, plans: ProtectionPlan[] | null): ProtectionPlan | null {
  if (selected === NO_PROTECTION) return null;
  return (plans ?? []).find((p) => p.offerPlanId === selected) ?? null;
}

/** The preselected choice of a plan list: the plan marked checked (the first), else none. */
export function initialChoice(plans: ProtectionPlan[]): string {
  return (plans.find((p) => p.checked) ?? plans[0])?.offerPlanId ?? NO_PROTECTION;
}

/** Choosing a radio: a plan of the list or "No protection"; anything else keeps the choice. */
export function selectChoice(selected: string, plans: ProtectionPlan[], value: string): string {
  if (value === NO_PROTECTION || plans.some((p) => p.offerPlanId === value)) return value;
  return selected;
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
  const [selected, setSelected] = useState<string>(NO_PROTECTION);
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
        const first = initialChoice(list);
        setPlans(list);
        setSelected(first);
        // The preselected plan is the shopper's choice until they change it: it goes with the item.
        const plan = chosenPlan(first, list);
        notify.current?.(plan ? protectionCartFields(plan) : null);
      });
    return () => ctrl.abort();
  }, [sku, final_price, categoryName]);

  const choose = (value: string) => {
    const next = selectChoice(selected, plans ?? [], value);
    if (next === selected) return;
    setSelected(next);
    const plan = chosenPlan(next, plans);
    notify.current?.(plan ? protectionCartFields(plan) : null);
  };

  if (failed || (plans !== null && plans.length === 0) || (plans === null && expected === 0)) return null;
  return (
    <ProtectionOptions
      plans={plans}
      reservedRows={expected}
      selected={selected}
      onSelect={choose}
      onRemove={() => choose(NO_PROTECTION)}
    />
  );
}

const ROW = "flex h-11 items-center gap-3 rounded-md border px-3 text-sm";

/**
 * The block's markup: loading rows (plans null) or the radio group, then a status line saying
 * which plan goes into the cart with the item, with Remove (= "No protection").
 */
export function ProtectionOptions({
  plans,
  reservedRows,
  selected,
  onSelect,
  onRemove,
}: {
  plans: ProtectionPlan[] | null;
  reservedRows: number;
  selected: string;
  onSelect(value: string): void;
  onRemove(): void;
}) {
  const titleId = useId();
  const name = useId();
  const loading = plans === null;
  const plan = chosenPlan(selected, plans);
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
          : plans.map((p) => (
              <label
                key={p.offerPlanId}
                className={`${ROW} cursor-pointer ${selected === p.offerPlanId ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={p.offerPlanId}
                  checked={selected === p.offerPlanId}
                  onChange={() => onSelect(p.offerPlanId)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{termLabel(p.term)}</span>
                <span className="font-semibold">{planPriceText(p.price)}</span>
              </label>
            ))}
        <label
          className={`${ROW} cursor-pointer ${selected === NO_PROTECTION && !loading ? "border-brand-700 bg-brand-50" : "border-stone-200"}`}
        >
          <input
            type="radio"
            name={name}
            value={NO_PROTECTION}
            checked={selected === NO_PROTECTION && !loading}
            onChange={() => onSelect(NO_PROTECTION)}
            className="size-4 accent-brand-700"
          />
          <span className="flex-1">No protection</span>
        </label>
      </fieldset>
      <div className="mt-3 flex h-10 items-center gap-3">
        <p
          className="flex-1 truncate text-sm text-stone-700"
          aria-live="polite"
          data-testid="protection-status"
        >
          {loading
            ? ""
            : plan
              ? `${termLabel(plan.term)} added with this item · ${planPriceText(plan.price)}`
              : "No protection plan"}
        </p>
        {plan ? (
          <button
            type="button"
            onClick={onRemove}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Remove<span className="sr-only"> protection plan</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
