// The opening tags of server-rendered HTML as attribute maps, for markup tests that name the
// attributes they need rather than the order React happens to write them in.

export type TagAttributes = Record<string, string>;

/** Every `<name …>` opening tag in `html`, in document order; a bare attribute maps to "". */
export function tags(html: string, name: string): TagAttributes[] {
  return [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?/?>`, "g"))].map((m) => {
    const attrs: TagAttributes = {};
    for (const a of (m[1] ?? "").matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attrs[a[1]] = a[2] ?? "";
    return attrs;
  });
}

/** The `<name>` tags carrying every attribute value of `want`. */
export const tagsWith = (html: string, name: string, want: TagAttributes): TagAttributes[] =>
  tags(html, name).filter((t) => Object.entries(want).every(([k, v]) => t[k] === v));
