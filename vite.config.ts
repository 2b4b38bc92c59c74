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
  build: { assetsInlineLimit: 0 },
});
