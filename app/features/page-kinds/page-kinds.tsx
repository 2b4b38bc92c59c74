import { type ComponentProps, type ComponentType, Suspense } from "react";
import type { CmsPage } from "../cms/cms-page";
import type { ProductDetailPage } from "../product-detail/product-detail-page";
import type { ProductListPage } from "../product-list/product-list-page";

// The pages the catch-all route shows, BROWSER side: each kind is its own chunk, so a CMS page
// does not download the product page. The server build resolves this module to
// page-kinds.ssr.tsx instead (vite.config.ts), which renders them eagerly inside the same Suspense
// boundary. On hydration a kind whose chunk is not here yet suspends inside that boundary: React
// keeps the server's HTML as it is (nothing shifts) and hydrates it when the chunk arrives. The
// server sends the whole document at once (entry.server waits for all of it), so the boundary is
// never streamed in later. On client navigations the route's clientLoader loads the chunk with
// the data, so nothing suspends.

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
  // Suspends until the chunk is here (the promise protocol React.lazy uses).
  throw preloadPageKind(kind);
}

function KindPage<P extends object>({ kind, props }: { kind: Kind; props: P }) {
  const Page = usePageComponent<P>(kind);
  return <Page {...props} />;
}

export const CmsPageKind = (props: ComponentProps<typeof CmsPage>) => (
  <Suspense fallback={null}>
    <KindPage kind="cms" props={props} />
  </Suspense>
);

export const ProductListPageKind = (props: ComponentProps<typeof ProductListPage>) => (
  <Suspense fallback={null}>
    <KindPage kind="category" props={props} />
  </Suspense>
);

export const ProductDetailPageKind = (props: ComponentProps<typeof ProductDetailPage>) => (
  <Suspense fallback={null}>
    <KindPage kind="product" props={props} />
  </Suspense>
);
