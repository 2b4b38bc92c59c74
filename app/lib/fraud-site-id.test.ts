// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../contract/envelope";
import { acceptFraudConfig, createFraudSiteIdLoader } from "./fraud-site-id";

const answer = (code: number, result: unknown): Envelope<unknown> => ({ code, message: "", result });

describe("route guard rule 3: fraud site id", () => {
  it("uses the id only for code 200 with is_active 1", () => {
    expect(acceptFraudConfig(answer(200, { is_active: 1, site_id: "abc123" }))).toBe("abc123");
    expect(acceptFraudConfig(answer(200, { is_active: "1", site_id: "abc123" }))).toBe("abc123");
    expect(acceptFraudConfig(answer(200, { is_active: 0, site_id: "abc123" }))).toBeNull();
    expect(acceptFraudConfig(answer(500, { is_active: 1, site_id: "abc123" }))).toBeNull();
    expect(acceptFraudConfig(answer(200, { is_active: 1, site_id: "" }))).toBeNull();
    expect(acceptFraudConfig(answer(200, null))).toBeNull();
  });

  function harness(load: () => Promise<Envelope<unknown>>) {
    const store = new Map<string, string>();
    const deps = {
      load: vi.fn(load),
      read: () => store.get("id") ?? null,
      write: (v: string) => store.set("id", v),
      expose: vi.fn(),
    };
    return { deps, loader: createFraudSiteIdLoader(deps) };
  }

  it("fetches once per session and exposes an accepted id", async () => {
    const { deps, loader } = harness(() => Promise.resolve(answer(200, { is_active: 1, site_id: "abc123" })));
    await Promise.all([loader.ensure(), loader.ensure()]);
    await loader.ensure();
    expect(deps.load).toHaveBeenCalledOnce();
    expect(deps.expose).toHaveBeenCalledOnce();
    expect(deps.expose).toHaveBeenCalledWith("abc123");
  });

  it("an inactive answer is remembered and never exposed", async () => {
    const { deps, loader } = harness(() => Promise.resolve(answer(200, { is_active: 0, site_id: "" })));
    await loader.ensure();
    await loader.ensure();
    expect(deps.load).toHaveBeenCalledOnce();
    expect(deps.expose).not.toHaveBeenCalled();
  });

  it("a cancelled request is asked again later", async () => {
    const { deps, loader } = harness(() => Promise.resolve(answer(0, null)));
    await loader.ensure();
    await loader.ensure();
    expect(deps.load).toHaveBeenCalledTimes(2);
  });

  it("an id known from earlier in the session is exposed without asking", async () => {
    const { deps } = harness(() => Promise.reject(new Error("must not be called")));
    const known = createFraudSiteIdLoader({ ...deps, read: () => "xyz" });
    await known.ensure();
    expect(deps.load).not.toHaveBeenCalled();
    expect(deps.expose).toHaveBeenCalledWith("xyz");
  });
});
