// How the card field formats what the shopper types (issue 16, bug 5): the number in groups of
// four (American Express 4-6-5), the expiry with its "/" put in for them ("1229" → "12/29"). This is
// plain ES5 source, spliced into the test provider's field page (it has no build step and runs
// under its own CSP); the unit test evaluates the same text, so what is tested is what runs.
// Braintree's Hosted Fields format their own inputs.

/** The store's font stack (app/app.css --font-sans), for both providers' card fields. */
export const FIELD_FONT =
  'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

export const CARD_INPUT_FORMAT_JS = `
function cardDigits(v){ return String(v).replace(/\\D/g, ""); }
function isAmex(d){ return /^3[47]/.test(d); }
function formatCardNumber(v){
  var d = cardDigits(v), groups = isAmex(d) ? [4, 6, 5] : [4, 4, 4, 4, 3], out = [], i = 0, g;
  d = d.slice(0, isAmex(d) ? 15 : 19);
  for (g = 0; g < groups.length && i < d.length; g++) { out.push(d.slice(i, i + groups[g])); i += groups[g]; }
  return out.join(" ");
}
function formatExpiry(v, deleting){
  var s = String(v), slash = s.indexOf("/"), month, year;
  if (slash >= 0) { month = cardDigits(s.slice(0, slash)).slice(0, 2); year = cardDigits(s.slice(slash + 1)).slice(0, 4); }
  else { var d = cardDigits(s); month = d.slice(0, 2); year = d.slice(2, 6); }
  if (month.length === 1 && month > "1" && slash < 0) month = "0" + month;
  if (year) return month + "/" + year;
  if (month.length === 2 && (!deleting || slash >= 0)) return month + "/";
  return month;
}
function cardNumberValid(v){
  var d = cardDigits(v), sum = 0, i, n;
  if (d.length < 12 || d.length > 19) return false;
  for (i = 0; i < d.length; i++) { n = Number(d.charAt(d.length - 1 - i)); if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; } sum += n; }
  return sum % 10 === 0;
}
function expiryValid(v, now){
  var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(v), month, year;
  if (!m) return false;
  month = Number(m[1]); year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 && Date.UTC(year, month, 1) > now.getTime();
}
function cvcValid(v){ return /^\\d{3,4}$/.test(String(v).trim()); }
`;
