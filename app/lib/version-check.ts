// Route guard rule 1 (spec part 1 §4): a version file, fetched past every cache, tells whether a
// newer build is live; if so the next navigation is a full page load so the new code runs.

/** `/version.json?t=<random>`: the random query defeats any cache between us and the server. */
export function versionFileUrl(random: () => number = Math.random): string {
  return `/version.json?t=${Date.now().toString(36)}${random().toString(36).slice(2, 10)}`;
}

/** The version in a version-file answer (`{ data: { version } }`), or null when it has none. */
export function readServedVersion(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== "object" || data === null) return null;
  const version = (data as { version?: unknown }).version;
  return typeof version === "string" && version.trim() !== "" ? version.trim() : null;
}

/** Reload only for a real, different version: an empty or unreadable answer never reloads. */
export function isNewBuild(served: string | null, running: string): boolean {
  return served !== null && running !== "" && served !== running;
}

/** Fetches the live version; any failure (offline, non-200, not JSON) is null, never an error. */
export async function fetchServedVersion(
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const res = await fetchFn(versionFileUrl(), {
      cache: "no-store",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal,
    });
    if (!res.ok) return null;
    return readServedVersion(await res.json());
  } catch {
    return null;
  }
}
