import { type Envelope, expect, test } from "./fixtures";

test.describe("Moved paths and URL normalisation", () => {
  test("a moved path answers 301 to its canonical target and keeps the query", async ({ page, request }) => {
    const list = (await (await request.get("/api/redirect-list")).json()) as Envelope<{
      list: { from: string; to: string }[];
    }>;
    const moved = list.result.list[0];
    expect(moved, "the demo catalog has redirects").toBeTruthy();

    const raw = await request.get(`${moved.from}?utm_source=mail&x=1`, { maxRedirects: 0 });
    expect(raw.status()).toBe(301);
    expect(raw.headers().location).toBe(`${moved.to}?utm_source=mail&x=1`);

    const res = await page.goto(`${moved.from}?utm_source=mail&x=1`);
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()?.url()).toContain(moved.from);
    const url = new URL(page.url());
    expect(url.pathname).toBe(moved.to);
    expect(url.search).toBe("?utm_source=mail&x=1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a second question mark becomes & and a leading /index.php is removed", async ({ page, request }) => {
    const raw = await request.get("/index.php/about-us?x=1?y=2", { maxRedirects: 0 });
    expect(raw.status()).toBe(301);
    expect(raw.headers().location).toBe("/about-us?x=1&y=2");

    const res = await page.goto("/index.php/about-us?x=1?y=2");
    expect(res?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe("/about-us?x=1&y=2");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
