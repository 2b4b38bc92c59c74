export interface QuantityLimits {
  /** The variant's min_sale_qty. */
  min: number;
  /** The variant's usable_qty; the selector is only shown when it is at least `min`. */
  max: number;
}

/** How long a correction message ('Min qty is 1') stays under the field once announced. */
export const QUANTITY_MESSAGE_MS = 5000;

export interface QuantityChoice {
  qty: number;
  /** 'Min qty is {n}' or 'Max qty is {n}' when the wanted quantity had to be corrected. */
  message: string | null;
}

/**
 * The detail page's quantity rules (spec part 2 §5): below the minimum (or not a number) it is
 * reset to the minimum with 'Min qty is {n}'; above the usable quantity it is set to the
 * maximum with 'Max qty is {n}'. Fractions are cut to whole items first.
 */
export function clampQuantity(wanted: number, { min, max }: QuantityLimits): QuantityChoice {
  const qty = Number.isFinite(wanted) ? Math.trunc(wanted) : Number.NaN;
  if (!(qty >= min)) return { qty: min, message: `Min qty is ${min}` };
  if (qty > max) return { qty: max, message: `Max qty is ${max}` };
  return { qty, message: null };
}

/** The + and − buttons follow the same rules as typing (spec part 2 §5). */
export function stepQuantity(current: number, delta: 1 | -1, limits: QuantityLimits): QuantityChoice {
  return clampQuantity(current + delta, limits);
}
