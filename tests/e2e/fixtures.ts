import { test as base, expect, type Locator } from "@playwright/test";

/**
 * Every journey fails on a script error or a console error (which is also how Chromium reports
 * a Content-Security-Policy violation), so "the page works under its CSP" is checked everywhere.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // A page answered with 404 on purpose logs this line in Chromium; it is not a fault.
        if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once React has hydrated this element: hydration attaches React's fiber to each DOM
 * node it adopts, and only then do its event handlers answer clicks and keys.
 */
export async function waitForHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))), {
      message: "the element was never hydrated by React",
    })
    .toBe(true);
}

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}
