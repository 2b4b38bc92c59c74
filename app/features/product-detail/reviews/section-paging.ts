// URL rules of the product page's review and FAQ sections: which page of each section the URL asks
// for, and the pager's links (which section `?position=` names is in section-position.ts). Pure, so
// they are unit-tested.

export { POSITION_PARAM, positionTarget, SECTION_IDS, type SectionId } from "./section-position";

import { POSITION_PARAM } from "./section-position";

/** Query parameters holding each section's page. */
export const SECTION_PAGE_PARAMS = { reviews: "reviews_page", faq: "faq_page" } as const;

/** The page number a URL asks for: a whole number from 1 to `max`; anything else is page 1. */
export function requestedPage(search: string, param: string, max: number): number {
  const raw = new URLSearchParams(search).get(param)?.trim() ?? "";
  if (!/^\d{1,9}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : 1;
}

/** Number of pages for `total` items (at least 1, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Link to page `page` of a section: the other query parameters stay; page 1 drops the parameter
 * (one URL per page); `position` is dropped too, since the link's own `#section` hash takes the
 * reader there without JavaScript (and with it the page loads in place).
 */
export function sectionPageHref(
  pathname: string,
  search: string,
  param: string,
  page: number,
  hash?: string,
): string {
  const params = new URLSearchParams(search);
  params.delete(POSITION_PARAM);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

export type PagerItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/** Page links around the current one: always the first and last, two either side, gaps as "…". */
export function pagerItems(current: number, count: number): PagerItem[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) items.push({ kind: "page", page: page - 1 });
    else if (prev !== undefined && page - prev > 2) items.push({ kind: "gap", key: `gap-${prev}` });
    items.push({ kind: "page", page });
  });
  return items;
}
