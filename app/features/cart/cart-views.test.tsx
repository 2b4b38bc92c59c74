import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tags } from "../../../tests/helpers/html-tags";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { Header } from "../header/header";
import { cartOf, lineOf } from "./cart-fixtures.testing";
import { CartPageView } from "./cart-page-view";
import type { CartView } from "./cart-view-types";
import MiniCartDrawer, { MiniCartBody } from "./mini-cart-drawer";

// What the Cart page and the mini-cart render for each state, server-rendered from cart answers
// shaped as the API gives them.

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const page = async (
  cart: CartView | null,
  later = [] as Parameters<typeof CartPageView>[0]["data"]["later"],
) =>
  text(
    await renderInRouter(<CartPageView data={{ cart, later }} />, {
      url: "/checkout/cart",
      pageId: "CheckoutCart",
    }),
  );
const checkout = (html: string) =>
  html.match(/<(a|span)[^>]*data-testid="checkout"[^>]*>Check Out<\/(a|span)>/)?.[0] ?? "";

describe("Cart page", () => {
  it("an empty cart links to continue shopping", async () => {
    const html = await page(cartOf({ list: [], items_qty: 0, items_count: 0 }));
    expect(html).toContain("Your shopping cart is empty.");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Continue Shopping<\/a>/);
    expect(html).not.toContain('data-testid="checkout"');
  });

  it("a change refused without JavaScript shows the API's message on the page", async () => {
    const html = text(
      await renderInRouter(<CartPageView data={{ cart: cartOf(), later: [] }} refusal="Min qty is 3" />),
    );
    expect(html).toMatch(/<p role="alert"[^>]*>Min qty is 3<\/p>/);
  });

  it("a failed read says so with a way to try again", async () => {
    const html = await page(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain("We could not load your cart.");
  });

  it("a line: sized thumbnail, name link, options, price with the regular one struck, quantity 1…usable", async () => {
    const html = await page(cartOf());
    expect(html).toMatch(/<img src="\/img\/oak.jpg" alt="" width="120" height="120"/);
    expect(html).toMatch(/<a[^>]*href="\/oak-side-table.html"[^>]*>Oak Side Table<\/a>/);
    expect(html).toContain("Oak / Small");
    expect(html).toMatch(
      /\$198\.00<\/span><s[^>]*><span class="sr-only">Regular price <\/span>\$240\.00<\/s>/,
    );
    const select = html.match(/<select[^>]*name="qty"[^>]*>.*?<\/select>/s)?.[0] ?? "";
    expect([...select.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(select).toMatch(/<option value="2" selected="">/);
    // A real form: the quantity, remove and save-for-later work without JavaScript.
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*><input type="hidden" name="intent" value="qty"\/><input type="hidden" name="item_id" value="1"\/>/,
    );
    expect(html).toMatch(
      /name="intent" value="remove"\/><input type="hidden" name="item_id" value="1"\/>.*?Remove/s,
    );
    expect(html).toMatch(/name="intent" value="save-for-later"\/>.*?Save for later/s);
    expect(html).toMatch(/<button type="submit"[^>]*>Update<\/button>/);
  });

  it("an out-of-stock line: 'Out of Stock' and Re-select (to the product) instead of the quantity", async () => {
    const line = lineOf({
      is_out_of_stock: true,
      can_checkout: false,
      inventory: { is_in_stock: false, usable_qty: 0, min_sale_qty: 1, qty: 0, product_id: 1 },
      messages: ["Please “Remove” item to check out."],
    });
    const html = await page(cartOf({ list: [line], valid: false }));
    expect(html).toContain(">Out of Stock<");
    expect(html).toMatch(
      /<a[^>]*href="\/oak-side-table.html"[^>]*>Re-select<span class="sr-only"> Oak Side Table<\/span><\/a>/,
    );
    expect(html).not.toContain('name="qty"');
    expect(html).toContain("Please “Remove” item to check out.");
  });

  it("shows each line message the cart carries", async () => {
    const messages = [
      "The item is almost out of stock.",
      "Expected To Ship No Later Than Jun 30, 2025",
      "*Coupons & points do not apply to this item.",
    ];
    const html = await page(cartOf({ list: [lineOf({ messages, product_tag: "Pre-order" })] }));
    for (const m of messages) expect(html).toContain(m);
    const gone = await page(
      cartOf({
        list: [lineOf({ status: 2, messages: ["The item is no longer available for purchase."] })],
        valid: false,
      }),
    );
    expect(gone).toContain("The item is no longer available for purchase.");
    expect(gone).not.toContain("Save for later");
  });

  it("an attached plan: title, term in years, price in dollars, and its remove", async () => {
    const extend = { planId: "P", offerPlanId: "O", term: 3, price: 8999, title: "Furniture Care", qty: 2 };
    const html = await page(
      cartOf({ list: [lineOf({ has_contract: 2, extend })], product_contract_total: 179.98 }),
    );
    expect(html).toContain("Furniture Care · 3 years · $89.99 each");
    expect(html).toMatch(/value="remove-plan"/);
    expect(html).toMatch(/data-row="protection"[^>]*><dt>Product Protection<\/dt><dd>\$179\.98<\/dd>/);
  });

  it("the summary: tax '--' when it failed, no protection row at 0.00, total minus Klarna", async () => {
    const html = await page(cartOf({ tax_failed: true, grand_total: 198, klarna_discount: 18 }));
    expect(html).toMatch(/<dt>Estimated Tax<\/dt><dd>--<\/dd>/);
    expect(html).not.toContain("Product Protection");
    expect(html).toMatch(/<dt>Grand Total<\/dt><dd>\$180\.00<\/dd>/);
  });

  it("Plus+ savings for a non-member", async () => {
    const html = await page(cartOf({ is_plus_allow: true, plusTotal: 29.7 }));
    expect(html).toContain("Save $29.70 on this order with Plus+");
    expect(await page(cartOf({ is_plus_allow: false, plusTotal: 29.7 }))).not.toContain("with Plus+");
  });

  it("Check Out links to the shipping address with source=Cart, and is disabled (no href) while not valid", async () => {
    expect(checkout(await page(cartOf()))).toContain('href="/checkout/shipping-address?source=Cart"');
    const off = checkout(await page(cartOf({ valid: false })));
    expect(off).toMatch(/^<a aria-disabled="true"/);
    expect(off).not.toContain("href=");
    expect(off).not.toContain("tabindex");
  });

  it("shipping methods sorted, the chosen one checked", async () => {
    const m = (code: "standard" | "expedited" | "white_glove", sort: number, price: number) => ({
      code,
      title: `${code} title`,
      delivery_time: "2-5 business days",
      price,
      sort,
      selected: code === "expedited",
    });
    const html = await page(
      cartOf({
        shipping_method_list: [m("white_glove", 30, 149), m("standard", 10, 0), m("expedited", 20, 49.99)],
        address: { ...cartOf().address, shipping: { shipping_method: "expedited" } },
      }),
    );
    const methods = tags(html, "input").filter((t) => t.name === "shipping_method");
    expect(methods.map((t) => t.value)).toEqual(["standard", "expedited", "white_glove"]);
    expect(methods.filter((t) => "checked" in t).map((t) => t.value)).toEqual(["expedited"]);
    expect(html).toMatch(/value="shipping-method"/);
  });

  it("the large-order prompt (the free gift: gift-picker.test.tsx)", async () => {
    const html = await page(
      cartOf({
        large_order_pop: true,
        large_order_promotion_tip: "Call our large order team.",
      }),
    );
    expect(html).toContain("Call our large order team.");
    expect(await page(cartOf())).not.toContain('data-testid="large-order"');
  });

  it("the save-for-later list with Move to cart", async () => {
    const later = [
      {
        later_item_id: 31,
        product_id: 3,
        piid: 30,
        name: "Linen Chair",
        sku: "C",
        sub_sku: "C-1",
        url_path: "/linen-chair.html",
        thumbnail: null,
        option_value: "Linen",
        price: 300,
        special_price: 250,
        qty: 1,
        status: 1 as const,
        customization: null,
        inventory: { is_in_stock: true, usable_qty: 4, min_sale_qty: 1, qty: 4, product_id: 3 },
      },
    ];
    const html = await page(cartOf(), later);
    expect(html).toContain("Saved for Later (1)");
    expect(html).toMatch(
      /value="move-to-cart"\/><input type="hidden" name="later_item_id" value="31"\/>.*Move to cart/s,
    );
    expect(html).not.toContain("Customized");
  });

  it("a saved customization shows its options; an item no longer for sale says so and cannot be moved", async () => {
    const base = {
      product_id: 3,
      piid: 30,
      name: "Modular Sofa",
      sku: "S",
      sub_sku: "S-1",
      url_path: "/modular-sofa.html",
      thumbnail: null,
      option_value: "Gray / Left / Oak legs",
      price: 1299,
      special_price: null,
      qty: 1,
      inventory: { is_in_stock: true, usable_qty: 4, min_sale_qty: 1, qty: 4, product_id: 3 },
    };
    const later = [
      {
        ...base,
        later_item_id: 41,
        status: 1 as const,
        customization: {
          model: "3-4-7-11",
          option_value: "Gray / Left / Oak legs",
          options: [
            { group: "Fabric", name: "Gray" },
            { group: "Chaise", name: "Left" },
          ],
        },
      },
      { ...base, later_item_id: 42, status: 2 as const, customization: null },
    ];
    const html = await page(cartOf(), later);
    expect(text(html).replace(/<[^>]+>/g, "")).toContain("CustomizedFabric:GrayChaise:Left");
    const gone = html.slice(html.indexOf('value="42"'));
    expect(text(html)).toContain("The item is no longer available for purchase.");
    expect(gone).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*disabled="")[^>]*>Move to cart/);
    const live = html.slice(html.indexOf('value="41"'), html.indexOf('value="42"'));
    expect(live).not.toMatch(/disabled=""/);
  });
});

describe("mini-cart drawer", () => {
  it("is a labelled modal dialog on the right, 26.25rem wide, titled 'My Cart (n)', loading first", async () => {
    const html = text(
      await renderInRouter(<MiniCartDrawer onClose={() => {}} returnFocus={() => null} />, {
        rootData: { cartCount: 3 },
      }),
    );
    // A platform <dialog> (opened with showModal() in the browser: modal, in the top layer).
    const dialog = html.match(/<dialog[^>]*>/)?.[0] ?? "";
    const labelledBy = dialog.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(dialog).toContain('data-variant="right"');
    expect(html).toContain(`id="${labelledBy}"`);
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>My Cart \(0\)<\/h2>/);
    expect(dialog).toMatch(/class="modal [^"]*max-w-\[26\.25rem\]/);
    expect(html).toContain('aria-label="Close My Cart"');
    expect(html).toContain("Loading your cart");
  });
});

describe("mini-cart drawer body", () => {
  const body = (state: null | "successful" | "fail", cart: CartView | null) =>
    renderInRouter(
      <MiniCartBody
        state={state}
        cart={cart}
        onRetry={() => {}}
        onQty={() => {}}
        onRemove={() => {}}
        onNavigate={() => {}}
      />,
    ).then(text);

  it("a spinner while the first read is pending", async () => {
    const html = await body(null, null);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading your cart");
  });

  it("a failed read offers a retry", async () => {
    const html = await body("fail", null);
    expect(html).toContain("We could not load your cart.");
    expect(html).toMatch(/<button type="button"[^>]*>Try Again<\/button>/);
  });

  it("lines with quantity and remove, the total, View Full Cart and Check Out", async () => {
    const html = await body("successful", cartOf({ grand_total: 250, klarna_discount: 0 }));
    expect(html).toContain("Oak Side Table");
    expect(html).toMatch(/<select id="mini-qty-1" name="qty"/);
    expect(html).toContain('Remove<span class="sr-only"> Oak Side Table</span>');
    expect(html).toContain("$250.00");
    expect(html).toMatch(/<a[^>]*href="\/checkout\/cart"[^>]*>View Full Cart<\/a>/);
    expect(checkout(html)).toContain('href="/checkout/shipping-address?source=Cart"');
    expect(checkout(await body("successful", cartOf({ valid: false })))).toContain('aria-disabled="true"');
  });

  it("an update in flight keeps the list under a spinner; out-of-stock lines say so", async () => {
    const html = await body(null, cartOf({ list: [lineOf({ is_out_of_stock: true })] }));
    expect(html).toContain("Updating your cart");
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(">Out of Stock<");
    expect(html).not.toContain('name="qty"');
  });
});

describe("header cart icon and code splitting", () => {
  it("the icon stays a link to /checkout/cart", async () => {
    const html = await renderInRouter(<Header variant="full" cartCount={2} />, { pageId: "Home" });
    expect(html).toMatch(/<a[^>]*href="\/checkout\/cart"/);
  });

  it("the drawer is its own chunk: the host only imports it dynamically", () => {
    const host = readFileSync(new URL("./mini-cart-host.tsx", import.meta.url), "utf8");
    expect(host).toContain('lazyOnDemand(onDemand(() => import("./mini-cart-drawer")))');
    expect(host).not.toMatch(/^import[^;]*mini-cart-drawer/m);
    const root = readFileSync(new URL("../../root.tsx", import.meta.url), "utf8");
    expect(root).not.toContain("mini-cart-drawer");
    expect(root).toContain("<MiniCartHost />");
  });
});
