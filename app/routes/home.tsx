import type { CallResult } from "../../contract/call";
import type { homeData } from "../../contract/site";
import { HomePage } from "../features/home/home-page";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { pageMeta, pageMetaFromHead } from "../lib/meta";
import { homeHead } from "../lib/page-head.server";
import { apiResult } from "../lib/server-api.server";
import type { Route } from "./+types/home";

/**
 * Home. One call brings every block; it is small and in-process, so the whole page (banners and
 * real product rails) is server-rendered in the first response rather than streamed later.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const home = await apiResult<CallResult<typeof homeData>>(context, "/api/home");
  return { home, storeName: context.storeName, head: homeHead(context.storeName, context.origin) };
}

/** Shareable for shoppers without a session (docs/decisions/0021-cacheable-pages.md). */
export const headers = catalogPageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData.home} storeName={loaderData.storeName} />;
}

export function meta({ data, matches }: Route.MetaArgs) {
  // Built by the loader on the server (lib/page-head.server.ts); without data (an error) the store name alone.
  return data ? pageMetaFromHead(matches, data.head) : pageMeta(matches);
}
