import type { Context } from "hono";
import { AppError, badRequest } from "./errors";

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

/**
 * How deeply a request's input may nest (objects in arrays in objects …). No call of ours takes
 * more than a few levels; a bound keeps every walk over the input (the NUL check, zod, our code)
 * from running out of stack on a small hostile body such as 10,000 nested arrays (20 KB).
 */
export const MAX_INPUT_DEPTH = 32;

/** Key names that could reach an object's prototype when merged; refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Sets `a[b][]`-style keys of a form into a nested object; repeated keys become arrays.
 * Guards against prototype pollution by refusing special key names, and against deep or
 * quadratic shapes: at most MAX_INPUT_DEPTH brackets, and repeated keys append in place.
 */
function setFormValue(target: Record<string, Json>, key: string, value: string) {
  const parts = key.replace(/\]/g, "").split("[");
  if (parts.length > MAX_INPUT_DEPTH) throw tooDeep("body");
  let node: Record<string, Json> = target;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (FORBIDDEN_KEYS.has(part)) throw badRequest(`Field name not allowed: ${key.slice(0, 100)}`);
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === "";
    if (last || (nextIsArray && i === parts.length - 2)) {
      const existing = node[part];
      if (Array.isArray(existing)) existing.push(value);
      else if (nextIsArray || existing !== undefined)
        node[part] = existing === undefined ? [value] : [existing, value];
      else node[part] = value;
      return;
    }
    const child = node[part];
    if (typeof child !== "object" || child === null || Array.isArray(child)) node[part] = {};
    node = node[part] as Record<string, Json>;
  }
}

const tooDeep = (where: string) =>
  new AppError(400, 400, `The ${where} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);

/**
 * Checks a request's parsed input without recursion, so no shape can exhaust the stack: at most
 * MAX_INPUT_DEPTH levels, no prototype key names, and no NUL character in any key or string
 * (PostgreSQL text cannot hold NUL; refused at the edge instead of failing in the database).
 */
export function assertSafeInput(value: unknown, where: string): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof v === "string") {
      if (v.includes("\u0000")) throw new AppError(400, 400, `The ${where} contains a null character.`);
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) throw tooDeep(where);
    if (Array.isArray(v)) {
      for (const item of v) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [k, item] of Object.entries(v)) {
      if (k.includes("\u0000")) throw new AppError(400, 400, `The ${where} contains a null character.`);
      if (FORBIDDEN_KEYS.has(k)) throw badRequest(`Field name not allowed in the ${where}: ${k}`);
      stack.push({ value: item, depth: depth + 1 });
    }
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
