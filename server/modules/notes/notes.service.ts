// System notes (issue 17; spec part 2 §2–§4, part 1 §3–§4): the header bell's list and its read
// state. A note is for one customer, for a customer group, or for everyone (guests too); each
// customer reads a broadcast for themselves (system_note_reads). Other modules write notes for
// their events with writeSystemNote (order shipped, delivered, refund …).
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { NOTES_LIST_LIMIT, NOTES_MESSAGES, type SystemNotes } from "../../../contract/notes-constants";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { systemNoteReads, systemNotes } from "../../db/schema/notes";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { invalid, notFound } from "../../http/errors";
import { noteLink, sanitizeNoteHtml } from "./note-html";

export type DbOrTx = Db | Tx;

/** Who is asking: a guest (null) or a customer with their group id. */
export type NoteReader = { customerId: number; customerGroupId: number } | null;

const MAX_TITLE = 200;
const MAX_CONTENT = 5_000;

/** The notes `reader` may see at `now`: theirs, their group's and everyone's, not expired. */
function visibleTo(reader: NoteReader, now: Date): SQL {
  const forEveryone = and(isNull(systemNotes.customerId), isNull(systemNotes.customerGroupId));
  const audience = reader
    ? or(
        eq(systemNotes.customerId, reader.customerId),
        and(isNull(systemNotes.customerId), eq(systemNotes.customerGroupId, reader.customerGroupId)),
        forEveryone,
      )
    : forEveryone;
  return and(audience, or(isNull(systemNotes.expiresAt), gt(systemNotes.expiresAt, now))) as SQL;
}

/** The request's reader: the signed-in customer with their group, else a guest. */
export async function noteReader(ctx: RequestContext): Promise<NoteReader> {
  const auth = await ctx.auth();
  if (!auth || auth.customerId === null) return null;
  const [row] = await ctx.db
    .select({ groupId: customers.customerGroupId })
    .from(customers)
    .where(eq(customers.id, auth.customerId));
  return row ? { customerId: auth.customerId, customerGroupId: row.groupId } : null;
}

async function readList(db: DbOrTx, reader: NoteReader, now: Date): Promise<SystemNotes> {
  const readBy = reader?.customerId ?? null;
  const rows = await db
    .select({
      id: systemNotes.id,
      title: systemNotes.title,
      content: systemNotes.content,
      url: systemNotes.url,
      image: systemNotes.image,
      hot: systemNotes.flameIdentification,
      read: sql<boolean>`(${systemNoteReads.noteId} is not null)`,
    })
    .from(systemNotes)
    .leftJoin(
      systemNoteReads,
      and(eq(systemNoteReads.noteId, systemNotes.id), sql`${systemNoteReads.customerId} = ${readBy}`),
    )
    .where(visibleTo(reader, now))
    .orderBy(desc(systemNotes.createdAt), desc(systemNotes.id))
    .limit(NOTES_LIST_LIMIT);
  const items = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: sanitizeNoteHtml(r.content),
    // Stored values passed noteLink when written; one changed by hand since is left out, not served.
    url: noteLink(r.url) ?? "",
    image: noteLink(r.image) ?? "",
    has_read: (reader && r.read ? 1 : 0) as 0 | 1,
    flame_identification: (r.hot === 1 ? 1 : 0) as 0 | 1,
  }));
  return { items, notes_count: items.filter((n) => n.has_read === 0).length };
}

/** GET /api/customer/get_system_notes. */
export function listSystemNotes(ctx: RequestContext, reader: NoteReader): Promise<SystemNotes> {
  return readList(ctx.db, reader, ctx.now);
}

/**
 * updateSystemNotes: marks `ids` read for the customer, all or none. A note they cannot see (not
 * there, expired, another customer's or another group's) is 404 and nothing is written; a note
 * already read keeps its first read time.
 */
export async function markNotesRead(
  ctx: RequestContext,
  reader: Exclude<NoteReader, null>,
  ids: readonly number[],
): Promise<{ notes_count: number }> {
  const wanted = [...new Set(ids)];
  return runTransaction(ctx.db, async (tx) => {
    const seen = await tx
      .select({ id: systemNotes.id })
      .from(systemNotes)
      .where(and(inArray(systemNotes.id, wanted), visibleTo(reader, ctx.now)));
    if (seen.length !== wanted.length) throw notFound(NOTES_MESSAGES.notFound);
    await tx
      .insert(systemNoteReads)
      .values(wanted.map((noteId) => ({ noteId, customerId: reader.customerId, readAt: ctx.now })))
      .onConflictDoNothing();
    const list = await readList(tx, reader, ctx.now);
    return { notes_count: list.notes_count };
  });
}

export interface NoteInput {
  /** The one customer it is for; null with no group: everyone, guests too. */
  customerId: number | null;
  /** Every customer of this group (customers.customer_group_id); only with customerId null. */
  customerGroupId?: number | null;
  title: string;
  /** HTML; sanitised here. */
  content: string;
  /** A store path or an https address; "" or absent for none. */
  url?: string;
  image?: string;
  /** flame_identification 1. */
  hot?: boolean;
  /** Written at most once per key (a second write answers null); absent: always written. */
  dedupeKey?: string;
  /** Not listed after this. */
  expiresAt?: Date | null;
  createdAt?: Date;
}

/**
 * Writes a system note, in the caller's transaction when given one (an order event writes its note
 * in the transaction that moves the order, so both happen or neither). Content is sanitised; a
 * title that is empty or too long, a url or image that is not a store path or an https address,
 * or a note for both a customer and a group is refused (422) and nothing is written. Answers the
 * note's id, or null when `dedupeKey` was already written.
 */
export async function writeSystemNote(db: DbOrTx, note: NoteInput): Promise<{ id: number } | null> {
  const title = note.title.trim();
  if (title === "" || title.length > MAX_TITLE) throw invalid(`title must be 1 to ${MAX_TITLE} characters`);
  const content = sanitizeNoteHtml(note.content);
  if (content.length > MAX_CONTENT) throw invalid(`content must be at most ${MAX_CONTENT} characters`);
  const url = noteLink(note.url);
  if (url === null) throw invalid("url must be a store path or an https address");
  const image = noteLink(note.image);
  if (image === null) throw invalid("image must be a store path or an https address");
  const groupId = note.customerGroupId ?? null;
  if (note.customerId !== null && groupId !== null)
    throw invalid("a note is for one customer or for a group, not both");
  const [row] = await db
    .insert(systemNotes)
    .values({
      customerId: note.customerId,
      customerGroupId: groupId,
      title,
      content,
      url,
      image,
      flameIdentification: note.hot ? 1 : 0,
      dedupeKey: note.dedupeKey ?? null,
      expiresAt: note.expiresAt ?? null,
      ...(note.createdAt ? { createdAt: note.createdAt } : {}),
    })
    .onConflictDoNothing({ target: systemNotes.dedupeKey })
    .returning({ id: systemNotes.id });
  return row ?? null;
}
