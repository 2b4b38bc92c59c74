import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WishlistItem } from "../../../../contract/wishlist-constants";
import { SESSION_COOKIE } from "../../../../server/http/session";
import {
  customerWithSession,
  pinProduct,
  productSupply,
  type SeededProduct,
  seededProducts,
} from "../../../../server/modules/cart/cart.testing";
import { wishJson } from "../../../../server/modules/wishlist/wishlist.testing";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { action, loader } from "../../../routes/account/wishlist";
import { pageArgs, redirectOf } from "../../session/page-context.testing";
import { REMOVE_INTENT, WishlistView } from "./wishlist-view";

// My Wishlist (AccountWishlist, /customer/account/wishlist): guests go to Login; a customer sees
// their own lines with image, name, price, Add to Cart and Remove; Remove works without JavaScript
// and only on one's own lines.

let t: TestApp;
let product: (minVariants?: number) => Promise<SeededProduct>;

beforeAll(async () => {
  const base = await createTestApp({ products: 20 });
  t = base;
  product = productSupply(t, await seededProducts(t));
});
afterAll(() => t?.close());

const PATH = "/customer/account/wishlist";
type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

async function customerWith(lines: { product_id: number; child_id?: number }[]) {
  const me = await customerWithSession(t);
  const ids: number[] = [];
  for (const line of lines) {
    const res = await wishJson<{ item_id: number }>(t.app, "POST", "/api/wishlist/add", line, {
      bearer: me.token,
    });
    if (!res.body.result) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.result.item_id);
  }
  return { ...me, cookie: `${SESSION_COOKIE}=${me.token}`, ids };
}

const itemsOf = async (cookie: string) => {
  const out = (await loader(pageArgs(t, PATH, { cookie }) as unknown as LoaderArgs)) as unknown as {
    data: { items: WishlistItem[] };
  };
  return out.data.items;
};

function removeForm(itemId: number) {
  const form = new FormData();
  form.set("intent", REMOVE_INTENT);
  form.set("item_id", String(itemId));
  return form;
}

describe("My Wishlist", () => {
  it("sends a guest to Login, coming back here", async () => {
    const { location } = await redirectOf(loader(pageArgs(t, PATH) as unknown as LoaderArgs));
    expect(location).toBe(`/customer/account/login?redirect=${encodeURIComponent(PATH)}`);
  });

  it("lists the customer's lines with image, name, price, Add to Cart and Remove", async () => {
    const [p, q] = [await product(2), await product()];
    const me = await customerWith([
      { product_id: p.productId, child_id: p.variants[1].id },
      { product_id: q.productId },
    ]);
    await pinProduct(t, q.productId, { status: 2 });
    const items = await itemsOf(me.cookie);
    expect(items.map((i) => i.item_id).sort()).toEqual([...me.ids].sort());

    const html = await renderInRouter(<WishlistView items={items} />, { url: PATH });
    expect(html).toContain("<h1");
    expect(html).toContain("My Wishlist");
    expect(html).toContain("2 items");
    const line = items.find((i) => i.product_id === p.productId) as WishlistItem;
    expect(html).toContain(`src="${line.image.url}"`);
    expect(html).toContain(`href="${line.url_path.replace("&", "&amp;")}"`);
    expect(html).toContain(line.name.replace("&", "&amp;"));
    expect(html.match(/data-testid="add-to-cart"/g)).toHaveLength(2);
    expect(html.match(/>Remove<\/button>/g)).toHaveLength(2);
    // The line no longer sold says so and cannot be added to the cart.
    expect(html).toContain("The item is no longer available for purchase.");
    expect(html).toMatch(/<button type="button" disabled=""[^>]*data-testid="add-to-cart"/);
  });

  it("says so when the wishlist is empty", async () => {
    const html = await renderInRouter(<WishlistView items={[]} />, { url: PATH });
    expect(html).toContain("Your wishlist is empty.");
  });

  it("removes one's own line with Remove, and leaves another customer's line alone", async () => {
    const p = await product();
    const owner = await customerWith([{ product_id: p.productId }]);
    const intruder = await customerWith([]);

    const refused = (await action(
      pageArgs(t, PATH, { cookie: intruder.cookie, form: removeForm(owner.ids[0]) }) as unknown as ActionArgs,
    )) as unknown as { data: { ok: boolean } };
    expect(refused.data.ok).toBe(false);
    expect(await itemsOf(owner.cookie)).toHaveLength(1);

    const removed = (await action(
      pageArgs(t, PATH, { cookie: owner.cookie, form: removeForm(owner.ids[0]) }) as unknown as ActionArgs,
    )) as unknown as { data: { ok: boolean; message: string } };
    expect(removed.data).toMatchObject({ ok: true, message: "Removed from My Wishlists" });
    expect(await itemsOf(owner.cookie)).toHaveLength(0);
  });
});
