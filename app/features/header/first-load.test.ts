import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The header is in every page's first load; what only an interaction needs lives in on-demand/ and
// must be reached through import() alone, or the bundler pulls it into the first load again.

const appDir = new URL("../../", import.meta.url);
const sources = (readdirSync(appDir, { recursive: true }) as string[]).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|\.testing\.tsx?$/.test(path),
);
const read = (path: string) => readFileSync(new URL(path, appDir), "utf8");
/** Static imports (and re-exports) that bring code, not just types. */
const valueImports = (source: string) =>
  [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?from\s+)?"([^"]+)"/gm)].map((m) => m[1]);

describe("the header's first load", () => {
  it("reaches the on-demand modules only through dynamic imports", () => {
    expect(valueImports(read("features/header/search-form.tsx"))).toContain("react-router");
    const outside = sources.filter((path) => !path.includes("features/header/on-demand/"));
    const offenders = outside.filter((path) =>
      valueImports(read(path)).some((from) => from.includes("on-demand/")),
    );
    expect(offenders).toEqual([]);
  });

  it("fetches the search suggestions as their own chunk, mounted on first use", () => {
    const form = read("features/header/search-form.tsx");
    expect(form).toContain('import("./on-demand/live-search-suggestions")');
    expect(form).toContain("lazyOnDemand(loadLiveSuggestions.background)");
    for (const module of ["search-combobox", "search-suggestions", "suggest-request"])
      expect(form).not.toContain(`on-demand/${module}"`);
  });

  it("fetches the open drawer (its dialog) on first open", () => {
    const hook = read("features/header/use-menu-drawer.ts");
    expect(hook).toContain('import("./on-demand/menu-drawer-dialog")');
    expect(hook).not.toMatch(/components\/ui\/dialog|showModal|overflow/);
  });

  it("fetches the notifications panel on the bell's first open, and renders nothing personal on the server", () => {
    const bell = read("features/header/notifications-bell.tsx");
    expect(bell).toContain('import("./on-demand/notifications-panel")');
    expect(bell).toContain("lazyOnDemand(loadPanel)");
    // The list is read in an effect (after load), so a kept page never carries anyone's count.
    expect(bell).toMatch(/useEffect\(\(\) => \{\s*const ctrl = new AbortController\(\);\s*void reload/);
  });
});
