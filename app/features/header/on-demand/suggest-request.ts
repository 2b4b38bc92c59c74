import { SUGGEST_MIN_QUERY_LENGTH } from "../../../../contract/search-constants";
import type { SuggestData } from "./search-combobox";

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface SuggestRequester {
  /** The box now holds `value`: answer for it once typing pauses, dropping any older question. */
  ask(value: string): void;
  /** Drop the question still waiting or in flight (the box is going away). */
  cancel(): void;
}

/**
 * Asks /api/search/suggest about what the shopper typed once typing pauses. A newer question
 * cancels an older one, waiting or in flight, so an old answer never replaces a newer one. Text
 * too short to suggest for answers `null` at once (the list empties).
 */
export function createSuggestRequester(
  onResult: (data: SuggestData | null) => void,
  { send = globalThis.fetch, delayMs = SUGGEST_DEBOUNCE_MS }: { send?: typeof fetch; delayMs?: number } = {},
): SuggestRequester {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | null = null;

  function cancel() {
    clearTimeout(timer);
    request?.abort();
    request = null;
  }

  function ask(value: string) {
    cancel();
    const q = value.trim();
    if (q.length < SUGGEST_MIN_QUERY_LENGTH) {
      onResult(null);
      return;
    }
    timer = setTimeout(() => {
      const controller = new AbortController();
      request = controller;
      send(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((res) => res.json() as Promise<{ code: number; result: SuggestData }>)
        .then((body) => {
          if (body.code === 200 && !controller.signal.aborted) onResult(body.result);
        })
        // Suggestions are a convenience: a failed or cancelled request just changes nothing.
        .catch(() => undefined);
    }, delayMs);
  }

  return { ask, cancel };
}
