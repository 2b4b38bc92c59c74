import { expect, test, waitForHydrated } from "./fixtures";

type Marked = Window & { __journeyMarker?: string };

test.describe("Route guard rule 1: new build version", () => {
  test("client-side navigation keeps the document while the version is unchanged", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("banner").getByRole("link", { name: "Furniture", exact: true }).first();
    await waitForHydrated(link);
    await page.evaluate(() => {
      (window as Marked).__journeyMarker = "same document";
    });
    const versionChecked = page.waitForRequest((r) => new URL(r.url()).pathname === "/version.json");
    await link.click();
    await versionChecked;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furniture");
    expect(await page.evaluate(() => (window as Marked).__journeyMarker)).toBe("same document");
  });

  test("a different version on the server makes the navigation a full page load of the target", async ({
    page,
  }) => {
    await page.goto("/");
    const link = page.getByRole("banner").getByRole("link", { name: "Furniture", exact: true }).first();
    await waitForHydrated(link);
    await page.evaluate(() => {
      (window as Marked).__journeyMarker = "old document";
    });
    const versionUrls: string[] = [];
    await page.route("**/version.json*", async (route) => {
      versionUrls.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "cache-control": "no-store" },
        body: JSON.stringify({ data: { version: "a-newer-build" } }),
      });
    });
    const reloaded = page.waitForEvent("load");
    await link.click();
    await reloaded;
    await expect(page).toHaveURL(/\/furniture\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furniture");
    expect(await page.evaluate(() => (window as Marked).__journeyMarker)).toBeUndefined();
    // The version file is fetched with a random cache-busting query.
    expect(versionUrls.length).toBeGreaterThan(0);
    expect(new URL(versionUrls[0]).search.length).toBeGreaterThan(1);
  });
});
