// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { pushDataLayer, trackServerError } from "./tracking";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("dataLayer", () => {
  it("logs a server error event with the path and message", () => {
    const win: Window = {} as Window;
    vi.stubGlobal("window", win);
    trackServerError("/api/cart", "Boom");
    expect(win.dataLayer).toEqual([{ event: "server_error", path: "/api/cart", message: "Boom" }]);
  });

  it("does nothing on the server", () => {
    expect(() => pushDataLayer({ event: "x" })).not.toThrow();
  });
});
