import { type ComponentProps, type ComponentType, use } from "react";
import type { CmsPage } from "../cms/cms-page";
import { preloadDeferredParts } from "../product-detail/deferred-parts";
import type { ProductDetailPage } from "../product-detail/product-detail-page";
import type { ProductListPage } from "../product-list/product-list-page";
import { type PageKind, PageKindFrame } from "./page-kind-frame";

// The pages the catch-all route shows, BROWSER side: each kind is its own chunk, so a CMS page
// does not download the product page. The server build resolves this module to
// page-kinds.ssr.tsx instead (vite.config.ts), which renders them eagerly inside the same Suspense
// boundary (page-kind-frame.tsx). entry.client.tsx loads the kind's chunk before hydrating, so the
// page hydrates in one pass: a boundary still waiting for its chunk while the rest of the page is
// live would be thrown away and rendered anew by the first update that reached it (React's
// "received an update before it finished hydrating"). If that load fails, the boundary is the
// safety net: React keeps the server's HTML as it is and hydrates it when the chunk arrives. The
// server sends the whole document at once (entry.server waits for all of it), so the boundary is
// never streamed in later. On client navigations the route's clientLoader loads the chunk with
// the data, so nothing suspends.

type Kind = PageKind;

const importers = {
  cms: () => import("../cms/cms-page").then((m) => m.CmsPage),
  category: () => import("../product-list/product-list-page").then((m) => m.ProductListPage),
  product: () => import("../product-detail/product-detail-page").then((m) => m.ProductDetailPage),
} satisfies Record<Kind, () => Promise<ComponentType<never>>>;

/**
 * What a client navigation loads with a kind's chunk, side by side with it: the parts a hydrated
 * page loads only when the shopper comes near them (product-detail/deferred-parts.ts), so a page
 * rendered in the browser is whole at once. A part that fails to load leaves the page without it.
 */
const alongside: Partial<Record<Kind, () => Promise<unknown>>> = {
  product: () => preloadDeferredParts().catch(() => undefined),
};

/** How long a kind whose chunk failed to load waits before the next try. */
const KIND_RETRY_MS = 5_000;

const loaded: Partial<Record<Kind, ComponentType<never>>> = {};
const pending: Partial<Record<Kind, Promise<void>>> = {};

/**
 * Loads a kind's chunk (once); resolves when its component can render without suspending.
 * entry.client.tsx calls it before hydrating, so the page hydrates in one pass.
 */
export function loadKind(kind: Kind): Promise<void> {
  pending[kind] ??= importers[kind]().then(
    (component) => {
      loaded[kind] = component as ComponentType<never>;
    },
    (error: unknown) => {
      pending[kind] = undefined; // a failed load is tried again on the next call
      throw error;
    },
  );
  return pending[kind];
}

/** A client navigation's load of a kind: its chunk and what renders with it (`alongside`). */
export async function preloadPageKind(kind: Kind): Promise<void> {
  await Promise.all([loadKind(kind), alongside[kind]?.()]);
}

/**
 * What a render waits on while a kind's chunk is missing: one promise per attempt, kept here so
 * React's use() is handed the same promise on every render of that attempt. A failed load settles
 * it after a pause and clears it, so the next render starts another attempt (not a tight loop).
 */
const waits: Partial<Record<Kind, Promise<void>>> = {};

function chunkWait(kind: Kind): Promise<void> {
  waits[kind] ??= loadKind(kind).catch(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          waits[kind] = undefined;
          resolve();
        }, KIND_RETRY_MS),
      ),
  );
  return waits[kind];
}

function usePageComponent<P>(kind: Kind): ComponentType<P> {
  // Suspends until the chunk is here; the server's HTML stays meanwhile (React 19's use()). use()
  // returns only for a settled attempt: a success sets loaded[], a failure's next attempt is a new,
  // pending promise, on which use() suspends again.
  for (;;) {
    const component = loaded[kind];
    if (component) return component as unknown as ComponentType<P>;
    use(chunkWait(kind));
  }
}

function KindPage<P extends object>({ kind, props }: { kind: Kind; props: P }) {
  const Page = usePageComponent<P>(kind);
  return <Page {...props} />;
}

export const CmsPageKind = (props: ComponentProps<typeof CmsPage>) => (
  <PageKindFrame kind="cms">
    <KindPage kind="cms" props={props} />
  </PageKindFrame>
);

export const ProductListPageKind = (props: ComponentProps<typeof ProductListPage>) => (
  <PageKindFrame kind="category">
    <KindPage kind="category" props={props} />
  </PageKindFrame>
);

export const ProductDetailPageKind = (props: ComponentProps<typeof ProductDetailPage>) => (
  <PageKindFrame kind="product">
    <KindPage kind="product" props={props} />
  </PageKindFrame>
);
