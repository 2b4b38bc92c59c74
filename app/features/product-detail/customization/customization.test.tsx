import { asc, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomizeResult } from "../../../../contract/customization";
import { products, productVariants } from "../../../../server/db/schema/catalog";
import { resultOf } from "../../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { createApiClient } from "../../../lib/api-client";
import { type AddToCartEffects, submitAddToCart } from "../../cart/add-to-cart";
import { configurationCartInput } from "./configuration-cart-input";
import { CustomizationPanel } from "./customization-panel";
import { CustomizeSection } from "./customize-section";

let t: TestApp;
let sofa: number;
beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  sofa = row.id;
  await t.database.db.update(products).set({ isCustomized: 1, status: 1 }).where(eq(products.id, sofa));
  await t.database.db
    .update(productVariants)
    .set({ isInStock: true, qty: 4, maxSaleQty: 10 })
    .where(eq(productVariants.productId, sofa));
}, 120_000);
afterAll(() => t?.close());

const configure = (ids: string) =>
  resultOf<CustomizeResult>(t.app, `/api/customize/product?product_id=${sofa}&type=0&ids=${ids}`);
const noop = () => {};
const panel = (r: CustomizeResult) =>
  renderToString(
    <CustomizationPanel
      product={r.product}
      sku={r.skuData}
      qty={1}
      busy={false}
      error={null}
      arOpen={false}
      onChoose={noop}
      onQty={noop}
      onToggleAr={noop}
      onSave={noop}
    />,
  );

describe("CustomizationPanel", () => {
  it("renders one radio group per option group, the checked stat checked and disabled stats disabled", async () => {
    const html = panel(await configure("4,7,11"));
    expect(html.match(/<fieldset/g)).toHaveLength(3);
    expect(html).toContain("<legend");
    expect(html.match(/type="radio"[^>]*checked=""/g)).toHaveLength(3);
    // L-Shaped Sectional (5) and Charcoal (12) are disabled.
    const input = (value: number) => html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0] ?? "";
    expect(input(5)).toContain('disabled=""');
    expect(input(12)).toContain('disabled=""');
    expect(input(4)).not.toContain('disabled=""');
    expect(input(4)).toContain('checked=""');
  });

  it("shows the three-entry price list, quantity 1…qty and Save Customization when in stock", async () => {
    const html = panel(await configure("4,7,11"));
    for (const label of ["Base price", "Options", "Total"]) expect(html).toContain(label);
    expect(html.match(/<option /g)).toHaveLength(4);
    expect(html).toContain("Save Customization");
    expect(html).not.toContain("Out of Stock");
  });

  it("shows Out of Stock and no quantity or save button when isInStock is 0", async () => {
    const html = panel(await configure("3,8,9")); // Top-Grain Leather cannot be made now
    expect(html).toContain("Out of Stock");
    expect(html).not.toContain("Save Customization");
    expect(html).not.toContain("<select");
  });

  it("shows the AR viewer toggle only when the configuration has a model url", async () => {
    const r = await configure("3,6,9");
    expect(r.skuData.customizedModel).toBeNull();
    expect(panel(r)).not.toContain("(AR)");
    const withModel = { ...r, skuData: { ...r.skuData, customizedModel: "/models/sofa.glb" } };
    expect(panel(withModel)).toContain("View in your room (AR)");
  });
});

describe("CustomizeSection", () => {
  it("offers Customize This Item for is_customized 1 or 2 and nothing for 0", async () => {
    for (const isCustomized of [1, 2]) {
      const html = await renderInRouter(<CustomizeSection productId={sofa} isCustomized={isCustomized} />);
      expect(html).toContain("Customize This Item");
      expect(html).toContain('aria-haspopup="dialog"');
    }
    const none = await renderInRouter(<CustomizeSection productId={sofa} isCustomized={0} />);
    expect(none).not.toContain("Customize This Item");
  });
});

/** The real request layer over the in-process app, with a cookie jar; records the bodies sent. */
function browser() {
  const jar = new Map<string, string>();
  const sent: unknown[] = [];
  const client = createApiClient({
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
      if (typeof init.body === "string") sent.push(JSON.parse(init.body));
      const res = await t.app.request(url, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
      }
      return res;
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    session: {
      authToken: () => null,
      indent: () => null,
      deviceId: () => "test-device",
      payLogin: () => false,
      clearUserInfo: () => {},
    },
    page: { path: () => "/", reload: () => {}, assign: () => {} },
    notify: { warning: () => {}, error: () => {} },
    trackServerError: () => {},
  });
  const added: number[] = [];
  const effects: AddToCartEffects = {
    client,
    indent: () => null,
    setIndent: () => {},
    setCartCount: () => {},
    success: () => {},
    error: () => {},
    added: (_result, qty) => void added.push(qty),
  };
  return { client, effects, sent, added };
}

describe("the drawer's Add to Cart (detail context)", () => {
  const panelWithAdd = (r: CustomizeResult) =>
    renderToString(
      <CustomizationPanel
        product={r.product}
        sku={r.skuData}
        qty={2}
        busy={false}
        error={null}
        arOpen={false}
        onChoose={noop}
        onQty={noop}
        onToggleAr={noop}
        onSave={noop}
        onAddToCart={noop}
      />,
    );

  it("offers Add to Cart instead of Save Customization, and nothing to add when out of stock", async () => {
    const html = panelWithAdd(await configure("4,7,11"));
    expect(html).toContain('data-testid="add-to-cart"');
    expect(html).toContain("Add to Cart");
    expect(html).not.toContain("Save Customization");
    const out = panelWithAdd(await configure("3,8,9"));
    expect(out).toContain("Out of Stock");
    expect(out).not.toContain('data-testid="add-to-cart"');
  });

  it("posts product_id, child_id, qty and the model; the cart gets the configuration at its price and the mini-cart is told", async () => {
    const r = await configure("4,7,11");
    const b = browser();
    const ok = await submitAddToCart(configurationCartInput(r.model, r.skuData, 2), b.effects);
    expect(ok).toBe(true);
    expect(b.sent[0]).toEqual({
      product: { product_id: sofa, child_id: r.skuData.childId, qty: 2, customization_model: r.model },
    });
    expect(b.added).toEqual([2]); // emitCartAdded: the mini-cart opens on it
    const cart = await b.client.get<{ list: { qty: number; unit_price: number; customization: unknown }[] }>(
      "/api/carts",
    );
    expect(cart.result?.list).toHaveLength(1);
    expect(cart.result?.list[0]).toMatchObject({
      qty: 2,
      unit_price: r.skuData.priceList[2].price,
      customization: { model: r.model, option_value: r.skuData.optionValue },
    });
  });
});
