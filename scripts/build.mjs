// `npm run build`: one build version for client and server, then the React Router build,
// the server bundle, precompressed assets and build/version.json.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { BRAINTREE_FIELD_OUTFILE, braintreeFieldOptions } from "./braintree-field.mjs";
import { buildVersion } from "./build-version.mjs";
import { precompress } from "./precompress.mjs";

const started = Date.now();
const version = buildVersion(); // also exported to the environment for the vite child process
execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
  env: process.env,
});

// The server and everything it imports from server/ and contract/; npm packages stay external.
await build({
  entryPoints: ["server/serve.ts"],
  outfile: "build/server/serve.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The launcher sets NODE_ENV before the server bundle (and React) load.
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["./serve.js"],
  logLevel: "warning",
});

// Braintree's card field script (braintree-web inside) is a bundle of its own, served by the
// server from build/payment-field/, so it never reaches the app's chunks.
await build({ ...braintreeFieldOptions(process.cwd()), outfile: BRAINTREE_FIELD_OUTFILE });

const { files, saved } = await precompress("build/client");
writeFileSync("build/version.json", `${JSON.stringify({ version })}\n`);
console.log(
  `build ${version} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${files} assets precompressed, ${Math.round(saved / 1024)} KB saved)`,
);
