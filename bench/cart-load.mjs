// The cart under load: `connections` guests, each on its own connection with its own guest token
// (made beforehand), add the same variant qty 1 over and over, then read their carts. An add
// counts as successful only when the envelope code is 200. Afterwards every guest's cart must
// hold exactly the units its connection added, and the carts together the sum of all successes.
import { guestCookie, newGuestToken, readCart } from "./guest-cart.mjs";
import { assertLocal, cannon, withServerCpu } from "./load.mjs";

/**
 * One autocannon run where connection i carries guest i's cookie and sends exactly `perGuest`
 * requests (a count, not a duration: a run cut at a deadline drops the answers in flight, and an
 * add whose answer was dropped could not be counted). `onBody(i, status, body)` sees every answer.
 */
function guestCannon(origin, tokens, { method, path, body, perGuest, onBody }) {
  let next = 0;
  return cannon({
    url: `${origin}${path}`,
    connections: tokens.length,
    amount: perGuest * tokens.length,
    setupClient(client) {
      const i = next++;
      client.setRequests([
        {
          method,
          path,
          // No accept-encoding: the envelope of every answer is read (compression is measured elsewhere).
          headers: {
            cookie: guestCookie(tokens[i]),
            ...(body ? { "content-type": "application/json" } : {}),
          },
          body,
          onResponse: (status, text) => onBody?.(i, status, text),
        },
      ]);
    },
  });
}

const envelopeCode = (text) => {
  try {
    return JSON.parse(text).code;
  } catch {
    return null;
  }
};

/**
 * Add-to-cart and cart-read load runs for one variant. Answers both runs' figures and the
 * correctness check.
 */
export async function runCartLoad(
  origin,
  { productId, variantId, connections, perGuest, warmUpPerGuest, unitsInDatabase, cpuSeconds },
) {
  assertLocal(origin);
  process.stdout.write(`cart load: ${connections} guest tokens…\n`);
  const tokens = [];
  for (let i = 0; i < connections; i++) tokens.push(await newGuestToken(origin, `bench-load-${i}`));

  const addsOk = new Array(connections).fill(0);
  let refused = 0;
  const add = {
    method: "POST",
    path: "/api/cart",
    body: JSON.stringify({ product: { product_id: productId, child_id: variantId, qty: 1 } }),
    onBody: (i, status, text) => {
      if (status === 200 && envelopeCode(text) === 200) addsOk[i]++;
      else refused++;
    },
  };
  // A freshly started server runs its code unoptimised for its first few thousand requests (V8
  // compiles hot code as it goes): the warm-up lets it reach the steady state a running shop is
  // in. The warm-up adds count too: every add, warm-up or measured, must end up in a cart.
  const warmUp = Math.max(1, warmUpPerGuest);
  process.stdout.write(
    `autocannon POST /api/cart: ${connections} guests × (${warmUp} warm-up + ${perGuest}) adds of qty 1\n`,
  );
  await guestCannon(origin, tokens, { ...add, perGuest: warmUp });
  const addRun = await withServerCpu(cpuSeconds, () => guestCannon(origin, tokens, { ...add, perGuest }));

  let badReads = 0;
  const read = {
    method: "GET",
    path: "/api/carts",
    onBody: (_i, status, text) => {
      if (status !== 200 || envelopeCode(text) !== 200) badReads++;
    },
  };
  process.stdout.write(
    `autocannon GET /api/carts: ${connections} guests × (${warmUp} warm-up + ${perGuest}) reads\n`,
  );
  await guestCannon(origin, tokens, { ...read, perGuest: warmUp });
  const readRun = await withServerCpu(cpuSeconds, () => guestCannon(origin, tokens, { ...read, perGuest }));

  // The check: per guest through the API, and in total straight from the tables.
  let mismatched = 0;
  let unitsInCarts = 0;
  for (let i = 0; i < connections; i++) {
    const cart = await readCart(origin, tokens[i]);
    const units = cart.list.filter((l) => l.piid === variantId).reduce((s, l) => s + l.qty, 0);
    unitsInCarts += units;
    if (units !== addsOk[i]) mismatched++;
  }
  const successfulAdds = addsOk.reduce((s, n) => s + n, 0);
  const db = await unitsInDatabase();
  return {
    add: { name: "Add to cart", path: "POST /api/cart", ...addRun, refused, per_guest: perGuest },
    read: { name: "Cart read", path: "GET /api/carts", ...readRun, refused: badReads },
    check: {
      successful_adds: successfulAdds,
      units_in_carts_api: unitsInCarts,
      units_in_carts_db: db.units,
      carts: db.carts,
      guests_mismatched: mismatched,
      pass: mismatched === 0 && unitsInCarts === successfulAdds && db.units === successfulAdds,
    },
  };
}
