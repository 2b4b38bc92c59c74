import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";
import { countWrongPassword, lockReply } from "./lockout";

// The sign-in lock's two rules, called directly on a real database: when a lock answers 423 and
// with how many minutes, and how one wrong password is counted (five in a row lock for fifteen
// minutes, a running lock is left alone, a lock that ran out starts the count again). Fast on
// purpose: `npm run test:mutation:db` runs these against every mutant of lockout.ts.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const T0 = new Date("2026-03-10T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MESSAGE = (minutes: number) =>
  `Your account is temporarily locked after too many failed sign-in attempts. Please try again in ${minutes} minutes or reset your password.`;

describe("lockReply", () => {
  it("answers 423 with the minutes left rounded up, only while the lock runs", () => {
    expect(lockReply(null, T0)).toBeNull();
    expect(lockReply(at(-1), T0)).toBeNull();
    // The lock ends at its instant: a sign-in at that very moment goes ahead.
    expect(lockReply(T0, T0)).toBeNull();
    expect(lockReply(at(1), T0)).toMatchObject({ code: 423, message: MESSAGE(1), result: null });
    expect(lockReply(at(60_000), T0)?.message).toBe(MESSAGE(1));
    expect(lockReply(at(60_001), T0)?.message).toBe(MESSAGE(2));
    expect(lockReply(at(15 * 60_000), T0)?.message).toBe(MESSAGE(15));
  });
});

describe("countWrongPassword", () => {
  let n = 0;
  const config = { LOGIN_MAX_FAILURES: 5, LOGIN_LOCK_MINUTES: 15 } as RequestContext["config"];
  const wrong = (id: number, now: Date) => countWrongPassword({ db: database.db, now, config }, id);
  const account = async (over: Partial<typeof customers.$inferInsert> = {}) =>
    (
      await database.db
        .insert(customers)
        .values({ email: `lock.${++n}@example.com`, ...over })
        .returning()
    )[0].id;
  const state = async (id: number) => {
    const [row] = await database.db.select().from(customers).where(eq(customers.id, id));
    return { failedLogins: row.failedLogins, lockedUntil: row.lockedUntil };
  };

  it("four wrong passwords count up; the fifth locks for fifteen minutes", async () => {
    const id = await account();
    for (let i = 1; i <= 4; i++) {
      expect(await wrong(id, T0)).toBeNull();
      expect(await state(id)).toEqual({ failedLogins: i, lockedUntil: null });
    }
    expect(await wrong(id, T0)).toEqual(at(15 * 60_000));
    expect(await state(id)).toEqual({ failedLogins: 5, lockedUntil: at(15 * 60_000) });
  });

  it("while a lock runs, a wrong password changes nothing and answers that lock", async () => {
    // As when a parallel guess locked the account after this one read it.
    const id = await account({ failedLogins: 5, lockedUntil: at(60_000) });
    expect(await wrong(id, T0)).toEqual(at(60_000));
    expect(await state(id)).toEqual({ failedLogins: 5, lockedUntil: at(60_000) });
  });

  it("a lock that has run out starts the count again at one", async () => {
    const id = await account({ failedLogins: 5, lockedUntil: at(-1) });
    expect(await wrong(id, T0)).toBeNull();
    expect(await state(id)).toEqual({ failedLogins: 1, lockedUntil: null });
    // Ran out at this very instant counts as ended too.
    const edge = await account({ failedLogins: 5, lockedUntil: T0 });
    expect(await wrong(edge, T0)).toBeNull();
    expect(await state(edge)).toEqual({ failedLogins: 1, lockedUntil: null });
  });
});
