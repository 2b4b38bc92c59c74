// The test provider's isolated card field: a tiny page of its own, shown in an <iframe> by the
// payment page. The card number, expiry and CVC stay in this document; it posts them to the
// provider's tokenize endpoint and hands only the one-time nonce to the parent via postMessage,
// addressed to our own origin. Inline script and style run under the response's CSP nonce.
import {
  PAYMENT_FIELD_MESSAGE_TYPE,
  PAYMENT_FIELD_SUBMIT_TYPE,
  PAYMENT_FIELD_TOKENIZE_PATH,
  PAYMENT_MESSAGES,
} from "../../../contract/payment-constants";
import { escapeHtml } from "../../modules/mail/html";
import { CARD_INPUT_FORMAT_JS, FIELD_FONT } from "./card-input-format";

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

/**
 * A card field page's look, but for its inputs (`fieldStyle`): both providers' fields share it. The
 * store's own font stack, ink colour and focus ring (app/app.css), so the frame reads as part of
 * the page; the body's padding leaves the ring room inside the frame, and the grid's columns may
 * shrink (min-width:0) so a 390px phone never clips the inputs.
 */
const FIELD_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:4px;font:16px/1.4 ${FIELD_FONT};color:#1c1917}
form{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
label{display:flex;flex-direction:column;gap:6px;font-size:14px;font-weight:600;min-width:0}
label.wide{grid-column:1/3}
p{grid-column:1/3;margin:0;color:#b91c1c;font-size:14px;min-height:20px}
button{grid-column:1/3;font:inherit;font-weight:600;padding:10px;border:0;border-radius:9999px;background:#17594a;color:#fff}
:focus-visible{outline:2px solid #17594a;outline-offset:2px}
`;

/** The page style with `input` (a CSS selector) styled as the provider's inputs need. */
export const fieldStyle = (input: string, inputRule: string) =>
  `${FIELD_PAGE_STYLE}${input}{${inputRule}}\n${input}[aria-invalid=true]{border-color:#b91c1c}\n`;

const STYLE = fieldStyle(
  "input",
  "font:inherit;font-weight:400;width:100%;min-width:0;height:44px;padding:0 12px;border:1px solid #78716c;border-radius:6px;background:#fff;color:#1c1917",
);

// Plain ES5-ish script: no build step, no imports; constants are spliced in as JSON. The number and
// expiry are formatted as typed (CARD_INPUT_FORMAT_JS); the values are kept after a nonce, so a
// refused order leaves what the shopper typed for the next Place Order (nonces are single-use:
// that one tokenizes again). An error goes away when its field becomes valid, and the page is told.
const script = () => `
(function(){
  ${CARD_INPUT_FORMAT_JS}
  var TYPE=${JSON.stringify(PAYMENT_FIELD_MESSAGE_TYPE)}, SUBMIT=${JSON.stringify(PAYMENT_FIELD_SUBMIT_TYPE)};
  var MESSAGES=${JSON.stringify({ cardNumber: PAYMENT_MESSAGES.cardNumber, expiry: PAYMENT_MESSAGES.expiry, cvc: PAYMENT_MESSAGES.cvc })};
  var form=document.getElementById("card"), error=document.getElementById("error"), busy=false, wrong="";
  var number=form.elements.number, expiry=form.elements.expiry, cvc=form.elements.cvc;
  function tell(msg){ parent.postMessage(msg, location.origin); }
  function mark(field){
    wrong=field;
    ["number","expiry","cvc"].forEach(function(n){ form.elements[n].setAttribute("aria-invalid", String(n===field)); });
  }
  function valid(field){
    if (field==="number") return cardNumberValid(number.value);
    if (field==="expiry") return expiryValid(expiry.value, new Date());
    if (field==="cvc") return cvcValid(cvc.value);
    return false;
  }
  function recheck(){
    if (wrong && valid(wrong)){ mark(""); error.textContent=""; tell({type:TYPE, cleared:true}); }
  }
  // Reformats and keeps the caret after the same number of digits it followed.
  function reformat(input, format, deleting){
    var caret=input.selectionStart==null?input.value.length:input.selectionStart;
    var before=cardDigits(input.value.slice(0, caret)).length, next=format(input.value, deleting), at=0, seen=0;
    if (next===input.value) return;
    input.value=next;
    while (at<next.length && seen<before){ if (/d/.test(next.charAt(at))) seen++; at++; }
    if (!deleting && at<next.length && !/d/.test(next.charAt(at)) && seen===before && before>0 && at===next.length-1) at=next.length;
    if (document.activeElement===input) input.setSelectionRange(at, at);
  }
  number.addEventListener("input", function(e){ reformat(number, formatCardNumber, /^delete/.test(e.inputType||"")); recheck(); });
  expiry.addEventListener("input", function(e){ reformat(expiry, formatExpiry, /^delete/.test(e.inputType||"")); recheck(); });
  cvc.addEventListener("input", function(){ cvc.value=cardDigits(cvc.value).slice(0,4); recheck(); });
  // The provider's own rules, checked here first: a card it would refuse is named at once, without
  // a round trip (the provider checks again, and is the one that decides).
  function localProblem(){
    if (!valid("number")) return {error:MESSAGES.cardNumber, field:"number"};
    if (!valid("expiry")) return {error:MESSAGES.expiry, field:"expiry"};
    if (!valid("cvc")) return {error:MESSAGES.cvc, field:"cvc"};
    return null;
  }
  function tokenize(){
    if (busy) return;
    var problem=localProblem();
    if (problem){ mark(problem.field); error.textContent=problem.error; tell({type:TYPE, error:problem.error, field:problem.field}); return; }
    busy=true; error.textContent="";
    fetch(${JSON.stringify(PAYMENT_FIELD_TOKENIZE_PATH)}, {method:"POST", headers:{"content-type":"application/json"},
      credentials:"omit", body: JSON.stringify({number:number.value, expiry:expiry.value, cvc:cvc.value})})
      .then(function(r){ return r.json(); })
      .then(function(body){
        busy=false;
        if (body.nonce){ mark(""); tell({type:TYPE, nonce:body.nonce, brand:body.brand, last4:body.last4}); }
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
<label class="wide">Card number<input name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456" required></label>
<label>Expiration (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required></label>
<label>Security code<input name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="CVC" required></label>
<p id="error" role="alert"></p>
${opts.showButton ? `<button type="submit">Use this card</button>` : ""}
</form><script nonce="${n}">${script()}</script></body></html>`;
}
