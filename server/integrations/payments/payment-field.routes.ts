// The test provider's own endpoints, outside /api (our API never receives card data):
//   GET  /payment-field/card       the isolated card field page (for an <iframe>; ?button=1 shows its own button)
//   POST /payment-field/tokenize   {number, expiry, cvc} → {nonce, brand, last4} | 422 {error, field}
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import {
  PAYMENT_FIELD_PATH,
  PAYMENT_FIELD_TOKENIZE_PATH,
  PAYMENT_MESSAGES,
} from "../../../contract/payment-constants";
import type { Deps } from "../../http/context";
import { paymentFieldCsp, paymentFieldPage } from "./payment-field-page";
import { checkTestCard } from "./test-card";
import { issueTestNonce } from "./test-provider";

/** A card body is three short strings; anything bigger is not a card. */
const MAX_BODY = 1024;

function field(body: unknown, name: string): string {
  const v = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v.slice(0, 40) : "";
}

export function paymentFieldRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get(PAYMENT_FIELD_PATH, (c) => {
    const nonce = c.get("nonce") ?? randomBytes(16).toString("base64");
    c.header("Content-Security-Policy", paymentFieldCsp(nonce));
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(paymentFieldPage(nonce, { showButton: c.req.query("button") === "1" }));
  });
  app.post(PAYMENT_FIELD_TOKENIZE_PATH, async (c) => {
    c.header("Cache-Control", "no-store");
    // Outside the API there is no body limit middleware: refuse anything bigger than a card first.
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY)
      return c.json({ error: PAYMENT_MESSAGES.cardNumber, field: "number" }, 413);
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
  return app;
}
