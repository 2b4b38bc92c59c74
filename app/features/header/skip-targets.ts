export interface SkipTarget {
  href: "#content" | "#menu" | "#footer";
  label: string;
}

const CONTENT: SkipTarget = { href: "#content", label: "Skip to content" };
const MENU: SkipTarget = { href: "#menu", label: "Skip to menu" };
const FOOTER: SkipTarget = { href: "#footer", label: "Skip to footer" };

/** Routes whose pages carry the full header (with #menu) and the footer. The path lookup renders
 * its pages (product, category, cms, not found) inside the default or cms layout component. */
const FULL_CHROME = new Set(["layouts/default", "layouts/cms", "PathLookup"]);

/**
 * Skip links only for landmarks the page really has (a link to a missing target is a trap):
 * default and cms layouts have all three, the login layout has no navigation, the blank and
 * print layouts and the error page have only the content.
 */
export function skipTargets(routeIds: readonly string[], isErrorPage: boolean): SkipTarget[] {
  if (isErrorPage) return [CONTENT];
  if (routeIds.some((id) => FULL_CHROME.has(id))) return [CONTENT, MENU, FOOTER];
  if (routeIds.includes("layouts/login")) return [CONTENT, FOOTER];
  return [CONTENT];
}
