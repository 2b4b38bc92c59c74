// What the shopper saw (issue 15 §7 "Money the shopper did not see"): every cart read carries
// `checkout_fingerprint`, the figures of its money (each line's quantity and row total, the coupon
// discount, points, shipping, protection, tax, the pay-later discount, the charge) in integer
// cents. The client sends back the one it showed with Place Order; placement prices the cart again
// under the cart lock and refuses when any figure differs, naming what changed, so the order never
// charges an amount the shopper did not see. The fingerprint is only compared, never priced from:
// a client that tampers with it can only get its own order refused.
import { SEEN_CHANGES } from "../../../contract/order-constants";

/**
 * One line as seen: what it is (lineKey), quantity, row total in cents. A line is named by its
 * content, not by its cart item id: an order sent back to the cart after a declined payment comes
 * back as new cart rows with the same content, and the shopper who saw those lines has seen them.
 */
type SeenLine = [key: string, qty: number, rowCents: number];

/** What a line is: its variant, its configuration and its protection plan. */
export function lineKey(line: {
  piid: number;
  customization: { model: string } | null;
  extend: { planId: string } | null;
}): string {
  return `${line.piid}/${line.customization?.model ?? ""}/${line.extend?.planId ?? ""}`;
}

export interface CheckoutFigures {
  /** What the order charges (grand total − pay-later discount). */
  charge: number;
  discount: number;
  points: number;
  shipping: number;
  /** Shipping protection and protection plans together (one row of the summary each, one figure here). */
  protection: number;
  tax: number;
  payLater: number;
  lines: SeenLine[];
  /** The Plus+ first-order extra discount (0 when none). */
  plus: number;
}

// v2: lines keyed by lineKey (v1 keyed them by cart item id; a v1 fingerprint is refused as
// not ours, which a shopper meets at most once, with the changed total to confirm).
// The Plus+ first-order discount came later as a ninth figure: a fingerprint of eight (written
// before it) still reads, with no such discount.
const VERSION = "v2.";
/** The longest line key accepted back (a variant id, a configuration model and a plan id). */
const MAX_KEY_LENGTH = 600;

export function encodeFigures(f: CheckoutFigures): string {
  const packed = [
    f.charge,
    f.discount,
    f.points,
    f.shipping,
    f.protection,
    f.tax,
    f.payLater,
    f.lines,
    f.plus,
  ];
  return VERSION + Buffer.from(JSON.stringify(packed)).toString("base64url");
}

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

/** The figures of a fingerprint, or null when it is not one this server wrote. */
export function decodeFigures(text: string): CheckoutFigures | null {
  if (!text.startsWith(VERSION)) return null;
  let packed: unknown;
  try {
    packed = JSON.parse(Buffer.from(text.slice(VERSION.length), "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(packed) || (packed.length !== 8 && packed.length !== 9)) return null;
  const [charge, discount, points, shipping, protection, tax, payLater, lines, plus = 0] =
    packed as unknown[];
  if (![charge, discount, points, shipping, protection, tax, payLater, plus].every(isCount)) return null;
  if (!Array.isArray(lines) || lines.length > 500) return null;
  const isLine = (l: unknown) =>
    Array.isArray(l) &&
    l.length === 3 &&
    typeof l[0] === "string" &&
    l[0].length <= MAX_KEY_LENGTH &&
    isCount(l[1]) &&
    isCount(l[2]);
  if (!lines.every(isLine)) return null;
  return {
    charge: charge as number,
    discount: discount as number,
    points: points as number,
    shipping: shipping as number,
    protection: protection as number,
    tax: tax as number,
    payLater: payLater as number,
    lines: lines as SeenLine[],
    plus: plus as number,
  };
}

/** What placing knows beside the figures: line names by lineKey, and the points balance now. */
export interface ChangeContext {
  names: ReadonlyMap<string, string>;
  /** The customer's points balance now; null for a guest. */
  pointsBalance: number | null;
}

/** What changed from `seen` to `now`, one sentence each, in the summary's order; [] when nothing did. */
export function figureChanges(seen: CheckoutFigures, now: CheckoutFigures, ctx: ChangeContext): string[] {
  const out: string[] = [];
  const name = (key: string) => ctx.names.get(key) ?? "An item";
  const nowLines = new Map(now.lines.map((l) => [l[0], l]));
  const seenKeys = new Set(seen.lines.map((l) => l[0]));
  for (const [key, qty, rowCents] of seen.lines) {
    const line = nowLines.get(key);
    if (!line) out.push(SEEN_CHANGES.gone(name(key)));
    else if (line[1] !== qty) out.push(SEEN_CHANGES.quantity(name(key), qty, line[1]));
    else if (line[2] !== rowCents) out.push(SEEN_CHANGES.price(name(key), rowCents, line[2]));
  }
  for (const [key] of now.lines) if (!seenKeys.has(key)) out.push(SEEN_CHANGES.added(name(key)));
  if (seen.discount !== now.discount) out.push(SEEN_CHANGES.discount(seen.discount, now.discount));
  if (seen.plus !== now.plus) out.push(SEEN_CHANGES.plusFirstOrder(seen.plus, now.plus));
  if (seen.points !== now.points)
    out.push(
      ctx.pointsBalance !== null && ctx.pointsBalance < seen.points
        ? SEEN_CHANGES.pointsNotCovered(seen.points, ctx.pointsBalance)
        : SEEN_CHANGES.pointsChanged(seen.points, now.points),
    );
  if (seen.shipping !== now.shipping) out.push(SEEN_CHANGES.shipping(seen.shipping, now.shipping));
  if (seen.protection !== now.protection) out.push(SEEN_CHANGES.protection(seen.protection, now.protection));
  if (seen.tax !== now.tax) out.push(SEEN_CHANGES.tax(seen.tax, now.tax));
  if (seen.payLater !== now.payLater) out.push(SEEN_CHANGES.payLater(seen.payLater, now.payLater));
  return out;
}
