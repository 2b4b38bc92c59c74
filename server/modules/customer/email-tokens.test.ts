import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database";
import { customers, emailTokens } from "../../db/schema/customer";
import { hashToken } from "../../http/session";
import {
  consumeEmailToken,
  endEmailTokens,
  findEmailToken,
  issueEmailToken,
  REGISTER_LINK_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from "./email-tokens";

let database: TestDatabase;
let alice: number;
let bob: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(customers)
    .values([{ email: "alice@example.com" }, { email: "bob@example.com" }])
    .returning({ id: customers.id });
  [alice, bob] = rows.map((r) => r.id);
});
afterAll(() => database?.close());

const T0 = new Date("2025-06-02T12:00:00Z");
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);

describe("e-mail link tokens", () => {
  it("reset links live 60 minutes, register links 24 hours", () => {
    expect(RESET_LINK_TTL_MINUTES).toBe(60);
    expect(REGISTER_LINK_TTL_MINUTES).toBe(24 * 60);
  });

  it("stores only the hash; the token finds its account's row", async () => {
    const token = await issueEmailToken(database.db, {
      customerId: alice,
      operation: "forget_password",
      now: T0,
      ttlMinutes: RESET_LINK_TTL_MINUTES,
    });
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await database.db.select().from(emailTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    // The address as a shopper may type it: capitals and spaces around.
    const found = await findEmailToken(database.db, {
      email: "  Alice@Example.com ",
      token,
      operation: "forget_password",
      now: minutes(59),
    });
    expect(found?.customerId).toBe(alice);
  });

  it("is refused for another account's e-mail, another operation, or after it expired", async () => {
    const token = await issueEmailToken(database.db, {
      customerId: alice,
      operation: "forget_password",
      now: T0,
      ttlMinutes: RESET_LINK_TTL_MINUTES,
    });
    const find = (over: Partial<Parameters<typeof findEmailToken>[1]>) =>
      findEmailToken(database.db, {
        email: "alice@example.com",
        token,
        operation: "forget_password",
        now: minutes(1),
        ...over,
      });
    expect(await find({})).not.toBeNull();
    expect(await find({ email: "bob@example.com" })).toBeNull();
    expect(await find({ operation: "register" })).toBeNull();
    expect(await find({ now: minutes(RESET_LINK_TTL_MINUTES) })).toBeNull();
    expect(await find({ token: `${token}x` })).toBeNull();
    expect(bob).toBeGreaterThan(0);
  });

  it("is single use, also when two requests race for it", async () => {
    const token = await issueEmailToken(database.db, {
      customerId: bob,
      operation: "register",
      now: T0,
      ttlMinutes: REGISTER_LINK_TTL_MINUTES,
    });
    const now = minutes(10);
    const found = await findEmailToken(database.db, {
      email: "bob@example.com",
      token,
      operation: "register",
      now,
    });
    if (!found) throw new Error("token not found");
    const results = await Promise.all([
      database.db.transaction((tx) => consumeEmailToken(tx, found.id, now)),
      database.db.transaction((tx) => consumeEmailToken(tx, found.id, now)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(
      await findEmailToken(database.db, { email: "bob@example.com", token, operation: "register", now }),
    ).toBeNull();
    expect(await consumeEmailToken(database.db, found.id, now)).toBe(false);
  });

  it("cannot be consumed once expired", async () => {
    const token = await issueEmailToken(database.db, {
      customerId: bob,
      operation: "forget_password",
      now: T0,
      ttlMinutes: 60,
    });
    const found = await findEmailToken(database.db, {
      email: "bob@example.com",
      token,
      operation: "forget_password",
      now: minutes(1),
    });
    expect(await consumeEmailToken(database.db, found?.id ?? 0, minutes(61))).toBe(false);
  });
});

describe("newer links and ended links", () => {
  it("a newer link of the same account and operation ends the older one; other operations keep theirs", async () => {
    const issue = (operation: "register" | "forget_password") =>
      issueEmailToken(database.db, {
        customerId: alice,
        operation,
        now: T0,
        ttlMinutes: RESET_LINK_TTL_MINUTES,
      });
    const find = (token: string, operation: "register" | "forget_password") =>
      findEmailToken(database.db, { email: "alice@example.com", token, operation, now: minutes(1) });
    const register = await issue("register");
    const older = await issue("forget_password");
    const newer = await issue("forget_password");
    expect(await find(older, "forget_password")).toBeNull();
    expect(await find(newer, "forget_password")).toMatchObject({ customerId: alice });
    expect(await find(register, "register")).toMatchObject({ customerId: alice });

    await endEmailTokens(database.db, { customerId: alice, operation: "forget_password", now: minutes(2) });
    expect(await find(newer, "forget_password")).toBeNull();
    expect(await find(register, "register")).toMatchObject({ customerId: alice });
  });
});
