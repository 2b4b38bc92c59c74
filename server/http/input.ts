import type { Context } from "hono";
import { AppError, badRequest } from "./errors";

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

/**
 * Sets `a[b][]`-style keys of a form into a nested object; repeated keys become arrays.
 * Guards against prototype pollution by refusing special key names.
 */
function setFormValue(target: Record<string, Json>, key: string, value: string) {
  const parts = key.replace(/\]/g, "").split("[");
  let node: Record<string, Json> = target;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "__proto__" || part === "constructor" || part === "prototype")
      throw badRequest(`Field name not allowed: ${key}`);
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === "";
    if (last || (nextIsArray && i === parts.length - 2)) {
      const existing = node[part];
      if (nextIsArray || existing !== undefined) {
        node[part] = Array.isArray(existing)
          ? [...existing, value]
          : existing === undefined
            ? [value]
            : [existing, value];
      } else {
        node[part] = value;
      }
      return;
    }
    const child = node[part];
    if (typeof child !== "object" || child === null || Array.isArray(child)) node[part] = {};
    node = node[part] as Record<string, Json>;
  }
}

/** Reads a JSON, url-encoded or multipart body into a plain object (empty body → {}). */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.includes("application/json")) {
    const raw = await c.req.text();
    if (raw.trim() === "") return {};
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("The request body is not a valid form.");
    }
    const out: Record<string, Json> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value !== "string") throw badRequest(`File uploads are not accepted here: ${key}`);
      setFormValue(out, key, value);
    }
    return out;
  }
  const raw = await c.req.text();
  if (raw.trim() === "") return {};
  throw new AppError(
    415,
    415,
    "Send the body as application/json, application/x-www-form-urlencoded or multipart/form-data.",
  );
}

/** Query string → object; repeated keys become arrays. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    out[name] = values.length === 1 && !key.endsWith("[]") ? values[0] : values;
  }
  return out;
}
