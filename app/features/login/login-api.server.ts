import type { AppLoadContext } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import { REQUEST_MESSAGES } from "../../lib/api-client";
import { encodeBody, withQuery } from "../../lib/api-encoding";
import { type LoginApi, loginApiOver } from "./login-api";

/**
 * The flow's calls made in-process from a page action (no JavaScript in the browser): bodies
 * url-encoded as the browser would send them, the shopper's cookies forwarded by the load context,
 * and every Set-Cookie the API answers (the session after a sign-in) collected in `setCookies` so
 * the action hands them to the browser.
 */
export function serverLoginApi(context: AppLoadContext): { api: LoginApi; setCookies: Headers } {
  const setCookies = new Headers();

  async function send<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const encoded = body === undefined ? undefined : encodeBody(body, "urlencoded");
    const res = await context.api(path, {
      method,
      body: encoded?.body,
      headers: { accept: "application/json" },
    });
    for (const cookie of res.headers.getSetCookie()) setCookies.append("Set-Cookie", cookie);
    if (!(res.headers.get("content-type") ?? "").includes("json")) {
      return { code: res.status, message: REQUEST_MESSAGES.generic, result: null as T };
    }
    return (await res.json()) as Envelope<T>;
  }

  const api = loginApiOver({
    get: (path, query) => send("GET", withQuery(path, query)),
    post: (path, body) => send("POST", path, body),
    put: (path, body) => send("PUT", path, body),
  });
  return { api, setCookies };
}
