// The app's code starts loading once the page has painted and its main picture has arrived, not
// while the document is still being parsed (app/components/scripts-after-paint.tsx says why).
// React Router's <Scripts/> writes modulepreload links and one module script that imports the
// entry. Here, in the finished document, they are made inert in place — the links get another
// rel, the script another type — so the page's element tree stays exactly what React rendered and
// hydration matches it; the loader puts live copies in when the time comes.

import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "../components/scripts-after-paint";

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"/g;

/** The document with its module preloads and module scripts held for the loader. */
export function holdScriptsUntilPainted(html: string): string {
  return html
    .replace(PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `<script$1type="${HELD_SCRIPT_TYPE}"`);
}
