/**
 * Route guard rule 2 (spec part 1 §4): a second `?` becomes `&` and a leading /index.php is
 * removed. The server answers page requests with a 301 to the clean URL; the client route guard
 * applies the same rule to client-side navigations.
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
