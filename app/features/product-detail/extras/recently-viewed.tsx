import { useEffect, useState } from "react";
import { localGetJson } from "../../../lib/storage";
import {
  parseRecent,
  RECENTLY_VIEWED_KEY,
  type RecentProduct,
  recentAsCard,
  recentToShow,
} from "./recently-viewed-list";
import { ScrollRail } from "./scroll-rail";

/**
 * "Recently viewed": the last products this browser viewed (localStorage), without the current
 * one (the page records it: use-record-view.ts). Client-only: nothing is rendered on the server or
 * when the list is empty; it is the last block of the page, so appearing shifts nothing above it.
 */
export function RecentlyViewed({ productId }: { productId: number }) {
  const [shown, setShown] = useState<RecentProduct[]>([]);
  useEffect(() => {
    setShown(recentToShow(parseRecent(localGetJson(RECENTLY_VIEWED_KEY)), productId));
  }, [productId]);
  if (shown.length === 0) return null;
  return <ScrollRail title="Recently viewed" products={shown.map(recentAsCard)} />;
}
