// Klarna's pay-later widget, loaded only when the server's pay-later provider is Klarna (the answer
// of GET /api/klarna-client-token says "klarna"): Klarna's own script (which the page's policy
// admits only when KLARNA_* are set) shows its form in our container, and its authorize step hands
// back the authorization token that POST /api/klarna-payment turns into the order's payment.
// Never loaded in the default configuration: the built-in test provider has no widget.
import { KLARNA_SCRIPT_URL } from "../../../../contract/payment-constants";
import { KLARNA_CONTAINER_ID, PAY_LATER_UNAVAILABLE } from "../pay-later";

/** The Klarna Payments category our sessions offer. */
const CATEGORY = "pay_later";
const SCRIPT_TIMEOUT_MS = 15_000;

interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(
    options: { container: string; payment_method_category: string },
    data: object,
    done: (res: { show_form: boolean; error?: unknown }) => void,
  ): void;
  authorize(
    options: { payment_method_category: string },
    data: object,
    done: (res: { approved: boolean; show_form: boolean; authorization_token?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    Klarna?: { Payments: KlarnaPayments };
  }
}

let loading: Promise<KlarnaPayments> | null = null;

function loadScript(): Promise<KlarnaPayments> {
  loading ??= new Promise<KlarnaPayments>((resolve, reject) => {
    if (window.Klarna) return resolve(window.Klarna.Payments);
    const script = document.createElement("script");
    script.src = KLARNA_SCRIPT_URL;
    script.async = true;
    const timer = window.setTimeout(
      () => reject(new Error("Klarna's script did not load")),
      SCRIPT_TIMEOUT_MS,
    );
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Klarna) resolve(window.Klarna.Payments);
      else reject(new Error("Klarna's script did not start"));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error("Klarna's script did not load"));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Shows Klarna's form for the session behind `clientToken`; false when it cannot be shown. */
export async function showKlarnaWidget(clientToken: string): Promise<boolean> {
  try {
    const payments = await loadScript();
    payments.init({ client_token: clientToken });
    return await new Promise<boolean>((resolve) =>
      payments.load({ container: `#${KLARNA_CONTAINER_ID}`, payment_method_category: CATEGORY }, {}, (res) =>
        resolve(res.show_form && !res.error),
      ),
    );
  } catch {
    return false;
  }
}

const KLARNA_NOT_APPROVED = "Klarna did not approve this purchase. Please choose another payment method.";
const KLARNA_NOT_COMPLETED =
  "Pay later was not completed. Please try again or choose another payment method.";

/**
 * Asks Klarna for the shopper's approval (Klarna's own dialog). The amount is the session's, made
 * by our server from the cart; the server creates the Klarna order with the order's own total.
 */
export async function authorizeKlarna(): Promise<{ token: string } | { error: string }> {
  let payments: KlarnaPayments;
  try {
    payments = await loadScript();
  } catch {
    return { error: PAY_LATER_UNAVAILABLE };
  }
  return new Promise((resolve) =>
    payments.authorize({ payment_method_category: CATEGORY }, {}, (res) => {
      if (res.approved && res.authorization_token) resolve({ token: res.authorization_token });
      // show_form false: Klarna cannot offer this purchase; true: the shopper closed the dialog.
      else resolve({ error: res.show_form ? KLARNA_NOT_COMPLETED : KLARNA_NOT_APPROVED });
    }),
  );
}
