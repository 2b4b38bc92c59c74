/** The parts of a click event (React's or the DOM's) that say whether it means "follow here". */
type ClickLike = Pick<
  MouseEvent,
  "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
>;

/** A click that means "follow here", not "new tab/window" or "download". */
export function isPlainLeftClick(e: ClickLike): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/**
 * Whether the app may follow `anchor` in place: a link to this site (not a bare #fragment), not
 * to a new tab or window, not a download.
 */
export function opensInPlace(anchor: HTMLAnchorElement, origin: string): boolean {
  if (anchor.target || anchor.hasAttribute("download")) return false;
  const raw = anchor.getAttribute("href") ?? "";
  if (raw === "" || raw.startsWith("#")) return false;
  return new URL(anchor.href, origin).origin === origin;
}
