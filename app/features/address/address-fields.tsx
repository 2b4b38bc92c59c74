import { useState } from "react";
import {
  ADDRESS_LIMITS,
  type AddressField,
  addressPhoneError,
  type RegionItem,
  regionError,
  shippableRegions,
} from "../../../contract/address-constants";
import { emailError, postcodeError } from "../../../contract/validation";
import { describedBy, FieldError, HINT, INPUT, LABEL } from "../account/form-ui";

/** The fields' names: the address book's, plus the e-mail a guest checks out with. */
export type AddressFieldName = AddressField | "email";
type TextName = Exclude<AddressFieldName, "region_id" | "country_id">;

/** What the fields start with. */
export interface AddressFieldValues {
  email?: string;
  firstname: string;
  lastname: string;
  street: string;
  apartment_unit_suite: string;
  city: string;
  region_id: number;
  postcode: string;
  telephone: string;
}

/** Checked as soon as the shopper leaves the field (every rule runs again on submit). */
const BLUR_RULES: Partial<Record<TextName, (v: string) => string | null>> = {
  email: emailError,
  postcode: postcodeError,
  telephone: addressPhoneError,
};

/**
 * The US address fields of every address form (the address book, the checkout's guest and
 * new-address forms): labelled inputs with their limits, hints and autocomplete, the state list
 * without the regions we do not ship to, and each field's message. The form around them owns
 * submitting and the full check; `setError` records a field's message (null clears it).
 */
export function AddressFields({
  idPrefix,
  start,
  errors,
  setError,
  regions,
  withEmail = false,
}: {
  idPrefix: string;
  start: AddressFieldValues;
  errors: Partial<Record<AddressFieldName, string>>;
  setError: (field: AddressFieldName, message: string | null) => void;
  regions: readonly RegionItem[];
  withEmail?: boolean;
}) {
  const [regionId, setRegionId] = useState(start.region_id);
  const sample = regions.find((r) => r.region_id === regionId)?.postcode ?? "90602";

  const ids = (name: AddressFieldName) => ({
    id: `${idPrefix}-${name}`,
    errorId: `${idPrefix}-${name}-error`,
    error: errors[name],
  });

  const text = (
    name: TextName,
    label: string,
    autoComplete: string,
    opts: { optional?: boolean; type?: string; hint?: string; placeholder?: string } = {},
  ) => {
    const f = ids(name);
    const rule = BLUR_RULES[name];
    return (
      <div>
        <label htmlFor={f.id} className={LABEL}>
          {label} {opts.optional ? <span className="font-normal text-stone-600">(optional)</span> : null}
        </label>
        <input
          id={f.id}
          name={name}
          type={opts.type ?? "text"}
          inputMode={opts.type === "tel" ? "tel" : name === "postcode" ? "numeric" : undefined}
          autoComplete={autoComplete}
          maxLength={name === "email" ? 254 : ADDRESS_LIMITS[name]}
          placeholder={opts.placeholder}
          defaultValue={start[name] ?? ""}
          required={!opts.optional}
          onInput={() => setError(name, null)}
          onBlur={rule ? (e) => setError(name, rule(e.currentTarget.value)) : undefined}
          aria-invalid={f.error ? true : undefined}
          aria-describedby={describedBy(f.error && f.errorId, opts.hint && `${f.id}-hint`)}
          className={INPUT}
        />
        {opts.hint ? (
          <p id={`${f.id}-hint`} className={HINT}>
            {opts.hint}
          </p>
        ) : null}
        <FieldError id={f.errorId} message={f.error} />
      </div>
    );
  };

  const region = ids("region_id");
  const country = ids("country_id");
  return (
    <>
      {withEmail
        ? text("email", "Email", "email", {
            type: "email",
            hint: "Your order confirmation goes to this address.",
          })
        : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstname", "First name", "shipping given-name")}
        {text("lastname", "Last name", "shipping family-name")}
      </div>
      {text("street", "Street address", "shipping address-line1", {
        hint: "We cannot ship to PO Boxes, APO or FPO addresses.",
      })}
      {text("apartment_unit_suite", "Apartment, unit, suite", "shipping address-line2", { optional: true })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("city", "City", "shipping address-level2")}
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
            aria-invalid={region.error ? true : undefined}
            aria-describedby={describedBy(region.error && region.errorId, `${region.id}-hint`)}
            className={INPUT}
          >
            <option value="">Please select a state</option>
            {shippableRegions(regions).map((r) => (
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
        {text("postcode", "Zip Code", "shipping postal-code", {
          placeholder: `e.g. ${sample}`,
          hint: "5 digits, or 5 digits, a hyphen and 4 digits.",
        })}
        {text("telephone", "Phone number", "shipping tel-national", {
          type: "tel",
          hint: "Up to 10 digits; parentheses and hyphens are fine. The carrier calls it to arrange delivery.",
        })}
      </div>
      <p className="text-sm text-stone-700">Country: United States</p>
      <FieldError id={country.errorId} message={country.error} />
    </>
  );
}
