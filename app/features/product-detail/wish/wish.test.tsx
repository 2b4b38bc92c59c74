import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WishStateResult } from "../../../../contract/wishlist-constants";
import { WISHLIST_THROTTLE_MS } from "../../../../contract/wishlist-constants";
import { SESSION_COOKIE } from "../../../../server/http/session";
import {
  customerWithSession,
  pinProduct,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../../../../server/modules/cart/cart.testing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { browserOverApp } from "../../session/browser-over-app.testing";
import {
  type KeyValueStore,
  PENDING_WISH_KEY,
  PENDING_WISH_MAX_AGE_MS,
  savePendingWish,
  takePendingWish,
} from "./pending-wish";
import { type PressEffects, pressWish, startWish } from "./wish-actions";
import { WISH_LABELS, WishHeart, WishHeartButton } from "./wish-heart";
import { afterAdd, afterRemove, wishOf } from "./wish-state";
import { createThrottle } from "./wish-throttle";

// The product page heart: its markup states, the throttle, the kept guest press, and the press
// flow through the real request layer against the real API (signed in via a session cookie).

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });

  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

/** A signed-in browser (session cookie) and the effects a press has, recorded. */
async function signedInBrowser() {
  const me = await customerWithSession(t);
  const browser = browserOverApp(t, { [SESSION_COOKIE]: me.token });
  const shown: string[] = [];
  const logins: string[] = [];
  const store = memoryStore();
  const fx: PressEffects = {
    client: browser.api,
    success: (m) => shown.push(`success ${m}`),
    error: (m) => shown.push(`error ${m}`),
    store,
    openLogin: (redirect) => logins.push(redirect),
  };
  return { me, browser, fx, shown, logins, store };
}

describe("the heart's markup", () => {
  it("is an empty heart labelled 'Add to My Wishlists', or a filled pressed one labelled for removing", async () => {
    const off = await renderInRouter(
      <WishHeartButton wished={false} busy={false} disabled={false} onPress={() => {}} />,
    );
    expect(off).toContain('aria-pressed="false"');
    expect(off).toContain(`aria-label="${WISH_LABELS.add}"`);
    expect(off).toContain("fill-none");
    const on = await renderInRouter(
      <WishHeartButton wished busy={false} disabled={false} onPress={() => {}} />,
    );
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain(`aria-label="${WISH_LABELS.remove}"`);
    expect(on).toContain("fill-rose-600");
    const busy = await renderInRouter(
      <WishHeartButton wished={false} busy disabled={false} onPress={() => {}} />,
    );
    expect(busy).toContain('aria-busy="true"');
  });

  it("is rendered inert before hydration (it needs JavaScript)", async () => {
    const html = await renderInRouter(<WishHeart productId={1} piid={2} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="wish-heart"/);
  });
});

describe("the throttle", () => {
  it(`lets one action through per ${WISHLIST_THROTTLE_MS} ms`, () => {
    let now = 10_000;
    const allow = createThrottle(WISHLIST_THROTTLE_MS, () => now);
    expect(allow()).toBe(true);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
    now += 5000;
    expect(allow()).toBe(true);
  });
});

describe("the kept guest press", () => {
  it("is taken once by its product's page; another product's page leaves it; stale or broken ones go", () => {
    const store = memoryStore();
    savePendingWish({ productId: 7, childId: 70, at: 1000 }, store);
    expect(takePendingWish(8, 2000, store)).toBeNull();
    expect(store.data.has(PENDING_WISH_KEY)).toBe(true);
    expect(takePendingWish(7, 2000, store)).toEqual({ productId: 7, childId: 70, at: 1000 });
    expect(takePendingWish(7, 2000, store)).toBeNull();

    savePendingWish({ productId: 7, childId: 70, at: 1000 }, store);
    expect(takePendingWish(7, 1000 + PENDING_WISH_MAX_AGE_MS + 1, store)).toBeNull();
    expect(store.data.has(PENDING_WISH_KEY)).toBe(false);
    store.set(PENDING_WISH_KEY, "{not json");
    expect(takePendingWish(7, 2000, store)).toBeNull();
    expect(store.data.has(PENDING_WISH_KEY)).toBe(false);
  });
});

describe("wish state per variant", () => {
  const base: WishStateResult = {
    product_id: 5,
    customer_wish: 0,
    item_id: null,
    relation: [
      { piid: 51, customer_wish: 0, item_id: null },
      { piid: 52, customer_wish: 0, item_id: null },
    ],
  };
  it("follows the selected variant, and a line for the whole product fills every variant's heart", () => {
    const added = afterAdd(base, { item_id: 9, product_id: 5, child_id: 52, qty: 1, created: true });
    expect(added.customer_wish).toBe(1);
    expect(wishOf(added, 52)).toEqual({ wished: true, itemId: 9 });
    expect(wishOf(added, 51)).toEqual({ wished: false, itemId: null });
    const removed = afterRemove(added, { item_id: 9, product_id: 5, child_id: 52 });
    expect(removed.customer_wish).toBe(0);
    expect(wishOf(removed, 52).wished).toBe(false);
    const whole = afterAdd(base, { item_id: 3, product_id: 5, child_id: 0, qty: 1, created: true });
    expect(wishOf(whole, 51)).toEqual({ wished: true, itemId: 3 });
    expect(wishOf(null, 51).wished).toBe(false);
  });
});

describe("pressing the heart (real request layer and API)", () => {
  it("as a guest keeps the press and opens the login popup back to this page, calling nothing", async () => {
    const p = await product();
    const { browser, fx, logins, store } = await signedInBrowser();
    const input = {
      signedIn: false,
      productId: p.productId,
      piid: p.variants[0].id,
      redirect: "/sofa.html?piid=3",
      now: 5,
    };
    expect(await pressWish(fx, input, null)).toBeNull();
    expect(logins).toEqual(["/sofa.html?piid=3"]);
    expect(JSON.parse(store.data.get(PENDING_WISH_KEY) ?? "")).toEqual({
      productId: p.productId,
      childId: p.variants[0].id,
      at: 5,
    });
    expect(browser.sent).toEqual([]);
  });

  it("signed in adds the selected variant with 'Added to My Wishlists', then removes it with 'Removed from My Wishlists'", async () => {
    const p = await product(2);
    const { fx, shown } = await signedInBrowser();
    const start = await startWish(fx, p.productId, Date.now());
    expect(start && wishOf(start, p.variants[1].id).wished).toBe(false);
    const input = { signedIn: true, productId: p.productId, piid: p.variants[1].id, redirect: "/", now: 0 };
    const added = await pressWish(fx, input, start);
    expect(added && wishOf(added, p.variants[1].id).wished).toBe(true);
    expect(added && wishOf(added, p.variants[0].id).wished).toBe(false);
    // What the server says after a reload agrees.
    const reloaded = await startWish(fx, p.productId, Date.now());
    expect(reloaded && wishOf(reloaded, p.variants[1].id).wished).toBe(true);
    const removed = await pressWish(fx, input, added);
    expect(removed && wishOf(removed, p.variants[1].id).wished).toBe(false);
    expect(shown).toEqual(["success Added to My Wishlists", "success Removed from My Wishlists"]);
  });

  it("after signing in performs the kept press once, on that product's page", async () => {
    const p = await product(2);
    const { fx, shown, store } = await signedInBrowser();
    savePendingWish({ productId: p.productId, childId: p.variants[1].id, at: Date.now() }, store);
    const state = await startWish(fx, p.productId, Date.now());
    expect(state && wishOf(state, p.variants[1].id).wished).toBe(true);
    expect(shown).toEqual(["success Added to My Wishlists"]);
    expect(store.data.has(PENDING_WISH_KEY)).toBe(false);
    // The next page load has nothing left to do.
    await startWish(fx, p.productId, Date.now());
    expect(shown).toHaveLength(1);
  });

  it("empties the heart quietly when the line was already removed elsewhere", async () => {
    const p = await product();
    const { fx, shown } = await signedInBrowser();
    const input = { signedIn: true, productId: p.productId, piid: p.variants[0].id, redirect: "/", now: 0 };
    const added = await pressWish(fx, input, await startWish(fx, p.productId, Date.now()));
    const stale = added;
    await pressWish(fx, input, added);
    const again = await pressWish(fx, input, stale);
    expect(again && wishOf(again, p.variants[0].id).wished).toBe(false);
    expect(shown).toEqual(["success Added to My Wishlists", "success Removed from My Wishlists"]);
  });

  it("shows the refusal when the product is no longer sold, and leaves the heart empty", async () => {
    const p = await product();
    const { fx, shown } = await signedInBrowser();
    const start = await startWish(fx, p.productId, Date.now());
    await pinProduct(t, p.productId, { status: 2 });
    const input = { signedIn: true, productId: p.productId, piid: p.variants[0].id, redirect: "/", now: 0 };
    const after = await pressWish(fx, input, start);
    expect(after && wishOf(after, p.variants[0].id).wished).toBe(false);
    expect(shown).toEqual(["error The item is no longer available for purchase."]);
  });
});
