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
        // shared shell (header, footer, UI primitives, request layer) in another; pages stay split.
        codeSplitting: {
          groups: [
            // sonner stays out: it is loaded on the first toast only.
            { name: "vendor", test: /node_modules\/(?!sonner\/)/, priority: 2 },
            {
              name: "shell",
              // Modules under an on-demand/ folder are loaded with import() when first needed: a
              // group would pull them into the shell chunk all the same.
              test: /\/app\/(components|lib|layouts|features\/(header|footer|toast|errors))\/(?!(?:.*\/)?on-demand\/)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
