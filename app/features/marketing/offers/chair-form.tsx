import { type FormEvent, useId, useState } from "react";
import { CHAIR_COUPON_DOLLARS, MARKETING_OFFER_PATHS } from "../../../../contract/marketing-offers-constants";
import { api } from "../../../lib/api";
import { showOfferAnswer } from "./offer-answer";
import { markOfferSignedUp } from "./offer-flags";

const FIELDS = [
  { name: "name", label: "Name", placeholder: "Name (required)", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", placeholder: "Email (required)", type: "email", autoComplete: "email" },
  {
    name: "shippingAddress",
    label: "Shipping address",
    placeholder: "Shipping address (optional)",
    type: "text",
    autoComplete: "street-address",
  },
  { name: "telPhone", label: "Phone", placeholder: "Phone (optional)", type: "tel", autoComplete: "tel" },
] as const;

/**
 * The massage-chair form (the guide page and its pop-up): name and e-mail required, shipping
 * address and phone optional, said in the placeholders; no check in the browser (spec part 2 §5):
 * the server's message comes back as an error toast.
 */
export function ChairOfferForm({
  onSignedUp,
  autoFocus = false,
}: {
  onSignedUp?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const res = await api.post(MARKETING_OFFER_PATHS.massagechairSubscribe, {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      shippingAddress: String(form.get("shippingAddress") ?? ""),
      telPhone: String(form.get("telPhone") ?? ""),
      // The spec's tUserId: the server takes the customer from the session, never from here.
      tUserId: 0,
    });
    setBusy(false);
    if (showOfferAnswer(res)) {
      markOfferSignedUp("massage_chair");
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
    <form onSubmit={submit} noValidate className="grid gap-3">
      {FIELDS.map((f, i) => (
        <div key={f.name} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${f.name}`} className="text-sm font-semibold text-ink">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            // biome-ignore lint/a11y/noAutofocus: the pop-up's first field takes the focus it was opened for
            autoFocus={autoFocus && i === 0}
            className="h-11 rounded-md border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-600"
          />
        </div>
      ))}
      <button
        type="submit"
        disabled={busy}
        className="h-11 rounded-md bg-accent-600 px-4 font-semibold text-white hover:bg-orange-800 disabled:opacity-70"
      >
        {busy ? "Sending…" : `Get my $${CHAIR_COUPON_DOLLARS} chair coupon`}
      </button>
    </form>
  );
}
