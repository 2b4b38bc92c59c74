import { useEffect, useState } from "react";
import { localGetJson, localSetJson } from "../../../lib/storage";
import {
  addRecent,
  parseRecent,
  RECENTLY_VIEWED_KEY,
  type RecentProduct,
  recentAsCard,
  recentToShow,
} from "./recently-viewed-list";
import { ScrollRail } from "./scroll-rail";

/**
 * "Recently viewed": the last products this browser viewed (localStorage), without the current
 * one. Client-only: nothing is rendered on the server or when the list is empty; it is the last
 * block of the page, so appearing after hydration shifts nothing above it.
 */
export function RecentlyViewed({ current }: { current: RecentProduct }) {
  const [shown, setShown] = useState<RecentProduct[]>([]);
  const { id } = current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: record once per product view, with its view-time data
  useEffect(() => {
    const list = parseRecent(localGetJson(RECENTLY_VIEWED_KEY));
    setShown(recentToShow(list, id));
    localSetJson(RECENTLY_VIEWED_KEY, addRecent(list, current));
  }, [id]);
  if (shown.length === 0) return null;
  return <ScrollRail title="Recently viewed" products={shown.map(recentAsCard)} />;
}
