// Test support (imported only by *.test.ts[x]): what server/app.ts hands a page loader, built over
// a createTestApp app — the real API in-process, with the page request's cookies forwarded — and
// helpers to read a loader's thrown redirect.
import type { AppLoadContext } from "react-router";
import type { TestApp } from "../../../tests/helpers/test-app";

export function pageContext(t: TestApp, request: Request): AppLoadContext {
  const cookie = request.headers.get("cookie");
  return {
    requestId: "test",
    buildVersion: "test-build-1",
    storeName: "Nestora",
    origin: "http://store.test",
    assetText: () => undefined,
    api: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
      headers.set("x-internal-call", "1");
      return Promise.resolve(t.app.request(path, { ...init, headers }));
    },
  };
}

/** A page request as the browser sends it: an absolute URL, the cookies, optionally a form. */
export function pageRequest(path: string, opts: { cookie?: string; form?: FormData } = {}): Request {
  const headers = new Headers();
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return new Request(new URL(path, "http://store.test"), {
    method: opts.form ? "POST" : "GET",
    headers,
    body: opts.form,
  });
}

/** The loader/action arguments for a page request. */
export function pageArgs(t: TestApp, path: string, opts: { cookie?: string; form?: FormData } = {}) {
  const request = pageRequest(path, opts);
  return { request, context: pageContext(t, request), params: {} };
}

export type Outcome<T> = { value: T; response?: undefined } | { response: Response; value?: undefined };

/** What a loader did: returned a value, or threw a Response (a redirect). */
export async function outcomeOf<T>(promise: Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await promise };
  } catch (err) {
    if (err instanceof Response) return { response: err };
    throw err;
  }
}

/** The Location of a thrown redirect; fails the test when the loader did not redirect. */
export async function redirectOf(
  promise: Promise<unknown>,
): Promise<{ location: string; cookies: string[] }> {
  const out = await outcomeOf(promise);
  if (!out.response) throw new Error(`expected a redirect, got ${JSON.stringify(out.value)}`);
  return {
    location: out.response.headers.get("location") ?? "",
    cookies: out.response.headers.getSetCookie(),
  };
}

/** A Cookie header from Set-Cookie lines (name=value of each). */
export const cookieHeader = (lines: readonly string[]) => lines.map((l) => l.split(";")[0]).join("; ");
