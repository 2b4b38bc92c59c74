import { type FormEvent, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import {
  ADDRESS_FIELD_ORDER,
  ADDRESS_LIMITS,
  type AddressErrors,
  type AddressField,
  addressErrors,
  addressPhoneError,
  type RegionItem,
  regionError,
  shippableRegions,
} from "../../../contract/address-constants";
import { postcodeError } from "../../../contract/validation";
import {
  describedBy,
  FieldError,
  FormStatus,
  HINT,
  INPUT,
  LABEL,
  PRIMARY_BUTTON,
  TEXT_LINK,
} from "../account/form-ui";
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

interface TextFieldProps {
  name: Exclude<AddressField, "region_id" | "country_id">;
  label: string;
  autoComplete: string;
  optional?: boolean;
  type?: "text" | "tel";
  hint?: string;
  placeholder?: string;
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
  const [regionId, setRegionId] = useState(start.region_id);
  const errors: AddressErrors = { ...(outcome ? outcome.fieldErrors : {}), ...clientErrors };
  const busy = fetcher.state !== "idle";
  const choices = shippableRegions(regions);
  const sample = regions.find((r) => r.region_id === regionId)?.postcode ?? "90602";
  const title = address ? "Edit address" : "Add a new address";

  const setError = (field: AddressField, message: string | null) =>
    setClientErrors((prev) => ({ ...prev, [field]: message ?? undefined }));

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = addressErrors(addressFromForm(new FormData(e.currentTarget)));
    setClientErrors(found);
    const first = ADDRESS_FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    e.preventDefault();
    (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const field = (name: AddressField) => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    error: errors[name],
    invalid: errors[name] ? true : undefined,
  });

  const text = ({
    name,
    label,
    autoComplete,
    optional,
    type = "text",
    hint,
    placeholder,
  }: TextFieldProps) => {
    const f = field(name);
    const onBlur =
      name === "postcode"
        ? (v: string) => setError("postcode", postcodeError(v))
        : name === "telephone"
          ? (v: string) => setError("telephone", addressPhoneError(v))
          : null;
    return (
      <div>
        <label htmlFor={f.id} className={LABEL}>
          {label} {optional ? <span className="font-normal text-stone-600">(optional)</span> : null}
        </label>
        <input
          id={f.id}
          name={name}
          type={type}
          inputMode={type === "tel" ? "tel" : name === "postcode" ? "numeric" : undefined}
          autoComplete={autoComplete}
          maxLength={ADDRESS_LIMITS[name]}
          placeholder={placeholder}
          defaultValue={start[name]}
          required={!optional}
          onInput={() => setError(name, null)}
          onBlur={onBlur ? (e) => onBlur(e.currentTarget.value) : undefined}
          aria-invalid={f.invalid}
          aria-describedby={describedBy(f.error && f.errorId, hint && `${f.id}-hint`)}
          className={INPUT}
        />
        {hint ? (
          <p id={`${f.id}-hint`} className={HINT}>
            {hint}
          </p>
        ) : null}
        <FieldError id={f.errorId} message={f.error} />
      </div>
    );
  };

  const region = field("region_id");
  const country = field("country_id");
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
      <div className="grid gap-5 sm:grid-cols-2">
        {text({ name: "firstname", label: "First name", autoComplete: "shipping given-name" })}
        {text({ name: "lastname", label: "Last name", autoComplete: "shipping family-name" })}
      </div>
      {text({
        name: "street",
        label: "Street address",
        autoComplete: "shipping address-line1",
        hint: "We cannot ship to PO Boxes, APO or FPO addresses.",
      })}
      {text({
        name: "apartment_unit_suite",
        label: "Apartment, unit, suite",
        autoComplete: "shipping address-line2",
        optional: true,
      })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text({ name: "city", label: "City", autoComplete: "shipping address-level2" })}
        <div>
          <label htmlFor={region.id} className={LABEL}>
            State
          </label>
          <select
            id={region.id}
            name="region_id"
            autoComplete="shipping address-level1"
            required
            defaultValue={start.region_id ? String(start.region_id) : ""}
            onChange={(e) => {
              const chosen = Number(e.currentTarget.value);
              setRegionId(chosen);
              setError("region_id", regionError(chosen));
            }}
            aria-invalid={region.invalid}
            aria-describedby={describedBy(region.error && region.errorId, `${region.id}-hint`)}
            className={INPUT}
          >
            <option value="">Please select a state</option>
            {choices.map((r) => (
              <option key={r.region_id} value={r.region_id}>
                {r.default_name}
              </option>
            ))}
          </select>
          <p id={`${region.id}-hint`} className={HINT}>
            We ship within the United States except Alaska, Guam, Hawaii and Puerto Rico.
          </p>
          <FieldError id={region.errorId} message={region.error} />
        </div>
        {text({
          name: "postcode",
          label: "Zip Code",
          autoComplete: "shipping postal-code",
          placeholder: `e.g. ${sample}`,
          hint: "5 digits, or 5 digits, a hyphen and 4 digits.",
        })}
        {text({
          name: "telephone",
          label: "Phone number",
          type: "tel",
          autoComplete: "shipping tel-national",
          hint: "Up to 10 digits; parentheses and hyphens are fine. The carrier calls it to arrange delivery.",
        })}
      </div>
      <p className="text-sm text-stone-700">Country: United States</p>
      <FieldError id={country.errorId} message={country.error} />
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
