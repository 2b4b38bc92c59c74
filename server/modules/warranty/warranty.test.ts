import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  RegisteredProductsResult,
  WarrantiesResult,
  WarrantyPhotoUploadResult,
  WarrantySuccessResult,
} from "../../../contract/warranty";
import { isoDay } from "../../../contract/warranty-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { categories, products } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { shipmentItems, shipments } from "../../db/schema/fulfilment";
import { systemNotes } from "../../db/schema/notes";
import { orderItems, orders } from "../../db/schema/order";
import { uploadedImages } from "../../db/schema/uploads";
import { productRegistrations } from "../../db/schema/warranty";
import { createCustomer, mailsTo, send, sessionFor } from "../customer/account-fixtures.testing";
import { placedOrder } from "../order/coupon-use.testing";
import { sweepUnusedUploads } from "../reviews/my-reviews.service";
import { sweepUnusedWarrantyUploads } from "./warranty.service";

// Product registration, warranties and claims (issue 17) against the real app and database.

let t: TestApp;
let productIds: number[];
/** A product filed under mini-split air conditioners, and one under massage chairs. */
let miniSplitId: number;
let chairId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  const db = t.database.db;
  productIds = (await db.select({ id: products.id }).from(products).orderBy(products.id)).map((p) => p.id);
  const catId = async (urlKey: string) =>
    (await db.select({ id: categories.id }).from(categories).where(eq(categories.urlKey, urlKey)))[0].id;
  miniSplitId = productIds[10];
  chairId = productIds[11];
  await db
    .update(products)
    .set({ categoryId: await catId("mini-split-air-conditioners") })
    .where(eq(products.id, miniSplitId));
  await db
    .update(products)
    .set({ categoryId: await catId("massage-chairs") })
    .where(eq(products.id, chairId));
});
afterAll(() => t?.close());

async function shopper(opts: { plus?: boolean } = {}) {
  const c = await createCustomer(t, {
    firstname: "Dana",
    ...(opts.plus ? { customerGroup: "PLUS+", customerGroupId: 4 } : {}),
  });
  return { ...c, token: await sessionFor(t, c.id) };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0ffee" } })
    .jpeg()
    .toBuffer();

async function upload(token: string | undefined, bytes: Uint8Array, type = "image/jpeg") {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), "receipt");
  const res = await t.app.request("/api/customer/upload/warranty-photo", {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as { code: number; message: string; result: WarrantyPhotoUploadResult };
}

async function proofKey(token: string) {
  const res = await upload(token, await jpeg(600, 800));
  expect(res.code).toBe(200);
  return res.result.key;
}

const register = (token: string, body: Record<string, unknown>) =>
  send<{ registration_id: number; number: string }>(t, "POST", "/api/customer/product_register", {
    token,
    body,
  });

let serialCounter = 0;
const newSerial = () => `SN-${Date.now().toString(36).toUpperCase()}-${++serialCounter}`;

async function elsewhere(token: string, over: Record<string, unknown> = {}) {
  return register(token, {
    source: "elsewhere",
    product_id: productIds[0],
    retailer: "Home Depot",
    serial_number: newSerial(),
    purchase_date: "2026-01-15",
    proof: await proofKey(token),
    ...over,
  });
}

const warrantiesOf = (token: string) =>
  send<WarrantiesResult>(t, "GET", "/api/customer/warranties", { token });

/** A paid order of the customer ordered on `orderedOn`, one line of `productId` (with a plan), optionally delivered on `deliveredOn`. */
async function bought(
  customerId: number,
  email: string,
  productId: number,
  opts: { orderedOn: string; deliveredOn?: string; plan?: boolean; status?: string; priceCents?: number },
) {
  const db = t.database.db;
  const order = await placedOrder(db, customerId, email);
  await db
    .update(orders)
    .set({ status: opts.status ?? "processing", createdAt: new Date(`${opts.orderedOn}T15:00:00Z`) })
    .where(eq(orders.id, order.id));
  const [line] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId,
      variantId: 0,
      name: `Product ${productId}`,
      sku: `SKU-${productId}`,
      qty: 1,
      priceCents: opts.priceCents ?? 45_000,
      rowTotalCents: opts.priceCents ?? 45_000,
      ...(opts.plan
        ? {
            planId: "FURN-36",
            offerPlanId: "FURN-36-5399",
            planTitle: "3-Year Furniture Protection Plan",
            planTermMonths: 36,
            planPriceCents: 5399,
          }
        : {}),
    })
    .returning({ id: orderItems.id });
  if (opts.deliveredOn) {
    const [box] = await db
      .insert(shipments)
      .values({
        orderId: order.id,
        carrier: "UPS",
        trackingNumber: `1Z${order.id}W${Date.now()}`,
        status: "delivered",
        shippedAt: new Date(`${opts.orderedOn}T20:00:00Z`),
        deliveredAt: new Date(`${opts.deliveredOn}T18:00:00Z`),
      })
      .returning({ id: shipments.id });
    await db.insert(shipmentItems).values({ shipmentId: box.id, orderItemId: line.id, qty: 1 });
  }
  return { orderItemId: line.id, incrementId: order.incrementId };
}

describe("registering a product bought elsewhere (POST /api/customer/product_register)", () => {
  it("registers it with its proof photo and lists it under My Products", async () => {
    const me = await shopper();
    const serial = newSerial();
    const res = await elsewhere(me.token, { serial_number: serial, retailer: "  Home Depot  " });
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("Your product is registered.");
    expect(res.body.result.number).toBe(`R${500_000_000 + res.body.result.registration_id}`);

    const list = await send<RegisteredProductsResult>(t, "GET", "/api/customer/registered_products", {
      token: me.token,
    });
    expect(list.body.result.list).toHaveLength(1);
    const [r] = list.body.result.list;
    expect(r).toMatchObject({
      source: "elsewhere",
      retailer: "Home Depot",
      serial_number: serial,
      purchase_date: "2026-01-15",
      order_item_id: null,
    });
    expect(r.product.product_id).toBe(productIds[0]);
    expect(r.proof?.url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    const proof = await t.app.request(r.proof?.url as string);
    expect(proof.headers.get("content-type")).toBe("image/webp");
  });

  it("says which field is wrong, for every field", async () => {
    const me = await shopper();
    const tomorrow = isoDay(new Date(Date.now() + 86_400_000));
    const cases: [Record<string, unknown>, string][] = [
      [{ product_id: undefined }, "Choose the product you bought."],
      [{ retailer: "" }, "retailer: Enter the store where you bought it."],
      [{ retailer: "x".repeat(101) }, "retailer: The store name can be at most 100 characters."],
      [{ serial_number: "" }, "Enter the serial number printed on the product label."],
      [{ serial_number: "AB!" }, "The serial number has 4–40 letters, digits, dashes or spaces."],
      [{ serial_number: "X".repeat(41) }, "The serial number has 4–40 letters, digits, dashes or spaces."],
      [{ purchase_date: "" }, "Enter the purchase date."],
      [{ purchase_date: "2026-02-30" }, "Enter the purchase date as a real date (for example 2026-03-14)."],
      [{ purchase_date: "03/14/2026" }, "Enter the purchase date as a real date (for example 2026-03-14)."],
      [{ purchase_date: tomorrow }, "The purchase date cannot be in the future."],
      [{ purchase_date: "1999-12-31" }, "The purchase date cannot be before January 1, 2000."],
      [{ proof: undefined }, "Upload a photo of your receipt or invoice as proof of purchase."],
    ];
    for (const [over, message] of cases) {
      const res = await elsewhere(me.token, over);
      expect([res.body.code, res.body.message], JSON.stringify(over)).toEqual([422, message]);
    }
    const unknown = await elsewhere(me.token, { product_id: 2_000_000 });
    expect([unknown.body.code, unknown.body.message]).toEqual([
      404,
      "We could not find this product in our catalog.",
    ]);
    // Nothing was registered by any of them.
    const rows = await t.database.db
      .select({ id: productRegistrations.id })
      .from(productRegistrations)
      .where(eq(productRegistrations.customerId, me.id));
    expect(rows).toEqual([]);
  });

  it("takes today and January 1, 2000 as purchase dates", async () => {
    const me = await shopper();
    expect((await elsewhere(me.token, { purchase_date: isoDay(new Date()) })).body.code).toBe(200);
    expect((await elsewhere(me.token, { purchase_date: "2000-01-01" })).body.code).toBe(200);
  });

  it("refuses a serial number the customer registered already, however it is written; another customer may", async () => {
    const me = await shopper();
    const first = await elsewhere(me.token, { serial_number: "ab-12 34-xyz" });
    expect(first.body.code).toBe(200);
    for (const again of ["AB-1234-XYZ", "ab1234xyz", "AB 12 34 XYZ"]) {
      const res = await elsewhere(me.token, { serial_number: again, product_id: productIds[1] });
      expect([res.body.code, res.body.message]).toEqual([
        409,
        "You have already registered a product with this serial number.",
      ]);
    }
    const other = await shopper();
    expect((await elsewhere(other.token, { serial_number: "AB-1234-XYZ" })).body.code).toBe(200);
  });

  it("takes only the customer's own unused proof photo", async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await proofKey(other.token);
    const stolen = await elsewhere(me.token, { proof: theirs });
    expect([stolen.body.code, stolen.body.message]).toEqual([
      404,
      "The proof-of-purchase photo could not be found. Please upload it again.",
    ]);
    const key = await proofKey(me.token);
    expect((await elsewhere(me.token, { proof: key })).body.code).toBe(200);
    const reused = await elsewhere(me.token, { proof: key });
    expect(reused.body.code).toBe(404);
  });

  it("asks a guest to sign in", async () => {
    const res = await send(t, "POST", "/api/customer/product_register", {
      body: { source: "elsewhere", product_id: productIds[0] },
    });
    expect(res.body.code).toBe(401);
  });
});

describe("proof and claim photos (POST /api/customer/upload/warranty-photo)", () => {
  it("keeps a re-encoded WebP of JPEG, PNG, WebP and AVIF pictures", async () => {
    const me = await shopper();
    const img = sharp({ create: { width: 500, height: 400, channels: 3, background: "#123456" } });
    for (const bytes of [
      await img.clone().jpeg().toBuffer(),
      await img.clone().png().toBuffer(),
      await img.clone().webp().toBuffer(),
      await img.clone().avif().toBuffer(),
    ]) {
      const res = await upload(me.token, bytes);
      expect(res.code).toBe(200);
      expect([res.result.width, res.result.height]).toEqual([500, 400]);
      const [row] = await t.database.db
        .select({ purpose: uploadedImages.purpose })
        .from(uploadedImages)
        .where(eq(uploadedImages.key, res.result.key));
      expect(row.purpose).toBe("warranty");
    }
  });

  it("refuses a PDF receipt, a too small picture and an empty field, with the reason", async () => {
    const me = await shopper();
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    expect(await upload(me.token, pdf, "application/pdf")).toMatchObject({
      code: 422,
      message: "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.",
    });
    expect(await upload(me.token, await jpeg(150, 150))).toMatchObject({
      code: 422,
      message: "This photo is too small. Please use one at least 200 × 200 pixels.",
    });
    expect(await upload(me.token, new Uint8Array())).toMatchObject({
      code: 422,
      message: "Choose a photo to upload.",
    });
    expect((await upload(undefined, await jpeg(300, 300))).code).toBe(401);
  });

  it("sweeps unused warranty photos after a day, never those a registration or claim took, nor does the review sweep", async () => {
    const me = await shopper();
    const used = await proofKey(me.token);
    expect((await elsewhere(me.token, { proof: used })).body.code).toBe(200);
    const unused = await proofKey(me.token);
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    await sweepUnusedUploads(t.database.db, dayLater);
    const left = async () =>
      (
        await t.database.db
          .select({ key: uploadedImages.key })
          .from(uploadedImages)
          .where(inArray(uploadedImages.key, [used, unused]))
      )
        .map((r) => r.key)
        .sort();
    expect(await left()).toEqual([used, unused].sort());
    expect(await sweepUnusedWarrantyUploads(t.database.db, dayLater)).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([used]);
  });
});

describe("registering a product bought here", () => {
  it("registers a line of the customer's paid orders, once, with its order number", async () => {
    const me = await shopper();
    const line = await bought(me.id, me.email, productIds[2], { orderedOn: "2026-02-10" });
    const list = await send<RegisteredProductsResult>(t, "GET", "/api/customer/registered_products", {
      token: me.token,
    });
    expect(list.body.result.order_items.map((l) => [l.order_item_id, l.order_increment_id])).toEqual([
      [line.orderItemId, line.incrementId],
    ]);
    const res = await register(me.token, { source: "here", order_item_id: line.orderItemId });
    expect(res.body.code).toBe(200);
    const again = await register(me.token, { source: "here", order_item_id: line.orderItemId });
    expect([again.body.code, again.body.message]).toEqual([409, "You have already registered this item."]);
    const after = await send<RegisteredProductsResult>(t, "GET", "/api/customer/registered_products", {
      token: me.token,
    });
    expect(after.body.result.order_items).toEqual([]);
    expect(after.body.result.list[0]).toMatchObject({
      source: "here",
      retailer: "Nestora",
      purchase_date: "2026-02-10",
      order_increment_id: line.incrementId,
      serial_number: null,
      proof: null,
    });
  });

  it("answers 404 for another customer's line or an unpaid order", async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await bought(other.id, other.email, productIds[2], { orderedOn: "2026-02-10" });
    const unpaid = await bought(me.id, me.email, productIds[3], {
      orderedOn: "2026-02-10",
      status: "pending_payment",
    });
    for (const id of [theirs.orderItemId, unpaid.orderItemId]) {
      const res = await register(me.token, { source: "here", order_item_id: id });
      expect([res.body.code, res.body.message]).toEqual([
        404,
        "We could not find this item among your paid orders.",
      ]);
    }
    const missing = await register(me.token, { source: "here" });
    expect([missing.body.code, missing.body.message]).toEqual([422, "Choose the item from your orders."]);
  });
});

describe("warranties (GET /api/customer/warranties)", () => {
  it("lists a bought line with its protection plan from the delivery date, and a registered product with the maker's warranty", async () => {
    const me = await shopper();
    const line = await bought(me.id, me.email, productIds[4], {
      orderedOn: "2026-02-10",
      deliveredOn: "2026-02-14",
      plan: true,
    });
    const reg = await elsewhere(me.token, { product_id: miniSplitId, purchase_date: "2026-01-15" });
    const res = await warrantiesOf(me.token);
    expect(res.body.result.plus_member).toBe(false);
    const byKey = new Map(res.body.result.list.map((w) => [w.key, w]));
    const here = byKey.get(`o${line.orderItemId}`);
    expect(here?.coverage_start).toBe("2026-02-14");
    expect(here?.coverages).toEqual([
      {
        kind: "maker",
        title: "1-Year Limited Warranty",
        start_date: "2026-02-14",
        end_date: "2027-02-13",
        state: "active",
      },
      {
        kind: "plan",
        title: "3-Year Furniture Protection Plan",
        start_date: "2026-02-14",
        end_date: "2029-02-13",
        state: "active",
      },
    ]);
    const split = byKey.get(`r${reg.body.result.registration_id}`);
    expect(split?.coverages.map((c) => [c.title, c.start_date, c.end_date])).toEqual([
      ["5-Year Parts Warranty", "2026-01-15", "2031-01-14"],
      ["8-Year Compressor Warranty", "2026-01-15", "2034-01-14"],
    ]);
    expect(split?.retailer).toBe("Home Depot");
  });

  it("gives a Plus+ member the extra year after the maker's warranty, and a massage chair over $1,000 3-year care", async () => {
    const me = await shopper({ plus: true });
    const chair = await bought(me.id, me.email, chairId, { orderedOn: "2026-04-01", priceCents: 1_899_00 });
    const res = await warrantiesOf(me.token);
    expect(res.body.result.plus_member).toBe(true);
    const w = res.body.result.list.find((x) => x.order_item_id === chair.orderItemId);
    expect(w?.coverages.map((c) => [c.kind, c.title, c.start_date, c.end_date])).toEqual([
      ["maker", "3-Year Care Warranty", "2026-04-01", "2029-03-31"],
      ["plus", "Plus+ Extra 1-Year Warranty", "2029-04-01", "2030-03-31"],
    ]);
  });

  it("says expired for an old purchase, computed by the server", async () => {
    const me = await shopper();
    await elsewhere(me.token, { purchase_date: "2020-05-01" });
    const [w] = (await warrantiesOf(me.token)).body.result.list;
    expect(w.coverages).toEqual([
      {
        kind: "maker",
        title: "1-Year Limited Warranty",
        start_date: "2020-05-01",
        end_date: "2021-04-30",
        state: "expired",
      },
    ]);
    expect(w.active).toBe(false);
  });
});

describe("warranty claims (POST /api/customer/warranty_claim)", () => {
  const description = "The left armrest cracked along the seam after two weeks.";

  it("files a claim with photos, answers its number, mails it and lists it with its status", async () => {
    const me = await shopper();
    const reg = await elsewhere(me.token, { purchase_date: isoDay(new Date()) });
    const photo = (await upload(me.token, await jpeg(800, 600))).result.key;
    const res = await send<{ claim_id: number; number: string; status: string }>(
      t,
      "POST",
      "/api/customer/warranty_claim",
      {
        token: me.token,
        body: {
          registration_id: reg.body.result.registration_id,
          description,
          photos: [photo],
          preferred_contact: "phone",
          phone: "(201) 555-0147",
        },
      },
    );
    expect([res.body.code, res.body.message]).toEqual([200, "Your warranty claim is submitted."]);
    const { claim_id, number, status } = res.body.result;
    expect(number).toBe(`W${300_000_000 + claim_id}`);
    expect(status).toBe("submitted");

    const [mail] = await mailsTo(t, me.email, "warranty_claim");
    expect(mail.subject).toBe(`Your Nestora warranty claim ${number} is received`);
    expect(mail.textBody).toContain(`We received your warranty claim ${number} for `);
    expect(mail.textBody).toContain(description);
    expect(mail.textBody).toContain("contact you by phone at (201) 555-0147");

    const w = (await warrantiesOf(me.token)).body.result.list[0];
    expect(w.claims).toHaveLength(1);
    expect(w.claims[0]).toMatchObject({
      number,
      status: "submitted",
      description,
      preferred_contact: "phone",
    });
    expect(w.claims[0].photos[0].url).toBe(`/media/uploads/${photo}.webp`);

    const notes = await t.database.db
      .select({ title: systemNotes.title })
      .from(systemNotes)
      .where(eq(systemNotes.customerId, me.id));
    expect(notes.map((n) => n.title)).toEqual([`Warranty claim ${number} received`]);

    const success = await send<WarrantySuccessResult>(
      t,
      "GET",
      `/api/customer/warranty_success?type=claim&id=${claim_id}`,
      { token: me.token },
    );
    expect(success.body.result).toMatchObject({
      type: "claim",
      number,
      status: "submitted",
      message: "Your warranty claim is submitted.",
    });
  });

  it("files a claim on a bought line (e-mail contact)", async () => {
    const me = await shopper();
    const line = await bought(me.id, me.email, productIds[5], { orderedOn: isoDay(new Date()) });
    const res = await send<{ number: string }>(t, "POST", "/api/customer/warranty_claim", {
      token: me.token,
      body: { order_item_id: line.orderItemId, description, preferred_contact: "email" },
    });
    expect(res.body.code).toBe(200);
    const [mail] = await mailsTo(t, me.email, "warranty_claim");
    expect(mail.textBody).toContain("contact you by e-mail");
    const w = (await warrantiesOf(me.token)).body.result.list.find(
      (x) => x.order_item_id === line.orderItemId,
    );
    expect(w?.claims.map((c) => c.number)).toEqual([res.body.result.number]);
  });

  it("refuses a claim once every warranty has ended, and says what is wrong with a field", async () => {
    const me = await shopper();
    const old = await elsewhere(me.token, { purchase_date: "2020-05-01" });
    const fresh = await elsewhere(me.token, { purchase_date: isoDay(new Date()) });
    const claim = (body: Record<string, unknown>) =>
      send(t, "POST", "/api/customer/warranty_claim", { token: me.token, body });
    const expired = await claim({
      registration_id: old.body.result.registration_id,
      description,
      preferred_contact: "email",
    });
    expect([expired.body.code, expired.body.message]).toEqual([
      422,
      "The warranty of this product has ended, so a claim cannot be filed.",
    ]);
    const id = fresh.body.result.registration_id;
    const cases: [Record<string, unknown>, string][] = [
      [
        { registration_id: id, description: "", preferred_contact: "email" },
        "description: Describe the problem.",
      ],
      [
        { registration_id: id, description: "Broken.", preferred_contact: "email" },
        "description: Describe the problem in at least 20 characters.",
      ],
      [
        { registration_id: id, description, preferred_contact: "fax" },
        "preferred_contact: Choose how we should contact you.",
      ],
      [
        { registration_id: id, description, preferred_contact: "phone", phone: "555-01" },
        "Enter a phone number we can call (10 digits).",
      ],
      [{ description, preferred_contact: "email" }, "Choose the product the claim is for."],
    ];
    for (const [body, message] of cases) {
      const res = await claim(body);
      expect([res.body.code, res.body.message], JSON.stringify(body)).toEqual([422, message]);
    }
    expect(await mailsTo(t, me.email, "warranty_claim")).toEqual([]);
  });
});

describe("another customer's registration answers 404", () => {
  it("for the success call and for a claim", async () => {
    const owner = await shopper();
    const reg = await elsewhere(owner.token, { purchase_date: isoDay(new Date()) });
    const id = reg.body.result.registration_id;
    const mine = await send<WarrantySuccessResult>(
      t,
      "GET",
      `/api/customer/warranty_success?type=registration&id=${id}`,
      {
        token: owner.token,
      },
    );
    expect(mine.body.result).toMatchObject({
      type: "registration",
      number: `R${500_000_000 + id}`,
      message: "Your product is registered.",
    });

    const stranger = await shopper();
    const peek = await send(t, "GET", `/api/customer/warranty_success?type=registration&id=${id}`, {
      token: stranger.token,
    });
    expect([peek.body.code, peek.body.message]).toEqual([404, "We could not find this registration."]);
    const claim = await send(t, "POST", "/api/customer/warranty_claim", {
      token: stranger.token,
      body: {
        registration_id: id,
        description: "Someone else's sofa is broken, apparently.",
        preferred_contact: "email",
      },
    });
    expect([claim.body.code, claim.body.message]).toEqual([
      404,
      "We could not find this product among your registered or bought products.",
    ]);
    expect((await warrantiesOf(stranger.token)).body.result.list).toEqual([]);
    // The owner's row is untouched.
    const rows = await t.database.db
      .select({ id: productRegistrations.id })
      .from(productRegistrations)
      .where(and(eq(productRegistrations.id, id), eq(productRegistrations.customerId, owner.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("product lookup by SKU (GET /api/customer/registered_products?q=)", () => {
  it("answers the product whose SKU is q, whatever its case", async () => {
    const me = await shopper();
    const [p] = await t.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, productIds[6]));
    const res = await send<RegisteredProductsResult>(
      t,
      "GET",
      `/api/customer/registered_products?q=${encodeURIComponent(p.sku.toLowerCase())}`,
      { token: me.token },
    );
    expect(res.body.message).toBe("");
    expect(res.body.result.matches.map((m) => m.product_id)).toEqual([productIds[6]]);
    const none = await send<RegisteredProductsResult>(
      t,
      "GET",
      "/api/customer/registered_products?q=NOPE-0000",
      {
        token: me.token,
      },
    );
    expect(none.body.result.matches).toEqual([]);
    void customers;
  });
});
