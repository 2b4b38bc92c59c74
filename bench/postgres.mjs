// The PostgreSQL runs of `npm run bench`, only when BENCH_DATABASE_URL names a PostgreSQL server
// (e.g. postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own database
// there). Issue #3: the catalog of 50,000 products read at 50 connections, each target measured
// `runs` times and the medians kept; issue #5: add-to-cart and cart read at 100 connections with
// the cart check (cart-load.mjs).
import { mkdirSync, writeFileSync } from "node:fs";
import { runCartLoad } from "./cart-load.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runLoadMedian } from "./load.mjs";
import {
  cartUnitsInDatabase,
  createBenchDatabase,
  prepareCartVariant,
  seedCatalog,
  seedTemplate,
} from "./pg-database.mjs";
import { startServer } from "./server.mjs";

async function getJson(origin, path) {
  const body = await (await fetch(`${origin}${path}`)).json();
  if (body.code !== 200) throw new Error(`${path} answered ${body.code}: ${body.message}`);
  return body.result;
}

const LISTING_SORTS = ["relevance", "bestsellers", "newest", "price_asc", "price_desc", "rating"];

/**
 * Many different listings, each asked once per pass: every category (top and sub) in every sort,
 * pages 1 to 3, without a colour or with one of the five most common; and a search for every
 * category name and its first word, in every sort, pages 1 and 2, with the same colours. A run
 * asks fewer URLs than the list holds, so nearly every request is computed, not served from the
 * answer cache: what a crawler or a long tail of shoppers costs.
 */
async function manyTargets(origin, colors) {
  const menu = await getJson(origin, "/api/categories/menu");
  const ids = menu.list.flatMap((c) => [c.id, ...c.children.map((s) => s.id)]);
  const colorParams = ["", ...colors.slice(0, 5).map((c) => `&color=${encodeURIComponent(c)}`)];
  const listings = [];
  for (const color of colorParams)
    for (const page of [1, 2, 3])
      for (const sort of LISTING_SORTS)
        for (const id of ids)
          listings.push(`/api/products?category_id=${id}&sort=${sort}&page=${page}${color}`);
  const names = menu.list.flatMap((c) => [c.name, ...c.children.map((s) => s.name)]);
  const words = new Set(names.flatMap((n) => [n.toLowerCase(), n.split(/[\s&,]+/)[0].toLowerCase()]));
  const searches = [];
  for (const color of colorParams)
    for (const page of [1, 2])
      for (const sort of LISTING_SORTS)
        for (const w of words)
          searches.push(`/api/search?q=${encodeURIComponent(w)}&sort=${sort}&page=${page}${color}`);
  return [
    {
      name: "Category listings, all different",
      path: `/api/products?category_id=… (${listings.length} URLs in turn)`,
      paths: listings,
      budgetKey: null,
    },
    {
      name: "Searches, all different",
      path: `/api/search?q=… (${searches.length} URLs in turn)`,
      paths: searches,
      budgetKey: null,
    },
  ];
}

/** The catalog targets, resolved against the running 50k catalog. */
async function catalogTargets(origin) {
  const home = await getJson(origin, "/api/home");
  const product = home.featured[0];
  // A category listing with one facet applied: the top category's most common colour.
  const listing = await getJson(origin, "/api/products?category_id=2");
  const colors = listing.facets.find((f) => f.name === "color")?.values?.map((v) => v.value) ?? [];
  const color = colors[0];
  if (!color) throw new Error("the category listing has no colour facet");
  return [
    ...(await manyTargets(origin, colors)),
    {
      name: "Category listing + facet",
      path: `/api/products?category_id=2&color=${encodeURIComponent(color)}`,
      budgetKey: "listing",
    },
    { name: "Search", path: "/api/search?q=sofa", budgetKey: "search" },
    { name: "Product data", path: `/api/product/${product.entity_id}`, budgetKey: "product" },
    { name: "Search page", path: "/search?q=sofa", budgetKey: "search_page" },
  ];
}

/**
 * `parts`: which of the two to run ("catalog", "cart"). `reuseSeed`: copy the kept seeded catalog
 * (bench/pg-database.mjs seedTemplate) instead of seeding, keeping one after the first seeding.
 */
export async function runPostgres(
  adminUrl,
  {
    budgets,
    products,
    duration,
    runs,
    lighthouseRuns,
    cartAddsPerGuest,
    cartWarmUpPerGuest,
    parts = ["catalog", "cart"],
    reuseSeed = false,
  },
) {
  const template = reuseSeed ? seedTemplate(adminUrl, products) : null;
  const fromTemplate = template ? await template.exists() : false;
  const database = await createBenchDatabase(adminUrl, {
    template: fromTemplate ? template.name : undefined,
  });
  mkdirSync("bench/.data-pg", { recursive: true });
  writeFileSync("bench/.data-pg/.gitignore", "*\n");
  let server = null;
  try {
    let seedSeconds = 0;
    if (fromTemplate) process.stdout.write(`PostgreSQL catalog copied from ${template.name}\n`);
    else {
      seedSeconds = seedCatalog(database.url, products);
      if (template) await template.save();
    }
    server = await startServer({
      dataDir: "bench/.data-pg",
      seedProducts: 0,
      env: { DATABASE_URL: database.url },
    });
    const origin = server.origin;

    const catalog = [];
    const targets = parts.includes("catalog") ? await catalogTargets(origin) : [];
    for (const target of targets) {
      const r = await runLoadMedian(origin, target, {
        duration,
        runs,
        connections: budgets.pg_50k.connections,
        cpuSeconds: server.cpuSeconds,
      });
      catalog.push({ ...r, budget: target.budgetKey ? budgets.pg_50k.p95_ms[target.budgetKey] : null });
    }

    const searchPage =
      lighthouseRuns && parts.includes("catalog")
        ? (
            await runLighthouse(origin, [{ name: "Search (50k, PostgreSQL)", path: "/search?q=sofa" }], {
              runs: lighthouseRuns,
            })
          )[0]
        : null;

    if (!parts.includes("cart"))
      return { products, seed_s: seedSeconds, catalog, search_page: searchPage, cart: null };
    // The cart product: the first featured one, its first variant made buyable many times over.
    const productId = (await getJson(origin, "/api/home")).featured[0].entity_id;
    const variantId = await prepareCartVariant(database.url, productId);
    const cart = await runCartLoad(origin, {
      productId,
      variantId,
      connections: budgets.pg_cart.connections,
      perGuest: cartAddsPerGuest,
      warmUpPerGuest: cartWarmUpPerGuest,
      unitsInDatabase: () => cartUnitsInDatabase(database.url, variantId),
      cpuSeconds: server.cpuSeconds,
    });
    return { products, seed_s: seedSeconds, catalog, search_page: searchPage, cart };
  } finally {
    await server?.stop();
    await database.drop();
  }
}
