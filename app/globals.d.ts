// Globals the web app relies on. This file is a script (no imports), so its declarations are global.

/** Version of the running client build, baked in by vite.config.ts `define`. */
declare const __BUILD_VERSION__: string;

interface Window {
  /** Analytics event queue (Google Tag Manager style); app/lib/tracking.ts pushes to it. */
  dataLayer?: Record<string, unknown>[];
  /** Fraud-screening site id, set by the route guard once the API says it is active. */
  __forterSiteId?: string;
}
