// @vitest-environment node
// The browser request layer's own rules (spec part 1 §7–§8), with fakes for the browser pieces it
// is given (fetch, timers, page, toasts, storage): no server is involved in these rules.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient, REQUEST_MESSAGES, shouldReloadAfter401 } from "./api-client";

type Responder = (url: string, init: RequestInit, n: number) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const html = (status: number) =>
  new Response("<h1>Bad gateway</h1>", { status, headers: { "content-type": "text/html" } });
const ok = (result: unknown = {}) => json({ code: 200, message: "", result });
/** A fetch that never answers until its signal aborts (as a real fetch does). */
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener("abort", () =>
      reject(new DOMException("The operation was aborted.", "AbortError")),
    );
  });
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

function setup(
  responder: Responder,
  session: { token?: string | null; indent?: string | null; payLogin?: boolean } = {},
) {
  const calls: { url: string; init: RequestInit; at: number; abortedAt?: number }[] = [];
  const notify = { warning: vi.fn(), error: vi.fn() };
  const page = { path: vi.fn(() => "/furniture.html"), reload: vi.fn(), assign: vi.fn() };
  const clearUserInfo = vi.fn();
  const trackServerError = vi.fn();
  const client = createApiClient({
    fetch: (url, init) => {
      const call = { url, init, at: Date.now() } as (typeof calls)[number];
      init.signal?.addEventListener("abort", () => {
        call.abortedAt = Date.now();
      });
      calls.push(call);
      return responder(url, init, calls.length);
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    session: {
      authToken: () => session.token ?? null,
      indent: () => session.indent ?? null,
      deviceId: () => "5f0c6a1e-8a51-4c1e-9d0b-2b2f1f9f6c11",
      payLogin: () => session.payLogin ?? false,
      clearUserInfo,
    },
    page,
    notify,
    trackServerError,
  });
  const header = (i: number, name: string) => new Headers(calls[i].init.headers).get(name);
  return { client, calls, notify, page, clearUserInfo, trackServerError, header };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("headers on every call", () => {
  it("carries the token, indent, country us, device id, pay-login flag and client pc", async () => {
    const t = setup(() => Promise.resolve(ok()), { token: "tok-123", indent: "ind-9", payLogin: true });
    await t.client.get("/api/carts");
    await t.client.post("/api/customer/logout", { a: 1 });
    for (const i of [0, 1]) {
      expect(t.header(i, "authorization")).toBe("Bearer tok-123");
      expect(t.header(i, "indent")).toBe("ind-9");
      expect(t.header(i, "country")).toBe("us");
      expect(t.header(i, "device-id")).toBe("5f0c6a1e-8a51-4c1e-9d0b-2b2f1f9f6c11");
      expect(t.header(i, "is-pay-login")).toBe("1");
      expect(t.header(i, "client")).toBe("pc");
      expect(t.calls[i].init.credentials).toBe("same-origin");
    }
  });

  it("sends no Authorization or indent when there is none, and pay-login 0", async () => {
    const t = setup(() => Promise.resolve(ok()));
    await t.client.get("/api/carts");
    expect(t.header(0, "authorization")).toBeNull();
    expect(t.header(0, "indent")).toBeNull();
    expect(t.header(0, "is-pay-login")).toBe("0");
  });
});

describe("body encodings", () => {
  const sent = async (
    method: "post" | "put" | "delete",
    path: string,
    body: unknown,
    encoding?: "multipart",
  ) => {
    const t = setup(() => Promise.resolve(ok()));
    await t.client[method](path, body, encoding ? { encoding } : undefined);
    return { body: t.calls[0].init.body, type: t.header(0, "content-type") };
  };

  it.each([
    ["post", "/api/cart"],
    ["post", "/api/cart/apply_coupon"],
    ["post", "/api/extend/get-offer-list"],
    ["post", "/api/search-keyword"],
    ["post", "/api/business-registration"],
    ["post", "/mobile/orders/place-order"],
    ["put", "/mobile/users/edit-address"],
    ["post", "/goapi/v1/product/bundle"],
    ["delete", "/api/intranet/thing"],
  ] as const)("%s %s is sent as JSON", async (method, path) => {
    const { body, type } = await sent(method, path, { qty: 2 });
    expect(type).toBe("application/json");
    expect(JSON.parse(body as string)).toEqual({ qty: 2 });
  });

  it("other calls are sent url-encoded by default", async () => {
    const { body, type } = await sent("post", "/api/customer/login", {
      email: "a@b.co",
      password: "secret1",
    });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(type).toBeNull(); // fetch sets application/x-www-form-urlencoded itself
    expect(String(body)).toBe("email=a%40b.co&password=secret1");
  });

  it("a PUT to a cart path is a form: only cart posts are JSON", async () => {
    const { body } = await sent("put", "/api/cart/", { item_id: 5, qty: 1 });
    expect(String(body)).toBe("item_id=5&qty=1");
  });

  it("the call option picks multipart", async () => {
    const { body } = await sent(
      "post",
      "/api/customer/edit_account_information",
      { firstname: "Ann" },
      "multipart",
    );
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).entries()]).toEqual([["firstname", "Ann"]]);
  });

  it("booleans become 1/0 and empty arrays null, deeply, in JSON", async () => {
    const { body } = await sent("post", "/api/cart", {
      product: { id: 7, gift: true, options: [], extra: { on: false, tags: [] } },
      list: [true, []],
    });
    expect(JSON.parse(body as string)).toEqual({
      product: { id: 7, gift: 1, options: null, extra: { on: 0, tags: null } },
      list: [1, null],
    });
  });

  it("booleans become 1/0 and empty arrays null (an empty field), deeply, in forms", async () => {
    const { body } = await sent("post", "/api/customer/register", {
      is_subscribed: true,
      interest: [],
      address: { is_default_shipping: false, lines: ["a", "b"] },
    });
    expect([...(body as URLSearchParams).entries()]).toEqual([
      ["is_subscribed", "1"],
      ["interest", ""],
      ["address[is_default_shipping]", "0"],
      ["address[lines][]", "a"],
      ["address[lines][]", "b"],
    ]);
  });

  it("GET query values get the same treatment", async () => {
    const t = setup(() => Promise.resolve(ok()));
    await t.client.get("/api/products", { in_stock: true, sale: false, ids: [1, 2], none: [], q: undefined });
    expect(t.calls[0].url).toBe("/api/products?in_stock=1&sale=0&ids%5B%5D=1&ids%5B%5D=2");
    await t.client.get("/api/product/9?piid=3", { pv2: 1 });
    expect(t.calls[1].url).toBe("/api/product/9?piid=3&pv2=1");
  });
});

describe("GET retries, timeout and network failures", () => {
  it("retries a failing GET exactly 3 times, 3 s apart, then shows the error message", async () => {
    const t = setup(() => Promise.resolve(html(502)));
    const pending = t.client.get("/api/home");
    await vi.advanceTimersByTimeAsync(9_000);
    const res = await pending;
    expect(t.calls.map((c) => c.at - t.calls[0].at)).toEqual([0, 3_000, 6_000, 9_000]);
    expect(res).toEqual({ code: 502, message: REQUEST_MESSAGES.generic, result: null });
    expect(t.notify.warning).toHaveBeenCalledOnce();
    expect(t.notify.warning).toHaveBeenCalledWith(REQUEST_MESSAGES.generic);
  });

  it("a GET that recovers on a retry returns the answer without a toast", async () => {
    const t = setup((_u, _i, n) => (n < 3 ? offline() : Promise.resolve(ok({ list: [1] }))));
    const pending = t.client.get("/api/home");
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await pending).toEqual({ code: 200, message: "", result: { list: [1] } });
    expect(t.calls).toHaveLength(3);
    expect(t.notify.warning).not.toHaveBeenCalled();
  });

  it("aborts each attempt after 60 s and, after the retries, shows the timeout message", async () => {
    const t = setup((_u, init) => hang(init));
    const pending = t.client.get("/api/home");
    await vi.advanceTimersByTimeAsync(59_999);
    expect(t.calls[0].abortedAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls[0].abortedAt! - t.calls[0].at).toBe(60_000);
    await vi.advanceTimersByTimeAsync(3 * 63_000);
    const res = await pending;
    expect(t.calls).toHaveLength(4);
    expect(res).toEqual({ code: 408, message: REQUEST_MESSAGES.timeout, result: null });
    expect(t.notify.warning).toHaveBeenCalledOnce();
    expect(t.notify.warning).toHaveBeenCalledWith(REQUEST_MESSAGES.timeout);
  });

  it("a network error shows the disconnected warning (GET, after its retries)", async () => {
    const t = setup(() => offline());
    const pending = t.client.get("/api/home");
    await vi.advanceTimersByTimeAsync(9_000);
    const res = await pending;
    expect(t.calls).toHaveLength(4);
    expect(res.message).toBe(REQUEST_MESSAGES.network);
    expect(t.notify.warning).toHaveBeenCalledOnce();
    expect(t.notify.warning).toHaveBeenCalledWith(REQUEST_MESSAGES.network);
  });

  it("a network error on a POST shows the warning and resolves as code 500, empty message", async () => {
    const t = setup(() => offline());
    expect(await t.client.post("/api/customer/login", { email: "a@b.co" })).toEqual({
      code: 500,
      message: "",
      result: null,
    });
    expect(t.calls).toHaveLength(1);
    expect(t.notify.warning).toHaveBeenCalledWith(REQUEST_MESSAGES.network);
  });

  it("a non-GET failure resolves as code 500 with an empty message, without retry or toast", async () => {
    for (const responder of [
      () => Promise.resolve(html(503)),
      (_u: string, init: RequestInit) => hang(init),
    ]) {
      const t = setup(responder);
      const pending = t.client.put("/api/cart/", { item_id: 1, qty: 2 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await pending).toEqual({ code: 500, message: "", result: null });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(t.calls).toHaveLength(1);
      expect(t.notify.warning).not.toHaveBeenCalled();
      expect(t.notify.error).not.toHaveBeenCalled();
    }
  });

  it("does not retry a 4xx or an envelope error", async () => {
    const t = setup(() =>
      Promise.resolve(json({ code: 404, message: "No such product", result: null }, 404)),
    );
    expect(await t.client.get("/api/product/1")).toEqual({
      code: 404,
      message: "No such product",
      result: null,
    });
    const e = setup(() => Promise.resolve(json({ code: 10404, message: "gone", result: null })));
    expect((await e.client.get("/api/path", { path: "x" })).code).toBe(10404);
    expect(t.calls).toHaveLength(1);
    expect(e.calls).toHaveLength(1);
    expect(t.notify.warning).not.toHaveBeenCalled();
  });
});

describe("cancellation", () => {
  const quiet = { code: 0, message: "", result: null };

  it("a request cancelled in flight resolves quietly as code 0", async () => {
    const t = setup((_u, init) => hang(init));
    const ctrl = new AbortController();
    const pending = t.client.get("/api/home", undefined, { signal: ctrl.signal });
    ctrl.abort();
    expect(await pending).toEqual(quiet);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.calls).toHaveLength(1);
    expect(t.notify.warning).not.toHaveBeenCalled();
    expect(t.notify.error).not.toHaveBeenCalled();
  });

  it("cancelling during the wait before a retry stops the retries", async () => {
    const t = setup(() => offline());
    const ctrl = new AbortController();
    const pending = t.client.get("/api/home", undefined, { signal: ctrl.signal });
    await vi.advanceTimersByTimeAsync(1_000);
    ctrl.abort();
    expect(await pending).toEqual(quiet);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.calls).toHaveLength(1);
    expect(t.notify.warning).not.toHaveBeenCalled();
  });

  it("an already-cancelled signal sends nothing", async () => {
    const t = setup(() => Promise.resolve(ok()));
    const ctrl = new AbortController();
    ctrl.abort();
    expect(await t.client.post("/api/cart", { a: 1 }, { signal: ctrl.signal })).toEqual(quiet);
    expect(t.calls).toHaveLength(0);
  });
});

describe("envelope codes", () => {
  it("401 clears the tokens and user info and reloads the page", async () => {
    const t = setup(() => Promise.resolve(json({ code: 401, message: "Please sign in", result: null }, 401)));
    const res = await t.client.get("/api/customer/get_account_information");
    expect(res.code).toBe(401);
    expect(t.clearUserInfo).toHaveBeenCalledOnce();
    expect(t.page.reload).toHaveBeenCalledOnce();
    expect(t.calls).toHaveLength(1);
  });

  it.each([
    ["HTTP 429 without an envelope", () => new Response("Too many", { status: 429 })],
    ["envelope 429", () => json({ code: 429, message: "Too many requests", result: null }, 429)],
    ["envelope 2002", () => json({ code: 2002, message: "Slow down", result: null })],
  ])("%s sends the shopper to /oops.html", async (_name, answer) => {
    const t = setup(() => Promise.resolve(answer()));
    await t.client.post("/api/customer/login", {});
    expect(t.page.assign).toHaveBeenCalledWith("/oops.html");
  });

  it("does not redirect to /oops.html when already there", async () => {
    const t = setup(() => Promise.resolve(json({ code: 2002, message: "", result: null })));
    t.page.path.mockReturnValue("/oops.html");
    await t.client.get("/api/search/popular");
    expect(t.page.assign).not.toHaveBeenCalled();
  });

  it("500 shows the message as an error toast and logs a server error event", async () => {
    const t = setup(() =>
      Promise.resolve(json({ code: 500, message: "Coupon service failed", result: null })),
    );
    const res = await t.client.post("/api/cart/apply_coupon", { coupon_code: "X" });
    expect(res).toEqual({ code: 500, message: "Coupon service failed", result: null });
    expect(t.notify.error).toHaveBeenCalledWith("Coupon service failed");
    expect(t.trackServerError).toHaveBeenCalledWith("/api/cart/apply_coupon", "Coupon service failed");
  });

  it("success is code 200 and has no side effect", async () => {
    const t = setup(() => Promise.resolve(ok({ id: 4 })));
    expect(await t.client.delete("/api/cart", { item_id: 4 })).toEqual({
      code: 200,
      message: "",
      result: { id: 4 },
    });
    expect(t.notify.error).not.toHaveBeenCalled();
    expect(t.notify.warning).not.toHaveBeenCalled();
    expect(t.page.assign).not.toHaveBeenCalled();
    expect(t.page.reload).not.toHaveBeenCalled();
  });
});

describe("contract calls", () => {
  it("fills path parameters and uses the call's method", async () => {
    const t = setup(() => Promise.resolve(ok()));
    const def = { method: "put", path: "/api/orders/:id/cancel", summary: "", tag: "", result: {} } as never;
    await t.client.call(def, { params: { id: "A 1" }, body: { reason: "late" } });
    expect(t.calls[0].url).toBe("/api/orders/A%201/cancel");
    expect(t.calls[0].init.method).toBe("PUT");
  });
});

describe("401 reload loop guard", () => {
  it("reloads unless the last 401 reload was less than 10 s ago", () => {
    expect(shouldReloadAfter401(null, 50_000)).toBe(true);
    expect(shouldReloadAfter401(45_000, 50_000)).toBe(false);
    expect(shouldReloadAfter401(40_000, 50_000)).toBe(true);
  });
});
