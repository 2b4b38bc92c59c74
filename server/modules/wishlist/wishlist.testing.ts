// Helpers for the wishlist tests: requests as a customer.
import type { Hono } from "hono";
import { callJson } from "../../../tests/helpers/call-json";
import { headersOf, type Who } from "../cart/cart.testing";

export const wishJson = <T>(app: Hono, method: string, path: string, body?: unknown, who?: Who) =>
  callJson<T>(app, path, {
    method,
    headers: headersOf(who, body === undefined ? undefined : "application/json"),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
