// The operator's note broadcast (POST /admin/api/notes/broadcast, issue 17; decisions 0028 and 0033).
// The notes model has an audience (notes.service.ts): a note with neither customer nor group is for
// everyone, guests too, and a note with a group id is for every customer of that group, each reading
// it for themselves (system_note_reads). So a broadcast writes ONE note for everyone and one per
// group id for a group — never a row per customer — and one for a single customer. The notes and the
// operator_actions row are one transaction; writeSystemNote sanitises the HTML and checks the links.
import { and, eq, isNotNull } from "drizzle-orm";
import { NOTES_BROADCAST_MESSAGES } from "../../../contract/notes-broadcast";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError, invalid } from "../../http/errors";
import { writeSystemNote } from "./notes.service";

export interface BroadcastInput {
  audience: "everyone" | "group" | "customer";
  group?: string;
  customer_group_id?: number;
  customer_id?: number;
  email?: string;
  title: string;
  content: string;
  image?: string;
  url?: string;
  hot?: boolean;
  expires_at?: string;
}

export interface BroadcastResult {
  note_ids: number[];
  audience: BroadcastInput["audience"];
  customer_group_ids: number[];
  customer_id: number | null;
}

/** Exactly one of two ways to name something (or neither, when `required` is false). */
function oneOf(a: unknown, b: unknown, message: string) {
  if ((a === undefined) === (b === undefined)) throw invalid(message);
}

export function broadcastNote(
  ctx: Pick<RequestContext, "db" | "now" | "logger">,
  operator: string,
  input: BroadcastInput,
): Promise<BroadcastResult> {
  const groupGiven = input.group !== undefined || input.customer_group_id !== undefined;
  const customerGiven = input.customer_id !== undefined || input.email !== undefined;
  if (input.audience === "group")
    oneOf(input.group, input.customer_group_id, NOTES_BROADCAST_MESSAGES.groupRef);
  if (input.audience === "customer")
    oneOf(input.customer_id, input.email, NOTES_BROADCAST_MESSAGES.customerRef);
  if ((input.audience !== "group" && groupGiven) || (input.audience !== "customer" && customerGiven))
    throw invalid(NOTES_BROADCAST_MESSAGES.stray);

  return runTransaction(ctx.db, async (tx) => {
    let groupIds: number[] = [];
    let customerId: number | null = null;
    if (input.audience === "group") {
      if (input.customer_group_id !== undefined) groupIds = [input.customer_group_id];
      else {
        // A group's name may have been given more than one id over time: one note per id.
        const rows = await tx
          .selectDistinct({ id: customers.customerGroupId })
          .from(customers)
          .where(
            and(eq(customers.customerGroup, input.group as string), isNotNull(customers.customerGroupId)),
          )
          .orderBy(customers.customerGroupId);
        groupIds = rows.map((r) => r.id);
        if (groupIds.length === 0)
          throw new AppError(404, 404, NOTES_BROADCAST_MESSAGES.noGroup(input.group as string));
      }
    } else if (input.audience === "customer") {
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          input.customer_id !== undefined
            ? eq(customers.id, input.customer_id)
            : eq(customers.email, input.email as string),
        );
      if (!row) throw new AppError(404, 404, NOTES_BROADCAST_MESSAGES.noCustomer);
      customerId = row.id;
    }
    const note = {
      title: input.title,
      content: input.content,
      image: input.image,
      url: input.url,
      hot: input.hot ?? false,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      createdAt: ctx.now,
    };
    const targets =
      input.audience === "group"
        ? groupIds.map((g) => ({ customerId: null, customerGroupId: g }))
        : [{ customerId, customerGroupId: null }];
    const ids: number[] = [];
    for (const target of targets) {
      const written = await writeSystemNote(tx, { ...note, ...target });
      if (written) ids.push(written.id);
    }
    await tx.insert(operatorActions).values({
      operator,
      action: "notes_broadcast",
      detail: {
        note_ids: ids,
        audience: input.audience,
        ...(input.audience === "group" ? { customer_group_ids: groupIds, group: input.group ?? null } : {}),
        ...(customerId !== null ? { customer_id: customerId } : {}),
        title: input.title,
      },
      at: ctx.now,
    });
    ctx.logger.info("notes broadcast", { operator, audience: input.audience, notes: ids.length });
    return { note_ids: ids, audience: input.audience, customer_group_ids: groupIds, customer_id: customerId };
  });
}
