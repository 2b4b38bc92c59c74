// Braintree's card field: our own small page (shown in the payment page's <iframe>, like the test
// provider's) around Braintree's Hosted Fields. The card inputs are Braintree's own frames; this
// page only holds them, runs our bundled script (braintree-web, never a CDN copy) and posts the
// nonce to the parent. Its policy admits exactly what Hosted Fields needs, per environment.
import { PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH } from "../../../contract/payment-constants";
import type { Config } from "../../config";
import { escapeHtml } from "../../modules/mail/html";
import { fieldStyle } from "./payment-field-page";

/** Braintree's hosts the field talks to: its frames' assets, the client API, GraphQL, analytics. */
const BRAINTREE_HOSTS = {
  sandbox: {
    api: ["https://api.sandbox.braintreegateway.com", "https://payments.sandbox.braintree-api.com"],
  },
  production: { api: ["https://api.braintreegateway.com", "https://payments.braintree-api.com"] },
} as const;
const HOSTED_FIELDS_FRAMES = "https://assets.braintreegateway.com";
/** braintree-web reports its own errors and timings here (lib/constants.js ANALYTICS_URL). */
const ANALYTICS = "https://www.paypal.com/xoplatform/logger/api/logger";

export function braintreeFieldCsp(nonce: string, environment: Config["BRAINTREE_ENVIRONMENT"]): string {
  return [
    "default-src 'none'",
    // Our bundled script only, by nonce: braintree-web cannot pull in other scripts from its CDN.
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    // Hosted Fields position their frames and hidden autofill inputs with style attributes they
    // set themselves; attributes only, never a style sheet (this page shows no outside content).
    "style-src-attr 'unsafe-inline'",
    `frame-src ${HOSTED_FIELDS_FRAMES}`,
    ["connect-src", ...BRAINTREE_HOSTS[environment].api, ANALYTICS].join(" "),
    "form-action 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join("; ");
}

// Hosted Fields are frames inside `.input` boxes; the focused box carries Braintree's class, and
// gets the store's focus ring (the caret itself is inside Braintree's frame).
const STYLE = `${fieldStyle(".input", "height:44px;min-width:0;padding:0 12px;border:1px solid #78716c;border-radius:6px;background:#fff")}.input.braintree-hosted-fields-focused{outline:2px solid #17594a;outline-offset:2px}\n.input.braintree-hosted-fields-invalid{border-color:#b91c1c}\n`;

export function braintreeFieldPage(
  nonce: string,
  opts: { clientToken: string; scriptVersion: string; showButton: boolean },
): string {
  const n = escapeHtml(nonce);
  const src = `${PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH}?v=${encodeURIComponent(opts.scriptVersion)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>Card details</title><style nonce="${n}">${STYLE}</style></head>
<body><form id="card" novalidate data-client-token="${escapeHtml(opts.clientToken)}">
<label class="wide">Card number<div id="number" class="input"></div></label>
<label>Expiration (MM/YY)<div id="expirationDate" class="input"></div></label>
<label>Security code<div id="cvv" class="input"></div></label>
<p id="error" role="alert"></p>
${opts.showButton ? `<button type="submit">Use this card</button>` : ""}
</form><script nonce="${n}" src="${escapeHtml(src)}"></script></body></html>`;
}
