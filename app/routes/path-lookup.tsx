import type { ClientLoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { data, redirect, useLoaderData } from "react-router";
import type { CallResult } from "../../contract/call";
import type { cmsPage } from "../../contract/cms";
import type { pathLookup } from "../../contract/site";
import { NotFoundContent } from "../features/errors/not-found";
import { PageErrorContent } from "../features/errors/page-error";
import {
  CmsPageKind,
  ProductDetailPageKind,
  ProductListPageKind,
  preloadPageKind,
} from "../features/page-kinds/page-kinds";
import { loadProductDetail } from "../features/product-detail/product-detail.server";
import { loadProductList } from "../features/product-list/product-list.server";
import { onlyQuickViewChanged } from "../features/quick-view/popid-url";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { CmsLayout } from "../layouts/cms";
import { DefaultLayout } from "../layouts/default";
import { pageMeta, pageMetaFromHead } from "../lib/meta";
import { categoryHead, productHead } from "../lib/page-head.server";
import { isAssetLikePath } from "../lib/path-rules";
import { apiResult, callApi } from "../lib/server-api.server";
import type { Route } from "./+types/path-lookup";

/**
 * Any path not in the route table (route guard rules 4, 9 and 10): asset-like paths → Error;
 * otherwise the path lookup decides ProductDetail, FeedProductDetail, ProductList or Cms;
 * 301 keeps the query; 404 → NotFound; 401/10404 → Error; any other failure → NotFound.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isAssetLikePath(url.pathname)) return data({ kind: "error" as const }, { status: 404 });

  const lookup = await callApi<CallResult<typeof pathLookup>>(
    context,
    `/api/path?path=${encodeURIComponent(url.pathname)}`,
  );
  if (lookup.code === 301) throw redirect(`${lookup.result.url}${url.search}`, 301);
  if (lookup.code === 401 || lookup.code === 10404)
    return data({ kind: "error" as const }, { status: lookup.code === 401 ? 401 : 404 });
  if (lookup.code === 503) throw new Response("Service unavailable", { status: 503 });
  if (lookup.code !== 200) return data({ kind: "not-found" as const }, { status: 404 });

  const { type, id, feed } = lookup.result;
  if (type === "cms") {
    const page = await apiResult<CallResult<typeof cmsPage>>(context, `/api/cms/${id}`);
    return data({ kind: "cms" as const, page });
  }
  if (type === "category") {
    const list = await loadProductList(context, id, url);
    return data({
      kind: "category" as const,
      list,
      head: categoryHead(list, context.storeName, context.origin),
    });
  }
  const product = await loadProductDetail(context, id, url, { feed });
  return data(
    { kind: "product" as const, feed, product, head: productHead(product, context.origin) },
    // A running Drop Price countdown is seconds left at render: a kept copy would show a wrong
    // clock, so such a page is kept by no one (as its product answer: decision 0009).
    product.spkie_special_time !== null ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

/** Product, category and CMS pages: shareable for shoppers without a session (decision 0021). */
export const headers = catalogPageHeaders;

/** Client navigations fetch the page kind's code together with its data (see page-kinds.tsx). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = (await serverLoader()) as Awaited<ReturnType<typeof loader>>["data"];
  if (page.kind === "cms" || page.kind === "category" || page.kind === "product")
    await preloadPageKind(page.kind);
  return page;
}

/** Opening or closing the quick view (popid/piid in the URL) needs no new listing data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyQuickViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function PathLookupRoute() {
  const page = useLoaderData<typeof loader>();
  switch (page.kind) {
    case "cms":
      return (
        <CmsLayout>
          <CmsPageKind page={page.page} />
        </CmsLayout>
      );
    case "category":
      return (
        <DefaultLayout>
          <ProductListPageKind data={page.list} />
        </DefaultLayout>
      );
    case "product":
      return (
        <DefaultLayout>
          <ProductDetailPageKind data={page.product} />
        </DefaultLayout>
      );
    case "error":
      return (
        <DefaultLayout>
          <PageErrorContent />
        </DefaultLayout>
      );
    default:
      return (
        <DefaultLayout>
          <NotFoundContent />
        </DefaultLayout>
      );
  }
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  if (!page) return pageMeta(matches, "Page not found", undefined, { noindex: true });
  switch (page.kind) {
    case "cms":
      return pageMeta(matches, page.page.title, page.page.meta_description || undefined, {
        canonical: page.page.url,
      });
    case "category":
    case "product":
      // Built by the loader on the server (lib/page-head.server.ts).
      return pageMetaFromHead(matches, page.head);
    case "error":
      return pageMeta(matches, "Something went wrong", undefined, { noindex: true });
    default:
      return pageMeta(matches, "Page not found", undefined, { noindex: true });
  }
}
