import {
  browserKeys,
  decryptPush,
  type PushService,
  startPushService,
} from "../../server/modules/web-push/push-service.testing";
import { expect, expectNoAxeViolations, SIZES, shot, test, waitForHydrated } from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// The Web Push prompt (spec part 2 §4, decision 0041) with the page's clock under control: due 30 s
// after the first page view, 120000 ms after a stored start time on a later load, never again the
// day it was closed, never once notifications are allowed. Then Allow: the browser's permission,
// the service worker, the subscription stored, and a push from the store reaching it.
//
// Headless Chromium cannot subscribe for real: its contexts are incognito ("Chrome currently does
// not support the Push API in incognito mode") and its push service (FCM) is not reachable here. So
// the Allow journey stands in for the browser's push service only: PushManager answers a
// subscription at this test's local push service, with keys made here (node:crypto ECDH). All
// else is real — the permission, /sw.js registered, the VAPID key the page subscribes with, the
// subscribe call, the operator's send, the encryption — and the push that arrives decrypts with
// those keys. The sending side is tested in full in server/modules/web-push/web-push.test.ts.
//
// The page is /newsletter-subscribe: the subscribe pop-up (15 s, higher in the queue's priority)
// never opens there, so the prompt is the page view's one automatic pop-up.

// The prompt's own journeys: the pop-ups are not kept away here (fixtures.ts).
test.use({ marketingPopups: true });

const PAGE = "/newsletter-subscribe";
const prompt = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Be the first to know" });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("shows 30 s after the first page view; Not now keeps it away for the rest of the day", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(PAGE);
      await waitForHydrated(page.getByRole("heading", { level: 1 }));
      await page.clock.runFor(28_000);
      await expect(prompt(page)).toHaveCount(0);
      await page.clock.runFor(3_000);
      await expect(prompt(page)).toBeVisible();
      await expect(prompt(page)).toContainText("Flash sales and coupon drops");
      await expect(prompt(page).getByRole("button", { name: "Allow notifications" })).toBeFocused();
      await expectNoAxeViolations(page, `web push prompt ${size.name}`);
      await shot(page, `web-push-prompt-${size.name.split(" ")[0]}`);
      const start = Number(await page.evaluate(() => localStorage.getItem("webPushStartTime")));
      expect(start).toBeGreaterThan(0);

      await prompt(page).getByRole("button", { name: "Not now" }).click();
      await expect(prompt(page)).toHaveCount(0);
      const [closed, today] = await page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, "0");
        return [
          localStorage.getItem("webPushClosedDate"),
          `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        ];
      });
      expect(closed).toBe(today);
      // The same day, later pages: not again (the 2-minute schedule is long past).
      await page.reload();
      await waitForHydrated(page.getByRole("heading", { level: 1 }));
      await page.clock.runFor(180_000);
      await expect(prompt(page)).toHaveCount(0);
    });
  });
}

test("a later page load shows it 120000 ms after the stored start time", async ({ page }) => {
  const t0 = Date.now();
  await page.clock.install({ time: t0 });
  // Started 100 s ago (an earlier page view that the shopper left before the 30 s).
  await page.addInitScript((start) => localStorage.setItem("webPushStartTime", String(start)), t0 - 100_000);
  await page.goto(PAGE);
  await waitForHydrated(page.getByRole("heading", { level: 1 }));
  await page.clock.runFor(17_000);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(4_000);
  await expect(prompt(page)).toBeVisible();
  // Closing with Escape records the day too.
  await page.keyboard.press("Escape");
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("webPushClosedDate"))).not.toBeNull();
});

test("never once notifications are allowed", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.clock.install();
  await page.goto(PAGE);
  await waitForHydrated(page.getByRole("heading", { level: 1 }));
  await page.clock.runFor(150_000);
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("webPushStartTime"))).toBeNull();
});

test.describe("Allow notifications", () => {
  let push: PushService;
  test.beforeAll(async () => {
    push = await startPushService();
  });
  test.afterAll(async () => {
    await push?.close();
  });

  test("subscribes this browser with the store's key, and the store's push reaches it", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const keys = browserKeys();
    const endpoint = `${push.origin}/push/e2e-${Date.now()}`;
    // The browser's push service, stood in for (see the top of this file).
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const w = window as unknown as { subscribedWith?: string };
        PushManager.prototype.getSubscription = async () => null;
        PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          w.subscribedWith = btoa(String.fromCharCode(...key))
            .replace(/\+/g, "-")
            .replace(/\//g, "_")
            .replace(/=+$/, "");
          const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
          return { endpoint, toJSON: () => json } as unknown as PushSubscription;
        };
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    );
    await page.clock.install();
    await page.goto(PAGE);
    await waitForHydrated(page.getByRole("heading", { level: 1 }));
    await page.clock.runFor(31_000);
    await expect(prompt(page)).toBeVisible();
    // The shopper says yes to the browser's own question.
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.clock.resume();
    await prompt(page).getByRole("button", { name: "Allow notifications" }).click();
    await expect(page.getByText("Notifications are on. We'll keep you posted.")).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);

    const storeKey = (await (await request.get("/api/web-push/public-key")).json()).result.public_key;
    expect(await page.evaluate(() => (window as unknown as { subscribedWith?: string }).subscribedWith)).toBe(
      storeKey,
    );
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL,
      ),
    ).toBe(`${baseURL}/sw.js`);

    const sent = await request.post("/admin/api/web-push/send", {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { audience: "everyone", title: "Weekend sale", body: "Up to 40% off sofas", url: "/sale" },
    });
    const result = (await sent.json()).result as { sent: number };
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const arrived = push.received.filter((r) => endpoint.endsWith(r.path));
    expect(arrived.map((r) => JSON.parse(decryptPush(r.body, keys)))).toEqual([
      { title: "Weekend sale", body: "Up to 40% off sofas", url: "/sale" },
    ]);
  });
});

test.describe("other journeys", () => {
  test.use({ marketingPopups: false });

  test("keep the prompt away (fixtures.ts): a long journey is never interrupted by it", async ({ page }) => {
    await page.clock.install();
    await page.goto(PAGE);
    await waitForHydrated(page.getByRole("heading", { level: 1 }));
    await page.clock.runFor(150_000);
    await expect(prompt(page)).toHaveCount(0);
  });
});
