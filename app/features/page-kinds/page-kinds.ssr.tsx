import { CmsPage } from "../cms/cms-page";
import { ProductDetailPage } from "../product-detail/product-detail-page";
import { ProductListPage } from "../product-list/product-list-page";

// The SERVER side of page-kinds.tsx (vite.config.ts resolves it for the server build): the same
// exports, rendered eagerly, so the whole page is in the first response.

export const CmsPageKind = CmsPage;
export const ProductListPageKind = ProductListPage;
export const ProductDetailPageKind = ProductDetailPage;

export async function preloadPageKind(_kind: "cms" | "category" | "product"): Promise<void> {}
