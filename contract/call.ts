import type { z } from "zod";

export type Method = "get" | "post" | "put" | "delete";

/**
 * One API call: its method, path (Hono style, `:param`), input schemas and result schema.
 * The server validates with these schemas and the OpenAPI document is generated from them.
 */
export interface CallDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /** Path parameters (`:id`). */
  params?: P;
  query?: Q;
  body?: B;
  result: R;
  /**
   * Shared-cache lifetime in seconds for a successful answer that is the same for every shopper
   * (catalog and site reads); a CDN may serve it. Omitted: `no-store`.
   */
  publicCacheSeconds?: number;
  /** Envelope codes other than 200 this call may answer with, and why. */
  errors?: Record<number, string>;
}

export function defineCall<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(def: CallDef<P, Q, B, R>): CallDef<P, Q, B, R> {
  return def;
}

export type CallResult<C extends CallDef> = z.infer<C["result"]>;
// Optional slots include `undefined`; strip it so a declared schema gives its input type.
export type CallQuery<C extends CallDef> =
  NonNullable<C["query"]> extends z.ZodType ? z.input<NonNullable<C["query"]>> : never;
export type CallBody<C extends CallDef> =
  NonNullable<C["body"]> extends z.ZodType ? z.input<NonNullable<C["body"]>> : never;
