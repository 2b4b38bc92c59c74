// The client side of the route guard (spec part 1 §4) as an ordered list of rules. Each rule sees
// the navigation and either lets it continue (returns nothing) or ends it with a client redirect
// or a full page load; the first rule that ends it wins. Rules 4–10 (asset paths, known-route
// flags, rp_token, subscribe pre-check, auth, path lookup) are enforced by the server and the
// route loaders, which also run for client navigations; a rule that must run in the browser is
// added to `clientRules` in its spec position.
import { normalizePageUrl } from "../../contract/page-url";
import { isNewBuild } from "./version-check";

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface GuardNavigation {
  to: GuardLocation;
  /** True for the first page load (server-rendered): only rules with a client-side job run. */
  initial: boolean;
  /** Aborted when a newer navigation starts: its outcome must then be ignored. */
  signal: AbortSignal;
}

export type GuardOutcome =
  /** Client navigation to another URL, replacing the current history entry. */
  | { redirect: string }
  /** Full page load of a same-origin URL. */
  | { reload: string }
  | undefined;

export type GuardRule = (nav: GuardNavigation) => GuardOutcome | Promise<GuardOutcome>;

export interface GuardEnv {
  /** The running client build (`__BUILD_VERSION__`). */
  runningVersion: string;
  servedVersion(signal: AbortSignal): Promise<string | null>;
  /** Starts (without waiting) the once-per-session fraud site id fetch. */
  ensureFraudSiteId(): void;
}

export const hrefOf = (to: GuardLocation) => to.pathname + to.search + to.hash;

export function clientRules(env: GuardEnv): GuardRule[] {
  return [
    // Rule 1: a newer build is live → load the target URL from the server.
    async (nav) => {
      if (nav.initial || !env.runningVersion) return undefined;
      const served = await env.servedVersion(nav.signal);
      return isNewBuild(served, env.runningVersion) ? { reload: hrefOf(nav.to) } : undefined;
    },
    // Rule 2: a second `?` becomes `&`; a leading /index.php is removed (the server 301s page loads).
    (nav) => {
      if (nav.initial) return undefined;
      const clean = normalizePageUrl(nav.to.pathname + nav.to.search);
      return clean ? { redirect: clean + nav.to.hash } : undefined;
    },
    // Rule 3: learn the fraud-screening site id once per session; never holds up the navigation.
    () => {
      env.ensureFraudSiteId();
      return undefined;
    },
  ];
}

/** Runs the rules in order; the first outcome ends the run. Nothing once the navigation is stale. */
export async function runGuard(rules: readonly GuardRule[], nav: GuardNavigation): Promise<GuardOutcome> {
  for (const rule of rules) {
    if (nav.signal.aborted) return undefined;
    const outcome = await rule(nav);
    if (nav.signal.aborted) return undefined;
    if (outcome) return outcome;
  }
  return undefined;
}
