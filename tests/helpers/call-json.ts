import type { Hono } from "hono";

export interface EnvelopeOf<T = unknown> {
  code: number;
  message: string;
  result: T;
}

/** GETs (or sends) a request to the app in-process and reads the JSON envelope. */
export async function callJson<T = unknown>(
  app: Hono,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: EnvelopeOf<T> }> {
  const res = await app.request(path, init);
  const text = await res.text();
  let body: EnvelopeOf<T>;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

/** The `result` of a call that must succeed (code 200); anything else fails the test with its message. */
export async function resultOf<T>(app: Hono, path: string): Promise<T> {
  const { status, body } = await callJson<T>(app, path);
  if (body.code !== 200)
    throw new Error(`${path} answered HTTP ${status}, code ${body.code}: ${body.message}`);
  return body.result;
}
