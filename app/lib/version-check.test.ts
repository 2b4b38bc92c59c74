// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fetchServedVersion, isNewBuild, readServedVersion, versionFileUrl } from "./version-check";

describe("route guard rule 1: version file", () => {
  it("reloads only when the served version is non-empty and differs from the running build", () => {
    expect(isNewBuild("b2", "b1")).toBe(true);
    expect(isNewBuild("b1", "b1")).toBe(false);
    expect(isNewBuild(null, "b1")).toBe(false);
    expect(isNewBuild("b2", "")).toBe(false);
  });

  it("reads data.version and nothing else", () => {
    expect(readServedVersion({ data: { version: "b2" } })).toBe("b2");
    expect(readServedVersion({ data: { version: "  " } })).toBeNull();
    expect(readServedVersion({ data: { version: 3 } })).toBeNull();
    expect(readServedVersion({ version: "b2" })).toBeNull();
    expect(readServedVersion(null)).toBeNull();
  });

  it("asks /version.json with a random cache-busting query", () => {
    const a = versionFileUrl(() => 0.123456);
    const b = versionFileUrl(() => 0.654321);
    expect(a).toMatch(/^\/version\.json\?t=[a-z0-9]+$/);
    expect(a).not.toBe(b);
  });

  it("fetches past every cache and turns any failure into null", async () => {
    const seen: RequestInit[] = [];
    const answer = (res: Response | Error) => (_url: string, init: RequestInit) => {
      seen.push(init);
      return res instanceof Error ? Promise.reject(res) : Promise.resolve(res);
    };
    expect(await fetchServedVersion(answer(Response.json({ data: { version: "b9" } })))).toBe("b9");
    expect(seen[0].cache).toBe("no-store");
    expect(
      await fetchServedVersion(answer(Response.json({ data: { version: "b9" } }, { status: 500 }))),
    ).toBeNull();
    expect(await fetchServedVersion(answer(new Response("<html>")))).toBeNull();
    expect(await fetchServedVersion(answer(new TypeError("Failed to fetch")))).toBeNull();
  });
});
