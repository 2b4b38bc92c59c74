/** `?piid=` as a variant id, or nothing when absent or malformed (the API then picks the default). */
export function readPiid(url: URL): number | undefined {
  const raw = url.searchParams.get("piid") ?? "";
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const piid = Number(raw);
  return piid > 0 ? piid : undefined;
}

/** The page address with `piid` set, the rest of the query (e.g. position) and the hash kept. */
export function hrefWithPiid(href: string, piid: number): string {
  const url = new URL(href, "http://local");
  url.searchParams.set("piid", String(piid));
  return `${url.pathname}${url.search}${url.hash}`;
}
