import type { APIRequestContext } from "@playwright/test";
import {
  addFirstAddress,
  addToCart,
  continueAsGuest,
  dataLayerEvents,
  outdoorProducts,
  type Plain,
  payWithCard,
} from "./checkout-steps";
import { type Envelope, expect, newCustomerSignedIn, test, waitForHydrated } from "./fixtures";

// The money path in the browser: a guest buys with a protection plan and a coupon, pays by card
// (declined, then approved) through the test provider's isolated card field, and gets the mail.

test.describe("Checkout", () => {
  test("a guest buys two products with a protection plan and a coupon by card, declined then approved", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `buyer-${Date.now()}@example.com`;
    const [first, second] = await outdoorProducts(request, 2);
    await addToCart(page, first.url_path, true);
    await addToCart(page, second.url_path, false);

    await page.goto("/checkout/cart");
    const code = page.getByRole("textbox", { name: "Coupon code" });
    await waitForHydrated(code);
    await code.fill("PATIO25");
    await code.press("Enter");
    await expect(page.getByText("Discount (PATIO25)")).toBeVisible();
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
      items_qty: number;
      discount_amount: number;
      list: { has_contract: number }[];
    }>;
    expect(cart.result.items_qty).toBe(2);
    expect(cart.result.discount_amount).toBe(25);
    expect(cart.result.list.some((l) => l.has_contract === 2)).toBe(true);

    await page
      .getByRole("link", { name: /Check ?Out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\/shipping-address/);
    await continueAsGuest(page, email);
    const place = page.getByRole("button", { name: "Place Order" });
    await expect(place).toBeEnabled();
    await payWithCard(page, "4000 0000 0000 0002");
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    // Nothing was kept: a reload finds the same cart on the payment page, coupon and plan included.
    await page.reload();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(first.name);
    await waitForHydrated(page.getByRole("button", { name: "Place Order" }));
    const reported = page.waitForResponse((r) => r.url().includes("/v3/statistics/user-order-behavior"));
    await payWithCard(page, "4111 1111 1111 1111");

    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you for your order");
    const orderNumber = new URL(page.url()).searchParams.get("order");

    // One order, paid once; the confirmation mail is in the outbox.
    const order = (await (await page.request.get(`/api/order/${orderNumber}`)).json()) as Envelope<{
      status: string;
      paid: boolean;
      discount_amount: number;
      coupon_code: string;
      product_contract_total: number;
    }>;
    expect(order.result).toMatchObject({ status: "processing", paid: true, coupon_code: "PATIO25" });
    // The confirmation page reported the purchase once; a second report is not recorded again.
    expect(((await (await reported).json()) as Envelope<{ recorded: boolean }>).result.recorded).toBe(true);
    const again = await page.request.post("/v3/statistics/user-order-behavior", {
      form: { behavior: "purchase", orderId: String(orderNumber) },
    });
    expect(((await again.json()) as Envelope<{ recorded: boolean }>).result.recorded).toBe(false);
    expect(order.result.product_contract_total).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const box = (await (
          await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)
        ).json()) as {
          list: { kind: string; text: string }[];
        };
        return box.list.find((m) => m.kind === "order_confirmation")?.text ?? "";
      })
      .toContain(String(orderNumber));
  });
});

test.describe("Checkout, other ways", () => {
  test("a guest pays later: denied first (the cart stays as it was), then approved", async ({
    page,
    request,
  }) => {
    const email = `paylater-${Date.now()}@example.com`;
    const [product] = await outdoorProducts(request, 1);
    await addToCart(page, product.url_path, false);
    await page.goto("/checkout/shipping-address?source=Cart");
    await continueAsGuest(page, email);

    const payLater = page.getByRole("radio", { name: "Pay later" });
    await waitForHydrated(payLater);
    await payLater.check();
    await expect(page.getByText(/Pay in 4 interest-free payments/)).toBeVisible();
    await page.getByRole("radio", { name: "Deny" }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(
      page.getByText("Your pay-later application was not approved. Please choose another payment method."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await page.getByRole("radio", { name: "Approve" }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get("order");
    const order = (await (await page.request.get(`/api/order/${orderNumber}`)).json()) as Envelope<{
      payment_method: string;
      paid: boolean;
    }>;
    expect(order.result).toMatchObject({ payment_method: "paylater", paid: true });
  });

  test("a customer pays by card, then cancels the order from the account", async ({ page, request }) => {
    test.setTimeout(60_000);
    await newCustomerSignedIn(page, request, "canceler");

    const [product] = await outdoorProducts(request, 1);
    await addToCart(page, product.url_path, false);
    await page.goto("/checkout/shipping-address?source=Cart");
    // A customer adds an address to the address book, and it is used for this order.
    await addFirstAddress(page);
    await payWithCard(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get("order");

    await page.goto(`/customer/account/order/${orderNumber}`);
    await page.getByRole("link", { name: "Cancel Order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cancel order #${orderNumber}?`);
    const confirm = page.getByRole("button", { name: "Cancel Order" });
    await waitForHydrated(confirm);
    await confirm.click();
    await expect(page.getByText("Your order has been canceled.")).toBeVisible();
    const order = (await (await page.request.get(`/api/order/${orderNumber}`)).json()) as Envelope<{
      status: string;
    }>;
    expect(order.result.status).toBe("canceled");
  });
});

test.describe("Checkout with points", () => {
  test("a customer buys with points earned on an earlier order and the saved address", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await newCustomerSignedIn(page, request, "points");
    const [first, second] = await outdoorProducts(request, 2);
    await addToCart(page, first.url_path, false);
    await page.goto("/checkout/shipping-address?source=Cart");
    await addFirstAddress(page);
    await payWithCard(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const firstOrder = new URL(page.url()).searchParams.get("order");
    const earned = (await (await page.request.get(`/api/order/${firstOrder}`)).json()) as Envelope<{
      points_earned: number;
    }>;
    expect(earned.result.points_earned).toBeGreaterThan(0);

    // The second order: points on the cart page, the saved address picked on the way.
    await addToCart(page, second.url_path, false);
    await page.goto("/checkout/cart");
    const points = page.getByLabel("Points to use");
    await waitForHydrated(points);
    await points.fill("100");
    await points.press("Enter");
    await expect(page.getByText("Points (100)")).toBeVisible();
    await page
      .getByRole("link", { name: /Check ?Out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\/shipping-address/);
    await expect(page.getByText("40 Elm St")).toBeVisible();
    const next = page.getByRole("button", { name: "Continue to Payment" });
    await waitForHydrated(next);
    await next.click();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await payWithCard(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const secondOrder = new URL(page.url()).searchParams.get("order");
    const order = (await (await page.request.get(`/api/order/${secondOrder}`)).json()) as Envelope<{
      points_used: number;
      status: string;
      shipping_address: { street?: string };
    }>;
    expect(order.result).toMatchObject({ points_used: 100, status: "processing" });
    expect(String(order.result.shipping_address.street)).toContain("40 Elm St");
  });
});

/** A product offered for store pickup (furniture or outdoor), in stock and sold one at a time. */
async function pickupProduct(request: APIRequestContext): Promise<Plain> {
  for (const category of [2, 3]) {
    for (let page = 1; page <= 5; page++) {
      const list = (await (
        await request.get(`/api/products?category_id=${category}&in_stock=1&page_size=48&page=${page}`)
      ).json()) as Envelope<{ items: { entity_id: number }[] }>;
      for (const { entity_id } of list.result.items) {
        const d = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
          url_path: string;
          name: string;
          is_pickup: boolean;
          product_tag: string | null;
          inventory: { is_in_stock: boolean; min_sale_qty: number };
        }>;
        const p = d.result;
        const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
        if (p.is_pickup && p.inventory.is_in_stock && p.inventory.min_sale_qty === 1 && !preorder) return p;
      }
    }
  }
  throw new Error("no pickup product in stock");
}

test.describe("Store pickup", () => {
  test("a guest in New Jersey picks the order up in store and pays by card", async ({ page, request }) => {
    test.setTimeout(60_000);
    // The product page keeps the detected state; here the shopper was detected in NJ.
    await page.addInitScript(() => window.localStorage.setItem("currentState", "NJ"));
    const product = await pickupProduct(request);
    await addToCart(page, product.url_path, false);
    await page.goto("/checkout/cart");
    const pickup = page.getByRole("radio", { name: /Pick up in store/ });
    await waitForHydrated(pickup);
    await pickup.check();
    await expect
      .poll(async () => {
        const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
          is_pickup: boolean;
          shipping_fee: number;
        }>;
        return [cart.result.is_pickup, cart.result.shipping_fee];
      })
      .toEqual([true, 0]);

    await page
      .getByRole("link", { name: /Check ?Out/i })
      .first()
      .click();
    // A guest gives an e-mail (with the form's address) first; the store stays the order's address.
    await page.waitForURL(/\/checkout\/(shipping-address|paymentpickup)/);
    if (page.url().includes("shipping-address"))
      await continueAsGuest(page, `pickup-${Date.now()}@example.com`, /\/checkout\/paymentpickup/);
    await expect(page).toHaveURL(/\/checkout\/paymentpickup/);
    await payWithCard(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get("order");
    const order = (await (await page.request.get(`/api/order/${orderNumber}`)).json()) as Envelope<{
      status: string;
      shipping_fee: number;
    }>;
    expect(order.result).toMatchObject({ status: "processing", shipping_fee: 0 });
  });
});

test.describe("Buy now", () => {
  test("a guest buys one product now with a coupon; the cart keeps what it held", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `buynow-${Date.now()}@example.com`;
    const [inCart, buying] = await outdoorProducts(request, 2);
    await addToCart(page, inCart.url_path, false);

    await page.goto(buying.url_path);
    const buyNow = page.getByRole("button", { name: "Buy Now" });
    await waitForHydrated(buyNow);
    await buyNow.click();
    // No address yet: the address step of /pay.
    await expect(page).toHaveURL(/\/pay\?step=address$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Now: Shipping Address");
    await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(buying.name);
    await continueAsGuest(page, email, /\/pay$/);

    const code = page.getByRole("textbox", { name: "Coupon code" });
    await waitForHydrated(code);
    await code.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
    await code.fill("patio25");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText("Your coupon has been applied.")).toBeVisible();
    await expect(page.getByText("Coupon PATIO25")).toBeVisible();

    await payWithCard(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
    const orderNumber = new URL(page.url()).searchParams.get("order");
    // The checkout's analytics, in order, in one page life (client-side navigations).
    await expect
      .poll(async () => (await dataLayerEvents(page)).map((e) => e.event).filter(Boolean))
      .toEqual(["begin_checkout", "add_shipping_info", "add_payment_info", "purchase"]);
    const purchase = (await dataLayerEvents(page)).find((e) => e.event === "purchase");
    expect(purchase?.ecommerce?.transaction_id).toBe(orderNumber);
    expect(purchase?.ecommerce?.items?.map((i) => i.item_name)).toEqual([buying.name]);
    const order = (await (await page.request.get(`/api/order/${orderNumber}`)).json()) as Envelope<{
      status: string;
      coupon_code: string;
      items: { name: string; qty: number }[];
    }>;
    expect(order.result).toMatchObject({ status: "processing", coupon_code: "PATIO25" });
    expect(order.result.items.map((i) => i.name)).toEqual([buying.name]);

    // The shopping cart still holds the product put there before.
    const cart = (await (await page.request.get("/api/carts")).json()) as Envelope<{
      list: { name: string; qty: number }[];
    }>;
    expect(cart.result.list.map((l) => [l.name, l.qty])).toEqual([[inCart.name, 1]]);
    await expect
      .poll(async () => {
        const box = (await (
          await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)
        ).json()) as { list: { kind: string; text: string }[] };
        return box.list.find((m) => m.kind === "order_confirmation")?.text ?? "";
      })
      .toContain(String(orderNumber));
  });
});
