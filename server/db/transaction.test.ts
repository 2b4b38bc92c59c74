import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";
import { mapError } from "../http/errors";
import { createLogger } from "../http/logger";
import type { Db } from "./client";
import { runTransaction, type Tx } from "./transaction";

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

describe("runTransaction", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("runs the work again after a deadlock or serialization failure, 3 attempts in all", async () => {
    let attempts = 0;
    const answer = await runTransaction(database.db, async () => {
      attempts++;
      if (attempts === 1) throw conflict("40P01");
      if (attempts === 2) throw conflict("40001");
      return "done";
    });
    expect(answer).toBe("done");
    expect(attempts).toBe(3);

    attempts = 0;
    await expect(
      runTransaction(database.db, async () => {
        attempts++;
        throw conflict("40001");
      }),
    ).rejects.toThrow("conflict 40001");
    expect(attempts).toBe(3);
  });

  it("does not run other failures again", async () => {
    let attempts = 0;
    await expect(
      runTransaction(database.db, async () => {
        attempts++;
        throw Object.assign(new Error("duplicate key"), { code: "23505" });
      }),
    ).rejects.toThrow("duplicate key");
    expect(attempts).toBe(1);
  });

  it("a conflict left after the retries is a 409 envelope", () => {
    const { status, body } = mapError(conflict("40P01"), createLogger("silent"));
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 409,
      message: "Someone else changed the same data at the same moment. Please try again.",
      result: null,
    });
  });
});

// A real deadlock needs two connections: PGlite has one.
const reason = "needs TEST_DATABASE_URL: PGlite has one connection, so two transactions never deadlock";

describe.skipIf(!process.env.TEST_DATABASE_URL)(`a real deadlock (${reason})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  /**
   * Two transactions each lock one row, wait until both hold theirs, then ask for the other's:
   * PostgreSQL ends one of them with 40P01. `run` is how the transaction is started.
   */
  async function crossLocks(run: (db: Db, fn: (tx: Tx) => Promise<void>) => Promise<void>) {
    let holding = 0;
    let firstRound = true;
    const bothHold = async () => {
      holding++;
      // Only the first round waits for the other: a retry runs alone.
      if (!firstRound) return;
      while (holding < 2) await new Promise((r) => setTimeout(r, 5));
      firstRound = false;
    };
    const work = (first: number, second: number) => async (tx: Tx) => {
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
      await bothHold();
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
    };
    return Promise.allSettled([run(database.db, work(1, 2)), run(database.db, work(2, 1))]);
  }

  it("plain db.transaction: one of the two fails with 40P01", async () => {
    const results = await crossLocks((db, fn) => db.transaction(fn));
    const failed = results.filter((r) => r.status === "rejected");
    expect(failed).toHaveLength(1);
    const cause = (failed[0] as PromiseRejectedResult).reason as { cause?: { code?: string } };
    expect(cause.cause?.code).toBe("40P01");
  });

  it("runTransaction: the loser runs again and both go through", async () => {
    await database.db.execute(sql`update deadlock_probe set n = 0`);
    const results = await crossLocks((db, fn) => runTransaction(db, fn));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const res = (await database.db.execute(sql`select sum(n)::int as n from deadlock_probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(res.rows[0].n).toBe(4);
  });
});
