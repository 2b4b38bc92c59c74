import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { buildVersion } from "./scripts/build-version.mjs";

// The build version is baked into the client bundle; the route guard compares it with
// /version.json (served by the running server) and reloads when a newer build is live.
/**
 * The server build resolves `…/page-kinds` to `…/page-kinds.ssr` (eager pages); the browser keeps
 * the code-split version. See app/features/page-kinds/page-kinds.tsx.
 */
function pageKindsPerEnvironment(): Plugin {
  return {
    name: "page-kinds-per-environment",
    enforce: "pre",
    resolveId(source, importer, options) {
      const server = this.environment ? this.environment.config.consumer === "server" : options?.ssr;
      if (!server || !source.endsWith("/page-kinds")) return null;
      return this.resolve(`${source}.ssr`, importer, { ...options, skipSelf: true });
    },
  };
}

/** The shell chunk's folders (see codeSplitting below). */
const SHELL_MODULES = /\/app\/(components|lib|layouts|features\/(header|toast|errors|page-kinds))\//;
/**
 * What stays out of the shell although it lives in those folders: code loaded with import() when
 * first needed (on-demand/ folders, the Modal component), and what only some pages use (the product
 * tile of lists and rails with its rating stars, the account pages' layout, the photo picker of
 * the account forms). A page that needs them
 * loads them as its own chunks; the shell every page loads stays small (bench first-load budgets).
 */
const ON_DEMAND_MODULES =
  /\/on-demand\/|\/app\/components\/ui\/(dialog\.tsx|product-tile\.tsx|rating-stars\.tsx|rating\.ts|photo-picker\.tsx)$|\/app\/layouts\/account\.tsx($|\?)/;

export default defineConfig({
  plugins: [pageKindsPerEnvironment(), tailwindcss(), reactRouter()],
  define: {
    __BUILD_VERSION__: JSON.stringify(buildVersion()),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Few, larger chunks: on a phone each extra request costs a round trip before first paint
        // (HTTP/1.1 opens six connections at most). React and React Router in one chunk, the
        // shared shell (header, layouts, UI primitives, request layer) in another; pages stay split.
        // The footer is not in the shell: its code loads when the shopper nears it (deferred-footer.tsx).
        codeSplitting: {
          groups: [
            // sonner stays out: it is loaded on the first toast only.
            // The browser entry (app/entry.client.tsx) goes with them: one chunk starts the app.
            { name: "vendor", test: /node_modules\/(?!sonner\/)|\/app\/entry\.client\.tsx$/, priority: 2 },
            {
              name: "shell",
              // Modules under an on-demand/ folder, and the dialog (only pop-ups use it), are loaded
              // with import() when first needed: a group would pull them into the shell all the same.
              test: (id: string) => SHELL_MODULES.test(id) && !ON_DEMAND_MODULES.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
