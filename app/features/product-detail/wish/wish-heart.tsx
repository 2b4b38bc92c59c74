import { useHydrated } from "../../../components/ui/use-hydrated";
import { loadWishActions, useWish } from "./use-wish";

export const WISH_LABELS = { add: "Add to My Wishlists", remove: "Remove from My Wishlists" } as const;

/** The heart's look for a wish state; exported for the markup tests. */
export function WishHeartButton({
  wished,
  busy,
  disabled,
  onPress,
  onPreload,
}: {
  wished: boolean;
  busy: boolean;
  disabled: boolean;
  onPress: () => void;
  /** Starts loading what a press needs, when the heart is pointed at or focused. */
  onPreload?: () => unknown;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      disabled={disabled}
      aria-pressed={wished}
      aria-busy={busy || undefined}
      aria-label={wished ? WISH_LABELS.remove : WISH_LABELS.add}
      title={wished ? WISH_LABELS.remove : WISH_LABELS.add}
      data-testid="wish-heart"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-6 ${wished ? "fill-rose-600 stroke-rose-600" : "fill-none stroke-current"}`}
        strokeWidth={1.8}
      >
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.4 1.1 4.6 2.7C13.2 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4Z" />
      </svg>
    </button>
  );
}

/**
 * The wishlist heart of the product page, for the selected variant: filled when that variant (or
 * the product as a whole) is in the wishlist; it follows the variant picker. Needs JavaScript, so
 * it is inert until hydrated, and while a signed-in customer's state is loading.
 */
export function WishHeart({ productId, piid }: { productId: number; piid: number }) {
  const hydrated = useHydrated();
  const { wished, busy, press, ready } = useWish(productId, piid);
  return (
    <WishHeartButton
      wished={wished}
      busy={busy}
      disabled={!hydrated || !ready}
      onPress={() => void press()}
      onPreload={loadWishActions.preload}
    />
  );
}
