import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { uploadedImages } from "../../db/schema/uploads";
import { createCustomer, sessionFor } from "../customer/account-fixtures.testing";

// The cap on pictures a customer has uploaded and not used yet, the same step for every kind
// (server/modules/media/stored-upload.ts), against the real app and database: each kind's limit
// and message, the kinds counted apart, and parallel uploads at the limit passing it only once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 2 });
});
afterAll(() => t?.close());

const photo = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: "#3e5c7a" } })
    .jpeg()
    .toBuffer();

async function upload(token: string, path: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const res = await t.app.request(path, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string } };
}

/** `n` unused pictures of `purpose` the customer uploaded an hour ago (rows only: the cap counts rows). */
async function heldUploads(customerId: number, purpose: string, n: number) {
  const createdAt = new Date(Date.now() - 3_600_000);
  await t.database.db.insert(uploadedImages).values(
    Array.from({ length: n }, () => ({
      key: randomBytes(16).toString("hex"),
      customerId,
      purpose,
      full: Buffer.from("x"),
      thumb: Buffer.from("x"),
      width: 400,
      height: 400,
      createdAt,
    })),
  );
}

async function held(customerId: number, purpose: string) {
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.customerId, customerId), eq(uploadedImages.purpose, purpose)));
  return n;
}

async function shopper() {
  const c = await createCustomer(t);
  return { id: c.id, token: await sessionFor(t, c.id) };
}

describe("unused-upload cap", () => {
  it.each([
    {
      path: "/api/customer/upload/review-photo",
      purpose: "review",
      max: 30,
      message: "You have uploaded many photos you have not used yet. Please write your review first.",
    },
    {
      path: "/api/customer/upload/return-photo",
      purpose: "return",
      max: 30,
      message: "You have uploaded many photos you have not used yet. Please send your return first.",
    },
    {
      path: "/api/customer/upload/warranty-photo",
      purpose: "warranty",
      max: 30,
      message:
        "You have uploaded many photos you have not used yet. Please finish your registration or claim first.",
    },
    {
      path: "/api/customer/upload/support-photo",
      purpose: "support",
      max: 12,
      message: "You have uploaded many photos you have not sent yet. Please send your request first.",
    },
  ])(
    "$purpose photos: the last one up to $max is kept, the next is refused and nothing is stored",
    async ({ path, purpose, max, message }) => {
      const me = await shopper();
      await heldUploads(me.id, purpose, max - 1);
      const last = await upload(me.token, path, await photo());
      expect(last.body.code).toBe(200);
      const refused = await upload(me.token, path, await photo());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, message });
      expect(await held(me.id, purpose)).toBe(max);
    },
  );

  it("counts each kind apart: a full review cap leaves return photos open", async () => {
    const me = await shopper();
    await heldUploads(me.id, "review", 30);
    expect((await upload(me.token, "/api/customer/upload/review-photo", await photo())).status).toBe(429);
    expect((await upload(me.token, "/api/customer/upload/return-photo", await photo())).body.code).toBe(200);
  });

  it("forgets pictures older than a day: they no longer count", async () => {
    const me = await shopper();
    await t.database.db.insert(uploadedImages).values(
      Array.from({ length: 30 }, () => ({
        key: randomBytes(16).toString("hex"),
        customerId: me.id,
        purpose: "review",
        full: Buffer.from("x"),
        thumb: Buffer.from("x"),
        width: 400,
        height: 400,
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      })),
    );
    expect((await upload(me.token, "/api/customer/upload/review-photo", await photo())).body.code).toBe(200);
  });

  it("lets only one of two parallel uploads take the last place", async () => {
    const me = await shopper();
    await heldUploads(me.id, "review", 29);
    const bytes = await photo();
    const answers = await Promise.all([
      upload(me.token, "/api/customer/upload/review-photo", bytes),
      upload(me.token, "/api/customer/upload/review-photo", bytes),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 429]);
    expect(await held(me.id, "review")).toBe(30);
  });
});
