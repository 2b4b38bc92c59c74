// The operator's side of Exclusive Customer Service (/admin/api/support/*, admin.routes.ts): list the
// requests waiting for the store, reply to one (the reply is on the customer's page, and the customer
// gets a mail and a note in the bell, in the reply's transaction) and close one. Every action is
// written to operator_actions with the operator's name.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { AdminSupportRequest } from "../../../contract/support";
import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH, supportTopicLabel } from "../../../contract/support-constants";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { orders } from "../../db/schema/order";
import { supportMessages, supportRequests } from "../../db/schema/support";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import { type RequestRow, requestViews, supportPageUrl } from "./support.service";
import { supportReplyMail } from "./support-mail";

type Ctx = Pick<RequestContext, "db" | "now" | "config" | "origin" | "logger">;

/** The note's excerpt of a reply: its first 160 characters. */
const EXCERPT = 160;

async function adminViews(db: Ctx["db"] | Tx, rows: RequestRow[]): Promise<AdminSupportRequest[]> {
  if (rows.length === 0) return [];
  const views = await requestViews(db, rows, "store");
  const people = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
    })
    .from(customers)
    .where(
      inArray(
        customers.id,
        rows.map((r) => r.customerId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return views.map((v, i) => {
    const p = byId.get(rows[i].customerId);
    return {
      ...v,
      customer_email: p?.email ?? "",
      customer_name: p ? `${p.firstname} ${p.lastname}`.trim() : "",
    };
  });
}

/** GET /admin/api/support/requests: by status (active: open and answered) or by number, oldest activity first. */
export async function listSupportRequests(
  ctx: Ctx,
  q: { status: "open" | "answered" | "closed" | "active"; number?: string; limit: number },
): Promise<AdminSupportRequest[]> {
  const where = q.number
    ? eq(supportRequests.number, q.number)
    : q.status === "active"
      ? ne(supportRequests.status, "closed")
      : eq(supportRequests.status, q.status);
  const rows = await ctx.db
    .select()
    .from(supportRequests)
    .where(where)
    .orderBy(asc(supportRequests.updatedAt), asc(supportRequests.id))
    .limit(q.limit);
  return adminViews(ctx.db, rows);
}

async function lockRequest(tx: Tx, number: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.number, number))
    .for("update");
  if (!row) throw new AppError(404, 404, SUPPORT_MESSAGES.requestNotFound);
  return row;
}

async function audit(tx: Tx, operator: string, action: string, row: RequestRow, detail: object, at: Date) {
  await tx.insert(operatorActions).values({
    operator,
    action,
    orderId: row.orderId,
    detail: { number: row.number, ...detail } as Record<string, unknown>,
    at,
  });
}

/** POST /admin/api/support/reply: the store's reply, its mail and the customer's note; logged. */
export function replyToRequest(
  ctx: Ctx,
  operator: string,
  input: { number: string; message: string },
): Promise<Reply<AdminSupportRequest>> {
  return runTransaction(ctx.db, async (tx) => {
    const request = await lockRequest(tx, input.number);
    if (request.status === "closed") throw new AppError(409, 409, SUPPORT_MESSAGES.closed);
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, author: "store", operator, body: input.message, createdAt: ctx.now })
      .returning({ id: supportMessages.id });
    const [updated] = await tx
      .update(supportRequests)
      .set({ status: "answered", updatedAt: ctx.now })
      .where(eq(supportRequests.id, request.id))
      .returning();
    const [customer] = await tx
      .select({ email: customers.email, firstname: customers.firstname })
      .from(customers)
      .where(eq(customers.id, request.customerId));
    const [order] = request.orderId
      ? await tx
          .select({ incrementId: orders.incrementId })
          .from(orders)
          .where(eq(orders.id, request.orderId))
      : [];
    await enqueueMail(tx, {
      to: customer.email,
      ...supportReplyMail({
        storeName: ctx.config.STORE_NAME,
        firstname: customer.firstname,
        request: {
          number: request.number,
          topicLabel: supportTopicLabel(request.topic),
          orderIncrementId: order?.incrementId ?? null,
        },
        reply: input.message,
        pageUrl: supportPageUrl(ctx.origin, request.number),
      }),
    });
    const excerpt =
      input.message.length > EXCERPT ? `${input.message.slice(0, EXCERPT - 1).trimEnd()}…` : input.message;
    await writeSystemNote(tx, {
      customerId: request.customerId,
      title: `Customer Service replied to ${request.number}`,
      content: `<p>${escapeHtml(excerpt)}</p>`,
      url: `${SUPPORT_PAGE_PATH}#${request.number}`,
      dedupeKey: `support-reply:${message.id}`,
      createdAt: ctx.now,
    });
    await audit(tx, operator, "support_reply", request, { message_id: message.id }, ctx.now);
    ctx.logger.info("support reply", { number: request.number, operator });
    const [view] = await adminViews(tx, [updated]);
    return new Reply(200, SUPPORT_MESSAGES.replied, view);
  });
}

/** POST /admin/api/support/close: closed (no more messages); again changes nothing. */
export function closeRequest(
  ctx: Ctx,
  operator: string,
  input: { number: string },
): Promise<Reply<AdminSupportRequest>> {
  return runTransaction(ctx.db, async (tx) => {
    const request = await lockRequest(tx, input.number);
    if (request.status === "closed") {
      const [view] = await adminViews(tx, [request]);
      return new Reply(200, SUPPORT_MESSAGES.alreadyClosed, view);
    }
    const [updated] = await tx
      .update(supportRequests)
      .set({ status: "closed", closedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(supportRequests.id, request.id)))
      .returning();
    await audit(tx, operator, "support_close", request, {}, ctx.now);
    const [view] = await adminViews(tx, [updated]);
    return new Reply(200, SUPPORT_MESSAGES.closedDone, view);
  });
}
