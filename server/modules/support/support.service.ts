import { and, asc, desc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type {
  SupportMessageView,
  SupportRequestView,
  supportPhotoUpload,
  supportRequests,
} from "../../../contract/support";
import {
  SUPPORT_LIST_LIMIT,
  SUPPORT_MESSAGES,
  SUPPORT_NO_ORDER,
  SUPPORT_ORDER_CHOICES,
  SUPPORT_PAGE_PATH,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPICS,
  type SupportStatus,
  type SupportTopic,
  supportSentMessage,
  supportTopicLabel,
} from "../../../contract/support-constants";
import { UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import {
  supportRequests as requestsTable,
  supportAttachments,
  supportMessages,
} from "../../db/schema/support";
import { uploadedImages } from "../../db/schema/uploads";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { enqueueMail } from "../mail/outbox";
import { photoUrl, storeUpload, thumbUrl, type UploadCap } from "../media/stored-upload";
import { supportReceiptMail, supportStoreMail } from "./support-mail";

type DbOrTx = Db | Tx;
type ListResult = CallResult<typeof supportRequests>;
type Upload = CallResult<typeof supportPhotoUpload>;

/** The purpose of a support picture in uploaded_images. */
export const SUPPORT_UPLOAD_PURPOSE = "support";
/** Pictures one customer may have uploaded and not sent yet (within a day): a few requests' worth. */
export const SUPPORT_UNSENT_UPLOADS_MAX = 12;
const UNSENT_WINDOW_MS = 24 * 3_600_000;

export type RequestRow = typeof requestsTable.$inferSelect;

const notFoundRequest = () => new AppError(404, 404, SUPPORT_MESSAGES.requestNotFound);

/** Where the customer reads a request (the page, scrolled to it). */
export const supportPageUrl = (origin: string, number: string) =>
  `${origin}${SUPPORT_PAGE_PATH}#${encodeURIComponent(number)}`;

// ---- Views -------------------------------------------------------------------------------

/**
 * The requests `rows` as the page (or the operator) shows them, each with its order's number and
 * its messages (oldest first) with their pictures, in the order of `rows`.
 */
export async function requestViews(
  db: DbOrTx,
  rows: RequestRow[],
  reader: "customer" | "store",
): Promise<SupportRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is number => id !== null))];
  const [messages, pictures, orderRows] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(inArray(supportMessages.requestId, ids))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
    db
      .select({
        messageId: supportAttachments.messageId,
        key: uploadedImages.key,
        width: uploadedImages.width,
        height: uploadedImages.height,
      })
      .from(supportAttachments)
      .innerJoin(uploadedImages, eq(uploadedImages.id, supportAttachments.imageId))
      .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
      .where(inArray(supportMessages.requestId, ids))
      .orderBy(asc(supportAttachments.position)),
    orderIds.length
      ? db
          .select({ id: orders.id, incrementId: orders.incrementId })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : Promise.resolve([] as { id: number; incrementId: string }[]),
  ]);
  const incrementOf = new Map(orderRows.map((o) => [o.id, o.incrementId]));
  const byMessage = new Map<number, SupportMessageView["attachments"]>();
  for (const p of pictures) {
    const list = byMessage.get(p.messageId) ?? [];
    list.push({ url: photoUrl(p.key), thumb_url: thumbUrl(p.key), width: p.width, height: p.height });
    byMessage.set(p.messageId, list);
  }
  return rows.map((r) => ({
    number: r.number,
    topic: r.topic as SupportTopic,
    topic_label: supportTopicLabel(r.topic),
    status: r.status as SupportStatus,
    status_label: SUPPORT_STATUS_LABELS[r.status as SupportStatus] ?? r.status,
    order_increment_id: r.orderId === null ? null : (incrementOf.get(r.orderId) ?? null),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    can_follow_up: r.status !== "closed",
    messages: messages
      .filter((m) => m.requestId === r.id)
      .map((m) => ({
        id: m.id,
        author: m.author as "customer" | "store",
        author_label: m.author === "store" ? "Customer Service" : reader === "customer" ? "You" : "Customer",
        body: m.body,
        created_at: m.createdAt.toISOString(),
        attachments: byMessage.get(m.id) ?? [],
      })),
  }));
}

// ---- The customer's calls ------------------------------------------------------------------

/** GET /api/customer/support_requests: the customer's requests, the topics and their orders. */
export async function listMyRequests(ctx: RequestContext, customerId: number): Promise<ListResult> {
  const [rows, orderRows] = await Promise.all([
    ctx.db
      .select()
      .from(requestsTable)
      .where(eq(requestsTable.customerId, customerId))
      .orderBy(desc(requestsTable.createdAt), desc(requestsTable.id))
      .limit(SUPPORT_LIST_LIMIT),
    ctx.db
      .select({ incrementId: orders.incrementId, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(SUPPORT_ORDER_CHOICES),
  ]);
  return {
    requests: await requestViews(ctx.db, rows, "customer"),
    topics: SUPPORT_TOPICS.map((t) => ({ value: t.value, label: t.label })),
    orders: orderRows.map((o) => ({
      increment_id: o.incrementId,
      created_at: o.createdAt.toISOString(),
      label: `Order #${o.incrementId} — ${o.createdAt.toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })}`,
    })),
  };
}

/** Picture `keys` of the customer not sent yet, locked; 404 when one is not (theirs, unsent, a support picture). */
async function claimPictures(tx: Tx, customerId: number, keys: string[]) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: uploadedImages.id, key: uploadedImages.key })
    .from(uploadedImages)
    .where(
      and(
        inArray(uploadedImages.key, unique),
        eq(uploadedImages.customerId, customerId),
        eq(uploadedImages.purpose, SUPPORT_UPLOAD_PURPOSE),
        notExists(
          tx.select().from(supportAttachments).where(eq(supportAttachments.imageId, uploadedImages.id)),
        ),
      ),
    )
    .for("update");
  if (found.length !== unique.length) throw new AppError(404, 404, UPLOAD_MESSAGES.unknownPhoto);
  const byKey = new Map(found.map((f) => [f.key, f]));
  // In the order the customer chose them.
  return unique.map((k) => byKey.get(k) as (typeof found)[number]);
}

/** A customer's message with its pictures; answers the message id and the pictures' public addresses. */
async function addMessage(
  tx: Tx,
  requestId: number,
  customerId: number,
  body: string,
  keys: string[],
  now: Date,
): Promise<{ messageId: number; pictureKeys: string[] }> {
  const pictures = await claimPictures(tx, customerId, keys);
  const [message] = await tx
    .insert(supportMessages)
    .values({ requestId, author: "customer", body, createdAt: now })
    .returning({ id: supportMessages.id });
  if (pictures.length)
    await tx
      .insert(supportAttachments)
      .values(pictures.map((p, position) => ({ imageId: p.id, messageId: message.id, position })));
  return { messageId: message.id, pictureKeys: pictures.map((p) => p.key) };
}

async function customerOf(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError(401, 401, "Please sign in to continue.");
  return { ...row, name: `${row.firstname} ${row.lastname}`.trim() };
}

export interface NewRequestInput {
  order_increment_id?: string;
  topic: SupportTopic;
  message: string;
  photos: string[];
}

/** POST /api/customer/support_requests: the request, its first message, its pictures and both mails. */
export async function createRequest(
  ctx: RequestContext,
  customerId: number,
  input: NewRequestInput,
): Promise<Reply<{ number: string }>> {
  return runTransaction(ctx.db, async (tx) => {
    const request = await openSupportRequest(ctx, tx, customerId, input);
    return new Reply(200, supportSentMessage(request.number), { number: request.number });
  });
}

/**
 * A new request with its first message, its pictures and both mails, inside the caller's
 * transaction: the customer's form above, and the free-gift game's quality report (decision 0045).
 */
export async function openSupportRequest(
  ctx: RequestContext,
  tx: Tx,
  customerId: number,
  input: NewRequestInput,
): Promise<{ id: number; number: string }> {
  const orderRef = (input.order_increment_id ?? "").trim();
  const wantsOrder = orderRef !== "" && orderRef.toLowerCase() !== SUPPORT_NO_ORDER;
  let order: { id: number; incrementId: string } | null = null;
  if (wantsOrder) {
    [order] = await tx
      .select({ id: orders.id, incrementId: orders.incrementId })
      .from(orders)
      .where(and(eq(orders.incrementId, orderRef.replace(/^#/, "")), eq(orders.customerId, customerId)));
    if (!order) throw new AppError(404, 404, SUPPORT_MESSAGES.orderNotFound);
  }
  const [request] = await tx
    .insert(requestsTable)
    .values({
      customerId,
      orderId: order?.id ?? null,
      topic: input.topic,
      status: "open",
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const { pictureKeys } = await addMessage(tx, request.id, customerId, input.message, input.photos, ctx.now);
  const customer = await customerOf(tx, customerId);
  const mailRequest = {
    number: request.number,
    topicLabel: supportTopicLabel(input.topic),
    orderIncrementId: order?.incrementId ?? null,
  };
  await enqueueMail(tx, {
    to: ctx.config.SUPPORT_EMAIL,
    ...supportStoreMail({
      storeName: ctx.config.STORE_NAME,
      request: mailRequest,
      followUp: false,
      customer: { name: customer.name, email: customer.email },
      message: input.message,
      attachmentUrls: pictureKeys.map((k) => `${ctx.origin}${photoUrl(k)}`),
    }),
  });
  await enqueueMail(tx, {
    to: customer.email,
    ...supportReceiptMail({
      storeName: ctx.config.STORE_NAME,
      firstname: customer.firstname,
      request: mailRequest,
      message: input.message,
      pageUrl: supportPageUrl(ctx.origin, request.number),
    }),
  });
  ctx.logger.info("support request", { number: request.number, customerId });
  return { id: request.id, number: request.number };
}

/** The customer's request by number, locked; 404 when there is none or it is another customer's. */
async function lockOwnRequest(tx: Tx, customerId: number, number: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(requestsTable)
    .where(and(eq(requestsTable.number, number), eq(requestsTable.customerId, customerId)))
    .for("update");
  if (!row) throw notFoundRequest();
  return row;
}

/** POST …/support_requests/:number/messages: a follow-up; the request waits for the store again. */
export async function followUp(
  ctx: RequestContext,
  customerId: number,
  number: string,
  input: { message: string; photos: string[] },
): Promise<Reply<SupportRequestView | null>> {
  return runTransaction(ctx.db, async (tx) => {
    const request = await lockOwnRequest(tx, customerId, number);
    if (request.status === "closed") throw new AppError(409, 409, SUPPORT_MESSAGES.closed);
    const { pictureKeys } = await addMessage(
      tx,
      request.id,
      customerId,
      input.message,
      input.photos,
      ctx.now,
    );
    const [updated] = await tx
      .update(requestsTable)
      .set({ status: "open", updatedAt: ctx.now })
      .where(eq(requestsTable.id, request.id))
      .returning();
    const customer = await customerOf(tx, customerId);
    const [order] = request.orderId
      ? await tx
          .select({ incrementId: orders.incrementId })
          .from(orders)
          .where(eq(orders.id, request.orderId))
      : [];
    await enqueueMail(tx, {
      to: ctx.config.SUPPORT_EMAIL,
      ...supportStoreMail({
        storeName: ctx.config.STORE_NAME,
        request: {
          number: request.number,
          topicLabel: supportTopicLabel(request.topic),
          orderIncrementId: order?.incrementId ?? null,
        },
        followUp: true,
        customer: { name: customer.name, email: customer.email },
        message: input.message,
        attachmentUrls: pictureKeys.map((k) => `${ctx.origin}${photoUrl(k)}`),
      }),
    });
    const [view] = await requestViews(tx, [updated], "customer");
    return new Reply(200, SUPPORT_MESSAGES.followUpSent, view);
  });
}

/** Customer-service pictures not sent in a message yet. */
const SUPPORT_UPLOADS: UploadCap = {
  purpose: SUPPORT_UPLOAD_PURPOSE,
  unused: and(
    isNull(uploadedImages.reviewId),
    notExists(
      sql`(select 1 from ${supportAttachments} where ${supportAttachments.imageId} = ${uploadedImages.id})`,
    ),
  ) as UploadCap["unused"],
  max: SUPPORT_UNSENT_UPLOADS_MAX,
  windowMs: UNSENT_WINDOW_MS,
  message: SUPPORT_MESSAGES.tooManyUploads,
};

/** POST /api/customer/upload/support-photo: checks, re-encodes and keeps one picture for a message. */
export async function uploadSupportPhoto(
  ctx: RequestContext,
  customerId: number,
  bytes: Uint8Array,
): Promise<Upload | Reply<null>> {
  return storeUpload(ctx, customerId, SUPPORT_UPLOADS, bytes);
}
