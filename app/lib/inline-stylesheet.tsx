import { createContext, useContext, useState } from "react";

/** The stylesheet's text, handed to the server render by entry.server (absent in development). */
export const InlineCssContext = createContext<string | undefined>(undefined);

const STYLE_ID = "app-css";

/**
 * The site's one stylesheet, inlined into the document in production: it is small (~8 KB
 * compressed) and inlining removes the render-blocking request before the first paint. The
 * browser keeps the <style> for the whole visit (client navigations never re-render <head>'s
 * root). On hydration the text is read back from the DOM so server and client render the same.
 * Without the text (development) it is an ordinary stylesheet link.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const serverCss = useContext(InlineCssContext);
  const [css] = useState(
    () =>
      serverCss ??
      (typeof document === "undefined" ? undefined : document.getElementById(STYLE_ID)?.textContent) ??
      undefined,
  );
  if (css === undefined) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, not user content.
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
