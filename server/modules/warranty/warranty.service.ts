import { and, desc, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CallResult } from "../../../contract/call";
import { PAID_STATUSES } from "../../../contract/order-constants";
import { UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import type {
  registeredProducts,
  warrantySuccess as successCall,
  warranties,
  warrantyPhotoUpload,
} from "../../../contract/warranty";
import {
  CLAIM_MESSAGES,
  claimNumber,
  isoDay,
  MY_WARRANTIES_PAGE_PATH,
  PRODUCT_LOOKUP_MAX,
  type PreferredContact,
  phoneDigits,
  purchaseDateError,
  REGISTER_MESSAGES,
  registrationNumber,
  retailerError,
  serialError,
  serialKey,
} from "../../../contract/warranty-constants";
import { categories, products, productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { orderItems, orders } from "../../db/schema/order";
import { uploadedImages } from "../../db/schema/uploads";
import { productRegistrations, warrantyClaimPhotos, warrantyClaims } from "../../db/schema/warranty";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { firstProductImageUrl } from "../catalog/variant-image";
import { lineDeliveredOn } from "../fulfilment/line-delivery";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { photoUrl, storeUpload, thumbUrl, type UploadCap } from "../media/stored-upload";
import { writeSystemNote } from "../notes/notes.service";
import { UNUSED_UPLOAD_HOURS, UNUSED_UPLOADS_MAX } from "../reviews/my-reviews.service";
import { warrantyClaimMail } from "./warranty-mail";
import { type Coverage, coveragesFor } from "./warranty-terms";

type Registered = CallResult<typeof registeredProducts>;
type Warranties = CallResult<typeof warranties>;
type Success = CallResult<typeof successCall>;
type Upload = CallResult<typeof warrantyPhotoUpload>;

export const WARRANTY_PURPOSE = "warranty";
const PLUS_GROUP = "PLUS+";

const topCategories = alias(categories, "warranty_top_categories");

const productColumns = {
  productId: products.id,
  productName: products.name,
  productSku: products.sku,
  productUrlPath: products.urlPath,
  // Qualified by hand: a select of one table names its columns unqualified, and inside the
  // subquery an unqualified id would be the variant's.
  productImage: firstProductImageUrl(sql.raw('"products"."id"')),
};
type ProductRow = {
  productId: number;
  productName: string;
  productSku: string;
  productUrlPath: string;
  productImage: string;
};
const productOf = (r: ProductRow) => ({
  product_id: r.productId,
  name: r.productName,
  sku: r.productSku,
  url_path: `/${r.productUrlPath}`,
  image: r.productImage,
});

const photoOf = (p: { key: string; width: number; height: number }) => ({
  url: photoUrl(p.key),
  thumb_url: thumbUrl(p.key),
  width: p.width,
  height: p.height,
});

/** A warranty photo of the customer not yet part of a registration or a claim. */
const unattached = and(
  eq(uploadedImages.purpose, WARRANTY_PURPOSE),
  notExists(
    sql`(select 1 from ${productRegistrations} where ${productRegistrations.proofImageId} = ${uploadedImages.id})`,
  ),
  notExists(
    sql`(select 1 from ${warrantyClaimPhotos} where ${warrantyClaimPhotos.imageId} = ${uploadedImages.id})`,
  ),
);

// ---- Photos ----------------------------------------------------------------------------------

/** Warranty photos no registration or claim took yet. */
const WARRANTY_UPLOADS: UploadCap = {
  purpose: WARRANTY_PURPOSE,
  unused: unattached as UploadCap["unused"],
  max: UNUSED_UPLOADS_MAX,
  windowMs: UNUSED_UPLOAD_HOURS * 3_600_000,
  message:
    "You have uploaded many photos you have not used yet. Please finish your registration or claim first.",
};

export async function uploadWarrantyPhoto(
  ctx: RequestContext,
  customerId: number,
  bytes: Uint8Array,
): Promise<Upload | Reply<null>> {
  return storeUpload(ctx, customerId, WARRANTY_UPLOADS, bytes);
}

/** Deletes warranty photos no registration or claim took within a day; answers how many. */
export async function sweepUnusedWarrantyUploads(db: RequestContext["db"], now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_HOURS * 3_600_000);
  const gone = await db
    .delete(uploadedImages)
    .where(and(lt(uploadedImages.createdAt, before), unattached))
    .returning({ id: uploadedImages.id });
  return gone.length;
}

/** The customer's unused warranty photos by key, locked; 404 when one is not theirs, unknown or used. */
async function takePhotos(tx: Tx, customerId: number, keys: string[], message: string) {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ id: uploadedImages.id, key: uploadedImages.key })
    .from(uploadedImages)
    .where(and(inArray(uploadedImages.key, keys), eq(uploadedImages.customerId, customerId), unattached))
    .for("update");
  if (rows.length !== keys.length) throw new AppError(404, 404, message);
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return keys.map((k) => byKey.get(k) as number);
}

// ---- Registrations ---------------------------------------------------------------------------

const proofImages = alias(uploadedImages, "proof_images");

function registrationQuery(db: RequestContext["db"] | Tx) {
  return db
    .select({
      id: productRegistrations.id,
      source: productRegistrations.source,
      orderItemId: productRegistrations.orderItemId,
      incrementId: orders.incrementId,
      retailer: productRegistrations.retailer,
      serialNumber: productRegistrations.serialNumber,
      purchaseDate: productRegistrations.purchaseDate,
      priceCents: productRegistrations.priceCents,
      createdAt: productRegistrations.createdAt,
      proofKey: proofImages.key,
      proofWidth: proofImages.width,
      proofHeight: proofImages.height,
      extraWarrantyMonths: orderItems.extraWarrantyMonths,
      ...productColumns,
    })
    .from(productRegistrations)
    .innerJoin(products, eq(products.id, productRegistrations.productId))
    .leftJoin(orderItems, eq(orderItems.id, productRegistrations.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(proofImages, eq(proofImages.id, productRegistrations.proofImageId));
}
type RegistrationRow = Awaited<ReturnType<typeof registrationQuery>>[number];

function toRegistration(r: RegistrationRow): Registered["list"][number] {
  return {
    registration_id: r.id,
    number: registrationNumber(r.id),
    source: r.source,
    product: productOf(r),
    order_item_id: r.orderItemId,
    order_increment_id: r.incrementId,
    retailer: r.retailer,
    serial_number: r.serialNumber,
    purchase_date: r.purchaseDate,
    extra_warranty_months: r.extraWarrantyMonths ?? 0,
    proof:
      r.proofKey === null
        ? null
        : photoOf({ key: r.proofKey, width: r.proofWidth ?? 0, height: r.proofHeight ?? 0 }),
    created_at: r.createdAt.toISOString(),
  };
}

/** The customer's lines of paid orders (not gifts). */
const boughtWhere = (customerId: number) =>
  and(
    eq(orders.customerId, customerId),
    inArray(orders.status, [...PAID_STATUSES]),
    eq(orderItems.isGift, false),
  );

export async function listRegistered(
  ctx: RequestContext,
  customerId: number,
  q?: string,
): Promise<Registered> {
  const lookup = q?.trim() ?? "";
  const [rows, lines, matches] = await Promise.all([
    registrationQuery(ctx.db)
      .where(eq(productRegistrations.customerId, customerId))
      .orderBy(desc(productRegistrations.createdAt), desc(productRegistrations.id)),
    ctx.db
      .select({
        orderItemId: orderItems.id,
        incrementId: orders.incrementId,
        orderedAt: orders.createdAt,
        extraWarrantyMonths: orderItems.extraWarrantyMonths,
        ...productColumns,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(
          boughtWhere(customerId),
          notExists(
            sql`(select 1 from ${productRegistrations} where ${productRegistrations.customerId} = ${customerId} and ${productRegistrations.orderItemId} = ${orderItems.id})`,
          ),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orderItems.id))
      .limit(100),
    lookup === ""
      ? Promise.resolve([])
      : ctx.db
          .select(productColumns)
          .from(products)
          .where(
            and(
              eq(products.status, 1),
              or(
                sql`upper(${products.sku}) = upper(${lookup}::text)`,
                sql`upper(${products.itemNo}) = upper(${lookup}::text)`,
                sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and upper(${productVariants.sku}) = upper(${lookup}::text))`,
              ),
            ),
          )
          .orderBy(products.id)
          .limit(PRODUCT_LOOKUP_MAX),
  ]);
  return {
    list: rows.map(toRegistration),
    order_items: lines.map((l) => ({
      order_item_id: l.orderItemId,
      order_increment_id: l.incrementId,
      ordered_at: l.orderedAt.toISOString(),
      extra_warranty_months: l.extraWarrantyMonths,
      product: productOf(l),
    })),
    matches: matches.map(productOf),
  };
}

export interface RegisterInput {
  source: "here" | "elsewhere";
  order_item_id?: number;
  product_id?: number;
  retailer?: string;
  serial_number?: string;
  purchase_date?: string;
  proof?: string;
}

const invalid = (message: string) => new AppError(422, 422, message);

export async function registerProduct(
  ctx: RequestContext,
  customerId: number,
  input: RegisterInput,
): Promise<Reply<{ registration_id: number; number: string }>> {
  const serial = input.serial_number?.trim() ?? "";
  const serialProblem = serialError(serial, input.source === "elsewhere");
  if (input.source === "here") {
    if (input.order_item_id === undefined) throw invalid(REGISTER_MESSAGES.itemRequired);
    if (serialProblem) throw invalid(serialProblem);
  } else {
    if (input.product_id === undefined) throw invalid(REGISTER_MESSAGES.productRequired);
    const retailerProblem = retailerError(input.retailer ?? "");
    if (retailerProblem) throw invalid(retailerProblem);
    if (serialProblem) throw invalid(serialProblem);
    const dateProblem = purchaseDateError(input.purchase_date ?? "", ctx.now);
    if (dateProblem) throw invalid(dateProblem);
    if (!input.proof) throw invalid(REGISTER_MESSAGES.proofRequired);
  }
  return runTransaction(ctx.db, async (tx) => {
    // One registration at a time per customer: the duplicate checks below then see every earlier one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`warranty-register:${customerId}`}, 0))`,
    );
    const key = serial ? serialKey(serial) : null;
    if (key) {
      const [dup] = await tx
        .select({ id: productRegistrations.id })
        .from(productRegistrations)
        .where(and(eq(productRegistrations.customerId, customerId), eq(productRegistrations.serialKey, key)));
      if (dup) throw new AppError(409, 409, REGISTER_MESSAGES.duplicateSerial);
    }
    let values: typeof productRegistrations.$inferInsert;
    if (input.source === "here") {
      const [line] = await tx
        .select({
          productId: orderItems.productId,
          priceCents: orderItems.priceCents,
          orderedAt: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.id, input.order_item_id as number), boughtWhere(customerId)));
      if (!line) throw new AppError(404, 404, REGISTER_MESSAGES.itemNotBought);
      const [dup] = await tx
        .select({ id: productRegistrations.id })
        .from(productRegistrations)
        .where(
          and(
            eq(productRegistrations.customerId, customerId),
            eq(productRegistrations.orderItemId, input.order_item_id as number),
          ),
        );
      if (dup) throw new AppError(409, 409, REGISTER_MESSAGES.duplicateItem);
      values = {
        customerId,
        productId: line.productId,
        source: "here",
        orderItemId: input.order_item_id,
        retailer: ctx.config.STORE_NAME,
        serialNumber: serial || null,
        serialKey: key,
        purchaseDate: isoDay(line.orderedAt),
        priceCents: line.priceCents,
        createdAt: ctx.now,
      };
    } else {
      const [product] = await tx
        .select({
          id: products.id,
          priceCents: sql<number>`(select min(least(${productVariants.priceCents}, coalesce(${productVariants.specialPriceCents}, ${productVariants.priceCents}))) from ${productVariants} where ${productVariants.productId} = ${products.id})`,
        })
        .from(products)
        .where(eq(products.id, input.product_id as number));
      if (!product) throw new AppError(404, 404, REGISTER_MESSAGES.productUnknown);
      const [proofId] = await takePhotos(
        tx,
        customerId,
        [input.proof as string],
        REGISTER_MESSAGES.proofUnknown,
      );
      values = {
        customerId,
        productId: product.id,
        source: "elsewhere",
        retailer: (input.retailer ?? "").trim(),
        serialNumber: serial,
        serialKey: key,
        purchaseDate: (input.purchase_date ?? "").trim(),
        priceCents: Number(product.priceCents ?? 0),
        proofImageId: proofId,
        createdAt: ctx.now,
      };
    }
    const [row] = await tx
      .insert(productRegistrations)
      .values(values)
      .returning({ id: productRegistrations.id });
    return new Reply(200, REGISTER_MESSAGES.registered, {
      registration_id: row.id,
      number: registrationNumber(row.id),
    });
  });
}

// ---- Warranties ------------------------------------------------------------------------------

interface Covered {
  key: string;
  registrationId: number | null;
  orderItemId: number | null;
  incrementId: string | null;
  source: "here" | "elsewhere";
  product: ReturnType<typeof productOf>;
  retailer: string;
  serialNumber: string | null;
  start: string;
  coverages: Coverage[];
  sortAt: number;
}

async function isPlusMember(db: RequestContext["db"] | Tx, customerId: number) {
  const [row] = await db
    .select({ group: customers.customerGroup, firstname: customers.firstname, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { plus: row?.group === PLUS_GROUP, firstname: row?.firstname ?? "", email: row?.email ?? "" };
}

/** Every registered or bought product of the customer with its coverages (registered first, newest first). */
async function coveredProducts(db: RequestContext["db"] | Tx, customerId: number, now: Date, plus: boolean) {
  const today = isoDay(now);
  const categoryColumns = { subKey: categories.urlKey, topKey: topCategories.urlKey };
  const lineColumns = {
    orderItemId: orderItems.id,
    incrementId: orders.incrementId,
    orderedAt: orders.createdAt,
    priceCents: orderItems.priceCents,
    planId: orderItems.planId,
    planTitle: orderItems.planTitle,
    planTermMonths: orderItems.planTermMonths,
    extraWarrantyMonths: orderItems.extraWarrantyMonths,
    deliveredOn: lineDeliveredOn,
  };
  const [regs, lines] = await Promise.all([
    db
      .select({
        id: productRegistrations.id,
        source: productRegistrations.source,
        retailer: productRegistrations.retailer,
        serialNumber: productRegistrations.serialNumber,
        purchaseDate: productRegistrations.purchaseDate,
        regPriceCents: productRegistrations.priceCents,
        createdAt: productRegistrations.createdAt,
        ...productColumns,
        ...categoryColumns,
        ...lineColumns,
      })
      .from(productRegistrations)
      .innerJoin(products, eq(products.id, productRegistrations.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(topCategories, eq(topCategories.id, categories.parentId))
      .leftJoin(orderItems, eq(orderItems.id, productRegistrations.orderItemId))
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(productRegistrations.customerId, customerId)),
    db
      .select({ ...productColumns, ...categoryColumns, ...lineColumns })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(topCategories, eq(topCategories.id, categories.parentId))
      .where(
        and(
          boughtWhere(customerId),
          notExists(
            sql`(select 1 from ${productRegistrations} where ${productRegistrations.customerId} = ${customerId} and ${productRegistrations.orderItemId} = ${orderItems.id})`,
          ),
        ),
      ),
  ]);
  const keysOf = (r: { topKey: string | null; subKey: string | null }) => ({
    // A subcategory's parent is the top category; a product filed directly under a top one has none.
    topKey: r.topKey ?? r.subKey,
    subKey: r.topKey ? r.subKey : null,
  });
  const planOf = (r: { planId: string | null; planTitle: string | null; planTermMonths: number | null }) =>
    r.planId && r.planTermMonths ? { title: r.planTitle ?? "", months: r.planTermMonths } : null;
  const out: Covered[] = [];
  for (const r of regs) {
    const bought = r.orderItemId !== null && r.orderedAt !== null;
    const start = bought ? (r.deliveredOn ?? isoDay(r.orderedAt as Date)) : r.purchaseDate;
    out.push({
      key: `r${r.id}`,
      registrationId: r.id,
      orderItemId: r.orderItemId,
      incrementId: r.incrementId,
      source: r.source,
      product: productOf(r),
      retailer: r.retailer,
      serialNumber: r.serialNumber,
      start,
      coverages: coveragesFor({
        ...keysOf(r),
        priceCents: bought ? (r.priceCents as number) : r.regPriceCents,
        start,
        plan: bought ? planOf(r) : null,
        plusMember: plus,
        plusMonths: bought ? (r.extraWarrantyMonths ?? 0) : 0,
        today,
      }),
      sortAt: r.createdAt.getTime(),
    });
  }
  for (const l of lines) {
    const start = l.deliveredOn ?? isoDay(l.orderedAt);
    out.push({
      key: `o${l.orderItemId}`,
      registrationId: null,
      orderItemId: l.orderItemId,
      incrementId: l.incrementId,
      source: "here",
      product: productOf(l),
      retailer: "",
      serialNumber: null,
      start,
      coverages: coveragesFor({
        ...keysOf(l),
        priceCents: l.priceCents,
        start,
        plan: planOf(l),
        plusMember: plus,
        plusMonths: l.extraWarrantyMonths,
        today,
      }),
      sortAt: l.orderedAt.getTime(),
    });
  }
  out.sort((a, b) => b.sortAt - a.sortAt || a.key.localeCompare(b.key));
  return out;
}

export async function listWarranties(ctx: RequestContext, customerId: number): Promise<Warranties> {
  const { plus } = await isPlusMember(ctx.db, customerId);
  const covered = await coveredProducts(ctx.db, customerId, ctx.now, plus);
  const claims = await ctx.db
    .select({
      id: warrantyClaims.id,
      registrationId: warrantyClaims.registrationId,
      orderItemId: warrantyClaims.orderItemId,
      status: warrantyClaims.status,
      description: warrantyClaims.description,
      preferredContact: warrantyClaims.preferredContact,
      createdAt: warrantyClaims.createdAt,
      photos: sql<{ key: string; width: number; height: number }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('key', ui.key, 'width', ui.width, 'height', ui.height) order by wp.position)
        from ${warrantyClaimPhotos} wp join ${uploadedImages} ui on ui.id = wp.image_id
        where wp.claim_id = ${sql.raw('"warranty_claims"."id"')}
      ), '[]'::jsonb)`,
    })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.customerId, customerId))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id));
  return {
    plus_member: plus,
    list: covered.map((c) => ({
      key: c.key,
      registration_id: c.registrationId,
      order_item_id: c.orderItemId,
      order_increment_id: c.incrementId,
      source: c.source,
      product: c.product,
      retailer: c.retailer,
      serial_number: c.serialNumber,
      coverage_start: c.start,
      coverages: c.coverages,
      active: c.coverages.some((v) => v.state === "active"),
      claims: claims
        .filter(
          (k) =>
            (c.registrationId !== null && k.registrationId === c.registrationId) ||
            (c.orderItemId !== null && k.orderItemId === c.orderItemId),
        )
        .map((k) => ({
          claim_id: k.id,
          number: claimNumber(k.id),
          status: k.status,
          description: k.description,
          preferred_contact: k.preferredContact,
          photos: k.photos.map(photoOf),
          created_at: k.createdAt.toISOString(),
        })),
    })),
  };
}

// ---- Claims ----------------------------------------------------------------------------------

export interface ClaimInput {
  registration_id?: number;
  order_item_id?: number;
  description: string;
  photos: string[];
  preferred_contact: PreferredContact;
  phone?: string;
}

export async function fileClaim(
  ctx: RequestContext,
  customerId: number,
  input: ClaimInput,
): Promise<Reply<{ claim_id: number; number: string; status: string }>> {
  if (input.registration_id === undefined && input.order_item_id === undefined)
    throw invalid(CLAIM_MESSAGES.productRequired);
  const phone = input.preferred_contact === "phone" ? phoneDigits(input.phone ?? "") : null;
  if (input.preferred_contact === "phone" && phone === null) throw invalid(CLAIM_MESSAGES.phoneRequired);
  return runTransaction(ctx.db, async (tx) => {
    const who = await isPlusMember(tx, customerId);
    const covered = await coveredProducts(tx, customerId, ctx.now, who.plus);
    const target =
      input.registration_id !== undefined
        ? covered.find((c) => c.registrationId === input.registration_id)
        : covered.find((c) => c.orderItemId === input.order_item_id);
    if (!target) throw new AppError(404, 404, CLAIM_MESSAGES.notFound);
    if (!target.coverages.some((c) => c.state === "active")) throw invalid(CLAIM_MESSAGES.expired);
    const keys = [...new Set(input.photos)];
    const imageIds = await takePhotos(tx, customerId, keys, UPLOAD_MESSAGES.unknownPhoto);
    const [claim] = await tx
      .insert(warrantyClaims)
      .values({
        customerId,
        registrationId: target.registrationId,
        orderItemId: target.registrationId === null ? target.orderItemId : null,
        productId: target.product.product_id,
        description: input.description.trim(),
        preferredContact: input.preferred_contact,
        phone,
        createdAt: ctx.now,
      })
      .returning({ id: warrantyClaims.id });
    if (imageIds.length > 0)
      await tx
        .insert(warrantyClaimPhotos)
        .values(imageIds.map((imageId, position) => ({ claimId: claim.id, imageId, position })));
    const number = claimNumber(claim.id);
    const pageUrl = `${ctx.origin}${MY_WARRANTIES_PAGE_PATH}`;
    await enqueueMail(tx, {
      to: who.email,
      ...warrantyClaimMail({
        storeName: ctx.config.STORE_NAME,
        firstname: who.firstname,
        claimNumber: number,
        productName: target.product.name,
        description: input.description.trim(),
        contact: phone ? `phone at ${phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3")}` : "e-mail",
        pageUrl,
      }),
    });
    await writeSystemNote(tx, {
      customerId,
      title: `Warranty claim ${number} received`,
      content: `We received your claim for ${escapeHtml(target.product.name)} and will contact you within 2 business days.`,
      url: MY_WARRANTIES_PAGE_PATH,
      dedupeKey: `warranty-claim:${claim.id}`,
      createdAt: ctx.now,
    });
    return new Reply(200, CLAIM_MESSAGES.submitted, { claim_id: claim.id, number, status: "submitted" });
  });
}

// ---- Warranty success ------------------------------------------------------------------------

export async function warrantySuccess(
  ctx: RequestContext,
  customerId: number,
  type: "registration" | "claim",
  id: number,
): Promise<Success> {
  if (type === "registration") {
    const [r] = await registrationQuery(ctx.db).where(
      and(eq(productRegistrations.id, id), eq(productRegistrations.customerId, customerId)),
    );
    if (!r) throw new AppError(404, 404, REGISTER_MESSAGES.notFound);
    return {
      type,
      id,
      number: registrationNumber(id),
      message: REGISTER_MESSAGES.registered,
      status: null,
      product: productOf(r),
      created_at: r.createdAt.toISOString(),
    };
  }
  const [k] = await ctx.db
    .select({ status: warrantyClaims.status, createdAt: warrantyClaims.createdAt, ...productColumns })
    .from(warrantyClaims)
    .innerJoin(products, eq(products.id, warrantyClaims.productId))
    .where(and(eq(warrantyClaims.id, id), eq(warrantyClaims.customerId, customerId)));
  if (!k) throw new AppError(404, 404, CLAIM_MESSAGES.claimNotFound);
  return {
    type,
    id,
    number: claimNumber(id),
    message: CLAIM_MESSAGES.submitted,
    status: k.status,
    product: productOf(k),
    created_at: k.createdAt.toISOString(),
  };
}
