import sanitizeHtml from "sanitize-html";

/**
 * CMS content is operator-written HTML; it is sanitised on the way out so a pasted script,
 * event handler or javascript: link can never run on the storefront.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      "img",
      "h1",
      "h2",
      "h3",
      "h4",
      "section",
      "figure",
      "figcaption",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "width", "height", "loading"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      "*": ["id", "class"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === "_blank"
          ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
          : { tagName, attribs },
      img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", ...attribs } }),
    },
  });
}
