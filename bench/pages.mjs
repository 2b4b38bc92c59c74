// What the benchmarks measure. Later issues add their pages here.
//   lighthouse: pages audited with Lighthouse (mobile defaults, median of the runs)
//   load:       URLs hit with autocannon; `kind` picks the load budget row (page or api)
// An entry has a fixed `path`, or `resolve(origin)` to pick one from the running catalog; `resolve`
// may answer `{ path, headers }` when the page needs request headers (the cart's guest cookie).
import {
  customerWithCoupon,
  customerWithPaidOrder,
  guestCookie,
  guestWithCart,
  newGuestToken,
} from "./guest-cart.mjs";

/** The first featured product of the home data: a real product whatever the catalog size. */
async function featuredProduct(origin) {
  const home = await (await fetch(`${origin}/api/home`)).json();
  return home.result.featured[0];
}

export const lighthousePages = [
  { name: "Home", path: "/" },
  { name: "CMS (shipping guide)", path: "/shipping-guide" },
  { name: "Category", path: "/furniture.html" },
  { name: "Search", path: "/search?q=sofa" },
  {
    name: "Product",
    resolve: async (origin) => (await featuredProduct(origin)).url_path,
    // Issue 16 (React 19, decision 0020): 140 KB here, 135 KB on every other page (budgets.json).
    budget: { performance: 1.0, first_load_js_kb_gzip: 140 },
  },
  {
    // A guest with two items: the cart is made through the API and Lighthouse sends its cookie.
    name: "Cart (guest, 2 items)",
    resolve: async (origin) => ({
      path: "/checkout/cart",
      headers: { Cookie: guestCookie(await guestWithCart(origin, 2)) },
    }),
  },
  {
    // A signed-in customer holding one claimed coupon (issue 17): an account page.
    name: "My Coupons (customer)",
    resolve: async (origin) => ({
      path: "/customer/account/coupon",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  {
    // The same kind of customer's My Questions (issue 17): an account page with no questions yet.
    name: "My Questions (customer)",
    resolve: async (origin) => ({
      path: "/customer/account/faq",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  {
    // Issue 17's other account pages, for the same kind of customer: My Reviews (nothing delivered
    // yet) and My Newsletter (the two switches).
    name: "My Reviews (customer)",
    resolve: async (origin) => ({
      path: "/customer/account/review",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  {
    name: "My Newsletter (customer)",
    resolve: async (origin) => ({
      path: "/customer/account/newsletter",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  // Shipment tracking (issue 17): the search form of the blank layout, for anyone.
  { name: "Shipment tracking", path: "/shipments" },
  // Issue 17's last account pages, for the same kind of customer (nothing bought or delivered yet):
  // My Returns, My Products (the two registration forms), My Warranty and Customer Service (the
  // request form).
  ...[
    ["My Returns (customer)", "/customer/account/returns"],
    ["My Products (customer)", "/customer/account/products"],
    ["My Warranty (customer)", "/customer/account/products-waranty"],
    ["Customer Service (customer)", "/customer/account/exclusive-customer-service"],
  ].map(([name, path]) => ({
    name,
    resolve: async (origin) => ({ path, headers: { Cookie: await customerWithCoupon(origin) } }),
  })),
  // Plus+ (issue 18): the landing as an ad opens it (anonymous, kept like a catalog page; the issue's
  // ≥ 0.98 mobile target), the programme explained, and the member centre and Plus+ Orders of a
  // customer who has not joined (the join prompt; no orders).
  { name: "Plus+ landing", path: "/nestoraplus?entrypoint=sidebar_plus_ads" },
  { name: "Plus+ member introduction", path: "/member-introduction" },
  // Issue 19: the baby offer's page and the massage-chair buying guide (anonymous, kept like catalog pages).
  { name: "Baby registry", path: "/baby-registry" },
  { name: "Massage chair shopping guide", path: "/massage-chair-shopping-guidance" },
  ...[
    ["Plus+ Member Center (customer)", "/member-center"],
    ["Plus+ Orders (customer)", "/sales/plusorder/history"],
  ].map(([name, path]) => ({
    name,
    resolve: async (origin) => ({ path, headers: { Cookie: await customerWithCoupon(origin) } }),
  })),
  // Issue 19's marketing pages (anonymous, kept like catalog pages; the ≥ 0.98 mobile target).
  { name: "Black Friday deals", path: "/blackfriday" },
  // Play to Win (issue 19, decision 0045): a customer with one paid order, so one ready turn (Play).
  // The store coin (issue 20, decision 0047): a guest's explanation, and a customer's balance, form
  // and (empty) history.
  { name: "Store coin (guest)", path: "/nestoracoin" },
  {
    name: "Store coin (customer)",
    resolve: async (origin) => ({
      path: "/nestoracoin",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  {
    name: "Play to Win (customer, one turn)",
    resolve: async (origin) => ({
      path: "/customer/account/play-to-win",
      headers: { Cookie: await customerWithPaidOrder(origin) },
    }),
  },
  // The dropship programme (issue 20, decision 0048): what it is (anonymous), and a customer's
  // application form.
  { name: "Dropship programme", path: "/points/dropship" },
  {
    name: "Dropship application (customer)",
    resolve: async (origin) => ({
      path: "/points/dropship/apply",
      headers: { Cookie: await customerWithCoupon(origin) },
    }),
  },
  // My Points (issue 20, decision 0046): a customer with a paid order, so the history has a row.
  {
    name: "My Points (customer)",
    resolve: async (origin) => ({
      path: "/points/points",
      headers: { Cookie: await customerWithPaidOrder(origin) },
    }),
  },
];

export const loadTargets = [
  { name: "Home page", path: "/", kind: "page" },
  { name: "Category page", path: "/furniture.html", kind: "page" },
  { name: "Product page", resolve: async (origin) => (await featuredProduct(origin)).url_path, kind: "page" },
  // Pages a CDN can keep (docs/decisions/0021-cacheable-pages.md), medians of 3 runs each: the same
  // product page for a shopper without a session (served from the page cache after its first
  // render) and for a guest whose session cookie makes it personal (rendered per request, as every
  // page was before: "today's figure").
  {
    name: "Product page, kept (no session cookie)",
    resolve: async (origin) => (await featuredProduct(origin)).url_path,
    kind: "page_cached",
    runs: 3,
  },
  {
    name: "Product page, rendered (guest session cookie)",
    resolve: async (origin) => ({
      path: (await featuredProduct(origin)).url_path,
      headers: { Cookie: guestCookie(await newGuestToken(origin, "bench-page-uncached")) },
    }),
    kind: "page_uncached",
    runs: 3,
  },
  { name: "Path lookup", path: "/api/path?path=furniture.html", kind: "api" },
  { name: "Home data", path: "/api/home", kind: "api" },
  { name: "Category listing", path: "/api/products?category_id=2", kind: "api" },
  { name: "Search", path: "/api/search?q=sofa", kind: "api" },
  {
    name: "Product data",
    resolve: async (origin) => `/api/product/${(await featuredProduct(origin)).entity_id}`,
    kind: "api",
  },
];

/** Fixes every entry's path (and headers, if any) against the running server. */
export function resolvePaths(list, origin) {
  return Promise.all(
    list.map(async (entry) => {
      if (entry.path) return entry;
      const resolved = await entry.resolve(origin);
      return typeof resolved === "string" ? { ...entry, path: resolved } : { ...entry, ...resolved };
    }),
  );
}
