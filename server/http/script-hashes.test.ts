import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes";

describe("inline script hashes", () => {
  it("names each inline script that runs once, by the SHA-256 of its text, in document order", () => {
    const html =
      '<script>window.a=1</script><script src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module" async="">window.b=2</script>' +
      "<script>window.a=1</script><script></script>";
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      "'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc='",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it("hashes a held module script (another type until the loader re-inserts it with the same text)", () => {
    expect(inlineScriptHashes('<script type="text/held-module" async="">window.b=2</script>')).toEqual([
      "'sha256-E4QrMNbv9pRB+LlR92wyLOTxXQ5hndbONllkHRKOYSc='",
    ]);
  });
});
