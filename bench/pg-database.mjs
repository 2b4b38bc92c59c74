// The PostgreSQL benchmark's own database: created on the server BENCH_DATABASE_URL names, seeded
// with `npm run seed`, and dropped at the end. Only a database whose name starts with
// "nestora_bench" is ever dropped.
import { spawnSync } from "node:child_process";
import pg from "pg";

const BENCH_DB_NAME = "nestora_bench";

/** The same server's URL with another database name. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onAdmin(adminUrl, statements) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty `nestora_bench` database (dropping a leftover one of an interrupted run) and
 * answers its URL and a `drop()`. With `template`, the new database is a copy of that one; `name`
 * another bench database (the chaos run's).
 */
export async function createBenchDatabase(adminUrl, { template, name = BENCH_DB_NAME } = {}) {
  if (!name.startsWith(BENCH_DB_NAME)) throw new Error(`a bench database name starts with ${BENCH_DB_NAME}`);
  await onAdmin(adminUrl, [
    `drop database if exists ${name} with (force)`,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  ]);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => onAdmin(adminUrl, [`drop database if exists ${name} with (force)`]),
  };
}

/**
 * The kept seeded catalog of `--pg-reuse-seed` (seeding 50,000 products takes minutes): a
 * `nestora_bench_seed_<products>` database that later runs copy instead of seeding again.
 * `exists()` says whether it is there; `saveFrom(url)` copies a freshly seeded bench database into it.
 */
export function seedTemplate(adminUrl, products) {
  const name = `${BENCH_DB_NAME}_seed_${products}`;
  return {
    name,
    async exists() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query("select 1 from pg_database where datname = $1", [name]);
        return rows.length > 0;
      } finally {
        await client.end();
      }
    },
    save: () =>
      onAdmin(adminUrl, [
        `drop database if exists ${name} with (force)`,
        `create database ${name} template ${BENCH_DB_NAME}`,
      ]),
  };
}

/** `npm run seed -- --products N` into the database (migrates first). */
export function seedCatalog(url, products) {
  process.stdout.write(`npm run seed -- --products ${products} (PostgreSQL)…\n`);
  const started = performance.now();
  const run = spawnSync("npm", ["run", "--silent", "seed", "--", "--products", String(products)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error(`seeding failed with exit code ${run.status}`);
  return Math.round((performance.now() - started) / 1000);
}

/**
 * Makes one variant of the product buyable many times over for the cart load run (a seeded
 * variant holds at most max_sale_qty 10), and answers its id: the product's first variant.
 */
export async function prepareCartVariant(url, productId, { qty = 1_000_000, maxSaleQty = 9999 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select id from product_variants where product_id = $1 order by position, id limit 1",
      [productId],
    );
    if (!rows[0]) throw new Error(`product ${productId} has no variant`);
    await client.query(
      "update product_variants set qty = $2, max_sale_qty = $3, min_sale_qty = 1, is_in_stock = true where id = $1",
      [rows[0].id, qty, maxSaleQty],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** Units of the variant per guest cart, straight from the tables (every cart of the bench database). */
export async function cartUnitsInDatabase(url, variantId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select coalesce(sum(qty), 0)::int as units, count(distinct cart_id)::int as carts from cart_items where variant_id = $1",
      [variantId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
