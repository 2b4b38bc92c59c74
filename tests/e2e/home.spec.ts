import type { CallResult } from "../../contract/call";
import type { homeData } from "../../contract/site";
import { type Envelope, expect, test, waitForHydrated } from "./fixtures";

type Home = CallResult<typeof homeData>;

test.describe("Home", () => {
  test("is rendered on the server with real products that resolve through the path lookup", async ({
    browser,
    request,
  }) => {
    const home = (await (await request.get("/api/home")).json()) as Envelope<Home>;
    expect(home.code).toBe(200);
    const featured = home.result.featured[0] ?? home.result.bestseller[0];
    expect(featured, "the demo catalog has products on the home page").toBeTruthy();

    // The raw HTML already holds the product link: no JavaScript needed to see products.
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`href="${featured.url_path}"`);

    const lookup = (await (
      await request.get(`/api/path?path=${encodeURIComponent(featured.url_path)}`)
    ).json()) as Envelope<{ type: string; id: number }>;
    expect(lookup).toMatchObject({ code: 200, result: { type: "product", id: featured.entity_id } });

    // And a shopper without JavaScript sees them as links.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: featured.name }).first()).toBeVisible();
    await context.close();
  });

  test("shows the header the spec fixes: search, account entry, title ending with the store name", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByPlaceholder("Search for anything you need…")).toBeVisible();
    await expect(header.getByRole("link", { name: /Sign In \/ Join Free/ })).toBeVisible();
    await expect(page).toHaveTitle(/Nestora$/);
    await expect(page.getByRole("contentinfo")).toContainText(`2015–${new Date().getFullYear()}`);
  });

  test("the product rails are rendered by the browser only near the viewport, and read in full", async ({
    page,
  }) => {
    await page.goto("/");
    const rail = page.getByRole("region", { name: "New Arrivals" });
    expect(await rail.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.getByRole("link").first()).toBeVisible();
  });

  test("hydrates: the banner carousel's pause control works after load", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: /pause/i }).first();
    await expect(pause).toBeVisible();
    await waitForHydrated(pause);
    await pause.click();
    await expect(page.getByRole("button", { name: /play|resume/i }).first()).toBeVisible();
  });

  test("search submits to /search with the keyword", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByPlaceholder("Search for anything you need…");
    await waitForHydrated(box);
    await box.fill("sofa");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?.*sofa/);
  });
});
