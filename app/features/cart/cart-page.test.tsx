import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddToCartResult } from "../../../contract/cart-constants";
import {
  categoryId,
  pinProduct,
  pinVariant,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../../../server/modules/cart/cart.testing";
import { emptyGiftCategories, listAsGift } from "../../../server/modules/cart/cart-gift.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as cartRoute from "../../routes/cart";
import { browserOverApp } from "../session/browser-over-app.testing";
import { pageArgs } from "../session/page-context.testing";
import type { CartActionOutcome } from "./cart-intents";
import type { CartPageData } from "./cart-page.server";
import { CartPageView } from "./cart-page-view";
import { CHOOSE_GIFT_LABEL } from "./gift-choice-parts";
import { changeLineQty, readCart, removeLine } from "./mini-cart-calls";

// The Cart route's loader and action, and the mini-cart's calls, over the real API and database.

let t: TestApp;
let supply: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  supply = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

type Args = ReturnType<typeof pageArgs>;
const asArgs = <T,>(args: Args) => args as unknown as T;

/** A guest who put `qty` units of a fresh product in the cart: their cookie, the product. */
async function guestWithLine(qty = 2) {
  const browser = browserOverApp(t);
  const p = await supply();
  const added = await browser.api.post<AddToCartResult>("/api/cart", {
    product: { product_id: p.productId, child_id: p.variants[0].id, qty },
  });
  expect(added.code).toBe(200);
  return { browser, p, cookie: browser.cookieHeader() };
}

function answered<T>(value: unknown) {
  const v = value as { data: T; init: ResponseInit | null };
  return { data: v.data, cookies: new Headers(v.init?.headers).getSetCookie() };
}

async function load(cookie?: string): Promise<CartPageData> {
  return answered<CartPageData>(await cartRoute.loader(asArgs(pageArgs(t, "/checkout/cart", { cookie }))))
    .data;
}

async function act(cookie: string, fields: Record<string, string | number>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return answered<CartActionOutcome>(
    await cartRoute.action(asArgs(pageArgs(t, "/checkout/cart", { cookie, form }))),
  ).data;
}

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const render = async (data: CartPageData) =>
  text(await renderInRouter(<CartPageView data={data} />, { url: "/checkout/cart", pageData: data }));

describe("Cart route", () => {
  it("names both paths the Cart page", () => {
    expect(cartRoute.handle).toEqual({ page: "Cart" });
  });

  it("a shopper without a session sees the empty cart", async () => {
    const data = await load();
    expect(data.cart?.list).toEqual([]);
    expect(data.later).toEqual([]);
    expect(await render(data)).toContain("Your shopping cart is empty.");
  });

  it("server-renders the guest's real cart with its summary and Check Out", async () => {
    const { cookie } = await guestWithLine(2);
    const data = await load(cookie);
    expect(data.cart?.items_qty).toBe(2);
    const html = await render(data);
    const line = data.cart?.list[0];
    expect(html).toContain(line?.name);
    expect(html).toContain('href="/checkout/shipping-address?source=Cart"');
    expect(html).toMatch(/<dt>Estimated Tax<\/dt><dd>--<\/dd>/);
  });

  it("changes the quantity through the form action; below min_sale_qty answers 'Min qty is {n}'", async () => {
    const { cookie, p } = await guestWithLine(2);
    const itemId = (await load(cookie)).cart?.list[0].item_id ?? 0;
    expect(await act(cookie, { intent: "qty", item_id: itemId, qty: 4 })).toEqual({
      intent: "qty",
      ok: true,
      message: "",
      items_qty: 4,
    });
    expect((await load(cookie)).cart?.list[0].qty).toBe(4);

    await pinVariant(t, p.variants[0].id, { minSaleQty: 3 });
    expect(await act(cookie, { intent: "qty", item_id: itemId, qty: 2 })).toMatchObject({
      ok: false,
      message: "Min qty is 3",
      items_qty: null,
    });
    expect((await load(cookie)).cart?.list[0].qty).toBe(4);
  });

  it("save for later, then move to cart, then remove", async () => {
    const { cookie } = await guestWithLine(1);
    const itemId = (await load(cookie)).cart?.list[0].item_id ?? 0;
    expect(await act(cookie, { intent: "save-for-later", item_id: itemId })).toMatchObject({
      ok: true,
      items_qty: 0,
    });
    const saved = await load(cookie);
    expect(saved.cart?.list).toEqual([]);
    expect(saved.later).toHaveLength(1);
    expect(await render(saved)).toMatch(/Saved for Later \(1\).*Move to cart/s);

    expect(
      await act(cookie, { intent: "move-to-cart", later_item_id: saved.later[0].later_item_id }),
    ).toMatchObject({ ok: true, items_qty: 1 });
    const back = await load(cookie);
    expect(back.later).toEqual([]);
    expect(back.cart?.items_qty).toBe(1);

    const again = back.cart?.list[0].item_id ?? 0;
    expect(await act(cookie, { intent: "remove", item_id: again })).toMatchObject({ ok: true, items_qty: 0 });
    expect((await load(cookie)).cart?.list).toEqual([]);
  });

  it("an item not in this cart is refused with the API's message", async () => {
    const { cookie } = await guestWithLine(1);
    expect(await act(cookie, { intent: "remove", item_id: 999999 })).toMatchObject({
      ok: false,
      message: "This item is not in your cart.",
    });
  });

  it("an out-of-stock line: Out of Stock, Re-select, the remove message, and Check Out disabled", async () => {
    const { cookie, p } = await guestWithLine(1);
    await pinVariant(t, p.variants[0].id, { isInStock: false });
    const data = await load(cookie);
    expect(data.cart?.valid).toBe(false);
    const html = await render(data);
    expect(html).toContain(">Out of Stock<");
    expect(html).toContain("Re-select");
    expect(html).toContain("Please “Remove” item to check out.");
    expect(html).toMatch(/<a aria-disabled="true"[^>]*data-testid="checkout"/);
  });

  it("a line no longer sold says so", async () => {
    const { cookie, p } = await guestWithLine(1);
    await pinProduct(t, p.productId, { status: 2 });
    expect(await render(await load(cookie))).toContain("The item is no longer available for purchase.");
  });

  it("chooses a shipping method (sorted list, the chosen one checked)", async () => {
    const { cookie } = await guestWithLine(1);
    const before = await load(cookie);
    const codes = before.cart?.shipping_method_list.map((m) => m.code) ?? [];
    expect(codes.length).toBeGreaterThan(1);
    const other = codes[codes.length - 1];
    expect(await act(cookie, { intent: "shipping-method", shipping_method: other })).toMatchObject({
      ok: true,
    });
    const after = await load(cookie);
    expect(after.cart?.address.shipping.shipping_method).toBe(other);
    expect(await render(after)).toContain(`checked="" value="${other}"`);
  });

  it("refuses an unknown intent", async () => {
    const out = await cartRoute
      .action(
        asArgs(
          pageArgs(t, "/checkout/cart", {
            form: (() => {
              const f = new FormData();
              f.append("intent", "explode");
              return f;
            })(),
          }),
        ),
      )
      .catch((e: unknown) => e);
    expect((out as { init?: ResponseInit }).init?.status).toBe(400);
  });
});

describe("mini-cart calls (the browser request layer over the real API)", () => {
  it("reads the cart, changes a quantity and removes the line (quantity 0)", async () => {
    const { browser } = await guestWithLine(2);
    const read = await readCart(browser.api);
    expect(read.code).toBe(200);
    expect(read.cart?.items_qty).toBe(2);
    const itemId = read.cart?.list[0].item_id ?? 0;
    const changed = await changeLineQty(browser.api, itemId, 3);
    expect([changed.code, changed.cart?.items_qty]).toEqual([200, 3]);
    expect(browser.sent.at(-1)).toBe("PUT /api/cart/");
    const removed = await removeLine(browser.api, itemId);
    expect([removed.code, removed.cart?.items_qty]).toEqual([200, 0]);
  });

  it("a refused change answers its code and message and no cart", async () => {
    const { browser, p } = await guestWithLine(1);
    const itemId = (await readCart(browser.api)).cart?.list[0].item_id ?? 0;
    await pinVariant(t, p.variants[0].id, { qty: 2, maxSaleQty: 2 });
    const refused = await changeLineQty(browser.api, itemId, 5);
    expect(refused).toEqual({ code: 416, message: "Max qty is 2", cart: null });
  });
});

describe("Cart route: plan and free gift", () => {
  it("shows an attached plan (years, dollars) and removes it through the form", async () => {
    const browser = browserOverApp(t);
    const p = await supply();
    await pinProduct(t, p.productId, { categoryId: await categoryId(t, "sofas-sectionals") });
    await pinVariant(t, p.variants[0].id, { priceCents: 499_99, specialPriceCents: null });
    const added = await browser.api.post("/api/cart", {
      product: {
        product_id: p.productId,
        child_id: p.variants[0].id,
        qty: 2,
        offerPlanId: "FURN-24-4599",
        planId: "FURN-24",
      },
    });
    expect(added.code, added.message).toBe(200);
    const cookie = browser.cookieHeader();
    const data = await load(cookie);
    const html = await render(data);
    expect(html).toContain("2-Year Furniture Protection Plan · 2 years · $45.99 each");
    expect(html).toMatch(/<dt>Product Protection<\/dt><dd>\$91\.98<\/dd>/);
    const itemId = data.cart?.list[0].item_id ?? 0;
    expect(await act(cookie, { intent: "remove-plan", item_id: itemId })).toMatchObject({ ok: true });
    const after = await render(await load(cookie));
    expect(after).not.toContain("Product Protection");
    expect(after).not.toContain('value="remove-plan"');
  });

  it("offers the gift choice over $100; choose-gift posts the pick, which then stays; removes / adds it back", async () => {
    await emptyGiftCategories(t);
    const first = await listAsGift(t, await supply(), 100);
    const second = await listAsGift(t, await supply(), 200);
    const { cookie, p } = await guestWithLine(1);
    await pinVariant(t, p.variants[0].id, { priceCents: 300_00, specialPriceCents: null });
    const data = await load(cookie);
    expect(data.cart?.gift_product).toBeNull();
    // The cart answer only says the choice is offered; the loader read the options beside it.
    expect(data.cart?.gift_choice).toEqual({ unavailable_gift: null });
    expect(data.giftOptions?.[0].options.map((o) => o.piid)).toEqual([first, second]);
    const html = await render(data);
    expect(html).toContain(CHOOSE_GIFT_LABEL);
    expect(html).toMatch(
      new RegExp(`name="piid"[^>]*value="${first}".*name="piid"[^>]*value="${second}"`, "s"),
    );

    // No pick: the page's own refusal (refusedHere: gift-add is not called), nothing chosen.
    expect(await act(cookie, { intent: "choose-gift" })).toMatchObject({
      ok: false,
      message: "Please choose your free gift first.",
    });
    expect(await act(cookie, { intent: "choose-gift", piid: second })).toMatchObject({ ok: true });
    const chosen = await load(cookie);
    expect(chosen.cart?.gift_product).toMatchObject({ is_add: true, piid: second });
    expect(chosen.cart?.gift_choice).toBeNull();
    expect(chosen.giftOptions).toBeNull();
    expect(await render(chosen)).toMatch(/value="gift-remove".*Remove Gift/s);
    expect(await act(cookie, { intent: "choose-gift", piid: first })).toMatchObject({
      ok: false,
      message: "Your free gift has been chosen and cannot be changed.",
    });

    expect(await act(cookie, { intent: "gift-remove" })).toMatchObject({ ok: true });
    const removed = await load(cookie);
    expect(removed.cart?.gift_product).toMatchObject({ is_add: false, piid: second });
    expect(await render(removed)).toMatch(/value="gift-add".*Add Gift/s);
    expect(await act(cookie, { intent: "gift-add" })).toMatchObject({ ok: true });
    expect((await load(cookie)).cart?.gift_product).toMatchObject({ is_add: true, piid: second });
  });

  it("choose-gift without a valid pick only chooses: it never adds a removed gift back", async () => {
    await emptyGiftCategories(t);
    const option = await listAsGift(t, await supply(), 100);
    const { cookie, p } = await guestWithLine(1);
    await pinVariant(t, p.variants[0].id, { priceCents: 300_00, specialPriceCents: null });
    expect(await act(cookie, { intent: "choose-gift", piid: option })).toMatchObject({ ok: true });
    expect(await act(cookie, { intent: "gift-remove" })).toMatchObject({ ok: true });
    for (const piid of [undefined, "", "0", "-3", "abc", "1.5"]) {
      const fields: Record<string, string> = piid === undefined ? {} : { piid };
      fields.intent = "choose-gift";
      expect(await act(cookie, fields), String(piid)).toEqual({
        intent: "choose-gift",
        ok: false,
        message: "Please choose your free gift first.",
        items_qty: null,
      });
    }
    expect((await load(cookie)).cart?.gift_product).toMatchObject({ is_add: false, piid: option });
  });
});
