import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MyReview,
  MyReviewsResult,
  PendingReview,
  ReviewListResult,
  ReviewPhotoUploadResult,
} from "../../../contract/reviews";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products, reviews } from "../../db/schema/catalog";
import { shipmentItems, shipments } from "../../db/schema/fulfilment";
import { orderItems, orders } from "../../db/schema/order";
import { uploadedImages } from "../../db/schema/uploads";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { placedOrder } from "../order/coupon-use.testing";
import { sweepUnusedUploads } from "./my-reviews.service";

// My Review, "to review", Write a Review and review photos (issue 17) against the real app and
// database: what a customer bought and has not reviewed, a verified review with photos published
// on the product page, and every photo that must be refused.

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  productIds = (await t.database.db.select({ id: products.id }).from(products).orderBy(products.id)).map(
    (p) => p.id,
  );
});
afterAll(() => t?.close());

async function shopper() {
  const c = await createCustomer(t);
  return { ...c, token: await sessionFor(t, c.id) };
}

/**
 * An order of the customer in `status` with one line of each product, its lines in one shipment
 * in `shipment` state ("delivered" unless said; none for an unpaid order); answers its line ids.
 */
async function bought(
  customerId: number,
  email: string,
  ids: number[],
  status = "complete",
  shipment: "delivered" | "shipped" | null = status === "complete" || status === "shipped"
    ? "delivered"
    : null,
) {
  const order = await placedOrder(t.database.db, customerId, email);
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  const lines = await t.database.db
    .insert(orderItems)
    .values(
      ids.map((productId) => ({
        orderId: order.id,
        productId,
        variantId: 0,
        name: `Product ${productId}`,
        sku: `SKU-${productId}`,
        qty: 1,
        priceCents: 10_000,
        rowTotalCents: 10_000,
      })),
    )
    .returning({ id: orderItems.id, productId: orderItems.productId });
  if (shipment) {
    const [box] = await t.database.db
      .insert(shipments)
      .values({
        orderId: order.id,
        carrier: "UPS",
        trackingNumber: `1Z${order.id}${Date.now()}`,
        status: shipment,
        shippedAt: new Date(),
      })
      .returning({ id: shipments.id });
    await t.database.db
      .insert(shipmentItems)
      .values(lines.map((l) => ({ shipmentId: box.id, orderItemId: l.id, qty: 1 })));
  }
  return lines;
}

/** Uploads bytes as the multipart field `field` (photo). */
async function upload(
  token: string | undefined,
  bytes: Uint8Array,
  opts: { field?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    opts.field ?? "photo",
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? "image/jpeg" }),
    "photo.jpg",
  );
  const res = await t.app.request("/api/customer/upload/review-photo", {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; result: ReviewPhotoUploadResult },
  };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7a5c3e" } })
    .withMetadata({ exif: { IFD0: { Copyright: "GPS-SECRET-42" } } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims width × height over a few bytes of data: a decompression bomb's shape. */
function claimedPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("review photos (POST /api/customer/upload/review-photo)", () => {
  it("asks a guest to sign in", async () => {
    const res = await upload(undefined, await jpeg(800, 600));
    expect(res.body.code).toBe(401);
  });

  it("keeps a fitted WebP copy and a thumbnail, without the photo's EXIF, served as immutable WebP", async () => {
    const me = await shopper();
    const res = await upload(me.token, await jpeg(3000, 2000));
    expect(res.body.code).toBe(200);
    const { key, url, thumb_url, width, height } = res.body.result;
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(url).toBe(`/media/uploads/${key}.webp`);
    expect(thumb_url).toBe(`/media/uploads/${key}-thumb.webp`);
    expect([width, height]).toEqual([1600, 1067]);

    const full = await t.app.request(url);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.includes("GPS-SECRET-42")).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 1067]);
    const thumb = await sharp(Buffer.from(await (await t.app.request(thumb_url)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 267]);
    expect((await t.app.request("/media/uploads/0123456789abcdef0123456789abcdef.webp")).status).toBe(404);
    expect((await t.app.request("/media/uploads/..%2f..%2fetc%2fpasswd")).status).toBe(404);
  });

  it("drops bytes a polyglot hid after the picture", async () => {
    const me = await shopper();
    const polyglot = Buffer.concat([await jpeg(400, 400), Buffer.from("<script>alert(1)</script>")]);
    const res = await upload(me.token, polyglot);
    expect(res.body.code).toBe(200);
    const kept = Buffer.from(await (await t.app.request(res.body.result.url)).arrayBuffer());
    expect(kept.includes("<script>")).toBe(false);
  });

  it("refuses what is not a photo we take, with the reason, and keeps nothing", async () => {
    const me = await shopper();
    const notImage = "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.";
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script><rect width="800" height="800"/></svg>',
    );
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const truncated = (await jpeg(800, 600)).subarray(0, 600);
    const cases: [Uint8Array, string][] = [
      [svg, notImage],
      [Buffer.from("<!doctype html><h1>hi</h1>"), notImage],
      [Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"), notImage],
      [gif, notImage],
      [truncated, notImage],
      [await jpeg(199, 600), "This photo is too small. Please use one at least 200 × 200 pixels."],
      [
        claimedPng(20_000, 20_000),
        "This photo has too many pixels. Please use one of at most 50 megapixels.",
      ],
      [claimedPng(8_000, 7_000), "This photo has too many pixels. Please use one of at most 50 megapixels."],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(me.token, bytes);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 200,
        code: 422,
        message,
      });
    }
    const kept = await t.database.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.customerId, me.id));
    expect(kept).toHaveLength(0);
  });

  it("refuses a file over 10 MB, a missing photo and another field", async () => {
    const me = await shopper();
    const big = await upload(me.token, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    const empty = await upload(me.token, Buffer.alloc(0));
    expect(empty.body.message).toBe("Choose a photo to upload.");
    const other = await upload(me.token, await jpeg(400, 400), { field: "image" });
    expect(other.body.message).toBe("Send one photo in the field photo, and nothing else.");
  });
});

describe("My Review, to review and Write a Review", () => {
  const review = { rating: 5, title: "Sturdy and handsome", detail: "Took twenty minutes to put together." };

  it("lists delivered, unreviewed products once each; unpaid, undelivered and other customers' lines are not there", async () => {
    const me = await shopper();
    const [a, b] = [productIds[0], productIds[1]];
    await bought(me.id, me.email, [a]);
    const newest = await bought(me.id, me.email, [a, b]);
    await bought(me.id, me.email, [productIds[2]], "pending_payment");
    await bought(me.id, me.email, [productIds[3]], "canceled");
    // Paid and on its way, or not shipped yet: not to review.
    await bought(me.id, me.email, [productIds[10]], "shipped", "shipped");
    await bought(me.id, me.email, [productIds[11]], "processing");
    const other = await shopper();
    await bought(other.id, other.email, [productIds[4]]);

    const res = await send<{ list: PendingReview[] }>(t, "GET", "/api/customer/reviews/pending", {
      token: me.token,
    });
    expect(res.body.code).toBe(200);
    const lines = res.body.result.list;
    expect(lines.map((l) => l.product.product_id).sort()).toEqual([a, b].sort());
    // The newest order line that bought each product.
    expect(lines.find((l) => l.product.product_id === a)?.order_item_id).toBe(newest[0].id);
    const mine = await send<MyReviewsResult>(t, "GET", "/api/customer/reviews", { token: me.token });
    expect(mine.body.result).toMatchObject({ total: 0, to_review: 2, list: [] });
    expect((await send(t, "GET", "/api/customer/reviews/pending")).body).toMatchObject({ code: 401 });
  });

  it("writes a verified review with photos in the chosen order; it is on the product page and leaves 'to review'", async () => {
    const me = await shopper();
    const [line] = await bought(me.id, me.email, [productIds[5]]);
    const first = (await upload(me.token, await jpeg(900, 900))).body.result;
    const second = (await upload(me.token, await jpeg(1200, 800))).body.result;
    const res = await send<{ review_id: number }>(t, "POST", "/api/customer/review", {
      token: me.token,
      body: { ...review, order_item_id: line.id, photos: [second.key, first.key] },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("Thank you! Your review is now on the product page.");

    const listed = await send<ReviewListResult>(t, "GET", `/api/product-reviews?product_id=${productIds[5]}`);
    const shown = listed.body.result.list.find((r) => r.id === res.body.result.review_id);
    expect(shown?.images).toEqual([
      { url: second.url, width: 1200, height: 800 },
      { url: first.url, width: 900, height: 900 },
    ]);
    const mine = await send<MyReviewsResult>(t, "GET", "/api/customer/reviews", { token: me.token });
    expect(mine.body.result).toMatchObject({ total: 1, to_review: 0 });
    expect(mine.body.result.list[0]).toMatchObject({
      title: "Sturdy and handsome",
      status: "published",
      verified_purchase: true,
      product: { product_id: productIds[5] },
    });
    const detail = await send<MyReview>(t, "GET", `/api/customer/review/${res.body.result.review_id}`, {
      token: me.token,
    });
    expect(detail.body.result.images).toEqual([
      { url: second.url, thumb_url: second.thumb_url, width: 1200, height: 800 },
      { url: first.url, thumb_url: first.thumb_url, width: 900, height: 900 },
    ]);
    expect(second.thumb_url).toMatch(/^\/media\/uploads\/[\w-]+-thumb\.webp$/);
    const pending = await send<{ list: PendingReview[] }>(t, "GET", "/api/customer/reviews/pending", {
      token: me.token,
    });
    expect(pending.body.result.list).toEqual([]);

    // A second review of the same product, from the same line: the product page's rule and message.
    const again = await send(t, "POST", "/api/customer/review", {
      token: me.token,
      body: { ...review, order_item_id: line.id },
    });
    expect(again.body).toMatchObject({
      code: 409,
      message: "You have already reviewed this product. Thank you for sharing your opinion!",
    });
    // Another customer cannot read it.
    const other = await shopper();
    const peek = await send(t, "GET", `/api/customer/review/${res.body.result.review_id}`, {
      token: other.token,
    });
    expect(peek.body).toMatchObject({ code: 404 });
  });

  it("refuses another customer's line, an unpaid or undelivered line and someone else's photo; nothing is written", async () => {
    const me = await shopper();
    const other = await shopper();
    const [theirs] = await bought(other.id, other.email, [productIds[6]]);
    const [unpaid] = await bought(me.id, me.email, [productIds[7]], "pending_payment");
    const [onTheWay] = await bought(me.id, me.email, [productIds[7]], "shipped", "shipped");
    const [line] = await bought(me.id, me.email, [productIds[8]]);
    const notBought = "We could not find this item among your delivered orders.";
    for (const order_item_id of [theirs.id, unpaid.id, onTheWay.id, 999_999]) {
      const res = await send(t, "POST", "/api/customer/review", {
        token: me.token,
        body: { ...review, order_item_id },
      });
      expect(res.body).toMatchObject({ code: 404, message: notBought });
    }
    const theirPhoto = (await upload(other.token, await jpeg(400, 400))).body.result;
    const stolen = await send(t, "POST", "/api/customer/review", {
      token: me.token,
      body: { ...review, order_item_id: line.id, photos: [theirPhoto.key] },
    });
    expect(stolen.body).toMatchObject({
      code: 404,
      message: "One of the photos could not be found. Please upload it again.",
    });
    const seven = Array.from({ length: 7 }, (_, i) => i.toString(16).padStart(32, "0"));
    const tooMany = await send(t, "POST", "/api/customer/review", {
      token: me.token,
      body: { ...review, order_item_id: line.id, photos: seven },
    });
    expect(tooMany.body).toMatchObject({ code: 422, message: "photos: You can add up to 6 photos." });
    const written = await t.database.db.select().from(reviews).where(eq(reviews.customerId, me.id));
    expect(written).toHaveLength(0);
    const unattached = await t.database.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.key, theirPhoto.key));
    expect(unattached[0].reviewId).toBeNull();
  });

  it("sweeps photos unused for a day and keeps the ones in reviews", async () => {
    const me = await shopper();
    const [line] = await bought(me.id, me.email, [productIds[9]]);
    const used = (await upload(me.token, await jpeg(400, 400))).body.result;
    const unused = (await upload(me.token, await jpeg(400, 400))).body.result;
    await send(t, "POST", "/api/customer/review", {
      token: me.token,
      body: { ...review, order_item_id: line.id, photos: [used.key] },
    });
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 1000);
    expect(await sweepUnusedUploads(t.database.db, dayLater)).toBeGreaterThanOrEqual(1);
    expect((await t.app.request(unused.url)).status).toBe(404);
    expect((await t.app.request(used.url)).status).toBe(200);
  });
});
