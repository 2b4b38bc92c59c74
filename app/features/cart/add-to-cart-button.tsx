import type { ProtectionCartFields } from "../product-detail/purchase/protection-format";
import { type AddToCartInput, useAddToCart } from "./add-to-cart";

/** The button's text: "Pre-order" for a pre-order item, else "Add to Cart"; "Adding…" while posting. */
export function addToCartLabel({ preorder, pending }: { preorder: boolean; pending: boolean }): string {
  if (pending) return "Adding…";
  return preorder ? "Pre-order" : "Add to Cart";
}

/**
 * The Add to Cart button. `disabled` (nothing can be bought: out of stock, no longer sold) uses the
 * native attribute; while an add is pending it stays focusable but inert (aria-disabled, aria-busy),
 * so keyboard focus is not thrown away mid-request.
 */
export function AddToCartButton({
  preorder = false,
  disabled = false,
  pending = false,
  onClick,
  className = "",
}: {
  preorder?: boolean;
  disabled?: boolean;
  pending?: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => {
        if (!pending && !disabled) onClick();
      }}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-testid="add-to-cart"
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 aria-disabled:cursor-wait aria-disabled:opacity-80 ${className}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      ) : null}
      {addToCartLabel({ preorder, pending })}
    </button>
  );
}

/**
 * Add to Cart for a product view (the product page, the quick view, …): posts the selected
 * variant as child_id with the chosen quantity and protection plan. `onAdded` runs after a
 * successful add (e.g. a drawer closes).
 */
export function ProductAddToCart({
  productId,
  piid,
  qty,
  protection = null,
  purchasable,
  preorder,
  onAdded,
  className,
  shown,
}: {
  productId: number;
  piid: number;
  qty: number;
  /** The variant as the page shows it (analytics only). */
  shown?: AddToCartInput["shown"];
  protection?: ProtectionCartFields | null;
  purchasable: boolean;
  preorder: boolean;
  onAdded?: () => void;
  className?: string;
}) {
  const { add, pending } = useAddToCart();
  return (
    <AddToCartButton
      preorder={preorder}
      disabled={!purchasable}
      pending={pending}
      className={className}
      onClick={() => {
        void add({ productId, childId: piid, qty, protection, shown }).then((added) => {
          if (added) onAdded?.();
        });
      }}
    />
  );
}
