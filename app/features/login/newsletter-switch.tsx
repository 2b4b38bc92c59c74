import { useId } from "react";
import { NEWSLETTER_BUNDLE_DOLLARS } from "../../../contract/constants";

/**
 * The newsletter opt-in of Create Account (offering the coupon bundle): a checkbox with the switch
 * role, so it posts `is_subscribed` without JavaScript and reads as on/off to screen readers.
 */
export function NewsletterSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name="is_subscribed"
        value="1"
        checked={checked}
        aria-checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors checked:bg-brand-700 before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:transition-transform checked:before:translate-x-5"
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-ink">
        Sign up for our newsletter and get a <strong>${NEWSLETTER_BUNDLE_DOLLARS} off coupon bundle</strong>
      </label>
    </div>
  );
}
