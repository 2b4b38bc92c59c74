import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/validation";
import {
  addToCart,
  asGuest,
  guestSession,
  type SeededProduct,
} from "../../../server/modules/cart/cart.testing";
import {
  customer,
  guest,
  nonceFor,
  place,
  products,
  send,
  shopperWithCart,
} from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as paymentRoute from "../../routes/checkout/payment";
import * as payresultRoute from "../../routes/checkout/payresult";
import * as shippingRoute from "../../routes/checkout/shipping-address";
import { outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import type { CheckoutFormOutcome } from "./checkout-address-form";
import type { PaymentPageData } from "./payment.server";
import { PaymentView } from "./payment-view";
import type { PayresultData } from "./payresult.server";
import { PayresultView } from "./payresult-view";
import type { ShippingAddressData } from "./shipping-address.server";
import { ShippingAddressView } from "./shipping-address-view";

// The checkout pages through their real loaders and actions, over the real API and database.
let t: TestApp;
let supply: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  supply = await products(t);
});
afterAll(() => t?.close());

const SHIP = "/checkout/shipping-address?source=Cart";
type Args = ReturnType<typeof pageArgs>;
const as = <T,>(args: Args) => args as unknown as T;
const dataOf = <T,>(value: unknown) => {
  const v = value as { data: T; init: ResponseInit | null };
  return { data: v.data, status: v.init?.status ?? 200 };
};
const text = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

const ADDRESS = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Walnut Ave",
  apartment_unit_suite: "Apt 4B",
  city: "Whittier",
  region_id: "12",
  postcode: "90602",
  telephone: "(562) 555-0134",
};

/** A guest with one item in the cart (no address yet): the page cookie. */
async function guestWithItem(): Promise<string> {
  const s = await guestSession(t);
  const p = await supply();
  const res = await addToCart(
    t,
    { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
    asGuest(s.token),
  );
  expect(res.body.code).toBe(200);
  return `GuestToken=${s.token}`;
}

const loadShip = async (cookie?: string) =>
  dataOf<ShippingAddressData>(await shippingRoute.loader(as(pageArgs(t, SHIP, { cookie })))).data;
const postShip = (cookie: string, fields: Record<string, string>) =>
  shippingRoute.action(as(pageArgs(t, SHIP, { cookie, form: form(fields) })));

describe("shipping address page", () => {
  it("an empty cart goes back to the cart page", async () => {
    const s = await guestSession(t);
    const { location } = await redirectOf(
      shippingRoute.loader(as(pageArgs(t, SHIP, { cookie: `GuestToken=${s.token}` }))),
    );
    expect(location).toBe("/checkout/cart");
  });

  it("a guest sees Sign In, the Continue as Guest form with labelled fields, shipping methods and the summary", async () => {
    const cookie = await guestWithItem();
    const data = await loadShip(cookie);
    expect(data.isLogin).toBe(false);
    expect(data.regions.length).toBeGreaterThan(40);
    const html = text(
      await renderInRouter(<ShippingAddressView data={data} />, { url: SHIP, pageData: data }),
    );
    expect(html).toContain("Sign In");
    expect(html).toContain("Continue as Guest");
    for (const label of [
      "Email",
      "First name",
      "Last name",
      "Street address",
      "Apartment, unit, suite",
      "City",
      "State",
      "Zip Code",
      "Phone number",
    ])
      expect(html).toContain(`>${label} `.trim());
    expect(html).not.toContain(">Alaska<");
    expect(html).not.toContain(">Hawaii<");
    expect(html).toContain(">California<");
    expect(html).toMatch(/<dt>Estimated Tax<\/dt><dd>--<\/dd>/);
    expect(html).toContain("Shipping Method");
    expect(html).toContain("FREE");
  });

  it("a guest's bad fields answer the exact messages, field by field, and change nothing", async () => {
    const cookie = await guestWithItem();
    const res = dataOf<CheckoutFormOutcome>(
      await postShip(cookie, {
        intent: "guest-address",
        ...ADDRESS,
        email: "nope",
        postcode: "1234",
        telephone: "555-CALL-NOW",
        street: "PO Box 12",
        region_id: "2",
      }),
    );
    expect(res.status).toBe(422);
    expect(res.data.fieldErrors.email).toBe(MESSAGES.email);
    expect(res.data.fieldErrors.postcode).toBe(
      "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
    );
    expect(res.data.fieldErrors.telephone).toBe("Phone number is unavailable, please enter again");
    expect(res.data.fieldErrors.region_id).toBe("We do not ship to Alaska, Hawaii, Guam or Puerto Rico.");
    expect(res.data.fieldErrors.street).toBeTruthy();
    expect(res.data.message).toBe(MESSAGES.email);
    expect((await loadShip(cookie)).cart.address.shipping_address).toBeNull();
    // Rendered: each message under its field, announced and described.
    const data = await loadShip(cookie);
    const html = text(
      await renderInRouter(<ShippingAddressView data={data} posted={res.data} />, { url: SHIP }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
    );
    expect(html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-postcode-error/);
    expect(html).toContain('value="1234"');
  });

  it("a guest's good address and e-mail go on the cart, then to payment; the payment page shows them", async () => {
    const cookie = await guestWithItem();
    const { location } = await redirectOf(
      Promise.reject(
        await postShip(cookie, { intent: "guest-address", ...ADDRESS, email: "ada@example.com" }),
      ),
    );
    expect(location).toBe("/checkout/payment");
    const data = await loadShip(cookie);
    expect(data.email).toBe("ada@example.com");
    expect(data.cart.address.shipping_address).toMatchObject({ postcode: "90602", region_code: "CA" });
    expect(data.cart.tax_failed).toBe(false);
    const pay = dataOf<PaymentPageData>(
      await paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie }))),
    ).data;
    expect(pay.fieldUrl).toBe("/payment-field/card");
    expect(pay.payLater?.installments).toBe(4);
    expect(pay.payLaterOffered).toBe(true);
  });

  it("the shipping method form changes the cart's method (works without JavaScript)", async () => {
    const cookie = await guestWithItem();
    const before = await loadShip(cookie);
    const paid = before.cart.shipping_method_list.find((m) => m.price > 0);
    expect(paid).toBeDefined();
    const res = dataOf<{ ok: boolean }>(
      await postShip(cookie, { intent: "shipping-method", shipping_method: paid?.code ?? "" }),
    );
    expect(res.data.ok).toBe(true);
    const after = await loadShip(cookie);
    expect(after.cart.address.shipping.shipping_method).toBe(paid?.code);
    expect(after.cart.shipping_fee).toBe(paid?.price);
  });

  it("a customer adds an address (bad Zip refused), it is chosen for the cart, then payment", async () => {
    const c = await customer(t);
    const cookie = `token=${c.who.bearer}`;
    const p = await supply();
    await addToCart(t, { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } }, c.who);
    const first = await loadShip(cookie);
    expect(first.isLogin).toBe(true);
    expect(first.adding).toBe(true);
    const bad = dataOf<CheckoutFormOutcome>(
      await postShip(cookie, { intent: "add-address", ...ADDRESS, postcode: "ABCDE" }),
    );
    expect(bad.data.fieldErrors).toEqual({
      postcode:
        "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
    });
    const { location } = await redirectOf(
      Promise.reject(await postShip(cookie, { intent: "add-address", ...ADDRESS })),
    );
    expect(location).toBe("/checkout/payment");
    const after = await loadShip(cookie);
    expect(after.addresses).toHaveLength(1);
    expect(after.cart.address.customer_address_id).toBe(after.addresses[0].address_entity_id);
    const html = text(await renderInRouter(<ShippingAddressView data={after} />, { url: SHIP }));
    expect(html).toContain("Ship to");
    expect(html).toContain("12 Walnut Ave, Apt 4B");
    expect(html).not.toContain("Continue as Guest");
  });

  it("another customer's address id is refused with the address book's message", async () => {
    const a = await customer(t);
    await shopperWithCart(t, await supply(), { as: a });
    const b = await customer(t);
    await addToCart(t, { product: { product_id: (await supply()).productId, qty: 1 } }, b.who);
    const book = await send<{ address_entity_id: number }[]>(
      t.app,
      "GET",
      "/api/customer/address",
      undefined,
      a.who,
    );
    const res = dataOf<CheckoutFormOutcome>(
      await postShip(`token=${b.who.bearer}`, {
        intent: "select-address",
        customer_address_id: String(book.body.result[0].address_entity_id),
      }),
    );
    expect(res.data.message).toBe("This address was not found in your address book.");
  });
});

describe("payment page", () => {
  it("without an address goes back to the shipping-address page; without items to the cart", async () => {
    const cookie = await guestWithItem();
    expect(
      (await redirectOf(paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie }))))).location,
    ).toBe(SHIP);
    const s = await guestSession(t);
    const empty = await redirectOf(
      paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie: `GuestToken=${s.token}` }))),
    );
    expect(empty.location).toBe("/checkout/cart");
  });

  it("renders the card field as an isolated frame, the methods, a disabled Place Order before hydration, and the no-JS note", async () => {
    const g = await guest(t);
    await shopperWithCart(t, await supply(), { as: g });
    const cookie = `GuestToken=${g.who.cookies?.GuestToken}`;
    const data = dataOf<PaymentPageData>(
      await paymentRoute.loader(as(pageArgs(t, "/checkout/payment", { cookie }))),
    ).data;
    const html = text(await renderInRouter(<PaymentView data={data} />, { url: "/checkout/payment" }));
    expect(html).toContain('<iframe title="Card details" src="/payment-field/card"');
    expect(html).not.toMatch(/name="number"|cc-number/);
    expect(html).toContain("Credit or debit card");
    expect(html).toContain("Pay later");
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Place Order<\/button>/);
    expect(html).toContain("Paying needs JavaScript");
    expect(html).toContain('href="/checkout/cart"');
    expect(paymentRoute.shouldRevalidate()).toBe(false);
  });
});

describe("Payresult", () => {
  it("shows the shopper's own paid order with its links; anyone else's number is the 404 page", async () => {
    const g = await guest(t);
    await shopperWithCart(t, await supply(), { as: g, email: "ada.result@example.com" });
    const placed = await place(t.app, g.who);
    const nonce = await nonceFor(t.app, "4111111111111111");
    await send(
      t.app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: placed.body.result.order_id, nonce },
      g.who,
    );
    const number = placed.body.result.increment_id;
    const cookie = `GuestToken=${g.who.cookies?.GuestToken}`;
    const data = dataOf<PayresultData>(
      await payresultRoute.loader(as(pageArgs(t, `/Payresult?order=${number}`, { cookie }))),
    ).data;
    expect(data.order.increment_id).toBe(number);
    const html = text(await renderInRouter(<PayresultView data={data} />, { url: "/Payresult" }));
    expect(html).toContain("Thank you for your order");
    expect(html).toContain(number);
    expect(html).toContain("ada.result@example.com");
    expect(html).toContain(`href="/checkout/order?increment_id=${number}"`);
    expect(html).toContain(data.order.status_label);

    const other = await guest(t);
    const out = await outcomeOf(
      payresultRoute.loader(
        as(
          pageArgs(t, `/Payresult?order=${number}`, {
            cookie: `GuestToken=${other.who.cookies?.GuestToken}`,
          }),
        ),
      ),
    );
    expect(out.response?.status).toBe(404);
    expect(
      (await outcomeOf(payresultRoute.loader(as(pageArgs(t, "/Payresult?order=abc", { cookie }))))).response
        ?.status,
    ).toBe(404);
  });

  it("a customer's confirmation links to the account order page", async () => {
    const c = await customer(t);
    await shopperWithCart(t, await supply(), { as: c });
    const placed = await place(t.app, c.who);
    const number = placed.body.result.increment_id;
    const data = dataOf<PayresultData>(
      await payresultRoute.loader(
        as(pageArgs(t, `/Payresult?order=${number}`, { cookie: `token=${c.who.bearer}` })),
      ),
    ).data;
    const html = text(await renderInRouter(<PayresultView data={data} />, { url: "/Payresult" }));
    expect(html).toContain(`href="/customer/account/order/${number}"`);
  });
});
