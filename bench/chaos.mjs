// The chaos run of `npm run bench` (issue 15 §1), only with BENCH_DATABASE_URL: the built server
// talks to PostgreSQL through a TCP proxy; 100 shoppers place orders at once while the proxy cuts
// every database connection twice. Counted: server process deaths (a dead server is started again,
// as an orchestrator would), inconsistencies in the tables (an order without lines, lines without
// an order, a coupon use without its order, stock moved without an order, an order token placed
// twice), orders placed, and every answer by status.
import { createConnection, createServer } from "node:net";
import pg from "pg";
import { createBenchDatabase, seedCatalog } from "./pg-database.mjs";
import { startServer } from "./server.mjs";

const APP_NAME = "nestora-bench-chaos";
const ADDRESS = {
  firstname: "Ada",
  lastname: "Shopper",
  street: "12 Main St",
  apartment_unit_suite: "",
  city: "Newark",
  region: "New Jersey",
  region_id: 41,
  region_code: "NJ",
  postcode: "07102",
  country_id: "US",
  telephone: "9735550100",
};

/** A TCP proxy that can cut every connection and refuse new ones, then forward again. */
function tcpProxy(targetHost, targetPort) {
  const sockets = new Set();
  let server = null;
  let port = 0;
  const start = () =>
    new Promise((resolve, reject) => {
      const srv = createServer((client) => {
        const upstream = createConnection(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        port = srv.address().port;
        server = srv;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      const srv = server;
      server = null;
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (srv) srv.close(() => resolve());
      else resolve();
    });
  return { start, stop };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function runChaos(adminUrl, { shoppers = 100, rounds = 3, cuts = 2, outageMs = 1500 } = {}) {
  const database = await createBenchDatabase(adminUrl, { name: "nestora_bench_chaos" });
  // A pool: the shoppers write their checkout details at the same time.
  const admin = new pg.Pool({ connectionString: database.url, max: 5 });
  let server = null;
  let proxy = null;
  try {
    seedCatalog(database.url, 200);
    // One variant per shopper, buyable many times over: stock is what the check counts.
    const { rows: variants } = await admin.query(
      `select distinct on (v.product_id) v.id, v.product_id from product_variants v
         join products p on p.id = v.product_id where p.status = 1 and p.product_tag is null
         order by v.product_id, v.position, v.id limit $1`,
      [shoppers],
    );
    if (variants.length < shoppers)
      throw new Error(`only ${variants.length} products for ${shoppers} shoppers`);
    await admin.query(
      "update product_variants set qty = 1000, is_in_stock = true, min_sale_qty = 1, max_sale_qty = 20 where id = any($1)",
      [variants.map((v) => v.id)],
    );
    await admin.query("update products set presale_end_date = null where id = any($1)", [
      variants.map((v) => v.product_id),
    ]);
    const stockBefore = new Map(
      (await admin.query("select id, qty from product_variants")).rows.map((r) => [r.id, r.qty]),
    );

    const target = new URL(database.url);
    proxy = tcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(database.url);
    proxied.host = `127.0.0.1:${await proxy.start()}`;
    const env = {
      DATABASE_URL: proxied.toString(),
      // Each shopper has its own address (X-Forwarded-For), as a real crowd does.
      TRUST_PROXY: "1",
      PGAPPNAME: APP_NAME,
      // Every failed request would log a line: the figures below are the output.
      LOG_LEVEL: "silent",
    };
    let deaths = 0;
    const launch = async () => {
      // A server that cannot start (the database still cut) is started again a moment later.
      for (;;) {
        try {
          server = await startServer({ dataDir: "bench/.data-pg", seedProducts: 0, env });
          break;
        } catch {
          await sleep(500);
        }
      }
      const mine = server;
      mine.exited.then(() => {
        if (mine.stopping) return;
        deaths++;
        process.stdout.write(`chaos: the server process died (${deaths})\n`);
        // Started again, as an orchestrator would, so the run goes on and counts further deaths.
        void launch();
      });
    };
    await launch();

    const byStatus = {};
    let slowestMs = 0;
    const count = (status, ms) => {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      slowestMs = Math.max(slowestMs, ms);
    };
    const call = async (method, path, { token, ip, body } = {}) => {
      const started = performance.now();
      try {
        const res = await fetch(`${server.origin}${path}`, {
          method,
          headers: {
            ...(body ? { "content-type": "application/json" } : {}),
            ...(token ? { cookie: `GuestToken=${token}` } : {}),
            "x-forwarded-for": ip,
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(20_000),
        });
        const json = await res.json().catch(() => null);
        count(res.status, performance.now() - started);
        return { status: res.status, body: json };
      } catch {
        count("no answer", performance.now() - started);
        await sleep(200);
        return { status: 0, body: null };
      }
    };
    /** Asks until the call answers code 200 (a shopper pressing the button again). */
    const untilDone = async (make) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await make();
        if (res.body?.code === 200) return res;
        await sleep(100 + Math.random() * 200);
      }
      throw new Error("a shopper gave up after 100 attempts");
    };

    let duplicateAnswers = 0;
    const shopper = async (i) => {
      const ip = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      const token = (await untilDone(() => call("GET", `/api/guest/login?device_id=chaos-${i}`, { ip }))).body
        .result.token;
      const v = variants[i];
      const placed = [];
      for (let round = 0; round < rounds; round++) {
        await untilDone(() =>
          call("POST", "/api/cart", {
            token,
            ip,
            body: { product: { product_id: v.product_id, child_id: v.id, qty: 1 } },
          }),
        );
        const cart = await untilDone(() => call("GET", "/api/carts", { token, ip }));
        // The checkout steps (address, e-mail, payment method) are not what is measured.
        await admin.query(
          "update carts set shipping_address = $2, guest_email = $3, payment_method = 'card' where id = $1",
          [cart.body.result.quoteId, ADDRESS, `chaos.${i}@example.com`],
        );
        const orderToken = (await untilDone(() => call("GET", "/api/order-token", { token, ip }))).body.result
          .order_token;
        const order = await untilDone(() =>
          call("POST", "/api/order", { token, ip, body: { order_token: orderToken } }),
        );
        // The same token again: the same order, never a second one.
        const again = await untilDone(() =>
          call("POST", "/api/order", { token, ip, body: { order_token: orderToken } }),
        );
        if (again.body.result.order_id !== order.body.result.order_id) duplicateAnswers++;
        placed.push(order.body.result.order_id);
      }
      return placed;
    };

    process.stdout.write(
      `chaos: ${shoppers} shoppers × ${rounds} orders, the database cut ${cuts}× for ${outageMs} ms…\n`,
    );
    const started = performance.now();
    const running = Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
    let done = false;
    running.finally(() => {
      done = true;
    });
    let cutsMade = 0;
    await sleep(1500);
    // Each cut lands while one of the server's connections is inside a transaction (an order
    // being placed), the moment that used to end the process; at most 5 s of looking for one.
    const inTransaction = async () => {
      for (const until = Date.now() + 5000; Date.now() < until; ) {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where application_name = $1 and xact_start is not null",
          [APP_NAME],
        );
        if (rows[0].n > 0) return;
      }
    };
    for (let c = 0; c < cuts && !done; c++) {
      await inTransaction();
      await proxy.stop();
      cutsMade++;
      await sleep(outageMs);
      await proxy.start();
      await sleep(2000);
    }
    const placed = (await running).flat();
    const seconds = (performance.now() - started) / 1000;

    const one = async (q) => Number((await admin.query(q)).rows[0].n);
    const checks = {
      orders_without_lines: await one(
        "select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)",
      ),
      lines_without_order: await one(
        "select count(*)::int as n from order_items i where not exists (select 1 from orders o where o.id = i.order_id)",
      ),
      coupon_uses_without_order: await one(
        "select count(*)::int as n from coupon_redemptions r where not exists (select 1 from orders o where o.id = r.order_id)",
      ),
      tokens_placed_twice: await one(
        "select count(*)::int as n from (select order_token from orders group by order_token having count(*) > 1) t",
      ),
      stock_moved_without_order: 0,
      duplicate_answers: duplicateAnswers,
    };
    const { rows: stock } = await admin.query(
      `select v.id, v.qty, coalesce((select sum(i.qty) from order_items i where i.variant_id = v.id), 0)::int as ordered
         from product_variants v`,
    );
    checks.stock_moved_without_order = stock.filter(
      (r) => (stockBefore.get(r.id) ?? 0) - r.qty !== r.ordered,
    ).length;
    const ordersInDatabase = await one("select count(*)::int as n from orders");
    const inconsistencies = Object.values(checks).reduce((a, b) => a + b, 0);
    return {
      shoppers,
      rounds,
      cuts: cutsMade,
      outage_ms: outageMs,
      seconds: Number(seconds.toFixed(1)),
      process_deaths: deaths,
      orders_placed: new Set(placed).size,
      orders_expected: shoppers * rounds,
      orders_in_database: ordersInDatabase,
      inconsistencies,
      checks,
      answers_by_status: byStatus,
      slowest_answer_ms: Math.round(slowestMs),
    };
  } finally {
    if (server) {
      server.stopping = true;
      await server.stop();
    }
    await proxy?.stop();
    await admin.end().catch(() => {});
    await database.drop();
  }
}
