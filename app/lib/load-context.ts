// What the server hands every loader and action (server/app.ts builds it). The web app never
// imports server code; this declaration is the whole agreement.
declare module "react-router" {
  interface AppLoadContext {
    requestId: string;
    buildVersion: string;
    storeName: string;
    /** Public origin (PUBLIC_URL, else the request's), for canonical and Open Graph URLs. */
    origin: string;
    /** Text of a built asset (e.g. the stylesheet to inline); undefined in development. */
    assetText(href: string): string | undefined;
    /** Calls the store API in-process, forwarding the shopper's cookies. */
    api(path: string, init?: RequestInit): Promise<Response>;
  }
}

export {};
