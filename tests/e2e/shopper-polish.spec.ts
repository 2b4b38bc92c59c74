import type { APIRequestContext, Page } from "@playwright/test";
import { type Envelope, expect, expectNoAxeViolations, SIZES, test, waitForHydrated } from "./fixtures";

// Issue 16, the product side: home layout shift, tiles (swatches, price line, Quick view clear of
// the tag), the product page's quantity limits and sticky buy bar, the phone's filter sheet, the
// mini-cart's own "added" line, and the customization preview.

interface Detail {
  entity_id: number;
  name: string;
  url_path: string;
  piid: number;
  relation: { piid: number; inventory: { is_in_stock: boolean; usable_qty: number; min_sale_qty: number } }[];
}

/** An in-stock product on the home page whose selected variant allows at least 3 units. */
async function buyableProduct(request: APIRequestContext): Promise<Detail> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    bestseller: { entity_id: number }[];
  }>;
  for (const { entity_id } of home.result.bestseller) {
    const detail = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<Detail>;
    const v = detail.result.relation.find((r) => r.piid === detail.result.piid);
    if (v?.inventory.is_in_stock && v.inventory.usable_qty >= 3 && v.inventory.min_sale_qty === 1)
      return detail.result;
  }
  throw new Error("no bestseller with 3 units to sell");
}

/** Sum of layout shifts (without recent input) seen since the document started. */
async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls ?? Number.NaN);
}

/** What moved in the counted shifts (value, and each source as tag#id.class), for the failure message. */
async function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __clsSources?: string[] }).__clsSources ?? []);
}

// axe-core on a full listing takes long on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("home: no layout shift on a slow cold load; every 'New in' rail fills its row", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __clsSources: string[] };
        w.__cls = 0;
        w.__clsSources = [];
        const nameOf = (node?: Node) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""}`
            : String(node?.nodeName ?? "?");
        // Shifts of anything below the header (the hero, the rails, the footer). The header's own
        // category row is another part of issue 16 (see docs/decisions/0024).
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const inHeader = (entry.sources ?? []).every(
              (s) => s.node instanceof Element && s.node.closest("header"),
            );
            if (!inHeader || (entry.sources ?? []).length === 0) {
              w.__cls += entry.value;
              w.__clsSources.push(
                `${entry.value.toFixed(5)}: ${(entry.sources ?? []).map((src) => nameOf(src.node)).join(", ")}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // A cold, slow load (no cache, a slow mobile network, a 4× slower CPU): the hero picture
      // arrives after the first paint, which is when it used to push the rails down (CLS 0.27).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto("/", { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(1500);
      // Seen once in a while in CI (0.00018): the message names what moved, to find it.
      expect(await layoutShiftTotal(page), (await layoutShiftSources(page)).join("; ")).toBe(0);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      const rails = page.getByRole("region", { name: /^New in / });
      expect(await rails.count()).toBeGreaterThan(0);
      for (const rail of await rails.all()) await expect(rail.getByRole("listitem")).toHaveCount(5);
      await expectNoAxeViolations(page);
    });

    test("category tiles: prices on one line across a row, colour swatches, Quick view clear of the tag", async ({
      page,
    }) => {
      await page.goto("/furniture.html");
      const grid = page.locator("section[aria-labelledby=list-results] ul").first();
      const tiles = grid.locator(":scope > li");
      await waitForHydrated(page.getByRole("button", { name: /^Quick view\b/ }).first());
      // The first row: tiles sharing the first tile's top; their prices share one top too.
      const tops = await tiles.evaluateAll((els) =>
        els.map((el) => {
          const price = el.querySelector("article > div:last-child") as HTMLElement;
          return {
            tile: Math.round(el.getBoundingClientRect().top),
            price: Math.round(price.getBoundingClientRect().top),
          };
        }),
      );
      const row = tops.filter((t) => t.tile === tops[0].tile);
      expect(row.length).toBeGreaterThan(1);
      expect(new Set(row.map((t) => t.price)).size).toBe(1);

      // Swatches come from the variants: a tile of a product in several colours says how many.
      await expect(grid.getByText(/^Available in \d+ colours$/).first()).toBeAttached();

      // No tile's Quick view control overlaps its tag (Best Seller, New, …).
      const overlaps = await tiles.evaluateAll((els) =>
        els.flatMap((el) => {
          const tag = el.querySelector(
            "article > div:first-child > span.absolute.top-2",
          ) as HTMLElement | null;
          const quick = el.querySelector("article > div:first-child > div.absolute") as HTMLElement | null;
          if (!tag || !quick) return [];
          const a = tag.getBoundingClientRect();
          const b = quick.getBoundingClientRect();
          const hit = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return hit ? [el.textContent?.slice(0, 40)] : [];
        }),
      );
      expect(overlaps).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test("product page: − and + are marked disabled at the limits; a correction message goes once fixed", async ({
      page,
      request,
    }) => {
      const product = await buyableProduct(request);
      await page.goto(product.url_path);
      const qty = page.getByRole("spinbutton", { name: "Quantity" });
      await waitForHydrated(qty);
      const minus = page.getByRole("button", { name: "Decrease quantity" });
      const plus = page.getByRole("button", { name: "Increase quantity" });
      await expect(minus).toHaveAttribute("aria-disabled", "true");
      await expect(plus).not.toHaveAttribute("aria-disabled", "true");
      const max = product.relation.find((v) => v.piid === product.piid)?.inventory.usable_qty ?? 0;
      await qty.fill(String(max));
      await expect(plus).toHaveAttribute("aria-disabled", "true");
      await expect(minus).not.toHaveAttribute("aria-disabled", "true");
      // Pressing + at the maximum changes nothing and says why.
      await plus.click({ force: true });
      await expect(qty).toHaveValue(String(max));
      await expect(page.getByText(`Max qty is ${max}`)).toBeVisible();
      // "Min qty is 1" is corrected at once and then goes: it never stays under a right quantity.
      await qty.fill("0");
      await expect(qty).toHaveValue("1");
      await expect(page.getByText("Min qty is 1")).toBeVisible();
      await plus.click({ force: true });
      await expect(page.getByText("Min qty is 1")).toHaveCount(0);
      await qty.fill("0");
      await expect(page.getByText("Min qty is 1")).toBeVisible();
      await expect(page.getByText("Min qty is 1")).toHaveCount(0, { timeout: 8000 });
      await expect(qty).toHaveValue("1");
    });

    test("added to cart: the opened mini-cart says so in its own flow, over none of its line's controls", async ({
      page,
      request,
    }) => {
      const product = await buyableProduct(request);
      await page.goto(product.url_path);
      const add = page.getByRole("button", { name: "Add to Cart" }).first();
      await waitForHydrated(add);
      await add.click();
      const drawer = page.getByRole("dialog", { name: /My Cart/ });
      await expect(drawer.getByRole("status").filter({ hasText: "1 item(s) added to cart" })).toBeVisible();
      const remove = drawer.getByRole("button", { name: new RegExp(`^Remove ${product.name}`) });
      await expect(remove).toBeVisible();
      // Nothing sits over the first line's Remove: the topmost element at its centre is itself.
      const onTop = await remove.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === el || el.contains(hit);
      });
      expect(onTop).toBe(true);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("mobile 390×844 only", () => {
  test.use(SIZES[1].use);

  test("product page: a sticky buy bar appears once Add to Cart scrolls away and adds the same item", async ({
    page,
    request,
  }) => {
    const product = await buyableProduct(request);
    await page.goto(product.url_path);
    const main = page.getByTestId("add-to-cart").first();
    await waitForHydrated(main);
    const bar = page.getByTestId("sticky-add-to-cart");
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.name);
    await expectNoAxeViolations(page);
    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("dialog", { name: /My Cart/ })).toBeVisible();
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
      list: { piid?: number; qty: number }[];
      items_qty: number;
    }>;
    expect(cart.result.items_qty).toBe(1);
    // Back at the top the bar goes away again.
    await page.keyboard.press("Escape");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });

  test("listing: filters open in a bottom sheet that counts the results and applies them with Show N results", async ({
    page,
  }) => {
    await page.goto("/furniture.html");
    const toggle = page.getByRole("button", { name: /^Filters/ });
    await waitForHydrated(toggle);
    await toggle.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    const show = sheet.getByRole("button", { name: /^Show [\d,]+ results?$/ });
    await expect(show).toBeVisible();
    await expectNoAxeViolations(page);

    // Tick the first value: the button counts what the server has for exactly that filter.
    const colour = sheet.getByRole("checkbox").first();
    const label = (await colour.locator("xpath=ancestor::label").textContent()) ?? "";
    const expected = Number(/\(([\d,]+)/.exec(label)?.[1]?.replace(/,/g, ""));
    expect(expected).toBeGreaterThan(0);
    await colour.check();
    await expect(show).toHaveText(
      `Show ${expected.toLocaleString("en-US")} ${expected === 1 ? "result" : "results"}`,
    );
    // The list under the sheet did not change yet.
    await expect(page).not.toHaveURL(/\?/);

    // Clear unticks it; ticking again and Show applies it.
    await sheet.getByRole("button", { name: "Clear" }).click();
    await expect(colour).not.toBeChecked();
    await colour.check();
    await expect(show).toHaveText(new RegExp(`^Show ${expected.toLocaleString("en-US")} `));
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\?.+=/);
    await expect(page.locator("#list-results")).toContainText(expected.toLocaleString("en-US"));
    await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("Filters (1)");
  });
});
