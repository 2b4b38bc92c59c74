import "./lib/load-context";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { CallResult } from "../contract/call";
import type { categoryMenu, popularKeywords } from "../contract/site";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ScriptsAfterPaint } from "./components/scripts-after-paint";
import { useSeedCartCount } from "./features/cart/cart-count";
import { MiniCartHost } from "./features/cart/mini-cart-host";
import { ErrorPage } from "./features/errors/error-page";
import { SkipLinks } from "./features/header/skip-links";
import { LoginPopupHost } from "./features/login/login-popup-host";
import { MarketingPopupHost } from "./features/marketing/marketing-popup-host";
import { PlusJoinHost } from "./features/plus/join/plus-join-host";
import { consumeFlash } from "./features/session/consume-flash";
import { useGoogleOneTap } from "./features/session/google-one-tap";
import { useSessionAfterLoad } from "./features/session/guest-bootstrap";
import { loadRootSession } from "./features/session/root-session.server";
import { notify } from "./features/toast/notify";
import { Toaster } from "./features/toast/toaster";
import { usePreloadFooterOnNavigation } from "./layouts/deferred-footer";
import { cookieHeaders } from "./lib/account-guard.server";
import { useFocusOnNavigation } from "./lib/focus-on-navigation";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { titleFor } from "./lib/meta";
import { useRouteGuard } from "./lib/route-guard";
import { callApi } from "./lib/server-api.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Header data every layout needs: the category menu, the popular searches, who is browsing (the
 * session) and the cart count. A Set-Cookie of the session call (clearing a dead session cookie)
 * reaches the browser with the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [menu, popular, { session, cookies }] = await Promise.all([
    callApi<CallResult<typeof categoryMenu>>(context, "/api/categories/menu"),
    callApi<CallResult<typeof popularKeywords>>(context, "/api/search/popular"),
    loadRootSession(context),
  ]);
  return data(
    {
      storeName: context.storeName,
      origin: context.origin,
      menu: menu.code === 200 ? menu.result.list : [],
      popular: popular.code === 200 ? popular.result.hot_keyword : [],
      year: new Date().getFullYear(),
      session,
      cartCount: session.cart_qty,
    },
    { headers: cookieHeaders(cookies) },
  );
}

// The header data changes rarely: do not reload it on every client navigation. Sign-in and logout
// load the next page in full, so the session in it is never stale; a form submission (a profile
// edit changing the greeted name) does reload it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17594a" />
        <Meta />
        <InlineStylesheet href={stylesheet} />
        <Links />
      </head>
      <body className="font-sans antialiased">
        <SkipLinks />
        {children}
        <Toaster />
        <LoginPopupHost />
        <PlusJoinHost />
        <MarketingPopupHost />
        <MiniCartHost />
        <ScrollRestoration />
        <Scripts />
        <ScriptsAfterPaint />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  useRouteGuard();
  useFocusOnNavigation();
  usePreloadFooterOnNavigation();
  // A page rendered without a session (maybe kept by a cache) fills in the shopper's own parts.
  useSessionAfterLoad(root.session);
  useGoogleOneTap(root.session, (message) => notify.error(message));
  // Seeded on every page (also those without a header), so the store always knows the count.
  useSeedCartCount(root.cartCount);
  // A warning a redirecting loader left for this page (route guard rule 6).
  useEffect(() => consumeFlash(), []);
  return <Outlet />;
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: titleFor(data?.storeName) }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
