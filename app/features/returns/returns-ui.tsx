import { Link } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import type { ReturnView } from "../../../contract/returns";
import {
  RETURN_HOLDING_STATUSES,
  RETURN_WINDOW_DAYS,
  RETURNS_PAGE_PATH,
  type ReturnStatus,
} from "../../../contract/returns-constants";
import { formatMoney } from "../../components/ui/format-money";
import { SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { formatOrderDate } from "../orders/order-display";
import { orderDetailPath } from "../orders/order-paths";

// Colour only repeats what the words say.
const TONES: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  refused: "bg-stone-200 text-stone-800",
  received: "bg-indigo-100 text-indigo-900",
  refunded: "bg-brand-50 text-brand-800",
};

export function ReturnStatusBadge({ status, label }: { status: ReturnStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[status]}`}
    >
      {label}
    </span>
  );
}

export interface ReturnableLine {
  order_item_id: number;
  name: string;
  thumbnail: string | null;
  /** Units that may still be asked for (0: none). */
  left: number;
  /** Why none may be (when left is 0). */
  why: string | null;
}

const DAY_MS = 86_400_000;

/**
 * What of an order may still be returned, from its delivered shipments and its returns: the server
 * checks it again when the request is sent; this only decides what the form offers.
 */
export function returnableLines(
  order: OrderDetail,
  returns: ReturnView[],
  now = Date.now(),
): ReturnableLine[] {
  const delivered = new Map<number, { qty: number; last: number }>();
  for (const s of order.shipments) {
    if (s.status !== "delivered" || !s.delivered_at) continue;
    const at = new Date(s.delivered_at).getTime();
    for (const i of s.items) {
      const d = delivered.get(i.order_item_id);
      delivered.set(i.order_item_id, { qty: (d?.qty ?? 0) + i.qty, last: Math.max(d?.last ?? 0, at) });
    }
  }
  const held = new Map<number, number>();
  for (const r of returns)
    if (RETURN_HOLDING_STATUSES.includes(r.status))
      for (const i of r.items) held.set(i.order_item_id, (held.get(i.order_item_id) ?? 0) + i.qty);
  return order.items.map((line) => {
    const d = delivered.get(line.order_item_id);
    const base = { order_item_id: line.order_item_id, name: line.name, thumbnail: line.thumbnail ?? null };
    if (!d) return { ...base, left: 0, why: "Not delivered yet" };
    const closes = d.last + RETURN_WINDOW_DAYS * DAY_MS;
    if (now > closes)
      return {
        ...base,
        left: 0,
        why: `Return window closed on ${formatOrderDate(new Date(closes).toISOString())}`,
      };
    const left = Math.max(0, d.qty - (held.get(line.order_item_id) ?? 0));
    return { ...base, left, why: left === 0 ? "Already in a return" : null };
  });
}

/** The returns of one order on its page, and the way to start one. */
/** Whether something delivered may still go back: the order page then offers Return Items. */
export function canStartReturn(order: OrderDetail, returns: ReturnView[]): boolean {
  return returnableLines(order, returns).some((l) => l.left > 0);
}

/** The order's returns with their state and labels (Return Items itself sits with Print and Cancel). */
export function OrderReturnsPanel({ order, returns }: { order: OrderDetail; returns: ReturnView[] }) {
  const canReturn = canStartReturn(order, returns);
  if (!canReturn && returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="mt-8 rounded-lg border border-stone-200 p-4">
      <h2 id="order-returns" className="text-xl font-semibold">
        Returns
      </h2>
      <p className="mt-1 text-stone-700">
        Items can be returned within {RETURN_WINDOW_DAYS} days of delivery.
      </p>
      {returns.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-200">
          {returns.map((r) => (
            <li key={r.rma_number} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="font-semibold">Return {r.rma_number}</span>
              <ReturnStatusBadge status={r.status} label={r.status_label} />
              <span className="text-stone-700">{r.items.map((i) => `${i.qty} × ${i.name}`).join(", ")}</span>
              {r.label_url && r.status === "approved" ? (
                <Link to={r.label_url} className={TEXT_LINK}>
                  Print return label<span className="sr-only"> for {r.rma_number}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {returns.length > 0 ? (
        <p className="mt-3">
          <Link to={RETURNS_PAGE_PATH} className={TEXT_LINK}>
            See all my returns
          </Link>
        </p>
      ) : null}
    </section>
  );
}

const STEPS: { key: keyof ReturnView; label: string }[] = [
  { key: "requested_at", label: "Requested" },
  { key: "approved_at", label: "Approved" },
  { key: "refused_at", label: "Refused" },
  { key: "received_at", label: "Received" },
  { key: "refunded_at", label: "Refunded" },
];

/** My Returns: every return of the customer, newest first. */
export function ReturnListView({ returns, notice }: { returns: ReturnView[]; notice: string | null }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Returns</h1>
      <p className="mt-2 text-stone-700">
        Start a return from a delivered order in{" "}
        <Link to="/customer/account/order" className={TEXT_LINK}>
          My Orders
        </Link>
        . Items can be returned within {RETURN_WINDOW_DAYS} days of delivery; the refund goes back to the way
        you paid.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-brand-800">
          {notice}
        </p>
      ) : null}
      {returns.length === 0 ? (
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-lg">You have no returns.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {returns.map((r) => (
            <li key={r.rma_number}>
              <article
                aria-labelledby={`return-${r.return_id}`}
                className="rounded-lg border border-stone-200 p-4"
              >
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <h2 id={`return-${r.return_id}`} className="text-lg font-semibold">
                    Return {r.rma_number}
                  </h2>
                  <ReturnStatusBadge status={r.status} label={r.status_label} />
                </div>
                <p className="mt-1 text-stone-700">
                  Order{" "}
                  <Link to={orderDetailPath(r.increment_id)} className={TEXT_LINK}>
                    #{r.increment_id}
                  </Link>{" "}
                  · {r.reason_label}
                </p>
                <ul className="mt-3 space-y-1">
                  {r.items.map((i) => (
                    <li key={i.order_item_id}>
                      {i.qty} × {i.name}
                      {i.plan_title ? <span className="text-stone-700"> (with {i.plan_title})</span> : null}
                    </li>
                  ))}
                </ul>
                {r.comment ? <p className="mt-2 text-stone-700">“{r.comment}”</p> : null}
                {r.photos.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Photos of return ${r.rma_number}`}>
                    {r.photos.map((p, n) => (
                      <li key={p.url}>
                        <a href={p.url}>
                          <img
                            src={p.thumb_url}
                            alt={`Shot ${n + 1} the customer sent with return ${r.rma_number}`}
                            width={64}
                            height={64}
                            className="h-16 w-16 rounded object-cover"
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {r.refuse_reason ? (
                  <p className="mt-2 rounded-md bg-stone-100 p-2 text-stone-900">
                    Why it was refused: {r.refuse_reason}
                  </p>
                ) : null}
                <p className="mt-2 font-semibold">
                  {r.status === "refunded"
                    ? `Refunded ${formatMoney(r.refund_amount)}`
                    : r.status === "refused"
                      ? "No refund"
                      : `Refund on receipt: ${formatMoney(r.refund_amount)}`}
                  {r.status === "refunded" && r.points_refunded > 0
                    ? ` and ${r.points_refunded.toLocaleString("en-US")} points`
                    : ""}
                </p>
                {r.status === "refunded" && r.points_taken_back > 0 ? (
                  <p className="text-sm text-stone-700">
                    {r.points_taken_back.toLocaleString("en-US")} points earned on these items were taken
                    back.
                  </p>
                ) : null}
                <ol
                  className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700"
                  aria-label="Progress"
                >
                  {STEPS.filter((s) => r[s.key]).map((s) => (
                    <li key={s.key}>
                      {s.label} <time dateTime={String(r[s.key])}>{formatOrderDate(String(r[s.key]))}</time>
                    </li>
                  ))}
                </ol>
                {r.label_url ? (
                  <p className="mt-3">
                    <Link to={r.label_url} className={SECONDARY_BUTTON}>
                      Print return label<span className="sr-only"> for {r.rma_number}</span>
                    </Link>
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
