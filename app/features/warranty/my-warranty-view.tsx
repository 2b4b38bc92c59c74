import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { WarrantiesResult, WarrantyProduct, WarrantySuccessResult } from "../../../contract/warranty";
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_DESCRIPTION_MIN,
  CLAIM_PHOTOS_MAX,
  CLAIM_STATUS_LABELS,
  MY_PRODUCTS_PAGE_PATH,
  WARRANTY_PHOTO_UPLOAD_PATH,
} from "../../../contract/warranty-constants";
import { formatUtcDate } from "../../components/ui/format-date";
import { PhotoPicker } from "../../components/ui/photo-picker";
import { Field, formatDay } from "./fields";

export interface ClaimFailure {
  key: string;
  values: { description: string; preferred_contact: string; phone: string };
  errors: Partial<Record<"description" | "preferred_contact" | "phone", string>>;
  message: string;
}

const STATE_STYLES = {
  active: "bg-green-100 text-green-900",
  expired: "bg-stone-200 text-stone-800",
  upcoming: "bg-sky-100 text-sky-900",
} as const;
const STATE_LABELS = { active: "Active", expired: "Expired", upcoming: "Starts later" } as const;

/**
 * My Warranty: every registered or bought product with the maker's warranty, a protection plan
 * bought with it and the Plus+ extra year, each with its dates and the state the server computed;
 * the product's claims and a claim form (open when a warranty is active).
 */
export function MyWarrantyView({
  warranties,
  success,
  failure,
}: {
  warranties: WarrantiesResult;
  success: WarrantySuccessResult | null;
  failure?: ClaimFailure;
}) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Warranty</h1>
      {success ? (
        <div role="status" className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-4 text-brand-800">
          <p className="font-semibold">{success.message}</p>
          <p className="mt-1">
            Claim number <strong>{success.number}</strong> for {success.product.name}. We have e-mailed you a
            copy and will contact you within 2 business days.
          </p>
        </div>
      ) : null}
      <p className="mt-4 text-stone-700">
        {warranties.plus_member
          ? "As a Plus+ member, each product gets an extra year of warranty after the maker's warranty."
          : "Plus+ members get an extra year of warranty on each product."}{" "}
        Missing a product?{" "}
        <Link to={MY_PRODUCTS_PAGE_PATH} className="font-semibold text-brand-700 underline">
          Register it
        </Link>
      </p>
      {warranties.list.length === 0 ? (
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800">
          Products you buy here or register show up here with their warranty.
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-6">
          {warranties.list.map((w) => (
            <ProductWarranty key={w.key} w={w} failure={failure?.key === w.key ? failure : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductWarranty({ w, failure }: { w: WarrantyProduct; failure?: ClaimFailure }) {
  const headingId = `${w.key}-heading`;
  return (
    <li
      id={w.key}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-stone-200 p-4"
    >
      <div className="flex items-start gap-4">
        {w.product.image ? (
          <img
            src={w.product.image}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md bg-stone-100 object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold">
            <Link to={w.product.url_path} className="text-ink hover:underline">
              {w.product.name}
            </Link>
          </h2>
          <p className="text-sm text-stone-700">
            {w.source === "here" ? `Order #${w.order_increment_id}` : `Bought at ${w.retailer}`}
            {w.serial_number ? ` · Serial ${w.serial_number}` : ""} · Covered from{" "}
            {formatDay(w.coverage_start)}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Warranties of {w.product.name}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Coverage
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Starts
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Ends
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {w.coverages.map((c) => (
              <tr key={`${c.kind}-${c.title}`} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {c.title}
                </th>
                <td className="py-2 pr-3 sm:whitespace-nowrap">{formatDay(c.start_date)}</td>
                <td className="py-2 pr-3 sm:whitespace-nowrap">{formatDay(c.end_date)}</td>
                <td className="py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[c.state]}`}>
                    {STATE_LABELS[c.state]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {w.claims.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold">Claims</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {w.claims.map((c) => (
              <li key={c.claim_id} className="rounded-md bg-stone-50 p-3 text-sm">
                <p>
                  <strong>Claim {c.number}</strong> · {formatUtcDate(c.created_at, "short")} ·{" "}
                  <span className="font-semibold">{CLAIM_STATUS_LABELS[c.status] ?? c.status}</span>
                </p>
                <p className="mt-1 whitespace-pre-line text-stone-800">{c.description}</p>
                {c.photos.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {c.photos.map((p, i) => (
                      <li key={p.url}>
                        <a href={p.url}>
                          <img
                            src={p.thumb_url}
                            alt={`Claim ${c.number}, ${i + 1} of ${c.photos.length} (opens full size)`}
                            width={64}
                            height={64}
                            className="size-16 rounded bg-stone-100 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {w.active ? (
        // Keyed by the claims: once one is filed the form starts closed and blank.
        <ClaimForm key={w.claims.length} w={w} failure={failure} />
      ) : (
        <p className="mt-4 text-sm text-stone-700">Every warranty of this product has ended.</p>
      )}
    </li>
  );
}

function ClaimForm({ w, failure }: { w: WarrantyProduct; failure?: ClaimFailure }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState(failure?.values.preferred_contact || "email");
  const errors = failure?.errors ?? {};
  return (
    <details className="group mt-4" open={failure ? true : undefined}>
      <summary className="inline-flex h-11 cursor-pointer items-center rounded-md border border-stone-400 px-4 font-semibold text-ink hover:bg-stone-50">
        File a claim<span className="sr-only"> for {w.product.name}</span>
      </summary>
      <Form
        method="post"
        noValidate
        className="mt-4 flex max-w-2xl flex-col gap-4"
        aria-label={`Warranty claim for ${w.product.name}`}
      >
        <input type="hidden" name="key" value={w.key} />
        {failure?.message ? (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
            {failure.message}
          </p>
        ) : null}
        <Field
          label="What is wrong?"
          name="description"
          multiline
          defaultValue={failure?.values.description}
          error={errors.description}
          maxLength={CLAIM_DESCRIPTION_MAX}
          hint={`${CLAIM_DESCRIPTION_MIN}–${CLAIM_DESCRIPTION_MAX} characters: what happened, and when.`}
        />
        <PhotoPicker
          uploadPath={WARRANTY_PHOTO_UPLOAD_PATH}
          name="photo"
          label="Photos of the problem"
          addLabel="Add photos"
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB each."
          max={CLAIM_PHOTOS_MAX}
          onBusy={setBusy}
        />
        <fieldset aria-describedby={errors.preferred_contact ? `${w.key}-contact-error` : undefined}>
          <legend className="text-sm font-medium text-stone-900">How should we contact you?</legend>
          <div className="mt-2 flex gap-6">
            {(["email", "phone"] as const).map((c) => (
              <label key={c} className="inline-flex h-11 items-center gap-2">
                <input
                  type="radio"
                  name="preferred_contact"
                  value={c}
                  checked={contact === c}
                  onChange={() => setContact(c)}
                  className="size-5 accent-brand-700"
                />
                {c === "email" ? "E-mail" : "Phone"}
              </label>
            ))}
          </div>
          {errors.preferred_contact ? (
            <p id={`${w.key}-contact-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.preferred_contact}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Phone number"
          name="phone"
          type="tel"
          autoComplete="tel"
          required={contact === "phone"}
          defaultValue={failure?.values.phone}
          error={errors.phone}
          maxLength={20}
          hint="Needed when you choose phone: 10 digits."
        />
        <div>
          <button
            type="submit"
            disabled={sending || busy}
            className="inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {sending ? "Sending…" : busy ? "Waiting for photos…" : "Submit Claim"}
          </button>
        </div>
      </Form>
    </details>
  );
}
