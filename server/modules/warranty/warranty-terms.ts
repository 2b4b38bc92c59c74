// What covers a product and until when (issue 17; spec part 2: "Massage chairs over $1,000 carry a
// 3-year care warranty. Mini-split: 8-year compressor, 5-year parts." and "Members get an extra
// one-year warranty"). Pure: the service gives it the product's category, price, the coverage start,
// the plan bought with it and the customer's group; docs/decisions/0032 records the defaults.
import { PLAN_TIERS, termYears } from "../../../contract/protection-constants";
import type { WarrantyState } from "../../../contract/warranty-constants";

export interface Coverage {
  kind: "maker" | "plan" | "plus";
  title: string;
  /** First and last day covered, YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  state: WarrantyState;
}

export interface WarrantyInput {
  /** Url keys of the product's top category and subcategory (null when filed directly under a top one). */
  topKey: string | null;
  subKey: string | null;
  priceCents: number;
  /** The day coverage starts, YYYY-MM-DD. */
  start: string;
  plan: { title: string; months: number } | null;
  /** The customer is a Plus+ member now (the extra year on everything of theirs while it lasts). */
  plusMember: boolean;
  /**
   * Plus+ extra warranty months recorded on the order line: an active member bought it, so the
   * year stays with the item after the membership ends (docs/decisions/0035-plus-benefits.md).
   */
  plusMonths?: number;
  /** The server's calendar day, YYYY-MM-DD. */
  today: string;
}

const MASSAGE_CARE_FROM_CENTS = PLAN_TIERS.massageChair.includedFromCents;

/** `day` plus whole months; the 29th–31st of a shorter month falls on its last day (2024-02-29 + 12 → 2025-02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The span of `months` starting on `start`: its last day is the day before the same date `months` later. */
function span(start: string, months: number) {
  return { start_date: start, end_date: addDays(addMonths(start, months), -1) };
}

export function stateOn(today: string, start: string, end: string): WarrantyState {
  if (today < start) return "upcoming";
  return today > end ? "expired" : "active";
}

/** The maker's warranty lines: [title, months]; the first is the whole product's. */
export function makerTerms(
  topKey: string | null,
  subKey: string | null,
  priceCents: number,
): [string, number][] {
  const keys = [subKey, topKey];
  if (keys.includes("mini-split-air-conditioners"))
    return [
      ["5-Year Parts Warranty", 60],
      ["8-Year Compressor Warranty", 96],
    ];
  if (keys.includes("massage-chairs") && priceCents >= MASSAGE_CARE_FROM_CENTS)
    return [["3-Year Care Warranty", 36]];
  return [["1-Year Limited Warranty", 12]];
}

export function coveragesFor(input: WarrantyInput): Coverage[] {
  const withState = (c: Omit<Coverage, "state">): Coverage => ({
    ...c,
    state: stateOn(input.today, c.start_date, c.end_date),
  });
  const maker = makerTerms(input.topKey, input.subKey, input.priceCents).map(([title, months]) =>
    withState({ kind: "maker", title, ...span(input.start, months) }),
  );
  const out = [...maker];
  if (input.plan)
    out.push(
      withState({
        kind: "plan",
        title: input.plan.title || `${termYears(input.plan.months)}-Year Protection Plan`,
        ...span(input.start, input.plan.months),
      }),
    );
  const plusMonths = Math.max(input.plusMonths ?? 0, input.plusMember ? 12 : 0);
  if (plusMonths > 0) {
    // The extra year follows the whole product's maker warranty (the parts warranty of a mini-split).
    const from = addDays(maker[0].end_date, 1);
    const title = `Plus+ Extra ${termYears(plusMonths)}-Year Warranty`;
    out.push(withState({ kind: "plus", title, ...span(from, plusMonths) }));
  }
  return out;
}
