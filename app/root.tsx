import "./lib/load-context";
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
import { ErrorPage } from "./features/errors/error-page";
import { SkipLinks } from "./features/header/skip-links";
import { Toaster } from "./features/toast/toaster";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { titleFor } from "./lib/meta";
import { useRouteGuard } from "./lib/route-guard";
import { callApi } from "./lib/server-api.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Header data every layout needs: the category menu and the popular searches. */
export async function loader({ context }: Route.LoaderArgs) {
  const [menu, popular] = await Promise.all([
    callApi<CallResult<typeof categoryMenu>>(context, "/api/categories/menu"),
    callApi<CallResult<typeof popularKeywords>>(context, "/api/search/popular"),
  ]);
  return data({
    storeName: context.storeName,
    origin: context.origin,
    nonce: context.nonce,
    menu: menu.code === 200 ? menu.result.list : [],
    popular: popular.code === 200 ? popular.result.hot_keyword : [],
    year: new Date().getFullYear(),
  });
}

// The header data changes rarely: do not reload it on every client navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.nonce;
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  useRouteGuard();
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
