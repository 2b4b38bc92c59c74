import { type FormEvent, useState } from "react";
import { SUCCESS_CODE, ZIP_CODE_LENGTH } from "../../../../contract/constants";
import type { Logistic } from "../../../../contract/logistics";
import { PRODUCT_LOGISTIC_PATH, zipFieldError } from "../../../../contract/logistics-constants";
import { api } from "../../../lib/api";

/** What a check answers: the estimate, or the API's reason for refusing the zip code. */
export type Estimate = { kind: "ok"; logistic: Logistic } | { kind: "refused"; message: string };

/**
 * The shipping estimate's zip code form (spec part 2 §3, §5): the zip is checked on blur and on
 * Check, then the estimate is requested for the selected variant. It is its own chunk, loaded when
 * the shopper opens it: most visits never ask for an estimate. The zip itself belongs to the
 * panel, so it survives closing and reopening the form.
 */
export default function ZipEstimateForm({
  fieldId,
  productId,
  piid,
  zip,
  onZip,
  onAnswer,
}: {
  fieldId: string;
  productId: number;
  piid: number;
  zip: string;
  onZip: (zip: string) => void;
  onAnswer: (zip: string, estimate: Estimate) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    const problem = zipFieldError(zip);
    setError(problem);
    if (problem) return;
    setLoading(true);
    const res = await api.post<Logistic | null>(PRODUCT_LOGISTIC_PATH, { productId, zipcode: zip, piid });
    setLoading(false);
    if (res.code === SUCCESS_CODE && res.result) {
      onAnswer(zip, { kind: "ok", logistic: res.result });
    } else if (res.code === 400 || res.code === 422) {
      onAnswer(zip, { kind: "refused", message: res.message });
    }
  };

  return (
    <form noValidate onSubmit={check} className="flex flex-wrap items-start gap-2">
      <div>
        <label htmlFor={fieldId} className="sr-only">
          Zip code
        </label>
        <input
          id={fieldId}
          name="zipcode"
          required
          maxLength={ZIP_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Zip code"
          value={zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(e) => {
            onZip(e.target.value.replace(/\D/g, "").slice(0, ZIP_CODE_LENGTH));
            // Editing clears the old message at once: removing it later (on blur) would move the
            // Check button under the pointer and swallow the click.
            setError(null);
          }}
          onBlur={() => setError(zipFieldError(zip))}
          className="w-28 rounded border border-stone-400 px-2 py-1"
        />
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1 text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={loading}
        aria-busy={loading}
        className="rounded bg-brand-700 px-3 py-1 font-semibold text-white disabled:opacity-60"
      >
        {loading ? "Checking…" : "Check"}
      </button>
    </form>
  );
}
