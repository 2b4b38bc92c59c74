import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  AGE_RANGE_MESSAGE,
  AGE_RANGE_WARNING_MS,
  AGE_RANGES,
  BABY_COUPON_DOLLARS,
  MARKETING_OFFER_PATHS,
} from "../../../../contract/marketing-offers-constants";
import { api } from "../../../lib/api";
import { showOfferAnswer } from "./offer-answer";
import { markOfferSignedUp } from "./offer-flags";
import { timedWarning } from "./timed-warning";

/**
 * The baby offer's form (the baby pop-up, /baby-registry): e-mail, the child's age range (codes
 * 1–4) and the category it was sent from. No range chosen: "Please select age range" for 2 seconds
 * and nothing is sent; the e-mail goes to the server unchecked (spec part 2 §5).
 */
export function BabyOfferForm({
  categoryName,
  onSignedUp,
  autoFocus = false,
}: {
  categoryName: string;
  onSignedUp?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const warn = useRef<ReturnType<typeof timedWarning> | null>(null);
  useEffect(() => {
    warn.current = timedWarning(AGE_RANGE_WARNING_MS, setWarning);
    return () => warn.current?.dispose();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ageGroup = form.get("age_group");
    if (!ageGroup) {
      warn.current?.show(AGE_RANGE_MESSAGE);
      return;
    }
    setBusy(true);
    const res = await api.post(MARKETING_OFFER_PATHS.babySubscribe, {
      email: String(form.get("email") ?? ""),
      category_name: categoryName,
      age_group: String(ageGroup),
      // The spec's tUserId: the server takes the customer from the session, never from here.
      tUserId: 0,
    });
    setBusy(false);
    if (showOfferAnswer(res)) {
      markOfferSignedUp("baby");
      setDone(res.message);
      onSignedUp?.();
    }
  }

  if (done) {
    return (
      <p role="status" className="rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-800">
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="font-semibold text-ink">Your child's age</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {AGE_RANGES.map((range) => (
            <label
              key={range.code}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-400 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="age_group" value={range.code} className="size-4 accent-brand-700" />
              {range.label}
            </label>
          ))}
        </div>
      </fieldset>
      {warning ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {warning}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="font-semibold text-ink">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          // biome-ignore lint/a11y/noAutofocus: the pop-up's first field takes the focus it was opened for
          autoFocus={autoFocus}
          placeholder="Your email address"
          className="h-11 rounded-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-600"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-11 rounded-md bg-accent-600 px-4 font-semibold text-white hover:bg-orange-800 disabled:opacity-70"
      >
        {busy ? "Sending…" : `Get my $${BABY_COUPON_DOLLARS} coupon`}
      </button>
    </form>
  );
}
