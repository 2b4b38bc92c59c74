// The Braintree card field's own script (bundled with braintree-web by scripts/braintree-field.mjs,
// never part of the app's chunks). It runs inside /payment-field/braintree, itself an <iframe> of
// the payment page: Braintree's Hosted Fields put the card inputs in Braintree's own frames, and
// this page speaks the same postMessage protocol as the test provider's field
// (app/features/checkout/payment-field-messages.ts), so the payment page needs no provider code.
import * as braintreeClient from "braintree-web/client";
import * as hostedFields from "braintree-web/hosted-fields";
import {
  PAYMENT_FIELD_MESSAGE_TYPE,
  PAYMENT_FIELD_SUBMIT_TYPE,
  PAYMENT_MESSAGES,
  type PaymentFieldMessage,
} from "../../../../contract/payment-constants";
import { FIELD_FONT } from "../card-input-format";

type Field = "number" | "expiry" | "cvc" | "";
const FIELDS: Record<string, Field> = { number: "number", expirationDate: "expiry", cvv: "cvc" };
const UNREADY = "The card form could not be loaded, please reload the page or try again later.";

const root = document.getElementById("card") as HTMLElement;
const error = document.getElementById("error") as HTMLElement;
const token = root.dataset.clientToken ?? "";

function tell(message: PaymentFieldMessage) {
  parent.postMessage(message, location.origin);
}

/** Shows the message and marks the field it is about (none: clears them). */
function mark(message: string, field: Field) {
  error.textContent = message;
  for (const [key, name] of Object.entries(FIELDS))
    document.getElementById(key)?.setAttribute("aria-invalid", String(name === field));
}

function fail(message: string, field: Field) {
  mark(message, field);
  tell({ type: PAYMENT_FIELD_MESSAGE_TYPE, error: message, field });
}

const ready: Promise<hostedFields.HostedFields | null> = token
  ? braintreeClient
      .create({ authorization: token })
      .then((client) =>
        hostedFields.create({
          client,
          // The store's font, size and ink (Hosted Fields take styles only through this option).
          styles: {
            input: { "font-size": "16px", "font-family": FIELD_FONT, color: "#1c1917" },
            ".invalid": { color: "#b91c1c" },
          },
          fields: {
            number: { container: "#number", placeholder: "Card number" },
            expirationDate: { container: "#expirationDate", placeholder: "MM/YY" },
            cvv: { container: "#cvv", placeholder: "CVC" },
          },
        }),
      )
      .catch(() => null)
  : Promise.resolve(null);

let busy = false;

async function tokenize() {
  if (busy) return;
  busy = true;
  error.textContent = "";
  try {
    const fields = await ready;
    if (!fields) return fail(token ? UNREADY : PAYMENT_MESSAGES.cardUnavailable, "");
    const payload = await fields.tokenize();
    mark("", "");
    tell({
      type: PAYMENT_FIELD_MESSAGE_TYPE,
      nonce: payload.nonce,
      brand: payload.details.cardType ?? "Card",
      last4: payload.details.lastFour ?? "",
    });
  } catch (err) {
    const e = err as hostedFields.HostedFieldsError;
    const invalid = e.details?.invalidFieldKeys?.[0];
    if (e.code === "HOSTED_FIELDS_FIELDS_EMPTY") fail(PAYMENT_MESSAGES.cardNumber, "number");
    else if (invalid === "expirationDate") fail(PAYMENT_MESSAGES.expiry, "expiry");
    else if (invalid === "cvv") fail(PAYMENT_MESSAGES.cvc, "cvc");
    else if (invalid) fail(PAYMENT_MESSAGES.cardNumber, "number");
    else fail("The card could not be checked, please try again.", "");
  } finally {
    busy = false;
  }
}

root.addEventListener("submit", (e) => {
  e.preventDefault();
  void tokenize();
});
window.addEventListener("message", (e) => {
  const data = e.data as { type?: string } | null;
  if (e.origin === location.origin && e.source === parent && data?.type === PAYMENT_FIELD_SUBMIT_TYPE)
    void tokenize();
});
