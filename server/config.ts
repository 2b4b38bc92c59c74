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
  DATA_DIR: z.string().min(1).default("./data"),
  /** Products in the demo catalog seeded on the first start of an empty database. */
  SEED_PRODUCTS: whole(0, 1_000_000).default(2000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  STORE_NAME: z.string().min(1).default("Nestora"),
  /** Public origin used for absolute links (canonical URLs, the version reload). */
  PUBLIC_URL: z.url().optional(),
  /** Fraud-screening site id; the config call answers is_active 0 without it. */
  FORTER_SITE_ID: z.string().min(1).optional(),
  /** How long shared catalog reads (home data, menu, popular searches) are cached in process. */
  CATALOG_CACHE_SECONDS: whole(0, 3600).default(30),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT: whole(1024).default(1_048_576),
  /** How long in-flight requests may take to finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: whole(0).default(10_000),
  /** Test mode honours auto_test=1 and exposes nothing else; never on in production. */
  TEST_MODE: bool.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
