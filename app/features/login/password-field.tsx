import { type Ref, useState } from "react";
import { FieldError, INPUT, LABEL } from "./flow-form";

/**
 * A password input with its show/hide toggle (a pressed-state button whose name says what it will
 * do) and its message. `describedBy` adds hints (the checklist) to the field's description.
 */
export function PasswordField({
  id,
  label,
  name,
  autoComplete,
  value,
  onChange,
  onInput,
  error,
  describedBy,
  fieldRef,
}: {
  id: string;
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  /** Controlled value; omitted: the field keeps its own. */
  value?: string;
  onChange?: (value: string) => void;
  /** Any edit (clears a server message). */
  onInput?: () => void;
  error?: string;
  describedBy?: string;
  fieldRef?: Ref<HTMLInputElement>;
}) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const description = [error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={fieldRef}
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
          onInput={onInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          className={`${INPUT} pr-20`}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={shown ? "Hide password" : "Show password"}
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
