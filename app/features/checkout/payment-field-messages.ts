// The isolated card field's postMessage protocol (server/integrations/payments/payment-field-page.ts):
// the page asks the field (its <iframe>) to tokenize with {type: PAYMENT_FIELD_SUBMIT_TYPE}, sent
// to our own origin; the field answers {type, nonce, brand, last4} or {type, error, field}, also
// addressed to our origin. Only a message from that frame's window and our origin is believed.
import {
  PAYMENT_FIELD_MESSAGE_TYPE,
  PAYMENT_FIELD_SUBMIT_TYPE,
  type PaymentFieldMessage,
} from "../../../contract/payment-constants";
import type { NonceAnswer } from "./pay-flow";

/** How long the field may take to answer before the page gives up. */
export const FIELD_TIMEOUT_MS = 20_000;
export const FIELD_NOT_READY = "The card form is not ready yet, please try again.";

interface FieldEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The field's answer in a message event, or null when the event is not one we trust. */
export function fieldAnswerOf(event: FieldEvent, origin: string, frame: unknown): NonceAnswer | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const data = event.data as Partial<PaymentFieldMessage> | null;
  if (!data || typeof data !== "object" || data.type !== PAYMENT_FIELD_MESSAGE_TYPE) return null;
  if ("nonce" in data && typeof data.nonce === "string" && data.nonce) return { nonce: data.nonce };
  if ("error" in data && typeof data.error === "string") return { error: data.error };
  return null;
}

/** Whether the event is the field saying its last error is gone (the field it was about is valid now). */
export function fieldClearedOf(event: FieldEvent, origin: string, frame: unknown): boolean {
  if (event.origin !== origin || !frame || event.source !== frame) return false;
  const data = event.data as { type?: unknown; cleared?: unknown } | null;
  return Boolean(
    data && typeof data === "object" && data.type === PAYMENT_FIELD_MESSAGE_TYPE && data.cleared === true,
  );
}

export const submitMessage = () => ({ type: PAYMENT_FIELD_SUBMIT_TYPE });

interface FieldWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

interface Host {
  origin: string;
  addEventListener(type: "message", fn: (e: FieldEvent) => void): void;
  removeEventListener(type: "message", fn: (e: FieldEvent) => void): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Asks the field for a nonce and waits for its answer (or the timeout). */
export function requestNonce(frame: FieldWindow | null, host: Host): Promise<NonceAnswer> {
  if (!frame) return Promise.resolve({ error: FIELD_NOT_READY });
  return new Promise((resolve) => {
    const done = (answer: NonceAnswer) => {
      host.removeEventListener("message", onMessage);
      host.clearTimeout(timer);
      resolve(answer);
    };
    const onMessage = (event: FieldEvent) => {
      const answer = fieldAnswerOf(event, host.origin, frame);
      if (answer) done(answer);
    };
    const timer = host.setTimeout(() => done({ error: FIELD_NOT_READY }), FIELD_TIMEOUT_MS);
    host.addEventListener("message", onMessage);
    frame.postMessage(submitMessage(), host.origin);
  });
}
