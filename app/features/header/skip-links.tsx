import { useMatches, useRouteError } from "react-router";
import { skipTargets } from "./skip-targets";

/** "Skip to content / menu / footer": off-screen until focused, then shown top-left. */
export function SkipLinks() {
  const matches = useMatches();
  const error = useRouteError();
  const targets = skipTargets(
    matches.map((m) => m.id),
    error !== undefined && error !== null,
  );
  return (
    <div className="contents">
      {targets.map((t) => (
        <a
          key={t.href}
          href={t.href}
          className="sr-only rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
        >
          {t.label}
        </a>
      ))}
    </div>
  );
}
