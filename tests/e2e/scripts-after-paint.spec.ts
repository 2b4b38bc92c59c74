import type { APIRequestContext } from "@playwright/test";
import type { Envelope } from "./fixtures";
import { expect, test, waitForHydrated } from "./fixtures";

// The app's code loads after the page has painted and its main picture has arrived
// (app/components/scripts-after-paint.tsx), and a picture that never arrives holds it back only
// for the loader's longest wait.

/** A home product's page path and the source of its main (high-priority) picture. */
async function productPage(request: APIRequestContext): Promise<{ path: string; picture: string }> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    featured: { entity_id: number }[];
  }>;
  const id = home.result.featured[0].entity_id;
  const detail = (await (await request.get(`/api/product/${id}`)).json()) as Envelope<{ url_path: string }>;
  const html = await (await request.get(detail.result.url_path)).text();
  const picture = /<img src="([^"]+)"[^>]*fetchPriority="high"/i.exec(html)?.[1];
  if (!picture) throw new Error("the product page has no high-priority picture");
  return { path: detail.result.url_path, picture };
}

test.describe("Scripts after the first paint", () => {
  test("the page's code is asked for only once its main picture has arrived, and the page hydrates", async ({
    page,
    request,
  }) => {
    const { path, picture } = await productPage(request);
    // A slow picture: without the hold, the code would be requested while it is still coming.
    await page.route(`**${picture}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const events: string[] = [];
    page.on("request", (r) => {
      const p = new URL(r.url()).pathname;
      if (p.startsWith("/assets/") && p.endsWith(".js")) events.push("script asked");
    });
    page.on("requestfinished", (r) => {
      if (new URL(r.url()).pathname === picture) events.push("picture arrived");
    });
    await page.goto(path);
    await waitForHydrated(page.getByRole("button", { name: /add to cart/i }).first());
    expect(events[0]).toBe("picture arrived");
    expect(events).toContain("script asked");
  });

  test("a main picture that never arrives does not keep the page from hydrating", async ({
    page,
    request,
  }) => {
    const { path, picture } = await productPage(request);
    // The picture's request is held open for the whole test: it neither loads nor fails.
    await page.route(`**${picture}`, () => new Promise(() => {}));
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForHydrated(page.getByRole("button", { name: /add to cart/i }).first());
  });
});
