import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BrowserHarness, type ChunkAnswer, gate, openInBrowser } from "../ui/in-browser.testing";
import { loadDeferredParts } from "./deferred-part";
import { DeferredApp } from "./harness/deferred-app.testing";

// A deferred part in a real browser, hydrating real server HTML: its code loads only when the
// shopper comes near (or presses, or focuses it), the server's markup is replaced by React's
// without a change, and what the shopper did before the code arrived carries over.

let h: BrowserHarness;
beforeAll(async () => {
  await loadDeferredParts(); // as entry.server.tsx does
  const rootHtml = renderToString(createElement(DeferredApp));
  h = await openInBrowser(fileURLToPath(new URL("./harness/deferred-page.testing.tsx", import.meta.url)), {
    rootHtml,
  });
}, 60_000);
afterAll(() => h?.close());
beforeEach(() => {
  h.answer = () => "serve";
});

const farChunk = (file: string) => file.startsWith("far-part.testing");
const farRequests = () => h.requested.filter(farChunk).length;

/** Marks the server's section, so a test can tell whether React replaced it. */
const markServerSection = () =>
  h.page.evaluate(() =>
    document.querySelector('section[aria-label="Far part"]')?.setAttribute("data-server", ""),
  );
const serverSectionLeft = () => h.page.locator("section[data-server]").count();

/**
 * Opens the page with the far part's chunk answered by `farAnswer` (the rest served) and marks the
 * server's section. The next test opens with everything served again (beforeEach).
 */
async function openWithFarChunk(farAnswer: ChunkAnswer) {
  h.answer = (file) => (farChunk(file) ? farAnswer : "serve");
  await h.open();
  await markServerSection();
  return h.page;
}

describe("a deferred part under server HTML", () => {
  it("keeps the server's markup and leaves its code unloaded while far from the viewport", async () => {
    h.requested.length = 0;
    await h.open();
    const { page } = h;
    await page.waitForTimeout(300);
    expect(farRequests()).toBe(0);
    expect(await page.getByRole("heading", { name: "Far part" }).count()).toBe(1);
    expect(await page.getByText("Clicked 0").count()).toBe(1);
  });

  it("loads near the viewport and renders the same markup in place, live", async () => {
    h.requested.length = 0;
    await h.open();
    const { page } = h;
    await markServerSection();
    const before = await page.locator('section[aria-label="Far part"]').innerHTML();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(serverSectionLeft).toBe(0);
    expect(farRequests()).toBe(1);
    expect(await page.locator('section[aria-label="Far part"]').innerHTML()).toBe(before);
    await page.getByRole("button", { name: "Count" }).click();
    await page.getByText("Clicked 1").waitFor();
  });

  it("replays a click that came before the code, once", async () => {
    const chunk = gate();
    const page = await openWithFarChunk(chunk);
    await page.getByRole("button", { name: "Count" }).click();
    expect(await page.getByText("Clicked 0").count()).toBe(1);
    chunk.release();
    await page.getByText("Clicked 1").waitFor();
    expect(await serverSectionLeft()).toBe(0);
    await page.waitForTimeout(200);
    expect(await page.getByText("Clicked 1").count()).toBe(1);
  });

  it("carries typed text and keyboard focus into React's markup", async () => {
    const chunk = gate();
    const page = await openWithFarChunk(chunk);
    await page.getByLabel("Note").fill("blue sofa");
    chunk.release();
    await page.getByText("Typed blue sofa").waitFor();
    expect(await serverSectionLeft()).toBe(0);
    expect(await page.getByLabel("Note").inputValue()).toBe("blue sofa");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
  });

  it("keeps the server's markup when the code does not arrive", async () => {
    const page = await openWithFarChunk("fail");
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(farRequests).toBeGreaterThan(0);
    await page.waitForTimeout(1200);
    expect(await serverSectionLeft()).toBe(1);
    expect(await page.getByRole("heading", { name: "Far part" }).isVisible()).toBe(true);
  });

  it("follows a pressed link as a plain link when the code does not arrive", async () => {
    const page = await openWithFarChunk("fail");
    const followed = page.waitForRequest((req) => req.url().endsWith("/elsewhere"));
    await page.getByRole("link", { name: "Elsewhere" }).click();
    await followed;
  });

  it("leaves a link to a new tab alone (the browser opens it at once)", async () => {
    await h.open();
    const { page } = h;
    const popup = page.context().waitForEvent("page");
    await page.getByRole("link", { name: "Photo in a new tab" }).click();
    // The new tab opened (it would time out if the region had held the click back).
    await (await popup).close();
  });

  it("does not replay a click the shopper made long before the code arrived", async () => {
    const chunk = gate();
    const page = await openWithFarChunk(chunk);
    await page.getByRole("button", { name: "Count" }).click();
    await page.waitForTimeout(3_200);
    chunk.release();
    await expect.poll(serverSectionLeft).toBe(0);
    await page.waitForTimeout(200);
    expect(await page.getByText("Clicked 0").count()).toBe(1);
  });

  it("renders at once when it mounts after hydration (a client navigation)", async () => {
    await h.open();
    const { page } = h;
    await page.getByRole("button", { name: "Show another" }).click();
    await page.getByRole("heading", { name: "Second part" }).waitFor();
    // The first part, still far away, keeps the server's markup until the shopper nears it.
    expect(await page.getByRole("heading", { name: "Far part" }).count()).toBe(1);
  });
});
