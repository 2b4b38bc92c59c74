import { type FormEvent, useId, useState } from "react";
import { formatWhole } from "../../../../contract/number-text";
import { AC_MESSAGES, recommendBtu, squareFeetError, TEMPERATURE_PLACEHOLDER, temperatureError } from "./btu";

type Field = "squareFootage" | "heatingTemp" | "coolingTemp";
const EMPTY: Record<Field, string> = { squareFootage: "", heatingTemp: "", coolingTemp: "" };
const RULES: Record<Field, (v: string) => string | null> = {
  squareFootage: squareFeetError,
  heatingTemp: temperatureError,
  coolingTemp: temperatureError,
};

/**
 * The air-conditioner size estimator's body, loaded on demand into the "Which size do I need?"
 * dialog: a form view, then the recommendation; Back resets.
 */
export default function AcEstimatorForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [result, setResult] = useState<{ btu: number | null } | null>(null);

  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: RULES[field](values[field]) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = Object.fromEntries((Object.keys(RULES) as Field[]).map((f) => [f, RULES[f](values[f])]));
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setResult({ btu: recommendBtu(Number(values.squareFootage)) });
  };
  const back = () => {
    setValues(EMPTY);
    setErrors({});
    setResult(null);
  };

  return result ? (
    <div aria-live="polite">
      {result.btu ? (
        <p className="text-stone-800">
          We recommend a <strong>{formatWhole(result.btu)} BTU</strong> air conditioner for{" "}
          {Number(values.squareFootage).toLocaleString("en-US")} sq ft.
        </p>
      ) : (
        <p className="text-stone-800">{AC_MESSAGES.unable}</p>
      )}
      <button type="button" onClick={back} className="mt-4 rounded border border-stone-400 px-4 py-2">
        Back
      </button>
    </div>
  ) : (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NumberField
        label="Square Feet"
        name="squareFootage"
        required
        placeholder="e.g. 500"
        value={values.squareFootage}
        error={errors.squareFootage}
        onChange={(v) => setValues((s) => ({ ...s, squareFootage: v }))}
        onBlur={() => blur("squareFootage")}
      />
      <NumberField
        label="Heating temperature (optional)"
        name="heatingTemp"
        placeholder={TEMPERATURE_PLACEHOLDER}
        value={values.heatingTemp}
        error={errors.heatingTemp}
        onChange={(v) => setValues((s) => ({ ...s, heatingTemp: v }))}
        onBlur={() => blur("heatingTemp")}
      />
      <NumberField
        label="Cooling temperature (optional)"
        name="coolingTemp"
        placeholder={TEMPERATURE_PLACEHOLDER}
        value={values.coolingTemp}
        error={errors.coolingTemp}
        onChange={(v) => setValues((s) => ({ ...s, coolingTemp: v }))}
        onBlur={() => blur("coolingTemp")}
      />
      <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
        Estimate
      </button>
    </form>
  );
}

function NumberField(props: {
  label: string;
  name: string;
  required?: boolean;
  placeholder: string;
  value: string;
  error: string | null | undefined;
  onChange: (v: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={props.name}
        inputMode="decimal"
        required={props.required}
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        className="mt-1 w-full rounded border border-stone-400 px-3 py-2"
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
