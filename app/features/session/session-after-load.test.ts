import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../../server/db/schema/customer";
import {
  addToCart,
  asGuest,
  customerWithSession,
  guestSession,
} from "../../../server/modules/cart/cart.testing";
import { products } from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { browserOverApp } from "./browser-over-app.testing";
import { fillPersonalParts, type PersonalEffects } from "./guest-bootstrap";

// A page rendered without a session (the same for every such shopper, so a cache may keep it) fills
// in the browser's own session after load, over the real API: docs/decisions/0021-cacheable-pages.md.
let t: TestApp;
let product: Awaited<ReturnType<typeof products>>;

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  product = await products(t);
});
afterAll(() => t?.close());

function recorder() {
  const done: string[] = [];
  const effects: PersonalEffects = {
    markSignedIn: (who) => done.push(`signed in ${who.firstname} <${who.email}> ${who.customerGroup}`),
    setCartCount: (n) => done.push(`cart ${n}`),
  };
  return { done, effects };
}

async function addOne(cookieOrBearer: { cookies?: Record<string, string>; bearer?: string }, qty: number) {
  const { productId, variants } = await product();
  const res = await addToCart(
    t,
    { product: { product_id: productId, child_id: variants[0].id, qty } },
    cookieOrBearer,
  );
  expect(res.body.code).toBe(200);
}

describe("the personal parts of a page rendered without a session", () => {
  it("greet a signed-in customer and count their cart (the page came from a cache that ignored the cookie)", async () => {
    const { customerId, token } = await customerWithSession(t);
    await t.database.db
      .update(customers)
      .set({ firstname: "Maya", customerGroup: "PLUS+" })
      .where(eq(customers.id, customerId));
    await addOne({ cookies: { token } }, 3);
    const browser = browserOverApp(t, { token });
    const { done, effects } = recorder();
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(await fillPersonalParts(browser.api, "device-1", effects)).toBe("customer");
    expect(done).toEqual([`signed in Maya <${row.email}> PLUS+`, "cart 3"]);
    expect(browser.sent).toEqual(["GET /api/customer/session"]);
  });

  it("count a guest's cart and start no second guest session", async () => {
    const { token } = await guestSession(t);
    await addOne(asGuest(token), 2);
    const browser = browserOverApp(t, { GuestToken: token });
    const { done, effects } = recorder();
    expect(await fillPersonalParts(browser.api, "device-2", effects)).toBe("guest");
    expect(done).toEqual(["cart 2"]);
    expect(browser.sent).toEqual(["GET /api/customer/session"]);
    expect(browser.cookies.get("GuestToken")).toBe(token);
  });

  it("start a guest session for a browser with none, and greet no one", async () => {
    const browser = browserOverApp(t);
    const { done, effects } = recorder();
    expect(await fillPersonalParts(browser.api, "device-3", effects)).toBe("started");
    expect(done).toEqual([]);
    expect(browser.sent).toEqual(["GET /api/customer/session", "GET /api/guest/login"]);
    expect(browser.cookies.get("GuestToken")).toBeTruthy();
  });
});
