import { type FormEvent, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import {
  ADDRESS_FIELD_ORDER,
  type AddressErrors,
  addressErrors,
  type RegionItem,
} from "../../../contract/address-constants";
import { FormStatus, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { type AddressFieldName, AddressFields } from "./address-fields";
import { ADDRESS_BOOK_URL, ADDRESS_INTENTS, type AddressFormOutcome, addressFromForm } from "./address-form";

/** What the form starts with: the posted values after a refusal, else the saved address. */
function startValues(address: CustomerAddress | null, posted?: AddressFormOutcome) {
  const v = posted?.values;
  return {
    firstname: v?.firstname ?? address?.firstname ?? "",
    lastname: v?.lastname ?? address?.lastname ?? "",
    street: v?.street ?? address?.street ?? "",
    apartment_unit_suite: v?.apartment_unit_suite ?? address?.apartment_unit_suite ?? "",
    city: v?.city ?? address?.city ?? "",
    region_id: v?.region_id ?? address?.region_id ?? 0,
    postcode: v?.postcode ?? address?.postcode ?? "",
    telephone: v?.telephone ?? address?.telephone ?? "",
    make_default: v?.make_default ?? false,
  };
}

/**
 * The add / edit address form. A real form posting to the page's action (works without
 * JavaScript); with JavaScript a fetcher sends it after the same checks run in the browser, and
 * the postcode and phone are checked as soon as the shopper leaves them.
 */
export function AddressForm({
  address,
  regions,
  posted,
}: {
  /** The address being edited; null for a new one. */
  address: CustomerAddress | null;
  regions: readonly RegionItem[];
  posted?: AddressFormOutcome;
}) {
  const id = useId();
  const fetcher = useFetcher<AddressFormOutcome>({ key: "address-form" });
  const outcome = fetcher.data ?? posted;
  const start = startValues(address, posted);
  const [clientErrors, setClientErrors] = useState<AddressErrors>({});
  const errors: AddressErrors = { ...(outcome ? outcome.fieldErrors : {}), ...clientErrors };
  const busy = fetcher.state !== "idle";
  const title = address ? "Edit address" : "Add a new address";

  const setError = (field: AddressFieldName, message: string | null) =>
    setClientErrors((prev) => ({ ...prev, [field]: message ?? undefined }));

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = addressErrors(addressFromForm(new FormData(e.currentTarget)));
    setClientErrors(found);
    const first = ADDRESS_FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    e.preventDefault();
    (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const alreadyDefault = Boolean(address?.default_shipping && address.default_billing);

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-lg border border-stone-200 p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <input type="hidden" name="intent" value={ADDRESS_INTENTS.save} />
      {address ? <input type="hidden" name="address_entity_id" value={address.address_entity_id} /> : null}
      <AddressFields idPrefix={id} start={start} errors={errors} setError={setError} regions={regions} />
      {alreadyDefault ? (
        <p className="text-sm font-semibold text-brand-800">This is your default address.</p>
      ) : (
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="make_default"
            value="1"
            defaultChecked={start.make_default}
            className="size-5 accent-brand-700"
          />
          Use as my default shipping and billing address
        </label>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? "Saving…" : "Save address"}
        </button>
        <Link to={ADDRESS_BOOK_URL} className={TEXT_LINK}>
          Cancel
        </Link>
      </div>
      {outcome && Object.keys(outcome.fieldErrors).length === 0 ? (
        <FormStatus ok={false}>{outcome.message}</FormStatus>
      ) : null}
    </fetcher.Form>
  );
}
