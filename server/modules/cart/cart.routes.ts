import { Hono } from "hono";
import { addToCart, cartRead } from "../../../contract/cart";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { GUEST_COOKIE, setSessionCookie } from "../../http/session";
import { addToCart as addLine } from "./cart.service";
import { cartOfRequest } from "./cart-read";

export function cartRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, addToCart, (ctx, { body }, c) =>
    // A shopper without a session gets a guest session here; its token rides in the GuestToken cookie.
    addLine(ctx, body.product, (token) => setSessionCookie(c, ctx.config, GUEST_COOKIE, token)),
  );
  route(app, deps, cartRead, (ctx) => cartOfRequest(ctx));
  return app;
}
