import { type ComponentProps, type ComponentType, use } from "react";
import type { CmsPage } from "../cms/cms-page";
import type { ProductDetailPage } from "../product-detail/product-detail-page";
import type { ProductListPage } from "../product-list/product-list-page";

// The pages the catch-all route shows, BROWSER side: each kind is its own chunk, so a CMS page
// does not download the product page. The server build resolves this module to
// page-kinds.ssr.tsx instead (vite.config.ts), which renders them eagerly. There is deliberately
// no Suspense boundary around a page: React outlines large boundaries and reveals them later in
// the stream, which shifts the layout. On hydration a kind whose chunk is not here yet suspends
// the hydration itself, and React keeps the server's HTML until the chunk arrives; on client
// navigations the route's clientLoader loads the chunk with the data, so nothing suspends.

type Kind = "cms" | "category" | "product";

const importers = {
  cms: () => import("../cms/cms-page").then((m) => m.CmsPage),
  category: () => import("../product-list/product-list-page").then((m) => m.ProductListPage),
  product: () => import("../product-detail/product-detail-page").then((m) => m.ProductDetailPage),
} satisfies Record<Kind, () => Promise<ComponentType<never>>>;

const loaded: Partial<Record<Kind, ComponentType<never>>> = {};
const pending: Partial<Record<Kind, Promise<void>>> = {};

/** Loads a kind's chunk (once); resolves when its component can render without suspending. */
export function preloadPageKind(kind: Kind): Promise<void> {
  pending[kind] ??= importers[kind]().then((component) => {
    loaded[kind] = component as ComponentType<never>;
  });
  return pending[kind];
}

function usePageComponent<P>(kind: Kind): ComponentType<P> {
  const component = loaded[kind];
  if (component) return component as unknown as ComponentType<P>;
  use(preloadPageKind(kind));
  return loaded[kind] as unknown as ComponentType<P>;
}

export function CmsPageKind(props: ComponentProps<typeof CmsPage>) {
  const Page = usePageComponent<typeof props>("cms");
  return <Page {...props} />;
}

export function ProductListPageKind(props: ComponentProps<typeof ProductListPage>) {
  const Page = usePageComponent<typeof props>("category");
  return <Page {...props} />;
}

export function ProductDetailPageKind(props: ComponentProps<typeof ProductDetailPage>) {
  const Page = usePageComponent<typeof props>("product");
  return <Page {...props} />;
}
