import { type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { notify } from "../toast/notify";
import { setCartCount } from "./cart-count";
import type { CartActionOutcome, CartIntent } from "./cart-intents";

/**
 * A cart page form: a real `<form method="post">` to the Cart route's action (so it works without
 * JavaScript), submitted through a fetcher once the page runs (no full reload; the loaders re-read
 * the cart). After a change the header count follows the cart; a refusal shows its message.
 */
export function CartActionForm({
  intent,
  fields,
  className,
  label,
  fetcherKey,
  quiet = false,
  children,
}: {
  intent: CartIntent;
  fields: Record<string, string | number>;
  className?: string;
  /** The form's accessible name (what it acts on). */
  label?: string;
  /** Forms that share a key share one answer: the latest one (the coupon box shows it in place). */
  fetcherKey?: string;
  /** The form shows its refusal itself: no toast. */
  quiet?: boolean;
  children: (state: { busy: boolean; submit: (form: HTMLFormElement | null) => void }) => ReactNode;
}) {
  const fetcher = useFetcher<CartActionOutcome>(fetcherKey ? { key: fetcherKey } : undefined);
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok && outcome.items_qty !== null) setCartCount(outcome.items_qty);
    else if (!outcome.ok && outcome.message && !quiet) notify.error(outcome.message);
  }, [outcome, quiet]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ busy, submit: (form) => form && fetcher.submit(form) })}
    </fetcher.Form>
  );
}
