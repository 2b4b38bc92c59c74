// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rewriteHotwordUrl } from "./hotword-url";

describe("rewriteHotwordUrl", () => {
  it("replaces the hotwords entrypoint with events", () => {
    expect(rewriteHotwordUrl("/search?q=sofa&entrypoint=hotwords")).toBe("/search?q=sofa&entrypoint=events");
    expect(rewriteHotwordUrl("/deal?entrypoint=hotwords&page=2")).toBe("/deal?entrypoint=events&page=2");
    expect(rewriteHotwordUrl("/sales-events?entrypoint=hotwords#top")).toBe(
      "/sales-events?entrypoint=events#top",
    );
    expect(rewriteHotwordUrl("https://shop.example/x.html?entrypoint=hotwords")).toBe(
      "https://shop.example/x.html?entrypoint=events",
    );
  });

  it("leaves other entrypoints and lookalike values alone", () => {
    expect(rewriteHotwordUrl("/search?q=rug&entrypoint=homesearch")).toBe(
      "/search?q=rug&entrypoint=homesearch",
    );
    expect(rewriteHotwordUrl("/search?q=rug&entrypoint=hotwords2")).toBe(
      "/search?q=rug&entrypoint=hotwords2",
    );
    expect(rewriteHotwordUrl("/search?q=hotwords&myentrypoint=hotwords")).toBe(
      "/search?q=hotwords&myentrypoint=hotwords",
    );
    expect(rewriteHotwordUrl("/furniture.html")).toBe("/furniture.html");
  });
});
