// Test support (imported only by *.test.ts): the sign-in flow's calls made through the real
// browser request layer (app/lib/api-client.ts) against the real Hono app, with a cookie jar so a
// "browser" keeps its session between calls, and its own client address (the app trusts the
// proxy header in these tests) so rate limits of one test never spill into another.
import { and, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { mailOutbox } from "../../../server/db/schema/mail";
import type { TestApp } from "../../../tests/helpers/test-app";
import { createApiClient } from "../../lib/api-client";
import { type LoginApi, loginApiOver } from "./login-api";

let browsers = 0;

export interface TestBrowser {
  api: LoginApi;
  /** Cookies the API set, by name. */
  cookies: Map<string, string>;
  /** Every request made, "METHOD path". */
  requests: string[];
  /** The address this browser calls from (X-Forwarded-For). */
  ip: string;
}

export function testBrowser(app: Hono): TestBrowser {
  browsers += 1;
  const ip = `10.9.${Math.floor(browsers / 250)}.${(browsers % 250) + 1}`;
  const cookies = new Map<string, string>();
  const requests: string[] = [];
  const client = createApiClient({
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", ip);
      if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      requests.push(`${init.method} ${url.split("?")[0]}`);
      const res = await app.request(url, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const name = pair.slice(0, pair.indexOf("=")).trim();
        const value = pair.slice(pair.indexOf("=") + 1).trim();
        const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    session: {
      authToken: () => null,
      indent: () => null,
      deviceId: () => `device-${ip}`,
      payLogin: () => false,
      clearUserInfo: () => {},
    },
    page: { path: () => "/customer/account/login", reload: () => {}, assign: () => {} },
    notify: { warning: () => {}, error: () => {} },
    trackServerError: () => {},
  });
  return { api: loginApiOver(client), cookies, requests, ip };
}

/** The code in the latest mail of a kind to an address (verification_code, password_reset). */
export async function mailedCode(t: TestApp, to: string, kind: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/^\s+([A-Z0-9]{6})$/m)?.[1];
  if (!code) throw new Error(`no ${kind} code mailed to ${to}`);
  return code;
}

let addresses = 0;
export const newEmail = (label = "shopper") => `${label}.${Date.now()}.${++addresses}@example.com`;
