import type { APIRequestContext, Locator } from "@playwright/test";
import { GIFT_OPTIONS_PATH, GIFT_RULES } from "../../contract/gift-constants";
import { cartOverThreshold, type Envelope, expect, test, waitForHydrated } from "./fixtures";

// The free-gift choice on the Cart page (spec part 2 §9 "Free-gift rules", the rules pop-up): over
// $100 the shopper opens the picker (its own chunk), picks a category and one option, confirms,
// and the cart shows that gift; without JavaScript the page's form chooses just the same.

interface GiftCart {
  gift_product: { piid: number; name: string; is_add: boolean } | null;
}

interface GiftOptions {
  categories: { name: string; options: { piid: number; name: string }[] }[];
}

const giftOf = async (request: APIRequestContext) =>
  ((await (await request.get("/api/carts")).json()) as Envelope<GiftCart>).result;

/** The options the cart offers (the cart answer itself carries none); null when it offers none. */
const optionsOf = async (request: APIRequestContext) =>
  ((await (await request.get(GIFT_OPTIONS_PATH)).json()) as Envelope<GiftOptions | null>).result;

test.describe("Free gift", () => {
  test("the picker loads on demand, shows the rules, closes on Escape, and Confirm chooses the gift", async ({
    page,
  }) => {
    await cartOverThreshold(page.request);
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (/gift-picker-dialog/.test(r.url())) chunks.push(r.url());
    });
    await page.goto("/checkout/cart");
    const open = page.getByRole("button", { name: "Choose your free gift" });
    await waitForHydrated(open);
    expect(chunks, "the picker is not part of the page's first load").toEqual([]);

    await open.click();
    const dialog = page.getByRole("dialog", { name: "Choose your free gift" });
    await expect(dialog).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    for (const rule of GIFT_RULES) await expect(dialog.getByText(rule)).toBeVisible();
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Escape gives the focus back to the button that opened the picker.
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    const choice = await optionsOf(page.request);
    const category = choice?.categories.at(-1);
    if (!category) throw new Error("the cart offers no gift choice");
    const tab = dialog.getByRole("tab", { name: category.name });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const confirm = dialog.getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeDisabled();
    const radios = dialog.getByRole("radio");
    await expect(radios).toHaveCount(category.options.length);
    const pick = category.options[0];
    await optionRadio(dialog, pick).check();
    await confirm.click();

    await expect(dialog).toBeHidden();
    const section = page.getByTestId("free-gift");
    await expect(section.getByText(pick.name)).toBeVisible();
    await expect(section.getByRole("button", { name: "Remove Gift" })).toBeVisible();
    // The picker and its opener are gone: focus goes to the chosen gift's heading, not the page's body.
    await expect(section.getByRole("heading", { name: "Free gift" })).toBeFocused();
    expect((await giftOf(page.request)).gift_product).toMatchObject({ piid: pick.piid, is_add: true });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's form chooses the gift", async ({ page }) => {
      await cartOverThreshold(page.request);
      await page.goto("/checkout/cart");
      await page.getByText("Choose your free gift", { exact: true }).click();
      const form = page.getByRole("form", { name: "Choose your free gift" });
      await expect(form.getByText(GIFT_RULES[1])).toBeVisible();
      const pick = (await optionsOf(page.request))?.categories[0].options[1];
      if (!pick) throw new Error("the cart offers no gift choice");
      await optionRadio(form, pick).check();
      await form.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByTestId("free-gift").getByText(pick.name)).toBeVisible();
      await expect(page.getByRole("button", { name: "Remove Gift" })).toBeVisible();
      expect((await giftOf(page.request)).gift_product).toMatchObject({ piid: pick.piid });
    });
  });
});

/** An option's radio, found by its label (the option's name) and its value (the piid). */
function optionRadio(scope: Locator, option: { piid: number; name: string }): Locator {
  const name = new RegExp(option.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return scope.getByRole("radio", { name }).and(scope.locator(`[value="${option.piid}"]`));
}
