import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SuggestData } from "./search-combobox";
import { createSuggestRequester, SUGGEST_DEBOUNCE_MS } from "./suggest-request";

const answer = (query: string): SuggestData => ({
  query,
  keywords: [{ keyword: `${query} bed`, url: `/search?q=${query}+bed` }],
  categories: [],
  products: [],
});

/** A stand-in for fetch that answers every question with `answer(q)`, recording what was asked. */
function fakeApi({ code = 200 } = {}) {
  const calls: { url: string; signal: AbortSignal }[] = [];
  const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), signal: init?.signal as AbortSignal });
    const q = new URL(String(url), "http://store.test").searchParams.get("q") ?? "";
    return new Response(JSON.stringify({ code, message: "", result: answer(q) }));
  });
  return { send: send as unknown as typeof fetch, calls };
}

describe("the suggestion requests", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks once typing pauses, only about the latest text, trimmed and encoded", async () => {
    const api = fakeApi();
    const results: (SuggestData | null)[] = [];
    const requester = createSuggestRequester((data) => results.push(data), { send: api.send });
    requester.ask("so");
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    requester.ask("sof");
    requester.ask(" sofa & ");
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls.map((c) => c.url)).toEqual(["/api/search/suggest?q=sofa%20%26"]);
    await vi.runAllTimersAsync();
    expect(results).toEqual([answer("sofa &")]);
  });

  it("empties the list at once for text too short to suggest for, cancelling a pending question", async () => {
    const api = fakeApi();
    const results: (SuggestData | null)[] = [];
    const requester = createSuggestRequester((data) => results.push(data), { send: api.send });
    requester.ask("sofa");
    requester.ask("s ");
    expect(results).toEqual([null]);
    await vi.runAllTimersAsync();
    expect(api.calls).toHaveLength(0);
  });

  it("cancels a request in flight when newer text comes, so its answer never lands", async () => {
    let release: (() => void) | undefined;
    const calls: AbortSignal[] = [];
    const send = (async (url: string, init?: RequestInit) => {
      calls.push(init?.signal as AbortSignal);
      const q = new URL(url, "http://store.test").searchParams.get("q") ?? "";
      if (q === "rug") await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify({ code: 200, result: answer(q) }));
    }) as unknown as typeof fetch;
    const results: (SuggestData | null)[] = [];
    const requester = createSuggestRequester((data) => results.push(data), { send });
    requester.ask("rug");
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    requester.ask("rugs");
    expect(calls[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    release?.();
    await vi.runAllTimersAsync();
    expect(results).toEqual([answer("rugs")]);
  });

  it("ignores failed answers and stops on cancel", async () => {
    const failing = fakeApi({ code: 500 });
    const results: (SuggestData | null)[] = [];
    const requester = createSuggestRequester((data) => results.push(data), { send: failing.send });
    requester.ask("lamp");
    await vi.runAllTimersAsync();
    expect(failing.calls).toHaveLength(1);
    expect(results).toEqual([]);
    requester.ask("lamps");
    requester.cancel();
    await vi.runAllTimersAsync();
    expect(failing.calls).toHaveLength(1);
  });
});
