const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** http(s) addresses inside plain text; mail bodies only ever link to our own https/http pages. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * Plain text as HTML with its web addresses as links. The text is split on the raw addresses and
 * every piece is escaped on its own, so nothing in the text can open a tag or leave an attribute.
 */
export function linkifyText(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const at = match.index ?? 0;
    html += escapeHtml(text.slice(last, at));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
