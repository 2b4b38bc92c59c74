import { Link } from "react-router";
import { notify } from "../toast/notify";
import { CHECKOUT_FROM_CART, linePrices, planView, qtyChoices, qtyError } from "./cart-display";
import type { CartLine } from "./cart-view-types";

/** The white card every section of the Cart page sits in. */
export const CART_SECTION = "rounded-lg border border-stone-200 bg-white p-4";

// Pieces the cart page and the mini-cart share.

const BUTTON =
  "inline-flex h-11 items-center justify-center rounded-md px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Check Out: a link to the shipping-address page (source=Cart). While the cart is not valid it is
 * a disabled link: no href and not focusable, announced as a link with aria-disabled.
 */
export function CheckoutLink({
  enabled,
  className = "",
  to = CHECKOUT_FROM_CART,
  testId = "checkout",
}: {
  enabled: boolean;
  /** The summary's link is "checkout"; the phone's sticky bar names its own. */
  testId?: string;
  className?: string;
  /** Where checking out starts (a store-pickup cart goes straight to its payment page). */
  to?: string;
}) {
  if (!enabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link is a placeholder <a> (no href: not focusable, nothing to follow)
      <a
        aria-disabled="true"
        data-testid={testId}
        className={`${BUTTON} cursor-not-allowed bg-stone-300 text-stone-600 ${className}`}
      >
        Check Out
      </a>
    );
  }
  return (
    <Link
      to={to}
      data-testid={testId}
      className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800 ${className}`}
    >
      Check Out
    </Link>
  );
}

/**
 * The quantity select, 1…usable_qty, named `qty` so it also works inside a plain form. A choice
 * below min_sale_qty is refused with the error toast 'Min qty is {n}' and the select goes back.
 */
export function QtySelect({
  line,
  id,
  disabled = false,
  onChange,
}: {
  line: CartLine;
  id: string;
  disabled?: boolean;
  onChange?: (qty: number, select: HTMLSelectElement) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Quantity of {line.name}
      </label>
      <select
        id={id}
        name="qty"
        defaultValue={line.qty}
        disabled={disabled}
        onChange={
          onChange
            ? (e) => {
                const qty = Number(e.currentTarget.value);
                const error = qtyError(line, qty);
                if (error) {
                  notify.error(error);
                  e.currentTarget.value = String(line.qty);
                  return;
                }
                onChange(qty, e.currentTarget);
              }
            : undefined
        }
        className="h-10 rounded-md border border-stone-300 bg-white px-2 text-sm"
      >
        {qtyChoices(line).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </>
  );
}

/** The line's price: the current row total, the regular one struck through when higher. */
export function LinePrice({ line }: { line: CartLine }) {
  const { now, was } = linePrices(line);
  return (
    <p className="text-sm">
      <span className="font-semibold text-ink">{now}</span>
      {was ? (
        <s className="ml-2 text-stone-500">
          <span className="sr-only">Regular price </span>
          {was}
        </s>
      ) : null}
    </p>
  );
}

/**
 * A line's protection plan as its own row under the item (mini-cart, checkout summary): title,
 * quantity and the plan's total, so the listed lines add up to the cart's total.
 */
export function PlanLine({ line, className = "" }: { line: CartLine; className?: string }) {
  const plan = planView(line);
  if (!plan) return null;
  return (
    <p className={`flex justify-between gap-2 text-xs text-stone-700 ${className}`} data-testid="plan-line">
      <span>
        {/* The title already names the term ("3-Year Furniture Protection Plan"). */}
        {plan.title}
        {plan.qty > 1 ? ` · ${plan.qty} × ${plan.price}` : ""}
      </span>
      <span className="font-semibold text-ink">{plan.total}</span>
    </p>
  );
}

/**
 * The picture of a line, a saved item or a free gift at a fixed size (no layout shift); without
 * one, a placeholder of the same size.
 */
export function LineThumb({ line, size }: { line: Pick<CartLine, "thumbnail">; size: number }) {
  return line.thumbnail ? (
    <img
      src={line.thumbnail}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md bg-stone-100 object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      className="shrink-0 rounded-md bg-stone-100"
      style={{ width: size, height: size }}
    />
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-stone-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
