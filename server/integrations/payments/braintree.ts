// Braintree card payments through its GraphQL API over fetch (decision 0012): client token,
// authorize, capture, reverse. The card itself never reaches us: Braintree's Hosted Fields (our
// field page, /payment-field/braintree) hand the page a one-time nonce, which is all we send.
//
// Every call is classified, never thrown into the order flow: an approval is "authorized", a
// processor decline or gateway rejection "declined" with the provider's words, anything else
// (processor error, 5xx, timeout, no connection) "failed". A call whose outcome is unknown (timeout,
// connection lost, INTERNAL error) is asked once more with the same apiRequestKey: Braintree then
// answers the transaction the first request made, in its current status, or processes it once.
import { createHash } from "node:crypto";
import { PAYMENT_FIELD_BRAINTREE_PATH, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import { braintreeConfigured, type Config } from "../../config";
import type { Logger } from "../../http/logger";
import type { ChargeResult, PaymentProvider } from "./provider";
import {
  basicAuth,
  callProvider,
  dollarString,
  type ProviderReply,
  ProviderUnavailable,
} from "./provider-http";

const BRAINTREE_GRAPHQL_URLS = {
  sandbox: "https://payments.sandbox.braintree-api.com/graphql",
  production: "https://payments.braintree-api.com/graphql",
} as const;

/** The API version our queries are written against (Braintree-Version header). */
const BRAINTREE_VERSION = "2019-01-01";

/** Validation codes Braintree gives a nonce it does not know, has expired or has seen used. */
const BAD_NONCE_CODES = new Set(["91564", "91565", "91567"]);
const BAD_NONCE_TEXT = /payment[ _]method[ _](nonce|id)|unknown or expired/i;

const CLIENT_TOKEN = `mutation ClientToken($input: CreateClientTokenInput) {
  createClientToken(input: $input) { clientToken }
}`;

const TRANSACTION_FIELDS = `id status amount { value }
  statusHistory {
    ... on ProcessorDeclinedEvent { processorResponse { legacyCode message } }
    ... on GatewayRejectedEvent { gatewayRejectionReason }
  }`;

const AUTHORIZE = `mutation Authorize($input: AuthorizePaymentMethodInput!) {
  authorizePaymentMethod(input: $input) { transaction { ${TRANSACTION_FIELDS} } }
}`;

const CAPTURE = `mutation Capture($input: CaptureTransactionInput!) {
  captureTransaction(input: $input) { transaction { ${TRANSACTION_FIELDS} } }
}`;

const REVERSE = `mutation Reverse($input: ReverseTransactionInput!) {
  reverseTransaction(input: $input) {
    reversal {
      __typename
      ... on Transaction { id status amount { value } }
      ... on Refund { id status amount { value } }
    }
  }
}`;

const REFUND = `mutation Refund($input: RefundTransactionInput!) {
  refundTransaction(input: $input) { refund { id status amount { value } } }
}`;

interface GraphQlError {
  message?: string;
  extensions?: { errorClass?: string; legacyCode?: string };
}

interface Transaction {
  id: string;
  status: string;
  amount?: { value?: string };
  statusHistory?: {
    processorResponse?: { legacyCode?: string; message?: string };
    gatewayRejectionReason?: string;
  }[];
}

type Outcome =
  | { kind: "data"; data: Record<string, unknown> | null; errors: GraphQlError[] }
  /** Whether Braintree acted is unknown (timeout, no connection, 5xx, INTERNAL). */
  | { kind: "unknown"; why: string }
  /** Braintree refused the request itself (bad keys, not allowed): a configuration problem. */
  | { kind: "refused"; why: string };

/** Authorization statuses that mean the money is held. */
const HELD = new Set(["AUTHORIZED", "AUTHORIZING", "SUBMITTED_FOR_SETTLEMENT", "SETTLING", "SETTLED"]);
const CAPTURED = new Set(["SUBMITTED_FOR_SETTLEMENT", "SETTLING", "SETTLED", "SETTLEMENT_PENDING"]);

const key = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");

/** The card side of PaymentProvider (pay later is Klarna's or none: provider.ts). */
export function braintreeCard(config: Config, logger: Logger): Omit<PaymentProvider, "payLater"> {
  // loadConfig refuses PAYMENT_PROVIDER=braintree without its keys; this guards direct use.
  if (!braintreeConfigured(config))
    throw new Error("Braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY.");
  const { BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = config;
  const url = config.BRAINTREE_API_URL ?? BRAINTREE_GRAPHQL_URLS[config.BRAINTREE_ENVIRONMENT];
  const headers = {
    authorization: basicAuth(publicKey, privateKey),
    "braintree-version": BRAINTREE_VERSION,
    "content-type": "application/json",
  };

  async function once(query: string, input: unknown): Promise<Outcome> {
    const reply: ProviderReply = await callProvider(
      url,
      { method: "POST", headers, body: { query, variables: { input } } },
      config.PAYMENT_TIMEOUT_MS,
    );
    if (reply.kind === "timeout" || reply.kind === "network")
      return { kind: "unknown", why: reply.kind === "timeout" ? "no answer in time" : "no connection" };
    if (reply.kind === "garbled" || reply.status >= 500)
      return { kind: "unknown", why: `HTTP ${reply.status}` };
    const body = (reply.body ?? {}) as { data?: Record<string, unknown> | null; errors?: GraphQlError[] };
    const errors = Array.isArray(body.errors) ? body.errors : [];
    const classes = errors.map((e) => e.extensions?.errorClass ?? "");
    if (reply.status === 401 || reply.status === 403 || classes.some((c) => /^AUTH/.test(c)))
      return { kind: "refused", why: `HTTP ${reply.status} ${classes.join(",")}` };
    if (classes.some((c) => c === "INTERNAL" || c === "SERVICE_AVAILABILITY"))
      return { kind: "unknown", why: classes.join(",") };
    if (reply.status >= 400 && errors.length === 0) return { kind: "refused", why: `HTTP ${reply.status}` };
    return { kind: "data", data: body.data ?? null, errors };
  }

  /** A mutation carrying an apiRequestKey: an unknown outcome is asked once more, same key. */
  async function mutate(what: string, query: string, input: Record<string, unknown>): Promise<Outcome> {
    let outcome = await once(query, input);
    if (outcome.kind === "unknown") {
      logger.warn("braintree call outcome unknown, asking again", { call: what, why: outcome.why });
      outcome = await once(query, input);
    }
    if (outcome.kind !== "data") logger.error("braintree call failed", { call: what, why: outcome.why });
    return outcome;
  }

  const failed = (message: string = PAYMENT_MESSAGES.processorError): ChargeResult => ({
    status: "failed",
    message,
  });

  return {
    name: "braintree",
    async clientToken() {
      const outcome = await once(CLIENT_TOKEN, null);
      const token =
        outcome.kind === "data"
          ? (outcome.data?.createClientToken as { clientToken?: string } | undefined)?.clientToken
          : undefined;
      if (!token) {
        logger.error("braintree client token failed", {
          why: outcome.kind === "data" ? "no token in the answer" : outcome.why,
        });
        throw new ProviderUnavailable(PAYMENT_MESSAGES.cardUnavailable);
      }
      return token;
    },
    fieldUrl: () => PAYMENT_FIELD_BRAINTREE_PATH,

    async authorizeCard({ nonce, amountCents, orderRef }) {
      const outcome = await mutate("authorize", AUTHORIZE, {
        // One order, one nonce, one authorization: the same pair asked again is the same request.
        apiRequestKey: key("authorize", orderRef, nonce),
        paymentMethodId: nonce,
        transaction: { amount: dollarString(amountCents), orderId: orderRef },
      });
      if (outcome.kind !== "data") return failed();
      const transaction = (outcome.data?.authorizePaymentMethod as { transaction?: Transaction } | undefined)
        ?.transaction;
      if (transaction) return chargeOf(transaction, amountCents);
      return errorsToCharge(outcome.errors);
    },

    async capture(transactionId, amountCents) {
      const outcome = await mutate("capture", CAPTURE, {
        apiRequestKey: key("capture", transactionId, String(amountCents)),
        transactionId,
        transaction: { amount: dollarString(amountCents) },
      });
      if (outcome.kind !== "data") return failed();
      const transaction = (outcome.data?.captureTransaction as { transaction?: Transaction } | undefined)
        ?.transaction;
      if (transaction && CAPTURED.has(transaction.status))
        return { status: "captured", transactionId: transaction.id, message: "captured" };
      return failed(firstMessage(outcome.errors) ?? PAYMENT_MESSAGES.processorError);
    },

    async voidOrRefund(transactionId, amountCents) {
      // reverseTransaction voids what has not settled and refunds the full amount of what has;
      // it takes no amount, so the amount it answers is checked against ours.
      const outcome = await mutate("reverse", REVERSE, {
        apiRequestKey: key("reverse", transactionId),
        transactionId,
      });
      if (outcome.kind !== "data") return { status: "failed", message: PAYMENT_MESSAGES.processorError };
      const reversal = (
        outcome.data?.reverseTransaction as
          | { reversal?: { __typename?: string; id?: string; status?: string; amount?: { value?: string } } }
          | undefined
      )?.reversal;
      if (!reversal) {
        const message = firstMessage(outcome.errors) ?? PAYMENT_MESSAGES.processorError;
        logger.error("braintree reverse refused", { transactionId, message });
        return { status: "failed", message };
      }
      const value = reversal.amount?.value;
      if (value !== undefined && value !== dollarString(amountCents))
        logger.warn("braintree reversal amount differs", { transactionId, reversed: value });
      return reversal.__typename === "Refund"
        ? { status: "refunded", message: "refunded" }
        : { status: "voided", message: "voided" };
    },

    async refundPart(transactionId, amountCents, refundKey) {
      // A settled transaction refunds part of its amount (returned items); the request key makes a retry pay once.
      const outcome = await mutate("refund", REFUND, {
        apiRequestKey: key("refund", transactionId, refundKey),
        transactionId,
        refund: { amount: dollarString(amountCents) },
      });
      if (outcome.kind !== "data") return { status: "failed", message: PAYMENT_MESSAGES.processorError };
      const refund = (outcome.data?.refundTransaction as { refund?: { id?: string } } | undefined)?.refund;
      if (!refund?.id) {
        const message = firstMessage(outcome.errors) ?? PAYMENT_MESSAGES.processorError;
        logger.error("braintree refund refused", { transactionId, message });
        return { status: "failed", message };
      }
      return { status: "refunded", message: "refunded" };
    },
  };

  function chargeOf(transaction: Transaction, amountCents: number): ChargeResult {
    if (HELD.has(transaction.status)) {
      if (transaction.amount?.value !== undefined && transaction.amount.value !== dollarString(amountCents))
        logger.warn("braintree authorized amount differs", { transactionId: transaction.id });
      return { status: "authorized", transactionId: transaction.id, message: "card authorized" };
    }
    const events = transaction.statusHistory ?? [];
    const processor = events.find((e) => e.processorResponse)?.processorResponse;
    if (transaction.status === "PROCESSOR_DECLINED")
      return { status: "declined", message: declinedMessage(processor?.message) };
    if (transaction.status === "GATEWAY_REJECTED") {
      const reason = events.find((e) => e.gatewayRejectionReason)?.gatewayRejectionReason;
      return { status: "declined", message: declinedMessage(rejectionText(reason)) };
    }
    // FAILED (processor or network error at Braintree's side) and anything unexpected.
    logger.warn("braintree authorization not approved", {
      status: transaction.status,
      code: processor?.legacyCode,
    });
    return failed();
  }
}

/** A request Braintree answered with errors only: a spent nonce, a decline, or a refusal. */
function errorsToCharge(errors: GraphQlError[]): ChargeResult | null {
  const nonceError = errors.some(
    (e) => BAD_NONCE_CODES.has(e.extensions?.legacyCode ?? "") || BAD_NONCE_TEXT.test(e.message ?? ""),
  );
  if (nonceError) return null;
  const decline = errors.find((e) => /^2\d{3}$/.test(e.extensions?.legacyCode ?? ""));
  if (decline) return { status: "declined", message: declinedMessage(decline.message) };
  return { status: "failed", message: PAYMENT_MESSAGES.processorError };
}

function firstMessage(errors: GraphQlError[]): string | undefined {
  return errors.find((e) => e.message)?.message;
}

/** "Your card was declined: Insufficient Funds." (the processor's words, when it gave any). */
function declinedMessage(providerText: string | undefined): string {
  const text = providerText?.trim().replace(/\.$/, "");
  return text ? `${PAYMENT_MESSAGES.declined.replace(/\.$/, "")}: ${text}.` : PAYMENT_MESSAGES.declined;
}

const REJECTIONS: Record<string, string> = {
  CVV: "the security code did not match",
  AVS: "the billing address did not match",
  AVS_AND_CVV: "the billing address and security code did not match",
  FRAUD: "it was flagged by fraud screening",
  RISK_THRESHOLD: "it was flagged by fraud screening",
  DUPLICATE: "it looks like a duplicate of a recent payment",
};

const rejectionText = (reason: string | undefined) => (reason ? REJECTIONS[reason] : undefined);
