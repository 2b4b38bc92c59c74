/**
 * Route guard rule 2 (spec part 1 §4) for client-side navigations: a second `?` becomes `&` and a
 * leading /index.php is removed. The server applies the same rule with a 301 to page requests
 * (server/http/normalize-url.ts); the web app cannot import server code, hence this twin.
 * Returns the normalised path+query, or null when the URL is already clean.
 */
export function normalizePageUrl(pathAndQuery: string): string | null {
  let out = pathAndQuery;
  const first = out.indexOf("?");
  if (first !== -1) out = out.slice(0, first + 1) + out.slice(first + 1).replace(/\?/g, "&");
  if (/^\/index\.php(\/|$|\?)/i.test(out)) out = out.replace(/^\/index\.php/i, "") || "/";
  if (out.startsWith("?")) out = `/${out}`;
  return out === pathAndQuery ? null : out;
}
