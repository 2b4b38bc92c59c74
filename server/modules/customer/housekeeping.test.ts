import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { emailTokens, sessions, verificationCodes } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { createSession } from "../../http/session";
import { registerAccount } from "./auth.testing";
import { KEEP_ENDED_DAYS, purgeEndedSignInData } from "./housekeeping";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const DAY = 86_400_000;

describe("housekeeping of ended sign-in data", () => {
  it("deletes sessions, codes and links ended over a week ago, keeps the live and the recent", async () => {
    const db = t.database.db;
    const now = new Date();
    const long = new Date(now.getTime() - (KEEP_ENDED_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - DAY);
    const live = await createSession(db, { customerId: null, now, days: 30 });
    const expiredLongAgo = await createSession(db, { customerId: null, now: long, days: 0 });
    const expiredRecently = await createSession(db, { customerId: null, now: recent, days: 0 });
    const revokedLongAgo = await createSession(db, { customerId: null, now, days: 30 });
    await db.update(sessions).set({ revokedAt: long }).where(eq(sessions.id, revokedLongAgo.id));
    // A guest cart goes with its ended session.
    await db.insert(carts).values({ guestSessionId: expiredLongAgo.id });

    const { entity_id } = await registerAccount(t.app, "sweep@example.com");
    await db.update(verificationCodes).set({ expiresAt: long });
    await db.insert(emailTokens).values([
      { customerId: entity_id, operation: "forget_password", tokenHash: "old", expiresAt: long },
      { customerId: entity_id, operation: "forget_password", tokenHash: "new", expiresAt: recent },
    ]);

    const counts = await purgeEndedSignInData(db, now);
    expect(counts).toMatchObject({ sessions: 2, links: 1 });
    expect(counts.codes).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(left).toContain(live.id);
    expect(left).toContain(expiredRecently.id);
    expect(left).not.toContain(expiredLongAgo.id);
    expect(left).not.toContain(revokedLongAgo.id);
    expect(await db.select().from(carts).where(eq(carts.guestSessionId, expiredLongAgo.id))).toEqual([]);
    const links = (await db.select().from(emailTokens)).map((l) => l.tokenHash);
    expect(links).toContain("new");
    expect(links).not.toContain("old");
    expect(await db.select().from(verificationCodes)).toEqual([]);
  });
});

describe("housekeeping of newsletter sign-ups", () => {
  it("deletes sign-ups never confirmed whose link died over a week ago; keeps the confirmed and the recent", async () => {
    const db = t.database.db;
    const now = new Date();
    const long = new Date(now.getTime() - (KEEP_ENDED_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - DAY);
    await db.insert(newsletterSubscribers).values([
      { email: "stale@example.com", source: "footer", confirmExpiresAt: long },
      { email: "waiting@example.com", source: "footer", confirmExpiresAt: recent },
      { email: "reader@example.com", source: "footer", confirmExpiresAt: long, confirmedAt: long },
    ]);
    const counts = await purgeEndedSignInData(db, now);
    expect(counts.pendingSubscriptions).toBe(1);
    const left = (await db.select().from(newsletterSubscribers)).map((r) => r.email).sort();
    expect(left).toEqual(["reader@example.com", "waiting@example.com"]);
  });
});
