import type { ComponentProps } from "react";
import { CmsPage } from "../cms/cms-page";
import { ProductDetailPage } from "../product-detail/product-detail-page";
import { ProductListPage } from "../product-list/product-list-page";
import { PageKindFrame } from "./page-kind-frame";

// The SERVER side of page-kinds.tsx (vite.config.ts resolves it for the server build): the same
// exports, rendered eagerly, so the whole page is in the first response; inside the Suspense
// boundary the browser side has, so hydration finds the same tree.

export const CmsPageKind = (props: ComponentProps<typeof CmsPage>) => (
  <PageKindFrame kind="cms">
    <CmsPage {...props} />
  </PageKindFrame>
);

export const ProductListPageKind = (props: ComponentProps<typeof ProductListPage>) => (
  <PageKindFrame kind="category">
    <ProductListPage {...props} />
  </PageKindFrame>
);

export const ProductDetailPageKind = (props: ComponentProps<typeof ProductDetailPage>) => (
  <PageKindFrame kind="product">
    <ProductDetailPage {...props} />
  </PageKindFrame>
);

export async function preloadPageKind(_kind: "cms" | "category" | "product"): Promise<void> {}
