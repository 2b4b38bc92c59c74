import type { CartView } from "../cart/cart-view-types";

type PickupStore = NonNullable<CartView["pickup_store"]>;

/**
 * The store a pickup order is collected from (spec part 2 §3 pickup config): its address, opening
 * days and hours, and what to bring; shown on the pickup payment page instead of "Ship to".
 */
export function PickupStoreBlock({ store, email }: { store: PickupStore; email: string }) {
  return (
    <section aria-labelledby="pay-pickup" className="rounded-lg border border-stone-200 p-5 text-sm">
      <h2 id="pay-pickup" className="mb-2 text-lg font-semibold">
        Pick up in store
      </h2>
      <p className="font-semibold">{store.title}</p>
      <p>
        {store.street}
        <br />
        {store.city}, {store.region_short} {store.postcode}
      </p>
      <p className="mt-2">
        Open {store.pickup_weekly}, {store.pickup_daly}
      </p>
      {store.discountText ? <p className="mt-1 text-stone-700">{store.discountText}</p> : null}
      <a href={store.mapUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block underline">
        Get directions
      </a>
      {/* Store copy from our own pickup config (server/modules/logistics/pickup-store.ts), not user input. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted store copy, see above */}
      <div className="mt-2 text-stone-700" dangerouslySetInnerHTML={{ __html: store.details }} />
      {email ? <p className="mt-1">Confirmation to {email}</p> : null}
    </section>
  );
}
