// The app's code starts loading once the page has painted and its main picture has arrived.
// Until then the first paint and the largest picture have the connection to themselves: on a slow
// mobile link ~110 KB of script otherwise competes with the product image for the same bandwidth.
// Nothing waits on the code to work: links and forms are real HTML (progressive enhancement), so a
// shopper who acts before it runs still gets where they asked. The server holds React Router's
// preloads and entry script (lib/scripts-after-paint.server.ts); this loader releases them.

/** The rel a held modulepreload link carries until the loader releases it. */
export const HELD_PRELOAD_REL = "held-modulepreload";
/** The type a held module script carries (a type the browser does not run). */
export const HELD_SCRIPT_TYPE = "text/held-module";
/** Longest wait for the main picture: a stalled image must not hold the page's code back. */
const SCRIPTS_WAIT_MS = 3000;

/**
 * Live copies of the held preloads, then of the held scripts (a script runs only when created
 * anew; each keeps all its attributes and its text — the same text, so the hash the page's policy
 * names for it still matches: server/http/script-hashes.ts), once: after the next frame has painted and the high-priority image
 * has loaded or failed, or after SCRIPTS_WAIT_MS at the latest (also in a background tab, where
 * frames wait until it is shown).
 */
const SCRIPTS_LOADER = `(()=>{let done=false;const go=()=>{if(done)return;done=true;const copy=(n,e)=>{for(const a of n.attributes)e.setAttribute(a.name,a.value);return e};for(const l of document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')){const e=copy(l,document.createElement("link"));e.rel="modulepreload";document.head.appendChild(e)}for(const s of document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]')){const e=copy(s,document.createElement("script"));e.type="module";e.textContent=s.textContent;document.body.appendChild(e)}};const painted=()=>requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,${SCRIPTS_WAIT_MS});const img=document.querySelector('img[fetchpriority="high"]');if(img&&!img.complete){img.addEventListener("load",painted,{once:true});img.addEventListener("error",painted,{once:true})}else painted()})()`;

/** The loader, after <Scripts/>: the same element on the server and in the browser. */
export function ScriptsAfterPaint() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no data in it
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPTS_LOADER }} />
  );
}
