import type { AppLoadContext } from "react-router";
import type { Envelope } from "../../contract/envelope";

/** Calls the API from a loader and returns the envelope (whatever its code). */
export async function callApi<T>(
  context: AppLoadContext,
  path: string,
  init?: RequestInit,
): Promise<Envelope<T>> {
  const res = await context.api(path, init);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    return { code: res.status, message: "An error occurred, please try again later", result: null as T };
  }
  return (await res.json()) as Envelope<T>;
}

/** Calls the API and returns `result`, or throws the HTTP error the page should show. */
export async function apiResult<T>(context: AppLoadContext, path: string): Promise<T> {
  const body = await callApi<T>(context, path);
  if (body.code !== 200) {
    throw new Response(body.message, { status: body.code === 404 ? 404 : body.code === 503 ? 503 : 500 });
  }
  return body.result;
}
