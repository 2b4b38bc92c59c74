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

/**
 * True when the request reached the client's side over HTTPS: per the trusted proxy's
 * X-Forwarded-Proto (its right-most value, the one our proxy set; a client can prepend anything)
 * when TRUST_PROXY is on and the header is there; else the request's own scheme; else an https
 * PUBLIC_URL (TLS ends in front of us and the operator says the public site is https). A request
 * the trusted proxy marks as http is never https, whatever PUBLIC_URL says.
 */
export function requestIsHttps(c: Context, config: Config): boolean {
  if (config.TRUST_PROXY) {
    const protos = c.req
      .header("x-forwarded-proto")
      ?.split(",")
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean);
    if (protos && protos.length > 0) return protos[protos.length - 1] === "https";
  }
  if (new URL(c.req.url).protocol === "https:") return true;
  return config.PUBLIC_URL?.startsWith("https:") === true;
}
