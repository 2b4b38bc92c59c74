import { describe, expect, it } from "vitest";
import { PAYMENT_FIELD_MESSAGE_TYPE, PAYMENT_FIELD_SUBMIT_TYPE } from "../../../contract/payment-constants";
import { FIELD_NOT_READY, FIELD_TIMEOUT_MS, fieldAnswerOf, requestNonce } from "./payment-field-messages";

const ORIGIN = "https://store.test";
const frame = { postMessage: (_m: unknown, _o: string) => {} };

describe("fieldAnswerOf", () => {
  const nonce = { type: PAYMENT_FIELD_MESSAGE_TYPE, nonce: "n-1", brand: "Visa", last4: "1111" };
  it("believes the field's frame from our origin only", () => {
    expect(fieldAnswerOf({ origin: ORIGIN, source: frame, data: nonce }, ORIGIN, frame)).toEqual({
      nonce: "n-1",
    });
    expect(
      fieldAnswerOf({ origin: "https://evil.test", source: frame, data: nonce }, ORIGIN, frame),
    ).toBeNull();
    expect(fieldAnswerOf({ origin: ORIGIN, source: {}, data: nonce }, ORIGIN, frame)).toBeNull();
    expect(
      fieldAnswerOf({ origin: ORIGIN, source: frame, data: { ...nonce, type: "other" } }, ORIGIN, frame),
    ).toBeNull();
    expect(fieldAnswerOf({ origin: ORIGIN, source: frame, data: "x" }, ORIGIN, frame)).toBeNull();
  });
  it("passes the field's error message on", () => {
    const data = {
      type: PAYMENT_FIELD_MESSAGE_TYPE,
      error: "Please enter a valid card number.",
      field: "number",
    };
    expect(fieldAnswerOf({ origin: ORIGIN, source: frame, data }, ORIGIN, frame)).toEqual({
      error: "Please enter a valid card number.",
    });
  });
});

describe("requestNonce", () => {
  function host() {
    const listeners = new Set<(e: { origin: string; source: unknown; data: unknown }) => void>();
    let timer: (() => void) | null = null;
    return {
      origin: ORIGIN,
      listeners,
      fireTimeout: () => timer?.(),
      addEventListener: (_: "message", fn: (e: { origin: string; source: unknown; data: unknown }) => void) =>
        listeners.add(fn),
      removeEventListener: (
        _: "message",
        fn: (e: { origin: string; source: unknown; data: unknown }) => void,
      ) => listeners.delete(fn),
      setTimeout: (fn: () => void, ms: number) => {
        expect(ms).toBe(FIELD_TIMEOUT_MS);
        timer = fn;
        return 1;
      },
      clearTimeout: () => {
        timer = null;
      },
    };
  }

  it("asks the frame (to our origin) and resolves with the trusted answer, ignoring others", async () => {
    const h = host();
    const asked: [unknown, string][] = [];
    const field = { postMessage: (m: unknown, o: string) => asked.push([m, o]) };
    const answer = requestNonce(field, h);
    expect(asked).toEqual([[{ type: PAYMENT_FIELD_SUBMIT_TYPE }, ORIGIN]]);
    for (const fn of h.listeners)
      fn({
        origin: "https://evil.test",
        source: field,
        data: { type: PAYMENT_FIELD_MESSAGE_TYPE, nonce: "bad" },
      });
    for (const fn of [...h.listeners])
      fn({ origin: ORIGIN, source: field, data: { type: PAYMENT_FIELD_MESSAGE_TYPE, nonce: "good" } });
    expect(await answer).toEqual({ nonce: "good" });
    expect(h.listeners.size).toBe(0);
  });

  it("gives up after the timeout, and without a frame at once", async () => {
    const h = host();
    const answer = requestNonce(frame, h);
    h.fireTimeout();
    expect(await answer).toEqual({ error: FIELD_NOT_READY });
    expect(await requestNonce(null, h)).toEqual({ error: FIELD_NOT_READY });
  });
});
