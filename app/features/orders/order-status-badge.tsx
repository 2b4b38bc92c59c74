import type { OrderStatus } from "../../../contract/order-constants";

// Colour only repeats what the words say (canceled and failed read as such without it).
const TONES: Record<OrderStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  complete: "bg-brand-50 text-brand-800",
  canceled: "bg-stone-200 text-stone-800",
  payment_failed: "bg-red-100 text-red-800",
  expired: "bg-stone-200 text-stone-800",
  returned: "bg-stone-200 text-stone-800",
};

/** An order's status in words, as the API names it. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[status] ?? TONES.canceled}`}
    >
      {label}
    </span>
  );
}
