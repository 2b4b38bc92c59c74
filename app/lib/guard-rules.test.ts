// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { clientRules, type GuardEnv, type GuardNavigation, type GuardRule, runGuard } from "./guard-rules";

const nav = (url: string, initial = false, signal = new AbortController().signal): GuardNavigation => {
  const u = new URL(url, "http://store.test");
  // URL would fold a second "?" into the search: keep the raw text the way the router does.
  const q = url.indexOf("?");
  return {
    to: { pathname: u.pathname, search: q === -1 ? "" : url.slice(q).split("#")[0], hash: u.hash },
    initial,
    signal,
  };
};

const env = (served: string | null, over: Partial<GuardEnv> = {}): GuardEnv => ({
  runningVersion: "b1",
  servedVersion: vi.fn(() => Promise.resolve(served)),
  ensureFraudSiteId: vi.fn(),
  ...over,
});

describe("client route guard rules", () => {
  it("rule 1: a new build reloads the target URL", async () => {
    expect(await runGuard(clientRules(env("b2")), nav("/furniture.html?page=2#top"))).toEqual({
      reload: "/furniture.html?page=2#top",
    });
  });

  it("rule 1: the same build lets the navigation continue", async () => {
    const e = env("b1");
    expect(await runGuard(clientRules(e), nav("/furniture.html"))).toBeUndefined();
    expect(e.servedVersion).toHaveBeenCalledOnce();
    expect(e.ensureFraudSiteId).toHaveBeenCalledOnce();
  });

  it("rule 1 does not run on the first, server-rendered page load", async () => {
    const e = env("b2");
    expect(await runGuard(clientRules(e), nav("/", true))).toBeUndefined();
    expect(e.servedVersion).not.toHaveBeenCalled();
    expect(e.ensureFraudSiteId).toHaveBeenCalledOnce();
  });

  it("rule 2: an unclean URL is replaced by its clean form", async () => {
    expect(await runGuard(clientRules(env("b1")), nav("/search?q=sofa?color=red#r"))).toEqual({
      redirect: "/search?q=sofa&color=red#r",
    });
    expect(await runGuard(clientRules(env("b1")), nav("/index.php/bath.html"))).toEqual({
      redirect: "/bath.html",
    });
  });

  it("the first rule with an outcome wins and later rules do not run", async () => {
    const later = vi.fn<GuardRule>(() => undefined);
    const rules: GuardRule[] = [() => undefined, () => ({ redirect: "/x" }), later];
    expect(await runGuard(rules, nav("/a"))).toEqual({ redirect: "/x" });
    expect(later).not.toHaveBeenCalled();
  });

  it("a navigation superseded while a rule waits gets no outcome", async () => {
    const ctrl = new AbortController();
    const e = env(null, {
      servedVersion: () => {
        ctrl.abort();
        return Promise.resolve("b2");
      },
    });
    expect(await runGuard(clientRules(e), nav("/a", false, ctrl.signal))).toBeUndefined();
    expect(e.ensureFraudSiteId).not.toHaveBeenCalled();
  });
});
