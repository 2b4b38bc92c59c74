import { useCallback, useState } from "react";
import { hrefWithPiid } from "./piid-url";
import type { ProductDetailData, ProductVariant } from "./product-detail-types";

/**
 * The chosen variant lives in client state, seeded from the server's choice. Choosing another
 * one updates price, gallery and stock at once and rewrites the address bar's `piid` in place
 * (history.replaceState keeps React Router's own history entry state), so no data is fetched
 * and a reload or a shared link opens the same variant. The page keys this state by product, so
 * navigating to another product starts fresh.
 */
export function useSelectedVariant(data: ProductDetailData): [ProductVariant, (piid: number) => void] {
  const [piid, setPiid] = useState(data.piid);
  const select = useCallback((next: number) => {
    setPiid(next);
    window.history.replaceState(window.history.state, "", hrefWithPiid(window.location.href, next));
  }, []);
  const variant = data.relation.find((v) => v.piid === piid) ?? data.relation[0];
  return [variant, select];
}
