// The API's request body limit (BODY_LIMIT), checked without making the Node adapter build a full
// Request: looking at `c.req.raw.body`, as hono's bodyLimit does first, makes @hono/node-server
// turn its light request into a real one (a Request, an AbortSignal and a web stream over the
// socket), a tenth of an add to cart's CPU. The body is then read straight from the socket.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * GET and HEAD carry no body. A declared Content-Length (without Transfer-Encoding) is checked
 * from the header: Node's parser reads exactly that many bytes, so the body cannot be longer. A
 * body of undeclared length (chunked) is counted as it arrives, by hono's bodyLimit.
 */
export function limitRequestBody(
  maxSize: number,
  onTooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: onTooLarge });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    return Number(length) > maxSize ? Promise.resolve(onTooLarge(c)) : next();
  };
}
