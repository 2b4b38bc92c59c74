import type { CallResult } from "../../contract/call";
import type { homeData } from "../../contract/site";
import { HomePage } from "../features/home/home-page";
import { originFrom, pageMeta, storeNameFrom } from "../lib/meta";
import { organizationJsonLd, websiteJsonLd } from "../lib/seo";
import { apiResult } from "../lib/server-api.server";
import type { Route } from "./+types/home";

/**
 * Home. One call brings every block; it is small and in-process, so the whole page (banners and
 * real product rails) is server-rendered in the first response rather than streamed later.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const home = await apiResult<CallResult<typeof homeData>>(context, "/api/home");
  return { home, storeName: context.storeName };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData.home} storeName={loaderData.storeName} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const storeName = storeNameFrom(matches) ?? "Nestora";
  const origin = originFrom(matches);
  return pageMeta(
    matches,
    undefined,
    "Shop furniture, outdoor, kitchen, appliances, decor and more for every room, with free standard shipping on most items.",
    {
      canonical: "/",
      jsonLd: [organizationJsonLd(storeName, origin), websiteJsonLd(storeName, origin)],
    },
  );
}
