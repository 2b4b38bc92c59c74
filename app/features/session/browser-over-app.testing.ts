// Test support (imported only by *.test.ts): the browser's request layer (createApiClient, the
// same rules as app/lib/api.ts) talking to a createTestApp app in-process, with a cookie jar that
// keeps what the server sets (session, guest token) and sends it back, as a browser does.

import type { TestApp } from "../../../tests/helpers/test-app";
import { createApiClient } from "../../lib/api-client";

export interface BrowserOverApp {
  api: ReturnType<typeof createApiClient>;
  /** The jar: cookie name → value (expired cookies removed). */
  cookies: Map<string, string>;
  /** The Cookie header the jar sends. */
  cookieHeader(): string;
  /** Requests sent, "METHOD path". */
  sent: string[];
  /** Side effects the request layer asked for (401 clean-up and reload, oops page, toasts). */
  effects: string[];
}

function store(jar: Map<string, string>, lines: string[]): void {
  for (const line of lines) {
    const [pair, ...attrs] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export function browserOverApp(t: TestApp, initial: Record<string, string> = {}): BrowserOverApp {
  const cookies = new Map(Object.entries(initial));
  const sent: string[] = [];
  const effects: string[] = [];
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const api = createApiClient({
    baseUrl: "http://store.test",
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set("cookie", cookieHeader());
      // A browser's same-origin fetch says where it comes from.
      headers.set("origin", "http://store.test");
      sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
      const res = await t.app.request(url, { ...init, headers });
      store(cookies, res.headers.getSetCookie());
      return res;
    },
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    session: {
      authToken: () => null,
      indent: () => null,
      deviceId: () => "test-device",
      payLogin: () => false,
      clearUserInfo: () => effects.push("clearUserInfo"),
    },
    page: {
      path: () => "/",
      reload: () => effects.push("reload"),
      assign: (url) => effects.push(`assign ${url}`),
    },
    notify: {
      warning: (m) => effects.push(`warning ${m}`),
      error: (m) => effects.push(`error ${m}`),
    },
    trackServerError: () => {},
  });
  return { api, cookies, cookieHeader, sent, effects };
}
