// Which push services a subscription may name (WEB_PUSH_ENDPOINT_HOSTS, decision 0041). The store
// POSTs to a subscription's endpoint whenever an operator sends: without this list anyone could
// subscribe "endpoints" inside our network and have the store call them.

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The setting as a list of lower-cased host names. */
export const endpointHosts = (setting: string): string[] =>
  setting
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/**
 * An https:// endpoint whose host is a listed host or under one, without credentials; http:// only
 * for a loopback host listed by name (a test's local push service).
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === "http:") return LOOPBACK.has(host) && hosts.includes(host);
  if (url.protocol !== "https:") return false;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
