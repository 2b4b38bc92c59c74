import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { customers, sessions, verificationCodes } from "../../db/schema/customer";
import { mailOutbox } from "../../db/schema/mail";
import { createLogger } from "../../http/logger";
import { hashToken } from "../../http/session";
import {
  customerByEmail,
  getJson,
  isSignedIn,
  markVerified,
  postJson,
  registerAccount,
  type SignIn,
  setCookies,
} from "./auth.testing";

let t: TestApp;
/** What the store logged, one parsed JSON line each. */
const logged: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    env: { TEST_MODE: "1" },
    logger: createLogger("info", (line) => logged.push(JSON.parse(line))),
  });
});
afterAll(() => t?.close());

const PASSWORD = "walnut42lamp";
const login = (email: string, password: string, who = {}) =>
  postJson<SignIn | null>(t.app, "/api/customer/login", { email, password }, who);

/** A registered, verified account. */
async function verifiedAccount(email: string) {
  const { entity_id } = await registerAccount(t.app, email, PASSWORD);
  await markVerified(t.database.db, email);
  return entity_id;
}

describe("POST /api/customer/login", () => {
  it("signs a verified customer in: a token, the httpOnly cookie, the guest cookie cleared", async () => {
    const id = await verifiedAccount("ann@example.com");
    const res = await login("ANN@example.com", `  ${PASSWORD} `);
    expect(res.body.code).toBe(200);
    const result = res.body.result as SignIn;
    expect(result).toMatchObject({ verify_status: true, entity_id: id });
    const cookies = setCookies(res.headers);
    expect(cookies.get("token")?.value).toBe(result.token);
    expect(cookies.get("token")?.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    expect(cookies.get("GuestToken")?.attrs).toContain("max-age=0");
    expect(await isSignedIn(t.app, { bearer: result.token })).toBe(true);
    expect(await isSignedIn(t.app, { cookies: { token: result.token } })).toBe(true);
  });

  it("answers the same message for a wrong password and an unknown e-mail", async () => {
    await verifiedAccount("ben@example.com");
    const wrong = await login("ben@example.com", "walnut42lamX");
    expect(wrong.body).toEqual({
      code: 400,
      message: "The email or password you entered is incorrect. Please try again.",
      result: null,
    });
    expect(setCookies(wrong.headers).has("token")).toBe(false);
    const unknown = await login("nobody@example.com", PASSWORD);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses a short password with the sign-in rule's message (422)", async () => {
    const res = await login("ben@example.com", "  abc  ");
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      `password: ${"Please enter at least 6 characters. Any spaces at the beginning or end will be disregarded."}`,
    );
  });

  it("issues a new token on each sign-in and ends the previous one", async () => {
    await verifiedAccount("cat@example.com");
    const first = (await login("cat@example.com", PASSWORD)).body.result as SignIn;
    const second = (await login("cat@example.com", PASSWORD, { bearer: first.token })).body.result as SignIn;
    expect(second.token).not.toBe(first.token);
    expect(await isSignedIn(t.app, { bearer: first.token })).toBe(false);
    expect(await isSignedIn(t.app, { bearer: second.token })).toBe(true);
    // A call that needs a customer answers 401 with the dead token.
    const old = await getJson(t.app, "/api/customer/verify_status", { bearer: first.token });
    expect(old.status).toBe(401);
  });

  it("an unverified address: the right password sends a code and answers no token, no session", async () => {
    const email = "dan@example.com";
    const registered = await registerAccount(t.app, email, PASSWORD);
    // The register code is less than a minute old: the cooldown keeps it and sends nothing new.
    const sessionsBefore = (await t.database.db.select().from(sessions)).length;
    const soon = await login(email, PASSWORD);
    expect(soon.body).toMatchObject({
      code: 200,
      result: { token: "", verify_status: false, entity_id: registered.entity_id },
    });
    expect(setCookies(soon.headers).has("token")).toBe(false);
    expect((await t.database.db.select().from(sessions)).length).toBe(sessionsBefore);
    const mailCount = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
    expect(await mailCount()).toBe(1);
    // Once the cooldown is over a sign-in sends a fresh code.
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.email, email));
    await login(email, PASSWORD);
    expect(await mailCount()).toBe(2);
  });
});

/** The 423 message for this many minutes left, written out as the shopper reads it. */
const LOCKED = (minutes: number) =>
  `Your account is temporarily locked after too many failed sign-in attempts. Please try again in ${minutes} minutes or reset your password.`;

describe("lockout after repeated wrong passwords", () => {
  it("locks after 5 wrong passwords, refuses even the right one with the minutes left, and unlocks later", async () => {
    const email = "eve@example.com";
    const id = await verifiedAccount(email);
    for (let i = 1; i <= 4; i++) {
      const res = await login(email, "walnut42lamX");
      expect(res.body.message).toBe("The email or password you entered is incorrect. Please try again.");
      expect((await customerByEmail(t.database.db, email)).failedLogins).toBe(i);
    }
    const locks = () =>
      logged.filter((l) => l.msg === "customer locked after failed sign-ins" && l.customerId === id);
    expect(locks()).toEqual([]);
    const fifth = await login(email, "walnut42lamX");
    expect(fifth.body).toEqual({ code: 423, message: LOCKED(15), result: null });
    // The operator sees the lock once, with the account it hit.
    expect(locks()).toEqual([expect.objectContaining({ level: "warn", customerId: id })]);
    const row = await customerByEmail(t.database.db, email);
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const right = await login(email, PASSWORD);
    expect(right.body).toMatchObject({ code: 423, message: LOCKED(15) });
    expect(setCookies(right.headers).has("token")).toBe(false);

    // 90 seconds left rounds up to 2 minutes.
    await t.database.db
      .update(customers)
      .set({ lockedUntil: new Date(Date.now() + 90_000) })
      .where(eq(customers.id, id));
    expect((await login(email, PASSWORD)).body.message).toBe(LOCKED(2));

    // The lock has run out: the right password signs in and the count starts again.
    await t.database.db
      .update(customers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(customers.id, id));
    const after = await login(email, PASSWORD);
    expect(after.body.code).toBe(200);
    expect(await customerByEmail(t.database.db, email)).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it("a sign-in resets the count, so wrong tries must be consecutive", async () => {
    const email = "fay@example.com";
    await verifiedAccount(email);
    for (let i = 0; i < 4; i++) await login(email, "walnut42lamX");
    expect((await login(email, PASSWORD)).body.code).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, "walnut42lamX");
    expect((await login(email, PASSWORD)).body.code).toBe(200);
  });

  it("after an expired lock a single wrong try does not lock again at once", async () => {
    const email = "gus@example.com";
    const id = await verifiedAccount(email);
    for (let i = 0; i < 5; i++) await login(email, "walnut42lamX");
    await t.database.db
      .update(customers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(customers.id, id));
    const res = await login(email, "walnut42lamX");
    expect(res.body.message).toBe("The email or password you entered is incorrect. Please try again.");
    expect(await customerByEmail(t.database.db, email)).toMatchObject({ failedLogins: 1, lockedUntil: null });
  });

  it("parallel wrong guesses cannot exceed the limit unnoticed: the account ends locked", async () => {
    const email = "hal@example.com";
    await verifiedAccount(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(email, "walnut42lamX")));
    expect(answers.filter((a) => a.body.code === 423).length).toBeGreaterThanOrEqual(1);
    const row = await customerByEmail(t.database.db, email);
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await login(email, PASSWORD)).body.code).toBe(423);
  });
});

describe("POST /api/customer/logout", () => {
  it("ends the customer session, clears the token cookie and starts a new guest session", async () => {
    await verifiedAccount("ivy@example.com");
    const { token } = (await login("ivy@example.com", PASSWORD)).body.result as SignIn;
    const res = await postJson<{ token: string }>(t.app, "/api/customer/logout", {}, { cookies: { token } });
    expect(res.body.code).toBe(200);
    const guest = res.body.result.token;
    expect(guest).not.toBe(token);
    const cookies = setCookies(res.headers);
    expect(cookies.get("token")?.attrs).toContain("max-age=0");
    expect(cookies.get("GuestToken")?.value).toBe(guest);
    expect(cookies.get("GuestToken")?.attrs).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    expect(await isSignedIn(t.app, { bearer: token })).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(guest)));
    expect(row).toMatchObject({ customerId: null, revokedAt: null });
  });

  it("works without any session (200 and a guest token)", async () => {
    const res = await postJson<{ token: string }>(t.app, "/api/customer/logout", {});
    expect(res.status).toBe(200);
    expect(res.body.result.token.length).toBeGreaterThanOrEqual(43);
  });
});
