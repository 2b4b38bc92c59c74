// What the head of the home, category and product pages says (title, description, canonical,
// Open Graph image and JSON-LD), built by the loaders on the server. The route `meta` exports only
// render it (lib/meta.ts pageMeta), so the builders in seo.ts never ship to the browser: on every
// page that was ≈ 1.3 KB gzip of first-load JavaScript.
import type { ProductDetail } from "../../contract/catalog";
import type { ProductListData } from "../features/product-list/product-list-types";
import type { PageHead } from "./meta";
import {
  breadcrumbJsonLd,
  categoryCanonicalPath,
  categoryDescription,
  categoryTitle,
  organizationJsonLd,
  productCanonicalPath,
  productCrumbs,
  productDescription,
  productJsonLd,
  websiteJsonLd,
} from "./seo";

export const HOME_DESCRIPTION =
  "Shop furniture, outdoor, kitchen, appliances, decor and more for every room, with free standard shipping on most items.";

export function homeHead(storeName: string, origin: string | undefined): PageHead {
  return {
    description: HOME_DESCRIPTION,
    seo: {
      canonical: "/",
      jsonLd: [organizationJsonLd(storeName, origin), websiteJsonLd(storeName, origin)],
    },
  };
}

export function categoryHead(list: ProductListData, storeName: string, origin: string | undefined): PageHead {
  const crumbs = list.category.breadcrumbs;
  return {
    title: categoryTitle(list),
    description: categoryDescription(list, storeName),
    seo: {
      canonical: categoryCanonicalPath(list.category.url_path, list.page),
      image: list.items[0]?.thumbnail.url,
      jsonLd: crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, origin)] : [],
    },
  };
}

export function productHead(product: ProductDetail, origin: string | undefined): PageHead {
  return {
    title: product.name,
    description: productDescription(product),
    seo: {
      canonical: productCanonicalPath(product),
      image: product.gallery[0]?.pre_image,
      ogType: "product",
      jsonLd: [productJsonLd(product, origin), breadcrumbJsonLd(productCrumbs(product), origin)],
    },
  };
}
