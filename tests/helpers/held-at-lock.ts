import pg from "pg";

/**
 * Runs `calls` at once while another connection holds a lock (`lock`: SQL that takes it, with
 * `params`), waits until every call is stuck on a lock or has already answered, then releases it
 * and answers what each call answered. This makes a race test deterministic: every call reaches the
 * lock under test before any passes it. PostgreSQL only (`url`: the test's own database); PGlite has
 * one connection, where no two transactions overlap.
 */
export async function heldAtLock<T>(
  url: string | undefined,
  lock: string,
  params: unknown[],
  calls: (() => Promise<T>)[],
  what = "calls",
): Promise<T[]> {
  if (!url) throw new Error("needs PostgreSQL");
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query(lock, params);
    let settled = 0;
    const running = calls.map((call) =>
      call().finally(() => {
        settled += 1;
      }),
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      // Inside a transaction pg_stat_activity is read once and cached: read it afresh each time.
      await holder.query("select pg_stat_clear_snapshot()");
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n + settled >= calls.length) break;
      if (Date.now() > deadline) {
        const all = await holder.query(
          "select state, wait_event_type, wait_event, left(query, 120) as q from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        throw new Error(`only ${rows[0].n} ${what} reached the lock: ${JSON.stringify(all.rows)}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    await holder.query("commit");
    return await Promise.all(running);
  } finally {
    await holder.query("rollback").catch(() => {});
    await holder.end();
  }
}
