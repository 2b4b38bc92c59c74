import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SystemNotes } from "../../../contract/notes-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import { systemNoteReads, systemNotes } from "../../db/schema/notes";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { startHousekeeping } from "../customer/housekeeping";
import { couponUsed } from "../order/coupon-use.testing";
import { writeExpiringCouponNotes } from "./coupon-expiry-notes";
import { writeSystemNote } from "./notes.service";

// The notifications bell's calls against the real app and database: GET
// /api/customer/get_system_notes and POST /api/customer/updateSystemNotes, the notes other
// modules write (writeSystemNote) and the coupon-expiry sweep.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());
// Each test starts from no notes: a broadcast is everyone's, so one test's would count in the next.
beforeEach(async () => {
  await t.database.db.delete(systemNotes);
});

const DAY = 86_400_000;
const list = (token?: string) => send<SystemNotes>(t, "GET", "/api/customer/get_system_notes", { token });
const markRead = (token: string | undefined, id: unknown) =>
  send<{ notes_count: number }>(t, "POST", "/api/customer/updateSystemNotes", { token, body: { id } });

async function shopper(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t, over);
  return { ...c, token: await sessionFor(t, c.id) };
}

const note = async (over: Partial<Parameters<typeof writeSystemNote>[1]> = {}) => {
  const row = await writeSystemNote(t.database.db, {
    customerId: null,
    title: "Spring sale",
    content: "<p>20% off outdoor</p>",
    ...over,
  });
  if (!row) throw new Error("not written");
  return row.id;
};

describe("GET /api/customer/get_system_notes", () => {
  it("a guest gets the notes for everyone, unread, and not a customer's, a group's or an expired one", async () => {
    const me = await shopper();
    const everyone = await note({ title: "Everyone", url: "/sale.html", image: "/img/sale.webp", hot: true });
    await note({ title: "Mine", customerId: me.id });
    await note({ title: "Group", customerGroupId: 1 });
    await note({ title: "Gone", expiresAt: new Date(Date.now() - 1000) });
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      items: [
        {
          id: everyone,
          title: "Everyone",
          content: "<p>20% off outdoor</p>",
          url: "/sale.html",
          image: "/img/sale.webp",
          has_read: 0,
          flame_identification: 1,
        },
      ],
      notes_count: 1,
    });
  });

  it("a customer sees their own, their group's and everyone's, newest first, never another's", async () => {
    const me = await shopper({ customerGroupId: 4 });
    const other = await shopper();
    const old = await note({ title: "Everyone", createdAt: new Date(Date.now() - 2 * DAY) });
    const group = await note({
      title: "Business",
      customerGroupId: 4,
      createdAt: new Date(Date.now() - DAY),
    });
    await note({ title: "Plus", customerGroupId: 2 });
    const mine = await note({ title: "Shipped", customerId: me.id });
    await note({ title: "Theirs", customerId: other.id });
    const res = await list(me.token);
    expect(res.body.result.items.map((n) => n.id)).toEqual([mine, group, old]);
    expect(res.body.result.notes_count).toBe(3);
  });

  it("serves sanitised HTML even for a row written around writeSystemNote", async () => {
    const [row] = await t.database.db
      .insert(systemNotes)
      .values({
        title: "Raw",
        content: `<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)"></p>`,
        url: "javascript:alert(4)",
      })
      .returning({ id: systemNotes.id });
    const item = (await list()).body.result.items.find((n) => n.id === row.id);
    expect(item?.content).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
    expect(item?.url).toBe("");
  });
});

describe("POST /api/customer/updateSystemNotes", () => {
  it("marks a note read: the count drops, and marking again changes nothing (idempotent)", async () => {
    const me = await shopper();
    const a = await note({ customerId: me.id, title: "A" });
    await note({ customerId: me.id, title: "B" });
    expect((await list(me.token)).body.result.notes_count).toBe(2);
    const first = await markRead(me.token, a);
    expect(first.body).toMatchObject({ code: 200, result: { notes_count: 1 } });
    const [read] = await t.database.db.select().from(systemNoteReads).where(eq(systemNoteReads.noteId, a));
    const again = await markRead(me.token, a);
    expect(again.body).toMatchObject({ code: 200, result: { notes_count: 1 } });
    const rows = await t.database.db.select().from(systemNoteReads).where(eq(systemNoteReads.noteId, a));
    expect(rows).toEqual([read]);
    const items = (await list(me.token)).body.result.items;
    expect(items.find((n) => n.id === a)?.has_read).toBe(1);
  });

  it("a broadcast is read per customer", async () => {
    const me = await shopper();
    const you = await shopper();
    const b = await note();
    await markRead(me.token, b);
    expect((await list(me.token)).body.result.items[0]).toMatchObject({ id: b, has_read: 1 });
    expect((await list(you.token)).body.result.items[0]).toMatchObject({ id: b, has_read: 0 });
    expect((await list(you.token)).body.result.notes_count).toBe(1);
    expect((await list()).body.result.items[0]).toMatchObject({ id: b, has_read: 0 });
  });

  it("another customer's note, another group's, an expired or unknown one is 404 and nothing is marked", async () => {
    const me = await shopper();
    const other = await shopper();
    const mine = await note({ customerId: me.id });
    const theirs = await note({ customerId: other.id });
    const plus = await note({ customerGroupId: 2 });
    const gone = await note({ expiresAt: new Date(Date.now() - 1000) });
    for (const id of [theirs, plus, gone, 2_000_000_000]) {
      const res = await markRead(me.token, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("This notification was not found.");
    }
    // All or nothing: one foreign id in a list marks none of them.
    expect((await markRead(me.token, [mine, theirs])).status).toBe(404);
    expect(
      await t.database.db.select().from(systemNoteReads).where(eq(systemNoteReads.customerId, me.id)),
    ).toEqual([]);
    expect((await list(other.token)).body.result.items[0]).toMatchObject({ id: theirs, has_read: 0 });
  });

  it("carries a guest's reads over after sign-in: several ids in one call", async () => {
    const a = await note({ title: "A" });
    const b = await note({ title: "B" });
    await note({ title: "C" });
    const me = await shopper();
    const res = await markRead(me.token, [a, b, a]);
    expect(res.body).toMatchObject({ code: 200, result: { notes_count: 1 } });
  });

  it("asks a guest to sign in (401) and refuses a bad id (422), changing nothing", async () => {
    const a = await note();
    expect((await markRead(undefined, a)).status).toBe(401);
    expect((await markRead(await sessionFor(t, null), a)).status).toBe(401);
    const me = await shopper();
    for (const bad of ["x", -1, 0, [], null, Array.from({ length: 51 }, (_, i) => i + 1)]) {
      expect((await markRead(me.token, bad)).status).toBe(422);
    }
    expect(await t.database.db.select().from(systemNoteReads).where(eq(systemNoteReads.noteId, a))).toEqual(
      [],
    );
  });
});

describe("writeSystemNote", () => {
  it("sanitises the content on write: no script, event handler or javascript: link", async () => {
    const id = await note({
      content: `<p>Your order <b>shipped</b>.<script>alert(1)</script><img src="x" onerror="alert(2)"> <a href="javascript:alert(3)" onmouseover="x()">Track</a> <a href="https://carrier.example/t/1">Carrier</a></p>`,
    });
    const [row] = await t.database.db.select().from(systemNotes).where(eq(systemNotes.id, id));
    expect(row.content).toBe(
      '<p>Your order <b>shipped</b>. <a rel="noopener noreferrer">Track</a> <a href="https://carrier.example/t/1" rel="noopener noreferrer">Carrier</a></p>',
    );
  });

  it("refuses a bad url, image, empty title or a note for a customer and a group, writing nothing", async () => {
    const me = await shopper();
    const cases: Partial<Parameters<typeof writeSystemNote>[1]>[] = [
      { url: "javascript:alert(1)" },
      { url: "//evil.example/x" },
      { image: "http://plain.example/i.png" },
      { image: "data:image/png;base64,AAAA" },
      { title: "   " },
      { customerId: me.id, customerGroupId: 2 },
    ];
    for (const c of cases) await expect(note(c)).rejects.toMatchObject({ status: 422 });
    expect(await t.database.db.select().from(systemNotes)).toEqual([]);
  });

  it("writes a keyed note once; in the caller's transaction it goes with a rollback", async () => {
    const me = await shopper();
    const first = await writeSystemNote(t.database.db, {
      customerId: me.id,
      title: "Delivered",
      content: "Your order was delivered.",
      url: "/customer/account/order",
      dedupeKey: "order-delivered:1",
    });
    expect(first).not.toBeNull();
    expect(
      await writeSystemNote(t.database.db, {
        customerId: me.id,
        title: "Delivered",
        content: "x",
        dedupeKey: "order-delivered:1",
      }),
    ).toBeNull();
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeSystemNote(tx, { customerId: me.id, title: "Refund issued", content: "x" });
        throw new Error("order step failed");
      }),
    ).rejects.toThrow("order step failed");
    expect((await list(me.token)).body.result.items.map((n) => n.title)).toEqual(["Delivered"]);
  });
});

describe("coupon expiry notes", () => {
  let n = 0;
  async function coupon(over: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(coupons)
      .values({
        code: `EXPIRE${++n}`,
        title: "Outdoor Savings",
        discountType: "fixed",
        amount: 1_500,
        startsAt: new Date(Date.now() - 10 * DAY),
        endsAt: new Date(Date.now() + 2 * DAY),
        detailCouponType: 4,
        ...over,
      })
      .returning();
    return row;
  }

  it("writes one note per customer and held coupon ending within 3 days, exactly once", async () => {
    const now = new Date();
    const me = await shopper();
    const you = await shopper();
    const soon = await coupon();
    const later = await coupon({ endsAt: new Date(now.getTime() + 4 * DAY) });
    const off = await coupon({ isActive: false });
    const usedUp = await coupon();
    await t.database.db.insert(customerCoupons).values([
      { customerId: me.id, couponId: soon.id },
      { customerId: you.id, couponId: soon.id },
      { customerId: me.id, couponId: later.id },
      { customerId: me.id, couponId: off.id },
      { customerId: me.id, couponId: usedUp.id },
    ]);
    await couponUsed(t.database.db, usedUp.id, me.id, me.email);

    // Counted for this test's customers: the sweep also finds what other tests of this file left.
    const couponNotesOf = async (customerId: number) =>
      (await t.database.db.select().from(systemNotes).where(eq(systemNotes.customerId, customerId))).filter(
        (r) => r.dedupeKey?.startsWith("coupon-expiring:"),
      ).length;
    expect(await writeExpiringCouponNotes(t.database.db, now)).toBeGreaterThanOrEqual(2);
    expect([await couponNotesOf(me.id), await couponNotesOf(you.id)]).toEqual([1, 1]);
    await writeExpiringCouponNotes(t.database.db, now);
    await writeExpiringCouponNotes(t.database.db, new Date(now.getTime() + 60_000));
    expect([await couponNotesOf(me.id), await couponNotesOf(you.id)]).toEqual([1, 1]);

    // Only the coupon notes: notes for everyone that other tests of this file wrote show too.
    const couponNotes = <T extends { title: string }>(items: T[]) =>
      items.filter((i) => i.title === "Your coupon expires soon");
    const mine = { items: couponNotes((await list(me.token)).body.result.items) };
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      title: "Your coupon expires soon",
      url: "/customer/account/coupon",
      flame_identification: 1,
      has_read: 0,
    });
    expect(mine.items[0].content).toContain(`<strong>$15 OFF</strong> — Outdoor Savings (code ${soon.code})`);
    expect(couponNotes((await list(you.token)).body.result.items)).toHaveLength(1);
    expect(couponNotes((await list()).body.result.items)).toEqual([]);

    // The later coupon's note comes when it is within 3 days, once.
    const dayLater = new Date(now.getTime() + 1.5 * DAY);
    await writeExpiringCouponNotes(t.database.db, dayLater);
    expect(await couponNotesOf(me.id)).toBe(2);
    await writeExpiringCouponNotes(t.database.db, dayLater);
    expect(await couponNotesOf(me.id)).toBe(2);
  });

  it("the server's housekeeping writes them when it starts (and hourly after)", async () => {
    const me = await shopper();
    const soon = await coupon({ endsAt: new Date(Date.now() + DAY) });
    await t.database.db.insert(customerCoupons).values({ customerId: me.id, couponId: soon.id });
    const housekeeping = startHousekeeping(t.database.db, t.deps.logger);
    await housekeeping.stop();
    const items = (await list(me.token)).body.result.items;
    // Its own note (notes for everyone that other tests of this file wrote show too).
    expect(items.filter((i) => i.url === "/customer/account/coupon").map((i) => i.title)).toEqual([
      "Your coupon expires soon",
    ]);
  });
});
