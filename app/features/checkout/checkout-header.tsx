import { Link } from "react-router";
import { StoreMark } from "../../components/ui/icons";
import { DEFAULT_STORE_NAME, useShellData } from "../header/use-shell-data";

/** The checkout's steps in order (decision 0023: the payment page is also where the order is reviewed). */
export const CHECKOUT_STEPS = ["shipping", "payment", "confirmation"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const LABELS: Record<CheckoutStep, string> = {
  shipping: "Shipping",
  payment: "Payment & Review",
  confirmation: "Confirmation",
};

/** Each step's label, and whether it is done, the current one, or still to come. */
export function checkoutSteps(
  current: CheckoutStep,
  opts: { pickup?: boolean } = {},
): { step: CheckoutStep; label: string; state: "done" | "current" | "next" }[] {
  const at = CHECKOUT_STEPS.indexOf(current);
  return CHECKOUT_STEPS.map((step, i) => ({
    step,
    label: step === "shipping" && opts.pickup ? "Store Pickup" : LABELS[step],
    state: i < at ? "done" : i === at ? "current" : "next",
  }));
}

/**
 * The checkout pages' own header (issue 16, "what real stores have"): the store's logo (home),
 * and where the shopper is in Shipping → Payment & Review → Confirmation, the current step named
 * by aria-current="step". The checkout pages use the blank layout, so this is all the chrome they have.
 */
export function CheckoutHeader({ current, pickup = false }: { current: CheckoutStep; pickup?: boolean }) {
  const storeName = useShellData()?.storeName ?? DEFAULT_STORE_NAME;
  const steps = checkoutSteps(current, { pickup });
  return (
    <div className="border-b border-stone-200 bg-white" data-testid="checkout-header">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded text-brand-700">
          <StoreMark size={28} />
          <span className="text-xl font-bold tracking-tight text-ink">{storeName}</span>
          <span className="sr-only">home</span>
        </Link>
        <nav aria-label="Checkout steps" className="w-full sm:w-auto">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs sm:text-sm">
            {steps.map((s, i) => (
              <li
                key={s.step}
                aria-current={s.state === "current" ? "step" : undefined}
                className="flex items-center gap-1.5 whitespace-nowrap sm:gap-2"
              >
                {i > 0 ? <span aria-hidden="true" className="hidden h-px w-6 bg-stone-400 sm:block" /> : null}
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    s.state === "next" ? "border border-stone-400 text-stone-700" : "bg-brand-700 text-white"
                  }`}
                >
                  {s.state === "done" ? "✓" : i + 1}
                </span>
                <span className={s.state === "current" ? "font-semibold text-ink" : "text-stone-700"}>
                  {s.label}
                  {s.state === "done" ? <span className="sr-only"> (done)</span> : null}
                </span>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
