// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allCalls } from "./calls";

describe("the API reference", () => {
  it("docs/api.md lists every call (regenerate: npx tsx scripts/api-reference.ts > docs/api.md)", () => {
    const doc = readFileSync(new URL("../docs/api.md", import.meta.url), "utf8");
    for (const call of allCalls) expect(doc).toContain(`| ${call.method.toUpperCase()} | \`${call.path}\` |`);
  });

  it("names each method and path once", () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
