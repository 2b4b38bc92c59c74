import type { Context } from "hono";
import type { Config } from "../config";

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address for rate limits. Behind a trusted proxy (TRUST_PROXY) it is the right-most
 * X-Forwarded-For hop — the one our proxy saw; a client can prepend anything, not append. Without a
 * socket (in-process calls the page server makes carry the page request's env) it is "local".
 */
export function clientIp(c: Context, config: Config): string {
  if (config.TRUST_PROXY) {
    const hops = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops && hops.length > 0) return hops[hops.length - 1];
  }
  const env = c.env as NodeEnv | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "local";
}
