import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** A whole number setting with a message that says what is wrong. */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Every setting of the server, read once from the environment at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: whole(0, 65535).default(3000),
  /** postgres://… uses node-postgres; empty uses PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: whole(1, 200).default(10),
  /**
   * Bounds on every database wait (PostgreSQL; milliseconds, 0 = none), so a database that is down
   * or hangs answers 503 within seconds. Connect: waiting for a pooled or new connection. Statement:
   * PostgreSQL cancels a longer statement (statement_timeout). Query: the client gives up on an
   * unanswered query and drops its connection (a hung network path, where no server setting fires);
   * longer than the statement timeout, so a slow but live database is cancelled by the server first.
   * Idle in transaction: PostgreSQL ends a session whose transaction waits this long between
   * statements; a card payment runs up to three provider calls inside one transaction.
   */
  DATABASE_CONNECT_TIMEOUT_MS: whole(0, 600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: whole(0, 3_600_000).default(5_000),
  DATABASE_QUERY_TIMEOUT_MS: whole(0, 3_600_000).default(6_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: whole(0, 3_600_000).default(90_000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Products in the demo catalog seeded on the first start of an empty database. */
  SEED_PRODUCTS: whole(0, 1_000_000).default(2000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  STORE_NAME: z.string().min(1).default("Nestora"),
  /** Public origin used for absolute links (canonical URLs, the version reload). */
  PUBLIC_URL: z.url().optional(),
  /** Fraud-screening site id; the config call answers is_active 0 without it. */
  FORTER_SITE_ID: z.string().min(1).optional(),
  /** How long reads that every cart shares (the free gift, the cart banner) are cached in process. */
  CATALOG_CACHE_SECONDS: whole(0, 3600).default(30),
  /**
   * How long the server keeps the answers of public calls (catalog, search, product data; never
   * longer than the call's own public max-age); 0 turns the answer cache off.
   */
  ANSWER_CACHE_SECONDS: whole(0, 3600).default(10),
  /** Memory the answer cache may hold, in MiB (least recently used answers go first). */
  ANSWER_CACHE_MB: whole(1, 65_536).default(64),
  /**
   * How long the server keeps a rendered catalog page (home, category, product, search, CMS) for
   * shoppers without a session cookie (server/http/page-cache.ts); 0 turns the page cache off.
   */
  PAGE_CACHE_SECONDS: whole(0, 3600).default(10),
  /** Memory the page cache may hold, in MiB (least recently used pages go first). */
  PAGE_CACHE_MB: whole(1, 65_536).default(32),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT: whole(1024).default(1_048_576),
  /** How long in-flight requests may take to finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: whole(0).default(10_000),
  /** Test mode honours auto_test=1 and exposes nothing else; never on in production. */
  TEST_MODE: bool.default(false),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from the proxy in front (its right-most hop is the client). */
  TRUST_PROXY: bool.default(false),
  /**
   * Strict-Transport-Security max-age in seconds, sent only on requests that came over HTTPS
   * (docs/decisions/0016-edge-hardening.md); one year is what browsers' preload lists ask for.
   * 0 tells browsers to forget an earlier HSTS.
   */
  HSTS_MAX_AGE: whole(0, 63_072_000).default(31_536_000),
  /**
   * How long an order placed and not paid holds its stock, coupon use and points; then it expires
   * and gives them back (order/order-expiry.ts).
   */
  PENDING_ORDER_MINUTES: whole(5, 10_080).default(60),
  /** Lifetime of a session token (guest or customer) and of its cookie. */
  SESSION_DAYS: whole(1, 3650).default(120),
  /** scrypt cost as log2(N): 15 is 32 MiB of memory per hash; tests lower it to stay fast. */
  PASSWORD_HASH_COST: whole(10, 20).default(15),
  /** Consecutive failed sign-ins that lock an account, and for how long. */
  LOGIN_MAX_FAILURES: whole(1, 100).default(5),
  LOGIN_LOCK_MINUTES: whole(1, 1440).default(15),
  /** reCAPTCHA: registration requires a verified captcha response when the secret is set. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** Google sign-in: off unless a client id is set; tokens are verified against the published keys. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox (mailbox page, log). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Nestora <no-reply@nestora.com>"),
  /** Where customer-service requests are mailed (Exclusive Customer Service, server/modules/support). */
  SUPPORT_EMAIL: z
    .email({ error: "must be an e-mail address such as support@example.com" })
    .default("support@nestora.com"),
  /**
   * Where texts (the Plus+ join flow's phone codes) are delivered: the SMS outbox worker POSTs
   * JSON {to, body} here. Without it texts are not sent anywhere: they show on /dev/mailbox.
   */
  SMS_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  /** How often the SMS outbox worker looks for texts to send; 0 turns it off (tests drive it). */
  SMS_POLL_MS: whole(0, 600_000).default(1000),
  /** How often the outbox worker looks for mail to send; 0 turns the worker off (tests drive it). */
  MAIL_POLL_MS: whole(0, 600_000).default(1000),
  /** The development mailbox page at /dev/mailbox; on by default outside production. */
  MAILBOX_PAGE: bool.optional(),
  /**
   * Card provider: "test" is the built-in offline provider (test cards, nonce flow, and its own
   * pay-later); "braintree" charges cards through Braintree (BRAINTREE_*). Pay later goes to Klarna
   * whenever KLARNA_* are set; otherwise the test provider's, and none with braintree (decision 0012).
   */
  PAYMENT_PROVIDER: z.enum(["test", "braintree"]).default("test"),
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  BRAINTREE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  /** The GraphQL endpoint instead of the environment's own (tests point it at a local stand-in). */
  BRAINTREE_API_URL: z.url().optional(),
  /** Klarna Payments API credentials and the region's base URL (e.g. the North America one). */
  KLARNA_USERNAME: z.string().min(1).optional(),
  KLARNA_PASSWORD: z.string().min(1).optional(),
  KLARNA_API_URL: z.url().optional(),
  /** How long one call to a payment provider may take before it counts as failed. */
  PAYMENT_TIMEOUT_MS: whole(100, 120_000).default(20_000),
  /**
   * Scales every request limit of server/http/write-rate-limits.ts (1 in production). Load tests
   * that send thousands of writes from one address raise it.
   */
  RATE_LIMIT_MULTIPLIER: whole(1, 1_000_000).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /**
   * Server processes on this machine sharing the port (server/workers.ts); more than 1 needs
   * PostgreSQL (PGlite is one process's database).
   */
  WEB_CONCURRENCY: whole(1, 64).default(1),
  /**
   * The operator credential (server/modules/fulfilment/operator-auth.ts): a bearer token of at least
   * 32 characters that /admin/api accepts as the operator OPERATOR_NAME (the operators table holds
   * more, by token hash). Unset: only the table's operators. Never a shopper's session token.
   */
  OPERATOR_TOKEN: z
    .string()
    .trim()
    .min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)")
    .optional(),
  OPERATOR_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, "must be 1–40 letters, digits, dots, dashes or underscores")
    .default("operator"),
  /**
   * The demo fulfilment worker (fulfilment/demo-fulfilment.ts): moves paid orders through shipped →
   * out for delivery → delivered as the operator "demo-worker". Unset: on under `npm run dev` with
   * the embedded database (no DATABASE_URL), off otherwise (NODE_ENV=production, tests, e2e);
   * 1 turns it on anywhere, 0 off.
   */
  FULFILMENT_DEMO: bool.optional(),
  /** Seconds between the demo worker's steps (paid → shipped → out for delivery → delivered). */
  FULFILMENT_DEMO_SECONDS: whole(1, 86_400).default(30),
  /**
   * Web Push (server/modules/web-push, decision 0041): the VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints them), both or neither. Unset: a pair is generated
   * once and kept in the database (web_push_vapid_keys), so a trial needs nothing; a production
   * store sets them (a lost database would otherwise orphan every subscription).
   */
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
    .optional(),
  /** Who push services may contact about our pushes: mailto: or https:. Default mailto:SUPPORT_EMAIL. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// address")
    .optional(),
  /**
   * Push services a subscription may name (comma-separated host names; a host matches itself and
   * its subdomains). Subscriptions to other hosts are refused: the store POSTs to the endpoint, so an
   * open list would let anyone point the store at any address. http:// is accepted only for a
   * loopback host listed here (tests' local push service).
   */
  WEB_PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+(,[A-Za-z0-9.:[\]-]+)*$/, "must be host names separated by commas")
    .default("fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com"),
  /** Pushes sent at once by an operator's send (each waits up to WEB_PUSH_TIMEOUT_MS). */
  WEB_PUSH_CONCURRENCY: whole(1, 100).default(8),
  WEB_PUSH_TIMEOUT_MS: whole(100, 60_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Whether the demo fulfilment worker runs: FULFILMENT_DEMO when set, else development on the embedded database. */
export const fulfilmentDemoOn = (c: Config): boolean =>
  c.FULFILMENT_DEMO ?? (c.NODE_ENV === "development" && c.DATABASE_URL === undefined);

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema
    .refine((c) => c.WEB_CONCURRENCY === 1 || c.DATABASE_URL !== undefined, {
      path: ["WEB_CONCURRENCY"],
      message: "more than 1 needs DATABASE_URL (PGlite is one process's database)",
    })
    .refine(
      (c) =>
        c.DATABASE_QUERY_TIMEOUT_MS === 0 ||
        c.DATABASE_STATEMENT_TIMEOUT_MS === 0 ||
        c.DATABASE_QUERY_TIMEOUT_MS > c.DATABASE_STATEMENT_TIMEOUT_MS,
      {
        path: ["DATABASE_QUERY_TIMEOUT_MS"],
        message:
          "must be longer than DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement first)",
      },
    )
    .refine(
      (c) =>
        c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS === 0 ||
        c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS > 3 * c.PAYMENT_TIMEOUT_MS,
      {
        path: ["DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS"],
        message:
          "must be longer than 3 × PAYMENT_TIMEOUT_MS (a card payment's provider calls run inside one transaction)",
      },
    )
    .safeParse(cleaned);
  const missing = parsed.success
    ? [...paymentKeysMissing(parsed.data), ...vapidKeysMissing(parsed.data)]
    : [];
  if (!parsed.success || missing.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    const lines = [
      ...issues.map((i) => `  ${i.path.join(".")}: ${i.message}`),
      ...missing.map((m) => `  ${m}`),
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

const BRAINTREE_KEYS = ["BRAINTREE_MERCHANT_ID", "BRAINTREE_PUBLIC_KEY", "BRAINTREE_PRIVATE_KEY"] as const;
const KLARNA_KEYS = ["KLARNA_USERNAME", "KLARNA_PASSWORD", "KLARNA_API_URL"] as const;

type WithKeys<K extends keyof Config> = Config & { [P in K]-?: NonNullable<Config[P]> };
type BraintreeConfig = WithKeys<(typeof BRAINTREE_KEYS)[number]>;
type KlarnaConfig = WithKeys<(typeof KLARNA_KEYS)[number]>;

/**
 * Braintree's keys are all set: the card provider with PAYMENT_PROVIDER=braintree, and what pays
 * back a Braintree payment after the store has moved to another provider.
 */
export const braintreeConfigured = (c: Config): c is BraintreeConfig => BRAINTREE_KEYS.every((k) => c[k]);

/** Klarna's settings are set (loadConfig takes all three or none): pay later goes to Klarna. */
export const klarnaConfigured = (c: Config): c is KlarnaConfig => KLARNA_KEYS.every((k) => c[k]);

/**
 * A real provider without its keys would only fail at the first payment, in front of a shopper:
 * start-up refuses it instead, naming what is missing. Klarna is all three settings or none.
 */
function paymentKeysMissing(c: Config): string[] {
  const problems: string[] = [];
  if (c.PAYMENT_PROVIDER === "braintree") {
    for (const key of BRAINTREE_KEYS)
      if (!c[key]) problems.push(`${key}: is required with PAYMENT_PROVIDER=braintree`);
  }
  const klarnaSet = KLARNA_KEYS.filter((k) => c[k]);
  if (klarnaSet.length > 0 && klarnaSet.length < KLARNA_KEYS.length) {
    for (const key of KLARNA_KEYS)
      if (!c[key])
        problems.push(`${key}: is required when any KLARNA_* setting is set (${klarnaSet.join(", ")})`);
  }
  return problems;
}

/** The VAPID key pair is both keys or neither (a public key without its private one signs nothing). */
function vapidKeysMissing(c: Config): string[] {
  const pub = c.WEB_PUSH_VAPID_PUBLIC_KEY !== undefined;
  const priv = c.WEB_PUSH_VAPID_PRIVATE_KEY !== undefined;
  if (pub === priv) return [];
  return [
    pub
      ? "WEB_PUSH_VAPID_PRIVATE_KEY: is required with WEB_PUSH_VAPID_PUBLIC_KEY"
      : "WEB_PUSH_VAPID_PUBLIC_KEY: is required with WEB_PUSH_VAPID_PRIVATE_KEY",
  ];
}
