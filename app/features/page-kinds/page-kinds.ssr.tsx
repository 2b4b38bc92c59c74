import { type ComponentProps, Suspense } from "react";
import { CmsPage } from "../cms/cms-page";
import { ProductDetailPage } from "../product-detail/product-detail-page";
import { ProductListPage } from "../product-list/product-list-page";

// The SERVER side of page-kinds.tsx (vite.config.ts resolves it for the server build): the same
// exports, rendered eagerly, so the whole page is in the first response; inside the Suspense
// boundary the browser side has, so hydration finds the same tree.

export const CmsPageKind = (props: ComponentProps<typeof CmsPage>) => (
  <Suspense fallback={null}>
    <CmsPage {...props} />
  </Suspense>
);

export const ProductListPageKind = (props: ComponentProps<typeof ProductListPage>) => (
  <Suspense fallback={null}>
    <ProductListPage {...props} />
  </Suspense>
);

export const ProductDetailPageKind = (props: ComponentProps<typeof ProductDetailPage>) => (
  <Suspense fallback={null}>
    <ProductDetailPage {...props} />
  </Suspense>
);

export async function preloadPageKind(_kind: "cms" | "category" | "product"): Promise<void> {}
