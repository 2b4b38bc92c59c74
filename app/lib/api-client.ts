// The browser request layer of spec part 1 §7–§8: headers, encodings, GET retries, timeout,
// cancellation and the global handling of envelope codes. Every side effect comes in through
// `ApiDeps`, so the rules are unit-tested without a browser; app/lib/api.ts wires the browser.
import type { CallDef, CallResult } from "../../contract/call";
import {
  CANCELLED_CODE,
  CLIENT_SOURCE,
  COUNTRY,
  GET_RETRY_COUNT,
  GET_RETRY_DELAY_MS,
  OOPS_PATH,
  RATE_LIMIT_CODES,
  REQUEST_TIMEOUT_MS,
  SERVER_ERROR_CODE,
  UNAUTHORIZED_CODE,
} from "../../contract/constants";
import type { Envelope } from "../../contract/envelope";
import { chooseEncoding, type Encoding, encodeBody, withQuery } from "./api-encoding";

export const REQUEST_MESSAGES = {
  network: "The network connection has been disconnected, please check the network",
  timeout: "The request timed out, please check the network, refresh and try again",
  generic: "An error occurred, please try again later",
} as const;

/** Code of a GET that timed out on every attempt (the message says so). */
export const TIMEOUT_CODE = 408;

export interface ApiDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  session: {
    authToken(): string | null;
    indent(): string | null;
    deviceId(): string;
    payLogin(): boolean;
    clearUserInfo(): void;
  };
  page: {
    /** Current pathname, so the oops page never redirects to itself. */
    path(): string;
    reload(): void;
    assign(url: string): void;
  };
  notify: { warning(message: string): void; error(message: string): void };
  trackServerError(path: string, message: string): void;
  /** Prefix for every path ("" in the browser: same origin). */
  baseUrl?: string;
}

export interface RequestOptions {
  /** Aborting it resolves the call quietly as code 0. */
  signal?: AbortSignal;
  /** Form encoding for paths the spec does not send as JSON (default url-encoded; multipart for files). */
  encoding?: Encoding;
  headers?: Record<string, string>;
}

export type Query = Record<string, unknown>;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

export interface ApiClient {
  get<T = unknown>(path: string, query?: Query, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  /** A contract call: `:param`s filled in, method and path from the definition. */
  call<C extends CallDef>(def: C, input?: CallInput, opts?: RequestOptions): Promise<Envelope<CallResult<C>>>;
}

type Attempt =
  | { kind: "cancelled" }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "response"; status: number; envelope: Envelope<unknown> | null };

const empty = (code: number, message = ""): Envelope<null> => ({ code, message, result: null });

function asEnvelope(value: unknown): Envelope<unknown> | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.code !== "number") return null;
  return { code: v.code, message: typeof v.message === "string" ? v.message : "", result: v.result ?? null };
}

const retryable = (a: Attempt) =>
  a.kind === "timeout" || a.kind === "network" || (a.kind === "response" && a.status >= 500);

export function createApiClient(deps: ApiDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? "";

  function headersFor(extra?: Record<string, string>, contentType?: string): Headers {
    const s = deps.session;
    const h = new Headers({
      Accept: "application/json",
      country: COUNTRY,
      client: CLIENT_SOURCE,
      "device-id": s.deviceId(),
      "is-pay-login": s.payLogin() ? "1" : "0",
    });
    const token = s.authToken();
    if (token) h.set("Authorization", `Bearer ${token}`);
    const indent = s.indent();
    if (indent) h.set("indent", indent);
    if (contentType) h.set("Content-Type", contentType);
    for (const [k, v] of Object.entries(extra ?? {})) h.set(k, v);
    return h;
  }

  /** Waits `ms`; resolves false at once if the caller cancels meanwhile. */
  function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve(false);
      const onAbort = () => {
        deps.clearTimeout(id);
        resolve(false);
      };
      const id = deps.setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve(true);
      }, ms);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** One fetch under its own 60 s timeout (which also covers reading the body). */
  async function attempt(url: string, init: RequestInit, signal?: AbortSignal): Promise<Attempt> {
    if (signal?.aborted) return { kind: "cancelled" };
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, REQUEST_TIMEOUT_MS);
    const onAbort = () => ctrl.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const res = await deps.fetch(url, { ...init, signal: ctrl.signal });
      let envelope: Envelope<unknown> | null = null;
      if ((res.headers.get("content-type") ?? "").includes("json")) {
        const parsed = await res.json().catch((err: unknown) => {
          if (ctrl.signal.aborted) throw err;
          return null; // not JSON after all
        });
        envelope = asEnvelope(parsed);
      } else {
        await res.body?.cancel().catch(() => {});
      }
      return { kind: "response", status: res.status, envelope };
    } catch {
      if (signal?.aborted) return { kind: "cancelled" };
      return timedOut ? { kind: "timeout" } : { kind: "network" };
    } finally {
      deps.clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  /** The global reactions to envelope codes (spec part 1 §8); the envelope goes back to the caller. */
  function settle(envelope: Envelope<unknown>, status: number, path: string): Envelope<unknown> {
    if (envelope.code === UNAUTHORIZED_CODE) {
      deps.session.clearUserInfo();
      deps.page.reload();
    } else if (status === 429 || RATE_LIMIT_CODES.includes(envelope.code)) {
      if (deps.page.path() !== OOPS_PATH) deps.page.assign(OOPS_PATH);
    } else if (envelope.code === SERVER_ERROR_CODE) {
      deps.notify.error(envelope.message || REQUEST_MESSAGES.generic);
      deps.trackServerError(path, envelope.message);
    }
    return envelope;
  }

  /** No usable answer after the last attempt. */
  function fail(last: Exclude<Attempt, { kind: "cancelled" }>, isGet: boolean): Envelope<null> {
    if (last.kind === "network") deps.notify.warning(REQUEST_MESSAGES.network);
    if (!isGet) return empty(SERVER_ERROR_CODE);
    if (last.kind === "network") return empty(SERVER_ERROR_CODE, REQUEST_MESSAGES.network);
    if (last.kind === "timeout") {
      deps.notify.warning(REQUEST_MESSAGES.timeout);
      return empty(TIMEOUT_CODE, REQUEST_MESSAGES.timeout);
    }
    deps.notify.warning(REQUEST_MESSAGES.generic);
    return empty(
      last.kind === "response" && last.status >= 400 ? last.status : SERVER_ERROR_CODE,
      REQUEST_MESSAGES.generic,
    );
  }

  async function request<T>(
    method: string,
    path: string,
    query: Query | undefined,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const isGet = method === "GET";
    const encoded = isGet ? undefined : encodeBody(body, chooseEncoding(method, path, body, opts.encoding));
    const init: RequestInit = {
      method,
      credentials: "same-origin",
      headers: headersFor(opts.headers, encoded?.contentType),
      body: encoded?.body,
    };
    const url = baseUrl + withQuery(path, query);
    const attempts = isGet ? 1 + GET_RETRY_COUNT : 1;
    let last: Attempt = { kind: "network" };
    for (let i = 0; i < attempts; i++) {
      if (i > 0 && !(await sleep(GET_RETRY_DELAY_MS, opts.signal))) last = { kind: "cancelled" };
      else last = await attempt(url, init, opts.signal);
      if (last.kind === "cancelled") return empty(CANCELLED_CODE) as Envelope<T>;
      if (!retryable(last)) break;
    }
    if (last.kind === "response" && (last.envelope || last.status === 429)) {
      return settle(last.envelope ?? empty(last.status), last.status, path) as Envelope<T>;
    }
    return fail(last as Exclude<Attempt, { kind: "cancelled" }>, isGet) as Envelope<T>;
  }

  return {
    get: (path, query, opts) => request("GET", path, query, undefined, opts),
    post: (path, body, opts) => request("POST", path, undefined, body, opts),
    put: (path, body, opts) => request("PUT", path, undefined, body, opts),
    delete: (path, body, opts) => request("DELETE", path, undefined, body, opts),
    call: (def, input = {}, opts) => {
      const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = input.params?.[name];
        if (value === undefined) throw new Error(`Missing path parameter ${name} for ${def.path}`);
        return encodeURIComponent(String(value));
      });
      return request(def.method.toUpperCase(), path, input.query, input.body, opts);
    },
  };
}

/**
 * After a 401 the page reloads; if the server keeps answering 401 (a cookie it failed to expire),
 * reloading again within this window would loop forever, so the second reload is skipped.
 */
export const AUTH_RELOAD_LOOP_WINDOW_MS = 10_000;

export function shouldReloadAfter401(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= AUTH_RELOAD_LOOP_WINDOW_MS || now < lastReloadAt;
}
