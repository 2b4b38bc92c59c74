// Which section of the product page `?position=` names (spec part 2 §3). Apart from the pager's
// rules (section-paging.ts) because the page needs it on arrival, before its lower part's code.

/** The ids of the two sections; `?position=` takes the same words. */
export const SECTION_IDS = { reviews: "reviews", faq: "faq" } as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export const POSITION_PARAM = "position";

/**
 * The section `?position=` asks the page to scroll to (and focus), or null. Case and surrounding
 * spaces are forgiven; anything else (or several values, of which the first counts) is ignored.
 */
export function positionTarget(search: string): SectionId | null {
  const raw = new URLSearchParams(search).get(POSITION_PARAM);
  const value = raw?.trim().toLowerCase();
  return value === SECTION_IDS.reviews || value === SECTION_IDS.faq ? value : null;
}
