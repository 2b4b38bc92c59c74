import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { WISHLIST_MESSAGES, type WishlistItem } from "../../../../contract/wishlist-constants";
import { Price } from "../../../components/ui/price";
import { ProductAddToCart } from "../../cart/add-to-cart-button";
import { notify } from "../../toast/notify";

export const REMOVE_INTENT = "remove-wish";

/** What the page's Remove action answers. */
export interface RemoveOutcome {
  intent: typeof REMOVE_INTENT;
  ok: boolean;
  message: string;
  item_id: number;
}

const THUMB = 96;

/** My Wishlist (AccountWishlist): each line with image, name, price, Remove and Add to Cart. */
export function WishlistView({ items }: { items: WishlistItem[] }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Wishlist</h1>
      {items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-stone-200 p-6">
          <p className="text-stone-800">Your wishlist is empty.</p>
          <p className="mt-1 text-stone-700">
            Press the heart on a product page to keep it here for later.{" "}
            <Link to="/" className="font-semibold text-brand-700 underline">
              Continue shopping
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-stone-700">
            {items.length} {items.length === 1 ? "item" : "items"}
          </p>
          <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
            {items.map((item) => (
              <li key={item.item_id} className="py-5">
                <WishlistLine item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WishlistLine({ item }: { item: WishlistItem }) {
  const fetcher = useFetcher<RemoveOutcome>();
  const removing = fetcher.state !== "idle";
  const outcome = fetcher.data;
  useEffect(() => {
    if (outcome?.ok) notify.success(WISHLIST_MESSAGES.removed);
    else if (outcome?.message) notify.error(outcome.message);
  }, [outcome]);

  const nameId = `wish-${item.item_id}-name`;
  const purchasable = item.available && item.is_in_stock;
  return (
    <article aria-labelledby={nameId} className={`flex gap-4 ${removing ? "opacity-60" : ""}`}>
      <Link to={item.url_path} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image.url || undefined}
          alt=""
          width={THUMB}
          height={Math.round((THUMB * item.image.height) / item.image.width) || THUMB}
          loading="lazy"
          decoding="async"
          className="rounded border border-stone-200 bg-stone-100 object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h2 id={nameId} className="font-semibold">
            <Link to={item.url_path} className="hover:underline">
              {item.name}
            </Link>
          </h2>
          {item.options ? <p className="text-sm text-stone-600">{item.options}</p> : null}
          <p className="text-sm text-stone-600">SKU {item.sku}</p>
          <Price value={{ price: item.price, special_price: item.special_price, plus_price: null }} />
          {!item.available ? (
            <p className="text-sm font-semibold text-red-700">
              The item is no longer available for purchase.
            </p>
          ) : !item.is_in_stock ? (
            <p className="text-sm font-semibold text-red-700">Out of stock</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          <ProductAddToCart
            productId={item.product_id}
            piid={item.piid}
            qty={item.qty}
            purchasable={purchasable}
            preorder={item.preorder}
            className="w-full sm:w-48"
          />
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={REMOVE_INTENT} />
            <input type="hidden" name="item_id" value={item.item_id} />
            <button
              type="submit"
              aria-disabled={removing || undefined}
              aria-label={`Remove ${item.name} from My Wishlist`}
              className="text-sm font-semibold text-stone-700 underline hover:text-brand-700 aria-disabled:cursor-wait"
            >
              {removing ? "Removing…" : "Remove"}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </article>
  );
}
