import type { Context, Hono } from "hono";
import { z } from "zod";
import type { CallDef } from "../../contract/call";
import { CachedAnswer } from "./answer-cache";
import { requireCustomer } from "./auth";
import { clientIp } from "./client-ip";
import type { Deps, RequestContext } from "./context";
import { AppError } from "./errors";
import { assertSafeInput, readBody, readQuery } from "./input";
import { requestScope } from "./logger";
import { presentedTokens, resolveAuth } from "./session";
import "./write-rate-limits";

/** A non-200 envelope that is an expected outcome (e.g. 301 moved), not an error. */
export class Reply<T = unknown> {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly result: T,
    readonly status = 200,
  ) {}
}

// Optional schema slots arrive as `X | undefined`; strip that so a declared schema gives a defined input.
type Infer<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;
export interface CallInput<C extends CallDef> {
  params: Infer<C["params"]>;
  query: Infer<C["query"]>;
  body: Infer<C["body"]>;
}

type Handler<C extends CallDef> = (
  ctx: RequestContext,
  input: CallInput<C>,
  c: Context,
) => Promise<z.input<C["result"]> | Reply> | z.input<C["result"]> | Reply;

/** Bodies reject unknown fields so a typo never silently does nothing. */
function strictBody(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}

function parse<S extends z.ZodType>(schema: S, data: unknown, where: string) {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const field = first.path.join(".");
  const message =
    first.code === "unrecognized_keys"
      ? // A body of 100,000 made-up keys gets a bounded message.
        `Unknown field in ${where}: ${first.keys.slice(0, 5).join(", ")}${first.keys.length > 5 ? ", …" : ""}`
      : field
        ? `${field}: ${first.message}`
        : `Invalid ${where}: ${first.message}`;
  throw new AppError(422, 422, message);
}

export function requestContext(deps: Deps, c: Context): RequestContext {
  const now = new Date();
  let auth: ReturnType<RequestContext["auth"]> | undefined;
  const tokens = presentedTokens(c);
  return {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    // The API runs as a sub-app with its own Hono context; the request id lives in the log scope.
    requestId: requestScope.getStore()?.requestId ?? c.get("requestId"),
    now,
    cache: deps.cache,
    origin: new URL(deps.config.PUBLIC_URL ?? c.req.url).origin,
    clientIp: clientIp(c, deps.config),
    tokens,
    guestSessionGate: c.get("guestSessionGate"),
    auth: () => {
      auth ??= resolveAuth(deps.db, tokens, now);
      return auth;
    },
  };
}

export interface RouteOptions<C extends CallDef> {
  /**
   * For a public call: whether this result may be kept and shared (server and HTTP caches); a
   * result that is not goes out with no-store. For answers that go stale by the second, such as
   * a running countdown. All results of a public call are shareable without it.
   */
  shareable?: (result: z.input<C["result"]>) => boolean;
  /**
   * Work that follows every successful answer of the call, also one served from the answer cache:
   * `summarize` takes what it needs from the result when it is computed (kept with the answer), and
   * `run` gets it on each request. A failure of `run` is logged, never the request's.
   */
  afterAnswer?: {
    summarize: (result: z.input<C["result"]>) => unknown;
    run: (ctx: RequestContext, summary: unknown) => Promise<void>;
  };
}

/** Registers one contract call: validate → service → envelope. Thin by design. */
export function route<C extends CallDef>(
  app: Hono,
  deps: Deps,
  call: C,
  handler: Handler<C>,
  opts: RouteOptions<C> = {},
) {
  const body = call.body ? strictBody(call.body) : undefined;
  const publicControl = call.publicCacheSeconds
    ? `public, max-age=${call.publicCacheSeconds}, stale-while-revalidate=${call.publicCacheSeconds * 5}`
    : null;
  // A public GET answer is the same for every shopper: the server keeps it too (answer-cache.ts).
  const kept = call.method === "get" && call.publicCacheSeconds ? call.publicCacheSeconds * 1000 : 0;
  app.on(call.method.toUpperCase(), call.path, async (c) => {
    const rawParams = c.req.param();
    const rawQuery = readQuery(c);
    const rawBody = body ? await readBody(c) : undefined;
    assertSafeInput(rawParams, "path");
    assertSafeInput(rawQuery, "query");
    assertSafeInput(rawBody, "body");
    const input = {
      params: call.params ? parse(call.params, rawParams, "path") : undefined,
      query: call.query ? parse(call.query, rawQuery, "query") : undefined,
      body: body ? parse(body, rawBody, "body") : undefined,
    } as CallInput<C>;
    const ctx = requestContext(deps, c);
    const answerOf = async () => {
      const out = await handler(ctx, input, c);
      if (out instanceof Reply) return serialize(out, null);
      const shared = publicControl !== null && (opts.shareable?.(out) ?? true);
      const answer = serialize(out, shared ? publicControl : "no-store");
      if (opts.afterAnswer) answer.summary = opts.afterAnswer.summarize(out);
      return answer;
    };
    const after = async (answer: CachedAnswer) => {
      if (!opts.afterAnswer || answer.summary === undefined) return;
      try {
        await opts.afterAnswer.run(ctx, answer.summary);
      } catch (err) {
        deps.logger.warn("after-answer work failed", { path: call.path, error: String(err) });
      }
    };
    if (kept === 0) {
      const answer = await answerOf();
      await after(answer);
      return send(c, answer);
    }
    // Parsed input: defaults filled in and unknown parameters gone, so equal requests share a key.
    const key = `${call.path} ${JSON.stringify(input.params ?? null)} ${JSON.stringify(input.query ?? null)}`;
    const answer = await deps.answers.answer(key, kept, answerOf);
    await after(answer);
    const res = send(c, answer);
    deps.answers.recount(key, answer);
    return res;
  });
}

/**
 * A handler's outcome as its serialized envelope: a Reply (no Cache-Control, never kept) or a
 * result with its Cache-Control, kept by the server only when public.
 */
function serialize(out: unknown, cacheControl: string | null): CachedAnswer {
  if (out instanceof Reply)
    return new CachedAnswer(
      Buffer.from(JSON.stringify({ code: out.code, message: out.message, result: out.result })),
      out.status,
      null,
      false,
    );
  const body = Buffer.from(JSON.stringify({ code: 200, message: "", result: out }));
  return new CachedAnswer(body, 200, cacheControl, cacheControl?.startsWith("public") ?? false);
}

/** Answers below this size are sent as they are (compressing them saves less than it costs). */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether Accept-Encoding takes `encoding` (gzip, br): listed (or `*`) without q=0. */
export function acceptsEncoding(header: string | undefined, encoding: "gzip" | "br"): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return wanted;
    if (name === "*") wildcard = wanted;
  }
  return wildcard;
}

/** Whether Accept-Encoding takes gzip. */
export const acceptsGzip = (header: string | undefined) => acceptsEncoding(header, "gzip");

/**
 * A call's serialized envelope as the response: when large enough and the client takes gzip,
 * compressed in one synchronous zlib call (made once per kept answer). The app-wide compress
 * middleware would pipe the body through a CompressionStream instead, about ten times the CPU for
 * answers of a few KB (README "Performance"); Content-Length is set either way, which that
 * middleware leaves alone. A Reply (redirect, expected refusal) carries no Cache-Control.
 */
function send(c: Context, answer: CachedAnswer): Response {
  if (answer.cacheControl) c.header("Cache-Control", answer.cacheControl);
  c.header("Content-Type", "application/json");
  c.header("Vary", "Accept-Encoding");
  const status = answer.status as 200;
  if (answer.body.length >= COMPRESS_FROM_BYTES && acceptsGzip(c.req.header("accept-encoding"))) {
    const gzipped = answer.gzip();
    c.header("Content-Encoding", "gzip");
    c.header("Content-Length", String(gzipped.length));
    return c.body(gzipped, status);
  }
  c.header("Content-Length", String(answer.body.length));
  return c.body(answer.body, status);
}

/**
 * A signed-in customer's own call: 401 for anyone else before any input reaches the service, and
 * `no-store` on every answer (refusals too), since each is that customer's alone. The handler gets
 * the customer's id after the context.
 */
export function customerRoute<C extends CallDef>(
  app: Hono,
  deps: Deps,
  call: C,
  handler: (
    ctx: RequestContext,
    customerId: number,
    input: CallInput<C>,
    c: Context,
  ) => ReturnType<Handler<C>>,
) {
  route(app, deps, call, async (ctx, input, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return handler(ctx, customerId, input, c);
  });
}
