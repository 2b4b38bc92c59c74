import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildVersion } from "./scripts/build-version.mjs";

// The build version is baked into the client bundle; the route guard compares it with
// /version.json (served by the running server) and reloads when a newer build is live.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
              test: /\/app\/(components|lib|layouts|features\/(header|footer|toast|errors))\//,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
