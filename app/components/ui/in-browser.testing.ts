// Runs a small page built from `entry` in the system Chromium, with every dynamic import() a chunk
// of its own fetched over the (intercepted) network: a test decides, per request, whether a chunk
// arrives, fails like a dropped connection, or waits. The repo has no DOM library for Vitest, and
// what is under test (focus, error boundaries, chunk loading, a page reload) needs a real browser.
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../tests/helpers/chromium.mjs";

export const HARNESS_ORIGIN = "http://harness.test";
export const HARNESS_BUILD = "harness-build-1";

/** What happens to a request for a built file: served, failed, or served once `hold` settles. */
export type ChunkAnswer = "serve" | "fail" | { hold: Promise<unknown> };

export interface BrowserHarness {
  page: Page;
  /** Decides each built file's answer; the default serves everything. */
  answer: (file: string) => ChunkAnswer;
  /** The version /version.json reports (the running build is HARNESS_BUILD). */
  servedVersion: string;
  /** Built files requested since the last open(), in order. */
  requested: string[];
  /** Loads the page afresh (after changing the answers). */
  open(path?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `rootHtml`: markup served inside #root, for pages that hydrate server-rendered HTML (the test
 * renders it with react-dom/server).
 */
export async function openInBrowser(entry: string, { rootHtml = "" } = {}): Promise<BrowserHarness> {
  const out = await build({
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    format: "esm",
    write: false,
    outdir: "/assets",
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    jsx: "automatic",
    define: {
      "process.env.NODE_ENV": '"development"',
      "import.meta.env.SSR": "false",
      __BUILD_VERSION__: JSON.stringify(HARNESS_BUILD),
    },
    logLevel: "silent",
  });
  const files = new Map(out.outputFiles.map((f) => [f.path.replace(/^.*\/assets\//, ""), f.text]));

  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const harness: BrowserHarness = {
    page,
    answer: () => "serve",
    servedVersion: HARNESS_BUILD,
    requested: [],
    open: async (path = "/") => {
      // End the previous document first: a chunk it was still fetching must not be counted as a
      // request of the page the test opens now.
      await page.goto("about:blank");
      harness.requested.length = 0;
      await page.goto(HARNESS_ORIGIN + path);
      await page.waitForFunction(() => document.body.dataset.ready === "true");
    },
    close: () => browser.close(),
  };
  await page.route(`${HARNESS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/version.json")
      return route.fulfill({ json: { data: { version: harness.servedVersion } } });
    if (!url.pathname.startsWith("/assets/"))
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body><div id="root">${rootHtml}</div><script type="module" src="/assets/main.js"></script></body></html>`,
      });
    const file = url.pathname.slice("/assets/".length);
    harness.requested.push(file);
    const body = files.get(file);
    const answer = harness.answer(file);
    if (body === undefined) return route.fulfill({ status: 404, body: "" });
    if (answer === "fail") return route.abort("internetdisconnected");
    if (answer !== "serve") await answer.hold.catch(() => undefined);
    return route.fulfill({ contentType: "text/javascript", body, headers: { "cache-control": "no-store" } });
  });
  return harness;
}

/** A promise the test settles by hand (a chunk held back until `release`). */
export function gate(): { hold: Promise<void>; release: () => void } {
  let release = () => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { hold, release };
}
