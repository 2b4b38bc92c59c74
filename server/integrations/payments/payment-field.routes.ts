// The card fields' own endpoints, outside /api (our API never receives card data):
//   GET  /payment-field/url           which field the payment page frames: {code, message, result:
//                                     {field_url}}, from the configuration alone (no provider call)
//   GET  /payment-field/card          the test provider's isolated card field page (for an <iframe>;
//                                     ?button=1 shows its own button)   (PAYMENT_PROVIDER=test only)
//   POST /payment-field/tokenize      {number, expiry, cvc} → {nonce, brand, last4} | 422 {error, field}
//                                                                       (PAYMENT_PROVIDER=test only)
//   GET  /payment-field/braintree     Braintree's field page (PAYMENT_PROVIDER=braintree only)
//   GET  /payment-field/braintree.js  its bundled script (braintree-web inside)
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import {
  PAYMENT_FIELD_BRAINTREE_PATH,
  PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH,
  PAYMENT_FIELD_PATH,
  PAYMENT_FIELD_TOKENIZE_PATH,
  PAYMENT_FIELD_URL_PATH,
  PAYMENT_MESSAGES,
} from "../../../contract/payment-constants";
import { BRAINTREE_FIELD_OUTFILE, bundleBraintreeField } from "../../../scripts/braintree-field.mjs";
import { limitRequestBody } from "../../http/body-limit";
import type { Deps } from "../../http/context";
import { acceptsGzip } from "../../http/route";
import { pageNonce } from "../../http/security";
import { projectRoot } from "../../lib/project-root";
import { braintreeCard } from "./braintree";
import { braintreeFieldCsp, braintreeFieldPage } from "./braintree-field-page";
import { paymentFieldCsp, paymentFieldPage } from "./payment-field-page";
import { paymentProvider } from "./provider";
import { ProviderUnavailable } from "./provider-http";
import { checkTestCard } from "./test-card";
import { issueTestNonce } from "./test-provider";

/** A card body is three short strings; anything bigger is not a card. */
const MAX_BODY = 1024;

function field(body: unknown, name: string): string {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v.slice(0, 40) : "";
}

let fieldScript: Promise<{ plain: string; gzip: Buffer }> | undefined;

/**
 * The built field script, or (no build: tests, `npm run dev`) the same bundle made in memory once;
 * kept gzipped too, as the static assets are.
 */
function braintreeFieldScript() {
  fieldScript ??= readFile(join(projectRoot(), BRAINTREE_FIELD_OUTFILE), "utf8")
    .catch(() => bundleBraintreeField(projectRoot()))
    .then((plain) => ({ plain, gzip: gzipSync(plain) }));
  fieldScript.catch(() => {
    fieldScript = undefined;
  });
  return fieldScript;
}

export function paymentFieldRoutes(deps: Deps): Hono {
  const app = new Hono();
  // The configured provider's field; making the provider asks it nothing.
  const fieldUrl = paymentProvider(deps.config, deps.db, deps.logger).fieldUrl();
  app.get(PAYMENT_FIELD_URL_PATH, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, message: "", result: { field_url: fieldUrl } });
  });
  switch (deps.config.PAYMENT_PROVIDER) {
    case "test":
      testFieldRoutes(app, deps);
      break;
    case "braintree":
      braintreeFieldRoutes(app, deps);
      break;
  }
  return app;
}

/** The test provider's field: only where it is the card provider (its nonces pay nothing else). */
function testFieldRoutes(app: Hono, deps: Deps) {
  app.get(PAYMENT_FIELD_PATH, (c) => {
    const nonce = pageNonce(c);
    c.header("Content-Security-Policy", paymentFieldCsp(nonce));
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(paymentFieldPage(nonce, { showButton: c.req.query("button") === "1" }));
  });
  // Tighter than BODY_LIMIT: nothing bigger than a card, counted as it streams (a chunked body
  // declares no length).
  const cardSized = limitRequestBody(MAX_BODY, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ error: PAYMENT_MESSAGES.cardNumber, field: "number" }, 413);
  });
  app.post(PAYMENT_FIELD_TOKENIZE_PATH, cardSized, async (c) => {
    c.header("Cache-Control", "no-store");
    const raw = await c.req.text();
    let body: unknown = null;
    if (raw.length <= MAX_BODY) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
    }
    const checked = checkTestCard(
      { number: field(body, "number"), expiry: field(body, "expiry"), cvc: field(body, "cvc") },
      new Date(),
    );
    if ("error" in checked) return c.json({ error: checked.error, field: checked.field }, 422);
    // Only the card's brand, last four digits and test outcome are stored, under the nonce's hash.
    const nonce = await issueTestNonce(deps.db, checked.card);
    return c.json({ nonce, brand: checked.card.brand, last4: checked.card.last4 });
  });
}

function braintreeFieldRoutes(app: Hono, deps: Deps) {
  const card = braintreeCard(deps.config, deps.logger);
  app.get(PAYMENT_FIELD_BRAINTREE_PATH, async (c) => {
    const nonce = pageNonce(c);
    // Without a client token the field still renders and says card payments are unavailable.
    const clientToken = await card.clientToken().catch((err: unknown) => {
      if (err instanceof ProviderUnavailable) return "";
      throw err;
    });
    c.header("Content-Security-Policy", braintreeFieldCsp(nonce, deps.config.BRAINTREE_ENVIRONMENT));
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(
      braintreeFieldPage(nonce, {
        clientToken,
        scriptVersion: deps.buildVersion,
        showButton: c.req.query("button") === "1",
      }),
    );
  });
  app.get(PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH, async (c) => {
    let script: { plain: string; gzip: Buffer };
    try {
      script = await braintreeFieldScript();
    } catch (err) {
      deps.logger.error("braintree field script missing", { error: String(err) });
      return c.text("The card field's script is missing: run npm run build.", 503);
    }
    // The page asks for it with ?v=<build version>: the same build may keep it for good.
    c.header(
      "Cache-Control",
      c.req.query("v") === deps.buildVersion ? "public, max-age=31536000, immutable" : "no-cache",
    );
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Vary", "Accept-Encoding");
    if (!acceptsGzip(c.req.header("accept-encoding"))) return c.body(script.plain);
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(script.gzip));
  });
}
