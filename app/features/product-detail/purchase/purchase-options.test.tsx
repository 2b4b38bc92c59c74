import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../../contract/catalog";
import type { OfferList, ProtectionPlan } from "../../../../contract/protection-constants";
import { callJson, resultOf } from "../../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import {
  chosenPlan,
  initialChoice,
  NO_PROTECTION,
  ProtectionOptions,
  selectChoice,
} from "./protection-block";
import { expectedPlanCount } from "./protection-format";
import { PurchaseOptions } from "./purchase-options";

// The points line and the protection block rendered on the server from real API answers.
let t: TestApp;
let details: ProductDetail[];

/** The offer list for any number of skus, asked 50 at a time (the call's limit). */
const offers = async (skus: string[]) => {
  const out: OfferList = {};
  for (let i = 0; i < skus.length; i += 50) {
    const res = await callJson<OfferList>(t.app, "/api/extend/get-offer-list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: skus.slice(i, i + 50).map((referenceID) => ({ referenceID })) }),
    });
    expect(res.body.code, res.body.message).toBe(200);
    Object.assign(out, res.body.result);
  }
  return out;
};

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  const rows = (await t.database.db.execute("select id from products order by id")) as unknown as {
    rows: { id: number }[];
  };
  details = await Promise.all(rows.rows.map((r) => resultOf<ProductDetail>(t.app, `/api/product/${r.id}`)));
});
afterAll(() => t?.close());

/** A seeded product whose selected variant the server offers plans for. */
async function withPlans(): Promise<{ product: ProductDetail; plans: ProtectionPlan[] }> {
  const answer = await offers(details.map((d) => d.sku));
  const product = details.find((d) => (answer[d.sku] ?? []).length > 1);
  if (!product) throw new Error("the demo catalog has no product with plans");
  return { product, plans: answer[product.sku] };
}

const options = (plans: ProtectionPlan[] | null, selected: string) =>
  renderToString(
    <ProtectionOptions
      plans={plans}
      reservedRows={3}
      selected={selected}
      onSelect={() => {}}
      onRemove={() => {}}
    />,
  );

/** The status line under the radios (what goes into the cart with the item). */
const status = (html: string) => html.match(/data-testid="protection-status"[^>]*>([^<]*)</)?.[1] ?? null;

describe("the protection block", () => {
  it("reserves exactly as many rows as the server then offers, for every seeded variant", async () => {
    const variants = details.flatMap((d) => d.relation.map((v) => ({ d, v })));
    const answer = await offers(variants.map(({ v }) => v.sku));
    for (const { d, v } of variants) expect(expectedPlanCount(d, v), v.sku).toBe(answer[v.sku].length);
    expect(Object.values(answer).some((list) => list.length > 0)).toBe(true);
    expect(Object.values(answer).some((list) => list.length === 0)).toBe(true);
  });

  it("renders its placeholders on the server (plans load after hydration) and nothing without plans", async () => {
    const { product } = await withPlans();
    const variant = product.relation.find((v) => v.piid === product.piid) ?? product.relation[0];
    const html = await renderInRouter(
      <PurchaseOptions product={{ ...product, feed: false }} variant={variant} />,
      {
        url: product.url_path,
      },
    );
    expect(html).toContain("Protect your purchase");
    expect(html).toContain('aria-busy="true"');
    const block = html.slice(html.indexOf('data-testid="protection-block"'));
    expect(block.match(/aria-hidden="true"/g)?.length).toBe(expectedPlanCount(product, variant));
    // While loading nothing is checked and nothing is said to be added.
    expect(html).not.toMatch(/<input[^>]*checked=""/);
    expect(status(html)).toBe("");
    expect(html).not.toContain("Add Protection");

    const without = details.find(
      (d) => expectedPlanCount(d, d.relation.find((v) => v.piid === d.piid) ?? d.relation[0]) === 0,
    );
    if (!without) throw new Error("expected a product without plans");
    const none = await renderInRouter(
      <PurchaseOptions
        product={{ ...without, feed: false }}
        variant={without.relation.find((v) => v.piid === without.piid) ?? without.relation[0]}
      />,
      { url: without.url_path },
    );
    expect(none).not.toContain("Protect your purchase");
  });

  it("lists the plans as radios with the term in years and the price in dollars, the first preselected", async () => {
    const { plans } = await withPlans();
    const html = options(plans, initialChoice(plans));
    expect(html).toContain('aria-busy="false"');
    expect(html.match(/type="radio"/g)?.length).toBe(plans.length + 1);
    for (const plan of plans) {
      expect(html).toContain(`${plan.term / 12}-Year Protection`);
      expect(html).toContain(`$${(plan.price / 100).toFixed(2)}`);
    }
    expect(html).toContain("No protection");
    const checked = html.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain(`value="${plans[0].offerPlanId}"`);
    expect(html).toContain("<legend");
  });

  it("says the selected plan goes with the item, offers Remove, and says so when none is chosen", async () => {
    const { plans } = await withPlans();
    const second = options(plans, plans[1].offerPlanId);
    expect(status(second)).toBe(
      `${plans[1].term / 12}-Year Protection added with this item · $${(plans[1].price / 100).toFixed(2)}`,
    );
    expect(second).toContain(">Remove<");
    const none = options(plans, NO_PROTECTION);
    expect(status(none)).toBe("No protection plan");
    expect(none).not.toContain(">Remove<");
    // No separate "Add Protection" step: what is selected is what is bought.
    expect(second).not.toContain("Add Protection");
  });
});

describe("choosing protection", () => {
  it("preselects the first plan, which is the plan bought; another plan or No protection replaces it", async () => {
    const { plans } = await withPlans();
    const [first, second] = plans;
    const start = initialChoice(plans);
    expect(start).toBe(first.offerPlanId);
    // The preselected plan is already the chosen one: Add to Cart sends it.
    expect(chosenPlan(start, plans)).toEqual(first);
    const other = selectChoice(start, plans, second.offerPlanId);
    expect(chosenPlan(other, plans)).toEqual(second);
    const none = selectChoice(other, plans, NO_PROTECTION);
    expect(none).toBe(NO_PROTECTION);
    expect(chosenPlan(none, plans)).toBeNull();
    // An unknown value (a stale offer) changes nothing; no plans at all means none is chosen.
    expect(selectChoice(other, plans, "STALE-12-999")).toBe(other);
    expect(chosenPlan(first.offerPlanId, null)).toBeNull();
    expect(initialChoice([])).toBe(NO_PROTECTION);
  });
});

describe("the points line", () => {
  const selected = (d: ProductDetail) => d.relation.find((v) => v.piid === d.piid) ?? d.relation[0];
  const earning = (type: number) => {
    const product = details.find(
      (d) =>
        d.pointsType === type && !d.is_no_discount_product && !d.product_tag && selected(d).final_price >= 1,
    );
    if (!product) throw new Error(`expected a pointsType ${type} product that earns points`);
    return product;
  };
  const session = (group: string | null) => ({
    is_login: group !== null,
    customer:
      group === null
        ? null
        : {
            entity_id: 7,
            email: "ada@example.com",
            firstname: "Ada",
            lastname: "Lovelace",
            customer_group: group,
            customer_group_id: group === "PLUS+" ? 4 : 1,
            verify_status: true,
            show_point: true,
            subscriber_email: 1 as const,
            is_old_user: false,
            play_birthday_wishes: false,
          },
    has_guest: group === null,
    google_client_id: "",
    recaptcha_site_key: "",
    cart_qty: 0,
  });
  const renderAll = (product: ProductDetail, group: string | null, url = product.url_path) =>
    renderInRouter(<PurchaseOptions product={{ ...product, feed: false }} variant={selected(product)} />, {
      url,
      rootData: { session: session(group) },
    }).then((html) => html.replaceAll("<!-- -->", ""));
  /** An invisible copy of each viewer's line, which only sizes the slot (see the last test). */
  const SIZER = /<span aria-hidden="true" class="invisible \[grid-area:1\/1\]">[^<]*<\/span>/g;
  /** What the viewer is shown: the markup without the invisible sizers. */
  const render = (product: ProductDetail, group: string | null, url?: string) =>
    renderAll(product, group, url).then((html) => html.replace(SIZER, ""));

  it("invites guests on pointsType 1 products to log in, back to this page (a link without JavaScript)", async () => {
    const product = earning(1);
    const variant = selected(product);
    const url = `${product.url_path}?piid=${variant.piid}`;
    const html = await render(product, null, url);
    const points = Math.floor(variant.final_price);
    expect(html).toContain(`Log in for ${points} PTS per Purchase`);
    expect(html).toContain(
      `href="/customer/account/login?entrypoint=product_detail&amp;redirect=${encodeURIComponent(url)}"`,
    );
  });

  it("shows guests nothing on pointsType 2 or 3 products (their message is for signed-in customers)", async () => {
    for (const type of [2, 3]) expect(await render(earning(type), null)).not.toContain("PTS per Purchase");
  });

  it("shows a signed-in customer the points they earn on pointsType 2 products", async () => {
    const product = earning(2);
    const points = Math.floor(selected(product).final_price);
    const html = await render(product, "General");
    expect(html).toContain(`Earn ${points} PTS per Purchase (worth $${(points / 100).toFixed(2)})`);
    expect(html).not.toContain("Log in for");
    expect(html).not.toContain("/customer/account/login");
  });

  it("tells a customer on pointsType 3 products about the Plus+ 3X, and shows a member their 3X", async () => {
    const product = earning(3);
    const points = Math.floor(selected(product).final_price);
    const customer = await render(product, "General");
    expect(customer).toContain(
      `Earn ${points} PTS per Purchase (worth $${(points / 100).toFixed(2)}) · Plus+ members earn 3X points on the app`,
    );
    const member = await render(product, "PLUS+");
    expect(member).toContain(
      `Earn ${points * 3} PTS per Purchase (worth $${((points * 3) / 100).toFixed(2)})`,
    );
    expect(member).not.toContain("Plus+ members earn 3X");
  });

  it("shows a signed-in customer nothing on pointsType 1 products (their line is the guests' invitation)", async () => {
    expect(await render(earning(1), "General")).not.toContain("PTS per Purchase");
  });

  it("sizes the slot for every viewer's line, so a page filled in after load keeps its layout", async () => {
    const product = earning(3);
    const points = Math.floor(selected(product).final_price);
    // A guest sees no line on pointsType 3, but the slot already has the height of the member texts.
    const guest = await renderAll(product, null);
    const sizers = [...guest.matchAll(SIZER)].map((m) => m[0].replace(/<[^>]+>/g, ""));
    expect(sizers).toEqual([
      `Earn ${points} PTS per Purchase (worth $${(points / 100).toFixed(2)}) · Plus+ members earn 3X points on the app`,
      `Earn ${points * 3} PTS per Purchase (worth $${((points * 3) / 100).toFixed(2)})`,
    ]);
    expect(guest).not.toContain('data-testid="points-line"');
    // Invisible and hidden from assistive technology: nothing is announced twice.
    expect(guest).toContain('aria-hidden="true" class="invisible [grid-area:1/1]"');
  });
});
