import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { RegionItem } from "../../../contract/address-constants";
import { FormStatus, PRIMARY_BUTTON } from "../account/form-ui";
import { AddressFields, type AddressFieldValues } from "../address/address-fields";
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormOutcome,
  type CheckoutIntent,
  checkoutAddressErrors,
  checkoutAddressFromForm,
  firstErrorField,
} from "./checkout-address-form";

/** The address fields' values and the e-mail a guest gives. */
type Start = AddressFieldValues & { email: string };

/** A blank address, or the one the cart holds (a guest coming back), then what was posted. */
export function startOf(
  email: string,
  saved: Record<string, unknown> | null,
  posted: CheckoutFormOutcome | undefined,
): Start {
  const s = (k: string) => (typeof saved?.[k] === "string" ? (saved[k] as string) : "");
  const v = posted?.values;
  return {
    email: v?.email ?? email,
    firstname: v?.firstname ?? s("firstname"),
    lastname: v?.lastname ?? s("lastname"),
    street: v?.street ?? s("street"),
    apartment_unit_suite: v?.apartment_unit_suite ?? s("apartment_unit_suite"),
    city: v?.city ?? s("city"),
    region_id: v?.region_id ?? (typeof saved?.region_id === "number" ? saved.region_id : 0),
    postcode: v?.postcode ?? s("postcode"),
    telephone: v?.telephone ?? s("telephone"),
  };
}

/**
 * The checkout address form: a real form posting to the page's action (works without
 * JavaScript); with JavaScript a fetcher sends it after the same rules run here. The e-mail,
 * Zip Code and phone are checked when the shopper leaves them; on submit every field is, and
 * focus goes to the first one in error.
 */
export function CheckoutAddressForm({
  intent,
  title,
  withEmail,
  regions,
  start,
  posted,
  submitLabel,
  beforeSubmit,
}: {
  intent: CheckoutIntent;
  title: string;
  withEmail: boolean;
  regions: readonly RegionItem[];
  start: Start;
  posted?: CheckoutFormOutcome;
  submitLabel: string;
  /**
   * Shown between the fields and the submit button (the shipping methods, issue 16 bug 6): a block
   * with its own form cannot sit inside this one, so the button then follows it outside the form,
   * tied to it by the `form` attribute (which works without JavaScript too).
   */
  beforeSubmit?: ReactNode;
}) {
  const id = useId();
  const fetcher = useFetcher<CheckoutFormOutcome>({ key: `checkout-${intent}` });
  const outcome = fetcher.data ?? posted;
  const [clientErrors, setClientErrors] = useState<CheckoutErrors>({});
  const errors: CheckoutErrors = {
    ...(outcome?.intent === intent ? outcome.fieldErrors : {}),
    ...clientErrors,
  };
  const busy = fetcher.state !== "idle";

  const setError = (field: CheckoutField, message: string | null) =>
    setClientErrors((prev) => ({ ...prev, [field]: message ?? undefined }));

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = checkoutAddressErrors(checkoutAddressFromForm(new FormData(e.currentTarget)), withEmail);
    setClientErrors(found);
    const first = firstErrorField(found);
    if (!first) return;
    e.preventDefault();
    (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const formId = `${id}-form`;
  const submit = (
    <button
      type="submit"
      form={beforeSubmit ? formId : undefined}
      className={PRIMARY_BUTTON}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? "Saving…" : submitLabel}
    </button>
  );
  const status =
    outcome?.intent === intent && Object.keys(outcome.fieldErrors).length === 0 ? (
      <FormStatus ok={false}>{outcome.message}</FormStatus>
    ) : null;

  const form = (
    <fetcher.Form
      id={formId}
      method="post"
      noValidate
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      <AddressFields
        idPrefix={id}
        start={start}
        errors={errors}
        setError={setError}
        regions={regions}
        withEmail={withEmail}
      />
      {beforeSubmit ? null : submit}
      {beforeSubmit ? null : status}
    </fetcher.Form>
  );
  if (!beforeSubmit) return form;
  return (
    <div className="flex flex-col gap-5">
      {form}
      {beforeSubmit}
      <div>
        {submit}
        {status}
      </div>
    </div>
  );
}
