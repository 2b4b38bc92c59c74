// The service worker (GET /sw.js, decision 0041): it only shows a pushed notification and, on a
// click, opens its store path — no fetch handler, so it never stands between a page and the network
// and costs page loads nothing. Served from here rather than public/ so it is always revalidated
// (no-cache: a changed worker reaches browsers at once) and carries the store's name. At the root,
// its scope is the whole site. A url that is not on this origin opens the home page instead.
import { Hono } from "hono";
import { SERVICE_WORKER_PATH } from "../../../contract/web-push-constants";
import type { Config } from "../../config";

export function serviceWorkerSource(storeName: string): string {
  return `"use strict";
const STORE = ${JSON.stringify(storeName)};
const onSite = (u) => {
  try {
    const x = new URL(String(u || "/"), self.location.origin);
    return x.origin === self.location.origin ? x.pathname + x.search + x.hash : "/";
  } catch (_) {
    return "/";
  }
};
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("push", (e) => {
  let d = {};
  try {
    d = (e.data && e.data.json()) || {};
  } catch (_) {}
  e.waitUntil(
    self.registration.showNotification(String(d.title || STORE), {
      body: String(d.body || ""),
      icon: "/favicon.svg",
      data: { url: onSite(d.url) },
    }),
  );
});
self.addEventListener("notificationclick", (e) => {
  e.notification.close();
  e.waitUntil(self.clients.openWindow(onSite(e.notification.data && e.notification.data.url)));
});
`;
}

export function serviceWorkerRoutes(config: Pick<Config, "STORE_NAME">): Hono {
  const app = new Hono();
  const source = serviceWorkerSource(config.STORE_NAME);
  app.get(SERVICE_WORKER_PATH, (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(source);
  });
  return app;
}
