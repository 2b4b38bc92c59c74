// useRouteGuard(): runs the client rules of the route guard (app/lib/guard-rules.ts) on the first
// page load and whenever a client navigation to another location starts. React Router cannot hold
// a navigation while we ask the server, so the checks run alongside the route's loaders; an outcome
// (new build → full load, unclean URL → replace) then takes over. A newer navigation cancels the
// older one's checks, but finishing a navigation does not: a new build found after the page showed
// still reloads it.
import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { CallResult } from "../../contract/call";
import type { fraudSiteId } from "../../contract/site";
import { api } from "./api";
import { createFraudSiteIdLoader, FRAUD_SITE_ID_KEY } from "./fraud-site-id";
import { clientRules, type GuardEnv, type GuardLocation, type GuardOutcome, runGuard } from "./guard-rules";
import { sessionGet, sessionSet } from "./storage";
import { fetchServedVersion } from "./version-check";

let fraudLoader: ReturnType<typeof createFraudSiteIdLoader> | null = null;

function browserGuardEnv(): GuardEnv {
  return {
    runningVersion: typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "",
    servedVersion: (signal) => fetchServedVersion((url, init) => globalThis.fetch(url, init), signal),
    ensureFraudSiteId: () => {
      fraudLoader ??= createFraudSiteIdLoader({
        // contract/site.ts `fraudSiteId`; the path is written out to keep its schemas out of the bundle.
        load: () => api.get<CallResult<typeof fraudSiteId>>("/api/common/forter-site-id"),
        read: () => sessionGet(FRAUD_SITE_ID_KEY),
        write: (value) => sessionSet(FRAUD_SITE_ID_KEY, value),
        expose: (siteId) => {
          window.__forterSiteId = siteId;
        },
      });
      void fraudLoader.ensure();
    },
  };
}

export function useRouteGuard(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const rules = useMemo(() => clientRules(browserGuardEnv()), []);
  const running = useRef<AbortController | null>(null);

  const apply = (outcome: GuardOutcome, signal: AbortSignal) => {
    if (!outcome || signal.aborted) return;
    if ("reload" in outcome) window.location.assign(outcome.reload);
    else navigate(outcome.redirect, { replace: true });
  };

  const start = (to: GuardLocation, initial: boolean) => {
    running.current?.abort();
    const ctrl = new AbortController();
    running.current = ctrl;
    void runGuard(rules, { to, initial, signal: ctrl.signal }).then((outcome) => apply(outcome, ctrl.signal));
  };

  // First page load: the server already applied its rules; only the client-side jobs run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, by design.
  useEffect(() => {
    start(location, true);
    return () => running.current?.abort();
  }, []);

  // A navigation to a different path or query starts (hash changes and revalidations do not count;
  // a form submission is checked once it turns into loading its target).
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const moving =
    target !== undefined && (target.pathname !== location.pathname || target.search !== location.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per started navigation (target identity).
  useEffect(() => {
    if (target && moving) start(target, false);
  }, [target]);
}
