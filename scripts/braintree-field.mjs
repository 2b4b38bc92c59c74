// The Braintree card field's script: braintree-web bundled with our field code into one file of
// its own (build/payment-field/), never into the app's chunks. `npm run build` writes it; the
// server bundles it in memory when it is missing (tests, `npm run dev`).
const BRAINTREE_FIELD_ENTRY = "server/integrations/payments/braintree-field/field.browser.ts";
export const BRAINTREE_FIELD_OUTFILE = "build/payment-field/braintree-field.js";

/** esbuild options for the field's bundle; `root` is the project folder. */
export function braintreeFieldOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints: [BRAINTREE_FIELD_ENTRY],
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2019",
    minify: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  };
}

/** The bundle as text, built now (needs esbuild, a devDependency). */
export async function bundleBraintreeField(root) {
  const { build } = await import("esbuild");
  const result = await build({ ...braintreeFieldOptions(root), write: false });
  return result.outputFiles[0].text;
}
