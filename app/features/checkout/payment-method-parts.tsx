// The payment method pieces every payment page shows (the checkout's, buy-now's, and the Plus+
// membership's): the provider's isolated card field, and the pay-later terms with Klarna's widget
// or the test provider's stand-in. The page keeps the state and the paying; these only render it.
import type { Ref } from "react";
import { KLARNA_CONTAINER_ID, PAY_LATER_UNAVAILABLE, type TestPayLaterChoice } from "./pay-later";

/** The card field: the configured provider's page in a frame (card details never reach the store). */
export function CardFieldSection({
  fieldUrl,
  frameRef,
}: {
  fieldUrl: string;
  frameRef: Ref<HTMLIFrameElement>;
}) {
  return (
    <section aria-labelledby="pay-card" className="rounded-lg border border-stone-200 p-5">
      <h2 id="pay-card" className="mb-2 text-lg font-semibold">
        Card details
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        Your card details go straight to our payment provider; they never reach our store.
      </p>
      <iframe ref={frameRef} title="Card details" src={fieldUrl} className="h-48 w-full border-0" />
    </section>
  );
}

/** Pay later: the terms, Klarna's widget container, or the test provider's approve/deny choice. */
export function PayLaterSection({
  termsText,
  isKlarna,
  widgetShown,
  isTestPayLater,
  testChoice,
  onTestChoice,
}: {
  /** "4 interest-free payments of $25.00", or null when the provider could not answer. */
  termsText: string | null;
  isKlarna: boolean;
  widgetShown: boolean | null;
  isTestPayLater: boolean;
  testChoice: TestPayLaterChoice;
  onTestChoice: (choice: TestPayLaterChoice) => void;
}) {
  return (
    <section aria-labelledby="pay-later" className="rounded-lg border border-stone-200 p-5 text-sm">
      <h2 id="pay-later" className="mb-2 text-lg font-semibold">
        Pay later
      </h2>
      {termsText ? <p>Pay in {termsText}.</p> : <p>{PAY_LATER_UNAVAILABLE}</p>}
      {isKlarna ? (
        <>
          <div id={KLARNA_CONTAINER_ID} className="mt-3" />
          {widgetShown === false ? <p className="mt-2">{PAY_LATER_UNAVAILABLE}</p> : null}
        </>
      ) : null}
      {isTestPayLater ? (
        <fieldset className="mt-3">
          <legend className="font-semibold">Test provider: the shopper's answer</legend>
          {(["approve", "deny"] as const).map((c) => (
            <label key={c} className="mr-4 inline-flex items-center gap-2">
              <input
                type="radio"
                name="paylater_test"
                checked={testChoice === c}
                onChange={() => onTestChoice(c)}
                className="size-5 accent-brand-700"
              />
              {c === "approve" ? "Approve" : "Deny"}
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

/** The window the card field's postMessage protocol runs over (payment-field-messages.ts). */
export function browserHost() {
  return {
    origin: window.location.origin,
    addEventListener: (t: "message", fn: (e: MessageEvent) => void) => window.addEventListener(t, fn),
    removeEventListener: (t: "message", fn: (e: MessageEvent) => void) => window.removeEventListener(t, fn),
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (id: unknown) => window.clearTimeout(id as number),
  };
}
