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
