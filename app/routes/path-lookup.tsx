import { lazy, Suspense } from "react";
import { type ClientLoaderFunctionArgs, data, redirect, useLoaderData } from "react-router";
import type { CallResult } from "../../contract/call";
import type { cmsPage } from "../../contract/cms";
import type { pathLookup } from "../../contract/site";
import { NotFoundContent } from "../features/errors/not-found";
import { PageErrorContent } from "../features/errors/page-error";
import { loadProductDetail } from "../features/product-detail/product-detail.server";
import { loadProductList } from "../features/product-list/product-list.server";
import { CmsLayout } from "../layouts/cms";
import { DefaultLayout } from "../layouts/default";
import { pageMeta } from "../lib/meta";
import { isAssetLikePath } from "../lib/path-rules";
import { apiResult, callApi } from "../lib/server-api.server";
import type { Route } from "./+types/path-lookup";

// Each kind of page is its own chunk, so a CMS page does not download the product page's code.
const pageModules = {
  cms: () => import("../features/cms/cms-page"),
  category: () => import("../features/product-list/product-list-page"),
  product: () => import("../features/product-detail/product-detail-page"),
};
const CmsPage = lazy(() => pageModules.cms().then((m) => ({ default: m.CmsPage })));
const ProductListPage = lazy(() => pageModules.category().then((m) => ({ default: m.ProductListPage })));
const ProductDetailPage = lazy(() => pageModules.product().then((m) => ({ default: m.ProductDetailPage })));

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
  if (type === "category")
    return data({ kind: "category" as const, list: await loadProductList(context, id, url) });
  return data({
    kind: "product" as const,
    feed,
    product: await loadProductDetail(context, id, url, { feed }),
  });
}

/** On client navigations, fetch the page's chunk alongside its data so nothing blanks while it loads. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = (await serverLoader()) as Awaited<ReturnType<typeof loader>>["data"];
  if (page.kind === "cms" || page.kind === "category" || page.kind === "product")
    await pageModules[page.kind]();
  return page;
}

export default function PathLookupRoute() {
  const page = useLoaderData<typeof loader>();
  switch (page.kind) {
    case "cms":
      return (
        <CmsLayout>
          <Suspense>
            <CmsPage page={page.page} />
          </Suspense>
        </CmsLayout>
      );
    case "category":
      return (
        <DefaultLayout>
          <Suspense>
            <ProductListPage data={page.list} />
          </Suspense>
        </DefaultLayout>
      );
    case "product":
      return (
        <DefaultLayout>
          <Suspense>
            <ProductDetailPage data={page.product} />
          </Suspense>
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
  if (!page) return pageMeta(matches, "Page not found");
  switch (page.kind) {
    case "cms":
      return pageMeta(matches, page.page.title, page.page.meta_description);
    case "category":
      return pageMeta(matches, page.list.category.name, page.list.category.description);
    case "product":
      return pageMeta(matches, page.product.name);
    case "error":
      return pageMeta(matches, "Something went wrong");
    default:
      return pageMeta(matches, "Page not found");
  }
}
