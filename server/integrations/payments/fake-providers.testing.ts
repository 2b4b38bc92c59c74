// Local stand-ins for Braintree's GraphQL API and Klarna's Payments API (node:http on 127.0.0.1,
// a random port), for the tests only: they answer as the real services document, remember every
// call (headers and inputs) and honour apiRequestKey / idempotency keys as the real ones do, so the
// tests can prove what we send and that a retried call never charges twice.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCall {
  path: string;
  headers: IncomingMessage["headers"];
  /** Braintree: the mutation's field (authorizePaymentMethod …); Klarna: the path. */
  operation: string;
  body: Record<string, unknown>;
}

interface Listening {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

async function listen(
  handle: (req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) => Promise<void> | void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      Promise.resolve(handle(req, body, res)).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

// ---- Braintree ------------------------------------------------------------------------------

/**
 * Nonces the fake knows, as Braintree's sandbox has its fake-… nonces. Any other nonce is unknown
 * (a VALIDATION error, as for a spent one).
 */
export const FAKE_NONCES = {
  approve: "fake-valid-nonce",
  decline: "fake-processor-declined-visa-nonce",
  gatewayRejected: "fake-gateway-rejected-cvv-nonce",
  processorFailure: "fake-processor-failure-nonce",
  consumed: "fake-consumed-nonce",
  /** Braintree answers 500 every time. */
  serverError: "fake-500-nonce",
  /** The first answer is lost after Braintree authorized (slower than the timeout); a retry finds it. */
  slowOnce: "fake-slow-once-nonce",
  /** Every answer is slower than the timeout. */
  alwaysSlow: "fake-always-slow-nonce",
} as const;

export interface FakeTransaction {
  id: string;
  status: string;
  amount: string;
  orderId: string;
}

export interface FakeBraintree extends Listening {
  transactions: FakeTransaction[];
  /** Calls of one mutation (authorizePaymentMethod, captureTransaction, reverseTransaction, createClientToken). */
  callsOf(operation: string): RecordedCall[];
  /** Makes captureTransaction refuse (a VALIDATION error). */
  failCaptures: boolean;
  /** Makes createClientToken answer 503. */
  down: boolean;
  /** How long a "slow" answer waits. */
  slowMs: number;
}

/** The settings that point PAYMENT_PROVIDER=braintree at a stand-in (test keys, its address). */
export const braintreeTestEnv = (braintree: { url: string }) => ({
  PAYMENT_PROVIDER: "braintree",
  BRAINTREE_MERCHANT_ID: "m",
  BRAINTREE_PUBLIC_KEY: "p",
  BRAINTREE_PRIVATE_KEY: "s",
  BRAINTREE_API_URL: braintree.url,
});

export async function fakeBraintree(): Promise<FakeBraintree> {
  const calls: RecordedCall[] = [];
  const transactions: FakeTransaction[] = [];
  const byKey = new Map<string, FakeTransaction>();
  let seq = 0;
  const state: Pick<FakeBraintree, "failCaptures" | "down" | "slowMs"> = {
    failCaptures: false,
    down: false,
    slowMs: 1500,
  };
  const transactionAnswer = (t: FakeTransaction, extra: Record<string, unknown> = {}) => ({
    id: t.id,
    status: t.status,
    amount: { value: t.amount },
    statusHistory: [],
    ...extra,
  });

  const { server, url } = await listen(async (req, body, res) => {
    const query = String(body.query ?? "");
    const operation = /^\s*(\w+)\s*\(/.exec(query.slice(query.indexOf("{") + 1))?.[1] ?? "";
    calls.push({ path: req.url ?? "", headers: req.headers, operation, body });
    const input = ((body.variables as { input?: Record<string, unknown> } | undefined)?.input ??
      {}) as Record<string, unknown>;
    const key = String(input.apiRequestKey ?? "");

    if (operation === "createClientToken") {
      if (state.down) return json(res, 503, { errors: [{ message: "down" }] });
      return json(res, 200, { data: { createClientToken: { clientToken: "fake-client-token" } } });
    }

    if (operation === "authorizePaymentMethod") {
      const nonce = String(input.paymentMethodId ?? "");
      const tx = input.transaction as { amount: string; orderId: string };
      if (nonce === FAKE_NONCES.serverError) return json(res, 500, { error: "internal" });
      const known = byKey.get(key);
      if (known) {
        if (nonce === FAKE_NONCES.alwaysSlow) await sleep(state.slowMs);
        return json(res, 200, {
          data: { authorizePaymentMethod: { transaction: transactionAnswer(known) } },
        });
      }
      if (nonce === FAKE_NONCES.consumed || !Object.values(FAKE_NONCES).includes(nonce as never))
        return json(res, 200, {
          data: { authorizePaymentMethod: null },
          errors: [
            {
              message: "Cannot use a payment_method_nonce more than once.",
              extensions: { errorClass: "VALIDATION", legacyCode: "91564" },
            },
          ],
        });
      const status =
        nonce === FAKE_NONCES.decline
          ? "PROCESSOR_DECLINED"
          : nonce === FAKE_NONCES.gatewayRejected
            ? "GATEWAY_REJECTED"
            : nonce === FAKE_NONCES.processorFailure
              ? "FAILED"
              : "AUTHORIZED";
      const t: FakeTransaction = {
        id: `dHJhbnNhY3Rpb25f${++seq}`,
        status,
        amount: tx.amount,
        orderId: tx.orderId,
      };
      transactions.push(t);
      if (key) byKey.set(key, t);
      const history =
        status === "PROCESSOR_DECLINED"
          ? [{ processorResponse: { legacyCode: "2000", message: "Do Not Honor" } }]
          : status === "GATEWAY_REJECTED"
            ? [{ gatewayRejectionReason: "CVV" }]
            : status === "FAILED"
              ? [{}]
              : [];
      if (nonce === FAKE_NONCES.slowOnce || nonce === FAKE_NONCES.alwaysSlow) await sleep(state.slowMs);
      return json(res, 200, {
        data: { authorizePaymentMethod: { transaction: transactionAnswer(t, { statusHistory: history }) } },
      });
    }

    if (operation === "captureTransaction") {
      const t = transactions.find((x) => x.id === input.transactionId);
      if (state.failCaptures || !t || t.status !== "AUTHORIZED")
        return json(res, 200, {
          data: { captureTransaction: null },
          errors: [
            {
              message: "Transaction can only be captured if it is authorized.",
              extensions: { errorClass: "VALIDATION", legacyCode: "91507" },
            },
          ],
        });
      t.status = "SUBMITTED_FOR_SETTLEMENT";
      return json(res, 200, { data: { captureTransaction: { transaction: transactionAnswer(t) } } });
    }

    if (operation === "reverseTransaction") {
      const t = transactions.find((x) => x.id === input.transactionId);
      if (!t)
        return json(res, 200, {
          data: { reverseTransaction: null },
          errors: [{ message: "not found", extensions: { errorClass: "NOT_FOUND" } }],
        });
      t.status = "VOIDED";
      return json(res, 200, {
        data: {
          reverseTransaction: {
            reversal: { __typename: "Transaction", id: t.id, status: "VOIDED", amount: { value: t.amount } },
          },
        },
      });
    }
    return json(res, 400, { errors: [{ message: `unknown operation ${operation}` }] });
  });

  const fake: FakeBraintree = {
    url: `${url}/graphql`,
    calls,
    transactions,
    callsOf: (operation) => calls.filter((c) => c.operation === operation),
    close: closer(server),
    get failCaptures() {
      return state.failCaptures;
    },
    set failCaptures(v) {
      state.failCaptures = v;
    },
    get down() {
      return state.down;
    },
    set down(v) {
      state.down = v;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(v) {
      state.slowMs = v;
    },
  };
  return fake;
}

/** The input a recorded GraphQL call carried. */
export const inputOf = (call: RecordedCall) =>
  (call.body.variables as { input: Record<string, unknown> }).input;

// ---- Klarna ---------------------------------------------------------------------------------

/** Authorization tokens the fake knows: what Klarna's widget would hand the page. */
export const FAKE_KLARNA_TOKENS = {
  approve: "klarna-auth-approved",
  /** Klarna refuses the purchase (403 NOT_ALLOWED). */
  deny: "klarna-auth-denied",
  /** Klarna answers 503. */
  serverError: "klarna-auth-500",
} as const;

export interface FakeKlarna extends Listening {
  callsTo(pathPart: string): RecordedCall[];
  orders: { id: string; amount: number; reference: string; status: string }[];
}

export async function fakeKlarna(): Promise<FakeKlarna> {
  const calls: RecordedCall[] = [];
  const orders: FakeKlarna["orders"] = [];
  const byKey = new Map<string, FakeKlarna["orders"][number]>();
  let seq = 0;
  const { server, url } = await listen((req, body, res) => {
    const path = req.url ?? "";
    calls.push({ path, headers: req.headers, operation: path, body });
    if (req.method === "POST" && path === "/payments/v1/sessions")
      return json(res, 200, {
        session_id: `session-${++seq}`,
        client_token: "fake-klarna-client-token",
        payment_method_categories: [{ identifier: "pay_later", name: "Pay later" }],
      });
    const authorization = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(path);
    if (req.method === "POST" && authorization) {
      const token = decodeURIComponent(authorization[1]);
      if (token === FAKE_KLARNA_TOKENS.serverError) return json(res, 503, { error_code: "INTERNAL" });
      if (token === FAKE_KLARNA_TOKENS.deny)
        return json(res, 403, {
          error_code: "NOT_ALLOWED",
          error_messages: ["Not allowed"],
          correlation_id: "c1",
        });
      if (token !== FAKE_KLARNA_TOKENS.approve)
        return json(res, 404, { error_code: "NOT_FOUND", error_messages: ["Invalid authorization token"] });
      const key = String(req.headers["klarna-idempotency-key"] ?? "");
      const known = byKey.get(key);
      if (known) return json(res, 200, { order_id: known.id, fraud_status: "ACCEPTED" });
      const order = {
        id: `klarna-order-${++seq}`,
        amount: Number(body.order_amount),
        reference: String(body.merchant_reference1),
        status: "AUTHORIZED",
      };
      orders.push(order);
      if (key) byKey.set(key, order);
      return json(res, 200, {
        order_id: order.id,
        redirect_url: "https://example.test/done",
        fraud_status: "ACCEPTED",
      });
    }
    const cancel = /^\/ordermanagement\/v1\/orders\/([^/]+)\/cancel$/.exec(path);
    if (req.method === "POST" && cancel) {
      const order = orders.find((o) => o.id === decodeURIComponent(cancel[1]));
      if (!order) return json(res, 404, { error_code: "NO_SUCH_ORDER" });
      order.status = "CANCELLED";
      res.writeHead(204).end();
      return;
    }
    return json(res, 404, { error_code: "NOT_FOUND" });
  });
  return {
    url,
    calls,
    orders,
    callsTo: (part) => calls.filter((c) => c.path.includes(part)),
    close: closer(server),
  };
}
