import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Envelope, expect, expectNoAxeViolations, SIZES, test, waitForHydrated } from "./fixtures";

// Every modal and drawer is the platform <dialog> opened with showModal() (one component,
// app/components/ui/dialog.tsx): in the top layer, the page behind inert, Escape closes it, focus
// returns to the opener; a navigation closes every one of them and focus goes to the new page's
// main heading; only one modal at a time. Each open dialog passes axe (WCAG 2.2 A/AA).

/** A plain furniture product in stock (sold one at a time, not a pre-order), read from the API. */
async function plainProduct(request: APIRequestContext): Promise<string> {
  const list = (await (
    await request.get("/api/products?category_id=2&in_stock=1&sort=price_desc&page_size=20")
  ).json()) as Envelope<{ items: { entity_id: number }[] }>;
  for (const { entity_id } of list.result.items) {
    const d = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
      url_path: string;
      product_tag: string | null;
      inventory: { is_in_stock: boolean; min_sale_qty: number };
    }>;
    const p = d.result;
    const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
    if (p.inventory.is_in_stock && p.inventory.min_sale_qty === 1 && !preorder) return p.url_path;
  }
  throw new Error("no plain product in stock");
}

/** The dialogs in the top layer (opened with showModal()), and whether one is the given locator. */
const modalCount = (page: Page) => page.locator("dialog:modal").count();

/** Whether the page behind is inert: its main heading cannot take focus while a modal is open. */
const headingTakesFocus = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector<HTMLElement>("main h1");
    if (!h1) return null;
    h1.tabIndex = -1;
    h1.focus();
    return document.activeElement === h1;
  });

/** The element that has focus, described: its tag and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName ?? "", text: (el?.textContent ?? "").trim() };
  });

async function expectTopLayerModal(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.tagName === "DIALOG" && el.matches(":modal"))).toBe(true);
  expect(await modalCount(page)).toBe(1);
}

/** A plain product's page with its coupons drawer opened from "Coupons available: n". */
async function openCouponsDrawer(page: Page, request: APIRequestContext) {
  await page.goto(await plainProduct(request));
  const open = page.getByRole("button", { name: /Coupons available: \d+/ });
  await waitForHydrated(open);
  await open.click();
  const drawer = page.getByRole("dialog", { name: "Coupons" });
  await expectTopLayerModal(page, drawer);
  return { open, drawer };
}

// axe runs over a whole page several times per journey: the shared 2-core machine needs time.
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("the mini-cart is a top-layer modal: page inert, Escape and focus return, Check Out closes it and focuses the checkout heading", async ({
      page,
      request,
    }) => {
      await page.goto(await plainProduct(request));
      const add = page.getByRole("button", { name: "Add to Cart" });
      await waitForHydrated(add);
      await add.click();
      // Focus is in the drawer from its opening: on its close button.
      const drawer = page.getByRole("dialog", { name: /^My Cart \(\d+\)/ });
      // The drawer says what was added in its own flow (no toast over its lines' controls).
      await expect(drawer.getByText("1 item(s) added to cart")).toBeVisible();
      await expectTopLayerModal(page, drawer);
      await expect(drawer.getByRole("button", { name: "Close My Cart" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expectNoAxeViolations(page, "the product page after the add");
      await expect(add).toBeFocused();

      const cartIcon = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
      await cartIcon.click();
      await expectTopLayerModal(page, drawer);
      expect(await headingTakesFocus(page)).toBe(false);
      await expect(drawer.getByRole("link", { name: /Check Out/i })).toBeVisible();
      await expectNoAxeViolations(page, "the open mini-cart");
      await drawer.getByRole("link", { name: /Check Out/i }).click();
      await expect(page).toHaveURL(/\/checkout\/shipping-address(\?|$)/);
      await expect(page.locator("dialog")).toHaveCount(0);
      await expect(page.locator("main h1")).toBeFocused();
    });

    test("quick view: a modal over the listing, axe-clean; its Add to Cart closes it before the mini-cart opens", async ({
      page,
    }) => {
      await page.goto("/furniture.html?in_stock=1");
      const button = page.getByRole("button", { name: /^Quick view\b/ }).first();
      await waitForHydrated(button);
      await button.click();
      const quickView = page
        .locator("dialog")
        .filter({ has: page.getByRole("button", { name: "Close quick view" }) });
      await expectTopLayerModal(page, quickView);
      await expect(quickView.getByRole("button", { name: "Add to Cart" })).toBeVisible();
      await expectNoAxeViolations(page, "the open quick view");

      await quickView.getByRole("button", { name: "Add to Cart" }).click();
      const cart = page.getByRole("dialog", { name: /^My Cart \(\d+\)/ });
      await expect(cart).toBeVisible();
      await expect(quickView).toHaveCount(0);
      await expect(page).not.toHaveURL(/popid=/);
      expect(await modalCount(page)).toBe(1);
      await page.keyboard.press("Escape");
      await expect(cart).toHaveCount(0);
      // Focus goes back where the quick view would have returned it: its Quick view button.
      await expect(button).toBeFocused();
    });

    test("the coupons drawer is a modal whose Get Now passes AA contrast; Escape returns focus", async ({
      page,
      request,
    }) => {
      const { open, drawer } = await openCouponsDrawer(page, request);
      await expect(drawer.getByRole("button", { name: /^Get Now: / }).first()).toBeVisible();
      await expectNoAxeViolations(page, "the open coupons drawer");
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
      await expect(open).toBeFocused();
    });

    test("a toast raised inside a modal shows above its backdrop and is read out (a guest's Get Now)", async ({
      page,
      request,
    }) => {
      const { drawer } = await openCouponsDrawer(page, request);
      await drawer
        .getByRole("button", { name: /^Get Now: / })
        .first()
        .click();
      // A guest is asked to sign in: the warning is inside the open dialog (not inert behind it)…
      const toast = drawer.locator("[data-sonner-toast]");
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Please sign in to get this coupon.");
      // …and nothing covers it: the topmost element at its centre is the toast itself.
      const onTop = await toast.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop).toBe(true);
      await expectNoAxeViolations(page, "a toast over the coupons drawer");
      // With the drawer gone the next toast shows over the page again.
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
    });

    test("a centred dialog (the size estimator) closes on Escape and on a press on its backdrop", async ({
      page,
      request,
    }) => {
      const list = (await (
        await request.get("/api/products?category_id=444&in_stock=1")
      ).json()) as Envelope<{
        items: { url_path: string }[];
      }>;
      await page.goto(list.result.items[0].url_path);
      // On a phone the delivery panel is below the fold: its part of the page hydrates when it is
      // near, and its links (the estimator's among them) appear once it has.
      // (The region is replaced once while it hydrates: scroll again until its link is there.)
      const open = page.getByRole("button", { name: "Which size do I need?" });
      await expect(async () => {
        await page.getByRole("region", { name: "Delivery" }).scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(open).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await waitForHydrated(open);
      await open.click();
      const dialog = page.getByRole("dialog", { name: "Which size do I need?" });
      await expectTopLayerModal(page, dialog);
      await expectNoAxeViolations(page, "the open size estimator");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();

      await open.click();
      await expect(dialog).toBeVisible();
      // The backdrop: a corner of the screen outside the centred box.
      await page.mouse.click(3, 3);
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
    });

    test("from the search box to the first result in a few keys: focus on the results heading, then Skip to results", async ({
      page,
    }) => {
      await page.goto("/");
      const box = page.getByRole("combobox", { name: /search/i }).first();
      await waitForHydrated(box);
      await box.fill("sofa");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=sofa/);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      let tabs = 0;
      await page.keyboard.press("Tab");
      tabs += 1;
      await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      tabs += 1;
      const inFirstResult = () =>
        page.evaluate(() => {
          const first = document.querySelector("#results > li:first-child");
          return Boolean(first?.contains(document.activeElement));
        });
      expect(await inFirstResult()).toBe(true);
      expect(tabs).toBeLessThanOrEqual(5);

      // A product page: focus on its name, not on <body>.
      await page.locator("#results > li:first-child h3 a").first().click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect(page.locator("main h1")).toBeFocused();
      await expectNoAxeViolations(page, "the product page reached by keyboard");
    });
  });
}

test.describe("mobile 390×844: the category drawer", () => {
  test.use(SIZES[1].use);

  test("is a modal from the left; Escape returns focus to its button; a category link closes it and focuses the page heading", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Shop by category" });
    await waitForHydrated(button);
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Shop by category" });
    await expectTopLayerModal(page, drawer);
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expectNoAxeViolations(page, "the open category drawer");
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    const link = drawer.getByRole("link", { name: "Furniture", exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/furniture\.html$/);
    await expect(page.locator("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Furniture" })).toBeFocused();
    expect((await focused(page)).tag).toBe("H1");
  });
});
