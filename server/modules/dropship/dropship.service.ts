// The dropship programme (issue 20, decision 0048): a customer's application (one per customer),
// its edits while pending or refused, and the operator's decision. Approval puts the customer in
// the Dropship group (customer_group "Dropship", is_dropship) in the transaction that approves,
// with the mail and the bell note; refusal tells the reason the same way.
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import type {
  DropshipAdminApplication,
  DropshipApplication,
  DropshipStatusAnswer,
  dropshipFields,
} from "../../../contract/dropship";
import {
  DROPSHIP_APPLY_PATH,
  DROPSHIP_GROUP,
  DROPSHIP_GROUP_ID,
  DROPSHIP_MESSAGES,
  DROPSHIP_STATUS_LABELS,
  type DropshipChannel,
  type DropshipStatus,
  type DropshipVolume,
} from "../../../contract/dropship-constants";
import { customers } from "../../db/schema/customer";
import { type DropshipApplicationRow, dropshipApplications } from "../../db/schema/dropship";
import { operatorActions } from "../../db/schema/fulfilment";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";
import { dropshipDecisionMail, dropshipDecisionText } from "./dropship-mail";

type Fields = z.output<typeof dropshipFields>;

const notFound = () => new AppError(404, 404, DROPSHIP_MESSAGES.notFound);

function toApplication(row: DropshipApplicationRow): DropshipApplication {
  const status = row.status as DropshipStatus;
  return {
    id: row.id,
    status,
    status_label: DROPSHIP_STATUS_LABELS[status],
    business_name: row.businessName,
    website: row.website,
    sales_channels: row.salesChannels as DropshipChannel[],
    monthly_volume: row.monthlyVolume as DropshipVolume,
    tax_id: row.taxId,
    contact_phone: row.contactPhone,
    notes: row.notes,
    refusal_reason: row.refusalReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    can_edit: status !== "approved",
  };
}

const columnsOf = (f: Fields) => ({
  businessName: f.business_name,
  website: f.website,
  salesChannels: f.sales_channels,
  monthlyVolume: f.monthly_volume,
  taxId: f.tax_id,
  contactPhone: f.contact_phone,
  notes: f.notes,
});

async function ownApplication(db: RequestContext["db"] | Tx, customerId: number) {
  const [row] = await db
    .select()
    .from(dropshipApplications)
    .where(eq(dropshipApplications.customerId, customerId));
  return row ?? null;
}

export async function addApplication(ctx: RequestContext, customerId: number, fields: Fields) {
  return runTransaction(ctx.db, async (tx) => {
    // The customer's row is the serialization point: two submits at once make one application.
    const [customer] = await tx
      .select({ isDropship: customers.isDropship })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("no key update");
    const existing = await ownApplication(tx, customerId);
    if (customer?.isDropship || existing?.status === "approved")
      throw new AppError(409, 409, DROPSHIP_MESSAGES.alreadyApproved);
    if (existing)
      throw new AppError(
        409,
        409,
        existing.status === "pending" ? DROPSHIP_MESSAGES.alreadyPending : DROPSHIP_MESSAGES.alreadyRefused,
      );
    const [row] = await tx
      .insert(dropshipApplications)
      .values({ customerId, ...columnsOf(fields), createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.logger.info("dropship application", { customerId, applicationId: row.id });
    return { message: DROPSHIP_MESSAGES.submitted, application: toApplication(row) };
  });
}

export async function getApplication(ctx: RequestContext, customerId: number, id?: number) {
  const row = await ownApplication(ctx.db, customerId);
  if (id !== undefined) {
    if (!row || row.id !== id) throw notFound();
    return toApplication(row);
  }
  return row ? toApplication(row) : null;
}

export async function applicationStatus(
  ctx: RequestContext,
  customerId: number,
): Promise<DropshipStatusAnswer> {
  const [customer] = await ctx.db
    .select({ group: customers.customerGroup, isDropship: customers.isDropship })
    .from(customers)
    .where(eq(customers.id, customerId));
  const row = await ownApplication(ctx.db, customerId);
  const status = row ? (row.status as DropshipStatus) : "none";
  return {
    status,
    status_label: status === "none" ? "Not applied" : DROPSHIP_STATUS_LABELS[status],
    application_id: row?.id ?? null,
    is_dropship: customer?.isDropship ?? false,
    customer_group: customer?.group ?? "",
    refusal_reason: row?.refusalReason ?? null,
    can_apply: !row && !customer?.isDropship,
    can_edit: row !== null && row.status !== "approved",
  };
}

export async function editApplication(
  ctx: RequestContext,
  customerId: number,
  input: Fields & { id: number },
) {
  return runTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(dropshipApplications)
      .where(and(eq(dropshipApplications.id, input.id), eq(dropshipApplications.customerId, customerId)))
      .for("update");
    if (!row) throw notFound();
    if (row.status === "approved") throw new AppError(409, 409, DROPSHIP_MESSAGES.notEditable);
    const [updated] = await tx
      .update(dropshipApplications)
      .set({
        ...columnsOf(input),
        status: "pending",
        refusalReason: null,
        updatedAt: ctx.now,
      })
      .where(eq(dropshipApplications.id, row.id))
      .returning();
    return { message: DROPSHIP_MESSAGES.updated, application: toApplication(updated) };
  });
}

// ---- Operators ----

const adminColumns = {
  application: dropshipApplications,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
};

function toAdmin(r: {
  application: DropshipApplicationRow;
  email: string;
  firstname: string;
  lastname: string;
}): DropshipAdminApplication {
  return {
    ...toApplication(r.application),
    customer_id: r.application.customerId,
    email: r.email,
    customer_name: `${r.firstname} ${r.lastname}`.trim(),
    operator: r.application.operator,
  };
}

export async function listApplications(ctx: RequestContext, status: DropshipStatus, limit: number) {
  const rows = await ctx.db
    .select(adminColumns)
    .from(dropshipApplications)
    .innerJoin(customers, eq(customers.id, dropshipApplications.customerId))
    .where(eq(dropshipApplications.status, status))
    .orderBy(asc(dropshipApplications.createdAt), asc(dropshipApplications.id))
    .limit(limit);
  return { applications: rows.map(toAdmin) };
}

/** The decision, in one transaction with the group change (approval), the log, the mail and the note. */
export async function decideApplication(
  ctx: RequestContext,
  operator: string,
  id: number,
  decision: "approved" | "refused",
  reason: string | null,
) {
  return runTransaction(ctx.db, async (tx) => {
    const [found] = await tx
      .select(adminColumns)
      .from(dropshipApplications)
      .innerJoin(customers, eq(customers.id, dropshipApplications.customerId))
      .where(eq(dropshipApplications.id, id))
      .for("update", { of: dropshipApplications });
    if (!found) throw notFound();
    const app = found.application;
    if (app.status !== "pending")
      throw new AppError(409, 409, DROPSHIP_MESSAGES.notPending(app.status as DropshipStatus));
    let fromGroup: string | null = null;
    if (decision === "approved") {
      const [customer] = await tx
        .select({ group: customers.customerGroup })
        .from(customers)
        .where(eq(customers.id, app.customerId))
        .for("update");
      // The membership owns the PLUS+ group (its expiry restores the saved group).
      if (customer?.group === PLUS_CUSTOMER_GROUP) throw new AppError(409, 409, DROPSHIP_MESSAGES.plusMember);
      fromGroup = customer?.group ?? null;
      await tx
        .update(customers)
        .set({
          customerGroup: DROPSHIP_GROUP,
          customerGroupId: DROPSHIP_GROUP_ID,
          isDropship: true,
          updatedAt: ctx.now,
        })
        .where(eq(customers.id, app.customerId));
    }
    const [updated] = await tx
      .update(dropshipApplications)
      .set({
        status: decision,
        refusalReason: decision === "refused" ? reason : null,
        operator,
        reviewedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(dropshipApplications.id, app.id))
      .returning();
    await tx.insert(operatorActions).values({
      operator,
      action: decision === "approved" ? "dropship_approve" : "dropship_refuse",
      detail: {
        application_id: app.id,
        customer_id: app.customerId,
        ...(decision === "approved" ? { from_group: fromGroup, to_group: DROPSHIP_GROUP } : { reason }),
      },
      at: ctx.now,
    });
    await tellApplicant(
      tx,
      ctx,
      { email: found.email, firstname: found.firstname, id: app.customerId },
      decision,
      app.businessName,
      reason,
    );
    ctx.logger.info("dropship decision", { applicationId: app.id, decision, operator });
    return new Reply(
      200,
      decision === "approved" ? DROPSHIP_MESSAGES.approved : DROPSHIP_MESSAGES.refused,
      toAdmin({ ...found, application: updated }),
    );
  });
}

async function tellApplicant(
  tx: Tx,
  ctx: RequestContext,
  to: { id: number; email: string; firstname: string },
  decision: "approved" | "refused",
  businessName: string,
  reason: string | null,
) {
  await enqueueMail(tx, {
    to: to.email,
    ...dropshipDecisionMail({
      storeName: ctx.config.STORE_NAME,
      firstname: to.firstname,
      decision,
      businessName,
      reason,
      pageUrl: `${ctx.origin}${DROPSHIP_APPLY_PATH}`,
    }),
  });
  const { subject, lines } = dropshipDecisionText(decision, businessName, reason);
  await writeSystemNote(tx, {
    customerId: to.id,
    title: subject,
    content: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
    url: DROPSHIP_APPLY_PATH,
    createdAt: ctx.now,
  });
}

/** Whether the signed-in shopper of a request is in the Dropship group (false for guests). */
export async function isDropshipShopper(ctx: RequestContext): Promise<boolean> {
  const customerId = (await ctx.auth())?.customerId ?? null;
  if (customerId === null) return false;
  const [row] = await ctx.db
    .select({
      flag: sql<boolean>`${customers.isDropship} or position(${DROPSHIP_GROUP} in ${customers.customerGroup}) > 0`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.flag ?? false;
}
