import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { type Logger, requestScope } from "./logger";

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (a trusted upstream's X-Request-Id or a new UUID), runs the rest of
 * the request inside its log scope, and writes one access line when it ends.
 */
export function requestIdAndLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await requestScope.run({ requestId }, async () => {
      await next();
      const internal = c.req.header("x-internal-call") === "1";
      const fields = {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (internal) logger.debug("internal request", fields);
      else logger.info("request", fields);
    });
    c.res.headers.set("X-Request-Id", requestId);
  };
}
