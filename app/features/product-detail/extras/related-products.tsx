import { useEffect, useState } from "react";
import type { CallResult } from "../../../../contract/call";
import { AC_SPECIAL_CATEGORY_IDS } from "../../../../contract/constants";
import type { ProductCard } from "../../../../contract/product-card";
import type { relateProducts } from "../../../../contract/related";
import { RELATE_PRODUCTS_PATH, RELATED_MAX, RELATED_TITLES } from "../../../../contract/related-constants";
import { api } from "../../../lib/api";
import { ScrollRail } from "./scroll-rail";

/** True when the product is of the AC page type (listed in category 444 or 1473). */
export const isAcProduct = (categoryIds: number[]) =>
  categoryIds.some((id) => AC_SPECIAL_CATEGORY_IDS.includes(id));

/**
 * The related products rail (or, on air conditioners, the "Recommended for your space" block).
 * Loaded after hydration so it never delays the first byte; the space is reserved while loading
 * and the section disappears when there is nothing to show (it sits at the bottom of the page).
 */
export function RelatedProducts({ productId, categoryIds }: { productId: number; categoryIds: number[] }) {
  const [state, setState] = useState<{ title: string; items: ProductCard[] } | "loading">("loading");
  useEffect(() => {
    const controller = new AbortController();
    setState("loading");
    api
      .get<CallResult<typeof relateProducts>>(
        RELATE_PRODUCTS_PATH,
        { product_id: productId, limit: RELATED_MAX },
        { signal: controller.signal },
      )
      .then((res) => {
        if (controller.signal.aborted) return;
        setState(res.code === 200 && res.result ? res.result : { title: "", items: [] });
      });
    return () => controller.abort();
  }, [productId]);

  if (state === "loading") {
    const title = RELATED_TITLES[isAcProduct(categoryIds) ? "ac_recommendation" : "related"];
    return (
      <section aria-busy="true" aria-label={title} className="mt-10 min-h-[22rem]">
        <div className="h-7 w-56 rounded bg-stone-100" />
      </section>
    );
  }
  if (state.items.length === 0) return null;
  return <ScrollRail title={state.title} products={state.items} />;
}
