/**
 * Popular-search links: a hot keyword whose URL carries `entrypoint=hotwords` is sent with
 * `entrypoint=events` instead (spec part 2 §2), so those clicks are counted as event traffic.
 * Only that parameter value changes; the rest of the URL stays byte for byte.
 */
const HOTWORDS_ENTRYPOINT = /([?&])entrypoint=hotwords(?=&|#|$)/g;

export function rewriteHotwordUrl(url: string): string {
  return url.replace(HOTWORDS_ENTRYPOINT, "$1entrypoint=events");
}
