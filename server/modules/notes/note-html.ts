import sanitizeHtml from "sanitize-html";
import { safeRedirect } from "../../../contract/safe-path";

/**
 * A note's content is HTML shown inside the header's bell on every page, so it keeps only simple
 * formatting and links: no images (the note has its own), no styles, no classes, no scripts, no
 * event handlers, and links only to http(s) and mailto (never javascript:, data: or a
 * protocol-relative "//host"). It runs when a note is written and again when the list serves it,
 * so a row written by hand or by an older rule is never served as it is.
 */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["b", "strong", "i", "em", "u", "s", "br", "p", "span", "small", "ul", "ol", "li", "a"],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // A note's link never replaces the store in a way that lets the target reach back (window.opener).
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
    },
  }).trim();
}

const MAX_LINK_LENGTH = 2000;

/**
 * A note's url or image as stored: "" (none), a path on this store (the same rule as every
 * redirect, contract/safe-path.ts), or an https address. Anything else (javascript:, data:, http:,
 * "//host") is null: the caller refuses it.
 */
export function noteLink(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (v === "") return "";
  if (v.length > MAX_LINK_LENGTH) return null;
  if (v.startsWith("/")) return safeRedirect(v);
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  return url.href;
}
