// The test provider's isolated card field: a tiny page of its own, shown in an <iframe> by the
// payment page. The card number, expiry and CVC stay in this document; it posts them to the
// provider's tokenize endpoint and hands only the one-time nonce to the parent via postMessage,
// addressed to our own origin. Inline script and style run under the response's CSP nonce.
import {
  PAYMENT_FIELD_MESSAGE_TYPE,
  PAYMENT_FIELD_SUBMIT_TYPE,
  PAYMENT_FIELD_TOKENIZE_PATH,
} from "../../../contract/payment-constants";
import { escapeHtml } from "../../modules/mail/html";

/** The page's own policy: nothing but its nonce-carrying script and style, calls to us only. */
export function paymentFieldCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join("; ");
}

/** A card field page's look, but for its inputs (`fieldStyle`): both providers' fields share it. */
const FIELD_PAGE_STYLE = `
body{margin:0;font:15px/1.4 Helvetica,Arial,sans-serif;color:#222}
form{display:grid;grid-template-columns:1fr 1fr;gap:8px}
label{display:flex;flex-direction:column;gap:4px;font-size:13px}
label.wide{grid-column:1/3}
p{grid-column:1/3;margin:0;color:#c00;font-size:13px;min-height:18px}
button{grid-column:1/3;font:inherit;padding:10px;border:0;border-radius:4px;background:#222;color:#fff}
`;

/** The page style with `input` (a CSS selector) styled as the provider's inputs need. */
export const fieldStyle = (input: string, inputRule: string) =>
  `${FIELD_PAGE_STYLE}${input}{${inputRule}}\n${input}[aria-invalid=true]{border-color:#c00}\n`;

const STYLE = fieldStyle("input", "font:inherit;padding:8px 10px;border:1px solid #bbb;border-radius:4px");

// Plain ES5-ish script: no build step, no imports; constants are spliced in as JSON.
const script = () => `
(function(){
  var TYPE=${JSON.stringify(PAYMENT_FIELD_MESSAGE_TYPE)}, SUBMIT=${JSON.stringify(PAYMENT_FIELD_SUBMIT_TYPE)};
  var form=document.getElementById("card"), error=document.getElementById("error"), busy=false;
  function tell(msg){ parent.postMessage(msg, location.origin); }
  function mark(field){
    ["number","expiry","cvc"].forEach(function(n){ form.elements[n].setAttribute("aria-invalid", String(n===field)); });
  }
  function tokenize(){
    if (busy) return; busy=true; error.textContent="";
    fetch(${JSON.stringify(PAYMENT_FIELD_TOKENIZE_PATH)}, {method:"POST", headers:{"content-type":"application/json"},
      credentials:"omit", body: JSON.stringify({number:form.elements.number.value, expiry:form.elements.expiry.value, cvc:form.elements.cvc.value})})
      .then(function(r){ return r.json(); })
      .then(function(body){
        busy=false;
        if (body.nonce){ mark(""); form.reset(); tell({type:TYPE, nonce:body.nonce, brand:body.brand, last4:body.last4}); }
        else { mark(body.field||""); error.textContent=body.error; tell({type:TYPE, error:body.error, field:body.field||""}); }
      })
      .catch(function(){ busy=false; error.textContent="The card could not be checked, please try again."; tell({type:TYPE, error:error.textContent, field:""}); });
  }
  form.addEventListener("submit", function(e){ e.preventDefault(); tokenize(); });
  window.addEventListener("message", function(e){
    if (e.origin===location.origin && e.source===parent && e.data && e.data.type===SUBMIT) tokenize();
  });
})();`;

export function paymentFieldPage(nonce: string, opts: { showButton: boolean }): string {
  const n = escapeHtml(nonce);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>Card details</title><style nonce="${n}">${STYLE}</style></head>
<body><form id="card" novalidate autocomplete="on">
<label class="wide">Card number<input name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required></label>
<label>Expiration (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required></label>
<label>Security code<input name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></label>
<p id="error" role="alert"></p>
${opts.showButton ? `<button type="submit">Use this card</button>` : ""}
</form><script nonce="${n}">${script()}</script></body></html>`;
}
