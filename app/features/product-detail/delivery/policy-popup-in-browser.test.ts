import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserHarness, gate, openInBrowser } from "../../../components/ui/in-browser.testing";
import { LOAD_FAILED_MESSAGE } from "../../../components/ui/on-demand";

// The delivery panel's pop-ups in a real browser, their chunks held back or failed on purpose.

let h: BrowserHarness;
beforeAll(async () => {
  h = await openInBrowser(fileURLToPath(new URL("./in-browser/panel-page.testing.tsx", import.meta.url)));
}, 60_000);
afterAll(() => h?.close());

const policyChunk = (file: string) => file.startsWith("policy-dialog");

/** Counts, in the page, each time focus enters a dialog from outside it, and marks the dialog seen first. */
const watchFocus = () =>
  h.page.evaluate(() => {
    const w = window as unknown as { focusEntries: number; firstDialog?: Element };
    w.focusEntries = 0;
    document.addEventListener("focusin", (event) => {
      const dialog = (event.target as Element).closest("dialog");
      const from = (event.relatedTarget as Element | null)?.closest("dialog");
      if (dialog && dialog !== from) {
        w.focusEntries += 1;
        w.firstDialog ??= dialog;
      }
    });
  });
const focusState = () =>
  h.page.evaluate(() => {
    const w = window as unknown as { focusEntries: number; firstDialog?: Element };
    const dialogs = document.querySelectorAll("dialog");
    return {
      dialogs: dialogs.length,
      entries: w.focusEntries,
      sameDialog: dialogs[0] === w.firstDialog,
      focusInside: dialogs[0]?.contains(document.activeElement) ?? false,
    };
  });

describe("a policy pop-up", () => {
  it("is one dialog: focus goes in once and stays while its text loads inside it", async () => {
    const chunk = gate();
    h.answer = (file) => (policyChunk(file) ? chunk : "serve");
    await h.open();
    await watchFocus();
    const { page } = h;
    await page.getByRole("button", { name: "Delivery", exact: true }).click();

    const dialog = page.getByRole("dialog");
    await dialog.getByRole("status").filter({ hasText: "Loading…" }).waitFor();
    expect(await focusState()).toEqual({ dialogs: 1, entries: 1, sameDialog: true, focusInside: true });
    expect(await dialog.getByRole("heading").textContent()).toBe("Delivery");

    chunk.release();
    await dialog.getByText("We do not ship to FPO, APO or PO Box addresses.").waitFor();
    expect(await dialog.getByRole("heading").textContent()).toBe("Delivery Policy");
    expect(await dialog.getByRole("status").count()).toBe(0);
    expect(await focusState()).toEqual({ dialogs: 1, entries: 1, sameDialog: true, focusInside: true });

    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("whose chunk does not arrive closes with a message, keeps the page, and opens on the next try", async () => {
    h.requested.length = 0;
    h.answer = (file) => (policyChunk(file) ? "fail" : "serve");
    await h.open();
    const { page } = h;
    const link = page.getByRole("button", { name: "Return Policy" });
    await link.click();
    await expect.poll(() => page.getByText(LOAD_FAILED_MESSAGE).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByText("Route error page").count()).toBe(0);
    // The hover and the press share one load (an attempt and its retry); focus back on the link
    // then warms the forgotten chunk again, quietly.
    expect(h.requested.filter(policyChunk).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Return Policy");
    expect(await page.getByText(LOAD_FAILED_MESSAGE).count()).toBe(1);

    h.answer = () => "serve";
    await link.click();
    await page.getByRole("dialog").getByText("Returns are accepted within 30 days of delivery.").waitFor();
  });

  it("the size estimator: one dialog with its form once the chunk is there", async () => {
    const chunk = gate();
    h.answer = (file) => (file.startsWith("ac-estimator-dialog") ? chunk : "serve");
    await h.open();
    const { page } = h;
    await page.getByRole("button", { name: "Which size do I need?" }).click();
    const dialog = page.getByRole("dialog", { name: "Which size do I need?" });
    await dialog.getByRole("status").waitFor();
    chunk.release();
    await dialog.getByLabel("Square Feet").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(1);
  });
});
