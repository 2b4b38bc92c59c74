// Guest sessions and carts made through the real API, for the benchmarks that need a cart: the
// guest token is the GuestToken cookie a browser would carry.

/** A new guest session's token (GET /api/guest/login). */
export async function newGuestToken(origin, deviceId) {
  const res = await fetch(`${origin}/api/guest/login?device_id=${encodeURIComponent(deviceId)}`);
  const body = await res.json();
  if (body.code !== 200)
    throw new Error(`guest login answered ${res.status} / ${body.code}: ${body.message}`);
  return body.result.token;
}

export const guestCookie = (token) => `GuestToken=${token}`;

/** POST /api/cart for the guest; answers the envelope (code 200 = added). */
export async function addToCart(origin, token, product) {
  const res = await fetch(`${origin}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: guestCookie(token) },
    body: JSON.stringify({ product }),
  });
  return res.json();
}

/** The guest's cart (GET /api/carts) result. */
export async function readCart(origin, token) {
  const res = await fetch(`${origin}/api/carts`, { headers: { cookie: guestCookie(token) } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`cart read answered ${res.status} / ${body.code}: ${body.message}`);
  return body.result;
}

/**
 * A guest whose cart holds one unit each of `count` different in-stock featured products (the
 * home data's); answers the token. Products whose add is refused (e.g. a pre-order limit) are skipped.
 */
export async function guestWithCart(origin, count) {
  const home = await (await fetch(`${origin}/api/home`)).json();
  const token = await newGuestToken(origin, "bench-cart-page");
  let added = 0;
  for (const card of home.result.featured) {
    if (added === count) break;
    if (!card.is_in_stock) continue;
    const out = await addToCart(origin, token, { product_id: card.entity_id, qty: 1 });
    if (out.code === 200) added++;
  }
  if (added < count) throw new Error(`only ${added} of ${count} featured products could be added to a cart`);
  return token;
}

/**
 * A new customer registered through the API (register signs in at once), holding the claimable
 * coupon FURNITURE10 (Get Now); answers the Cookie header of the customer's session.
 */
export async function customerWithCoupon(origin) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "Bench-lamp-2026";
  const res = await fetch(`${origin}/api/customer/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password,
      password_confirm: password,
      firstname: "Bench",
      lastname: "Shopper",
    }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`register answered ${res.status} / ${body.code}: ${body.message}`);
  const cookie = `token=${body.result.token}`;
  const claim = await fetch(`${origin}/v4/products/coupon-apply`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ couponCode: "FURNITURE10" }),
  });
  const claimed = await claim.json();
  if (claimed.code !== 200)
    throw new Error(`Get Now answered ${claim.status} / ${claimed.code}: ${claimed.message}`);
  return cookie;
}

/**
 * A new customer (customerWithCoupon) with one paid order, placed and paid through the calls
 * checkout makes (a furniture cart over $100, a New Jersey address, the test provider's card):
 * the order earns a Play to Win turn. Answers the Cookie header of the customer's session.
 */
export async function customerWithPaidOrder(origin) {
  const cookie = await customerWithCoupon(origin);
  const call = async (method, path, data) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { "content-type": "application/json", cookie },
      body: data ? JSON.stringify(data) : undefined,
    });
    const body = await res.json();
    if (body.code !== 200)
      throw new Error(`${method} ${path} answered ${res.status} / ${body.code}: ${body.message}`);
    return body.result;
  };
  const list = await call("GET", "/api/products?category_id=2&in_stock=1&sort=price_asc&page_size=20");
  let added = false;
  for (const { entity_id } of list.items) {
    const detail = await call("GET", `/api/product/${entity_id}`);
    const tag = detail.product_tag;
    if (tag === "Pre-order" || tag === "Super Early Bird") continue;
    const v = detail.relation.find((r) => r.inventory.is_in_stock && r.inventory.min_sale_qty === 1);
    if (!v) continue;
    const qty = Math.ceil(101 / v.price);
    if (qty > v.inventory.qty) continue;
    const res = await fetch(`${origin}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ product: { product_id: entity_id, child_id: v.piid, qty } }),
    });
    if ((await res.json()).code === 200) {
      added = true;
      break;
    }
  }
  if (!added) throw new Error("no furniture variant to fill a cart over $100");
  const address = await call("POST", "/api/customer/address", {
    firstname: "Bench",
    lastname: "Shopper",
    street: "12 Main St",
    apartment_unit_suite: "",
    city: "Newark",
    region_id: 41,
    postcode: "07102",
    telephone: "9735550100",
    country_id: "US",
    default_shipping: 1,
  });
  await call("PUT", "/api/cart/address", { customer_address_id: address.address_entity_id });
  await call("PUT", "/api/cart/payment", { payment_method: "card" });
  const { order_token } = await call("GET", "/api/order-token");
  const placed = await call("POST", "/api/order", { order_token });
  const field = await fetch(`${origin}/payment-field/tokenize`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ number: "4111111111111111", expiry: "12/39", cvc: "123" }),
  });
  const { nonce } = await field.json();
  await call("POST", "/api/braintree-creditCard", { order_id: placed.order_id, nonce });
  return cookie;
}
