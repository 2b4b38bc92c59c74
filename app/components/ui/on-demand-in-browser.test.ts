import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserHarness, openInBrowser } from "./in-browser.testing";
import { LOAD_FAILED_MESSAGE } from "./on-demand";

// A lazy piece in a real browser whose chunk fails to arrive: the page stays, the shopper is told,
// and the next open loads it; on a newer build the page reloads instead.

let h: BrowserHarness;
beforeAll(async () => {
  h = await openInBrowser(fileURLToPath(new URL("./on-demand-harness/page.testing.tsx", import.meta.url)));
}, 60_000);
afterAll(() => h?.close());

const piece = (file: string) => file.startsWith("piece.testing");
const pieceRequests = () => h.requested.filter(piece).length;

describe("a lazy piece whose chunk does not arrive", () => {
  it("retries once, then tells the shopper and keeps the page; the next open loads it", async () => {
    // Counts its own requests: the other tests (in any order) request the piece too.
    h.requested.length = 0;
    h.answer = (file) => (piece(file) ? "fail" : "serve");
    await h.open();
    const { page } = h;
    await page.getByRole("button", { name: "Open piece" }).click();
    await expect.poll(() => page.getByText(LOAD_FAILED_MESSAGE).count(), { timeout: 10_000 }).toBe(1);
    expect(pieceRequests()).toBe(2);
    expect(await page.getByText("Route error page").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Loading piece" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open piece" }).isVisible()).toBe(true);

    h.answer = () => "serve";
    await page.getByRole("button", { name: "Open piece" }).click();
    await page.getByText("The piece arrived").waitFor();
    expect(pieceRequests()).toBe(3);
    expect(await page.getByText("Route error page").count()).toBe(0);
  });

  it("a hover that failed to fetch it does not stop the press from loading it", async () => {
    h.requested.length = 0;
    h.answer = (file) => (piece(file) ? "fail" : "serve");
    await h.open();
    const { page } = h;
    await page.getByRole("button", { name: "Open piece" }).hover();
    await expect.poll(pieceRequests).toBe(2);
    h.answer = () => "serve";
    await page.getByRole("button", { name: "Open piece" }).click();
    await page.getByText("The piece arrived").waitFor();
    expect(await page.getByText(LOAD_FAILED_MESSAGE).count()).toBe(0);
  });

  it("reloads the page when a newer build is live, instead of an error", async () => {
    h.requested.length = 0;
    h.answer = (file) => (piece(file) ? "fail" : "serve");
    await h.open("/product.html?x=1");
    const { page } = h;
    h.servedVersion = "harness-build-2";
    const reloaded = page.waitForRequest((req) => req.url().endsWith("/product.html?x=1"));
    const newDocument = page.waitForEvent("load");
    await page.getByRole("button", { name: "Open piece" }).click();
    await reloaded;
    // Let the reload finish, so it cannot cut into the next test's page load.
    await newDocument;
    await page.waitForFunction(() => document.body.dataset.ready === "true");
    expect(await page.getByText(LOAD_FAILED_MESSAGE).count()).toBe(0);
    h.servedVersion = "harness-build-1";
  });

  it("reloads the page on a newer build when the address has a #fragment too", async () => {
    // location.assign of the same address with a hash is a jump within the page, not a load.
    h.answer = (file) => (piece(file) ? "fail" : "serve");
    await h.open("/product.html?x=1#reviews");
    const { page } = h;
    h.servedVersion = "harness-build-2";
    const reloaded = page.waitForRequest(
      (req) => req.isNavigationRequest() && new URL(req.url()).pathname === "/product.html",
      { timeout: 10_000 },
    );
    const newDocument = page.waitForEvent("load");
    await page.getByRole("button", { name: "Open piece" }).click();
    await reloaded;
    await newDocument;
    await page.waitForFunction(() => document.body.dataset.ready === "true");
    expect(new URL(page.url()).hash).toBe("#reviews");
    expect(await page.getByText(LOAD_FAILED_MESSAGE).count()).toBe(0);
    h.servedVersion = "harness-build-1";
  });
});

describe("a lazy piece whose chunk arrives but throws while evaluating", () => {
  it("is a bug: it reaches the route's error page, not the shopper's connection message", async () => {
    h.requested.length = 0;
    h.answer = () => "serve";
    await h.open();
    const { page } = h;
    await page.getByRole("button", { name: "Open broken piece" }).click();
    await page.getByText("Route error page").waitFor({ timeout: 10_000 });
    expect(h.requested.some((file) => file.startsWith("broken-piece.testing"))).toBe(true);
    expect(await page.getByText(LOAD_FAILED_MESSAGE).count()).toBe(0);
  });
});
