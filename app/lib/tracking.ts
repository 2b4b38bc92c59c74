// Analytics events go to `window.dataLayer` (a tag manager reads it when one is installed).
// Nothing is pushed on the server.

export type DataLayerEvent = { event: string } & Record<string, unknown>;

export function pushDataLayer(entry: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** Spec part 1 §8: an envelope code 500 is logged as a server-error event. */
export function trackServerError(path: string, message: string): void {
  pushDataLayer({ event: "server_error", path, message });
}
