import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import type { RootLoaderData } from "../../root";
import { loadDeferredParts } from "../deferred/deferred-part";

/**
 * Test support (imported only by *.test.tsx): server-renders `element` as the page of a router
 * whose root route ("root") and page route (`pageId`) load the given data, the way the document
 * render does, and returns the HTML. No DOM library is needed: assertions read the markup.
 */
export async function renderInRouter(
  element: ReactElement,
  {
    url = "/page",
    rootData,
    pageId = "Page",
    pageData = null,
  }: { url?: string; rootData?: Partial<RootLoaderData>; pageId?: string; pageData?: unknown } = {},
): Promise<string> {
  const root: RootLoaderData = {
    storeName: "Nestora",
    origin: "http://store.test",
    menu: [],
    popular: [],
    year: 2026,
    session: {
      is_login: false,
      customer: null,
      has_guest: true,
      google_client_id: "",
      recaptcha_site_key: "",
      cart_qty: 0,
    },
    cartCount: 0,
    ...rootData,
  };
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => root,
      element: <Outlet />,
      children: [{ id: pageId, path: "*", loader: () => pageData, element }],
    },
  ]);
  const context = await handler.query(new Request(new URL(url, "http://store.test")));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await loadDeferredParts(); // as entry.server.tsx: parts the browser loads late render in full
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
