import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isPlainLeftClick, opensInPlace } from "../../lib/plain-click";

// The category menu has a hundred-odd links on every page. As plain <a> elements they cost the
// server render and the hydration next to nothing (a router <Link> runs its own hooks for each);
// one click handler on the menu sends a plain left click on one of them through the router, so
// choosing a category is still an in-app navigation without a full page load.

/** The in-app path a click on `anchor` should open, or null when the browser should handle it. */
export function inAppPath(
  click: Parameters<typeof isPlainLeftClick>[0],
  anchor: HTMLAnchorElement | null,
  origin: string,
): string | null {
  if (!anchor || !isPlainLeftClick(click) || !opensInPlace(anchor, origin)) return null;
  const url = new URL(anchor.href, origin);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A click handler for a container of plain links: plain left clicks navigate in the app. Like a
 * router Link, a click on the page already shown replaces its history entry instead of adding one.
 * The links carry `data-discover="true"` (IN_APP_LINK) so the router still discovers their routes
 * ahead of the click, as it does for its own links.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.("a");
    const path = inAppPath(event, anchor, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(path, { replace: path === `${pathname}${search}${hash}` });
  };
}

/** The attribute React Router's own links render for route discovery. */
export const IN_APP_LINK = { "data-discover": "true" } as const;
