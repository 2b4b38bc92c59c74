import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import {
  ADDRESS_LIMITS,
  addressPhoneError,
  type RegionItem,
  regionError,
  shippableRegions,
} from "../../../contract/address-constants";
import { emailError, postcodeError } from "../../../contract/validation";
import { describedBy, FieldError, FormStatus, HINT, INPUT, LABEL, PRIMARY_BUTTON } from "../account/form-ui";
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormOutcome,
  type CheckoutIntent,
  checkoutAddressErrors,
  checkoutAddressFromForm,
  firstErrorField,
} from "./checkout-address-form";

type TextName =
  | "email"
  | "firstname"
  | "lastname"
  | "street"
  | "apartment_unit_suite"
  | "city"
  | "postcode"
  | "telephone";

interface Start {
  email: string;
  firstname: string;
  lastname: string;
  street: string;
  apartment_unit_suite: string;
  city: string;
  region_id: number;
  postcode: string;
  telephone: string;
}

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

const BLUR_RULES: Partial<Record<TextName, (v: string) => string | null>> = {
  email: emailError,
  postcode: postcodeError,
  telephone: addressPhoneError,
};

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
}: {
  intent: CheckoutIntent;
  title: string;
  withEmail: boolean;
  regions: readonly RegionItem[];
  start: Start;
  posted?: CheckoutFormOutcome;
  submitLabel: string;
}) {
  const id = useId();
  const fetcher = useFetcher<CheckoutFormOutcome>({ key: `checkout-${intent}` });
  const outcome = fetcher.data ?? posted;
  const [clientErrors, setClientErrors] = useState<CheckoutErrors>({});
  const [regionId, setRegionId] = useState(start.region_id);
  const errors: CheckoutErrors = {
    ...(outcome?.intent === intent ? outcome.fieldErrors : {}),
    ...clientErrors,
  };
  const busy = fetcher.state !== "idle";
  const sample = regions.find((r) => r.region_id === regionId)?.postcode ?? "90602";

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

  const ids = (name: CheckoutField) => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
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
          defaultValue={start[name]}
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
    <fetcher.Form
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
      {text("apartment_unit_suite", "Apt / Unit / Suite", "shipping address-line2", { optional: true })}
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
          hint: "The carrier calls it to arrange delivery.",
        })}
      </div>
      <p className="text-sm text-stone-700">Country: United States</p>
      <FieldError id={country.errorId} message={country.error} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Saving…" : submitLabel}
      </button>
      {outcome?.intent === intent && Object.keys(outcome.fieldErrors).length === 0 ? (
        <FormStatus ok={false}>{outcome.message}</FormStatus>
      ) : null}
    </fetcher.Form>
  );
}
