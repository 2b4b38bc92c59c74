import { type ReactNode, useId } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { formatMoney } from "../../components/ui/format-money";
import { useHydrated } from "../../components/ui/use-hydrated";
import { cartLineItem, useTrackOnce } from "../../lib/ecommerce-events";
import { FormStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { sortedShippingMethods } from "../cart/cart-display";
import type { CartView } from "../cart/cart-view-types";
import { openLoginPopup } from "../login/login-popup-store";
import { CheckoutAddressForm, startOf } from "./checkout-address-fields";
import { CHECKOUT_INTENTS, type CheckoutFormOutcome } from "./checkout-address-form";
import { CheckoutHeader } from "./checkout-header";
import { CART_CHECKOUT, type CheckoutKind } from "./checkout-kind";
import { OrderSummary } from "./order-summary";
import type { ShippingActionData, ShippingAddressData } from "./shipping-address.server";

const refusalOf = (posted: ShippingActionData | undefined) =>
  posted && !posted.ok ? (posted as CheckoutFormOutcome) : undefined;

/** The shipping-address page: who is buying, where it goes, how it ships, and the summary. */
export function ShippingAddressView({
  data,
  posted,
  kind = CART_CHECKOUT,
}: {
  data: ShippingAddressData;
  posted?: ShippingActionData;
  kind?: CheckoutKind;
}) {
  const refusal = refusalOf(posted);
  useTrackOnce(
    "begin_checkout",
    `${kind.name}:${data.cart.quoteId}`,
    () => data.cart.list.map(cartLineItem),
    {
      coupon: data.cart.coupon_code,
    },
  );
  return (
    <>
      <CheckoutHeader current="shipping" />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <header className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold">
            {kind.name === "buy_now" ? "Buy Now: Shipping Address" : "Shipping Address"}
          </h1>
          <Link to={kind.back.href} className={TEXT_LINK}>
            {kind.back.label}
          </Link>
        </header>
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-8">
            {/* The shipping methods sit above Continue (issue 16, bug 6): chosen before moving on. */}
            {data.isLogin ? (
              <CustomerAddresses
                data={data}
                posted={refusal}
                addHref={kind.addAddress}
                shipping={<ShippingMethods cart={data.cart} posted={refusal} />}
              />
            ) : (
              <GuestCheckout
                data={data}
                posted={refusal}
                shipping={<ShippingMethods cart={data.cart} posted={refusal} />}
              />
            )}
          </div>
          <OrderSummary cart={data.cart} />
        </div>
      </div>
    </>
  );
}

/** Guests: sign in (the popup, back here with the pay-login flag) or continue as a guest. */
function GuestCheckout({
  data,
  posted,
  shipping,
}: {
  data: ShippingAddressData;
  posted?: CheckoutFormOutcome;
  shipping: ReactNode;
}) {
  const here = useLocation();
  const back = `${here.pathname}${here.search}`;
  return (
    <>
      <section aria-labelledby="checkout-sign-in" className="rounded-lg border border-stone-200 p-5">
        <h2 id="checkout-sign-in" className="text-xl font-semibold">
          Returning customer?
        </h2>
        <p className="mt-1 text-sm text-stone-700">Sign in to use your saved addresses and points.</p>
        <a
          href={`/customer/account/login?redirect=${encodeURIComponent(back)}`}
          className={`${SECONDARY_BUTTON} mt-3`}
          onClick={(e) => {
            e.preventDefault();
            openLoginPopup({ redirect: back, guestCheckout: true, entrypoint: "checkout" });
          }}
        >
          Sign In
        </a>
      </section>
      <section aria-label="Continue as Guest" className="rounded-lg border border-stone-200 p-5">
        <CheckoutAddressForm
          intent={CHECKOUT_INTENTS.guest}
          title="Continue as Guest"
          withEmail
          regions={data.regions}
          start={startOf(data.email, data.cart.address.shipping_address, posted)}
          posted={posted}
          submitLabel="Continue to Payment"
          beforeSubmit={shipping}
        />
      </section>
    </>
  );
}

/** Customers: pick a saved address (default first) or add one. */
function CustomerAddresses({
  data,
  posted,
  addHref,
  shipping,
}: {
  data: ShippingAddressData;
  posted?: CheckoutFormOutcome;
  addHref: string;
  shipping: ReactNode;
}) {
  const selectId = useId();
  const fetcher = useFetcher<CheckoutFormOutcome>({ key: "checkout-select" });
  const outcome = fetcher.data ?? (posted?.intent === CHECKOUT_INTENTS.select ? posted : undefined);
  const chosen = data.cart.address.customer_address_id ?? data.addresses[0]?.address_entity_id;
  const busy = fetcher.state !== "idle";
  return (
    <>
      {data.addresses.length > 0 ? (
        <fetcher.Form id={selectId} method="post" className="rounded-lg border border-stone-200 p-5">
          <input type="hidden" name="intent" value={CHECKOUT_INTENTS.select} />
          <fieldset>
            <legend className="mb-3 text-xl font-semibold">Ship to</legend>
            <div className="space-y-3">
              {data.addresses.map((a) => (
                <label
                  key={a.address_entity_id}
                  className="flex items-start gap-3 rounded-md border border-stone-200 p-3"
                >
                  <input
                    type="radio"
                    name="customer_address_id"
                    value={a.address_entity_id}
                    defaultChecked={a.address_entity_id === chosen}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold">
                      {a.firstname} {a.lastname}
                      {a.is_default_shipping ? <span className="ml-2 text-brand-800">(Default)</span> : null}
                    </span>
                    <span className="block">
                      {a.street}
                      {a.apartment_unit_suite ? `, ${a.apartment_unit_suite}` : ""}
                    </span>
                    <span className="block">
                      {a.city}, {a.region_code} {a.postcode}
                    </span>
                    <span className="block">{a.telephone}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {data.adding ? (
            // The new-address form below holds the shipping methods; a saved address still works.
            <div className="mt-4">
              <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy || undefined}>
                {busy ? "Saving…" : "Continue to Payment"}
              </button>
              {outcome ? <FormStatus ok={false}>{outcome.message}</FormStatus> : null}
            </div>
          ) : (
            <Link to={addHref} className={`${TEXT_LINK} mt-3 inline-block`}>
              Add a new address
            </Link>
          )}
        </fetcher.Form>
      ) : null}
      {data.addresses.length > 0 && !data.adding ? (
        <>
          {shipping}
          <div>
            <button
              type="submit"
              form={selectId}
              className={PRIMARY_BUTTON}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? "Saving…" : "Continue to Payment"}
            </button>
            {outcome ? <FormStatus ok={false}>{outcome.message}</FormStatus> : null}
          </div>
        </>
      ) : null}
      {data.adding ? (
        <section aria-label="New address" className="rounded-lg border border-stone-200 p-5">
          <CheckoutAddressForm
            intent={CHECKOUT_INTENTS.add}
            title="Add a new address"
            withEmail={false}
            regions={data.regions}
            start={startOf("", null, posted)}
            posted={posted}
            submitLabel="Save and Continue"
            beforeSubmit={shipping}
          />
        </section>
      ) : null}
    </>
  );
}

/** The shipping methods, sorted with their prices; with JavaScript a choice saves at once. */
function ShippingMethods({ cart, posted }: { cart: CartView; posted?: CheckoutFormOutcome }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ShippingActionData>({ key: "checkout-shipping" });
  const methods = sortedShippingMethods(cart.shipping_method_list);
  if (methods.length === 0) return null;
  const chosen = cart.address.shipping.shipping_method;
  const refusal =
    refusalOf(fetcher.data) ?? (posted?.intent === CHECKOUT_INTENTS.shipping ? posted : undefined);
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    <FormTag method="post" className="rounded-lg border border-stone-200 p-5">
      <input type="hidden" name="intent" value={CHECKOUT_INTENTS.shipping} />
      <fieldset disabled={fetcher.state !== "idle"}>
        <legend className="mb-3 text-xl font-semibold">Shipping Method</legend>
        <div className="space-y-2">
          {methods.map((m) => (
            <label key={m.code} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="shipping_method"
                value={m.code}
                defaultChecked={m.code === chosen}
                onChange={hydrated ? (e) => fetcher.submit(e.currentTarget.form) : undefined}
                className="mt-0.5 size-5 accent-brand-700"
              />
              <span>
                <span className="font-semibold">{m.title}</span> ({m.delivery_time}) —{" "}
                {m.price > 0 ? formatMoney(m.price) : "FREE"}
              </span>
            </label>
          ))}
        </div>
        {hydrated ? null : (
          <button type="submit" className={`${SECONDARY_BUTTON} mt-3`}>
            Update shipping method
          </button>
        )}
      </fieldset>
      {refusal ? <FormStatus ok={false}>{refusal.message}</FormStatus> : null}
    </FormTag>
  );
}
