// A guest's read notes (spec part 2 §3–§4): the ids are kept in localStorage notesTemp and applied
// to the list the guest sees; after sign-in they are sent to the server (updateSystemNotes) and the
// key is cleared. The server never learns what a guest read until they sign in.
import { NOTES_MARK_LIMIT, NOTES_TEMP_KEY, type SystemNotes } from "../../../contract/notes-constants";
import { localGetJson, localRemove, localSetJson } from "../../lib/storage";

/** The ids in notesTemp; anything that is not a list of positive whole numbers counts as none. */
export function readNotesTemp(): number[] {
  const raw = localGetJson<unknown>(NOTES_TEMP_KEY);
  if (!Array.isArray(raw)) return [];
  return raw.filter((v): v is number => Number.isInteger(v) && v > 0);
}

export function addNotesTemp(id: number): void {
  const ids = readNotesTemp();
  if (!ids.includes(id)) localSetJson(NOTES_TEMP_KEY, [...ids, id].slice(-200));
}

export const clearNotesTemp = () => localRemove(NOTES_TEMP_KEY);

/** The list with a guest's local reads applied: those notes read, the count recounted. */
export function withLocalReads(list: SystemNotes, readIds: readonly number[]): SystemNotes {
  const read = new Set(readIds);
  const items = list.items.map((n) => (read.has(n.id) ? { ...n, has_read: 1 as const } : n));
  return { items, notes_count: items.filter((n) => n.has_read === 0).length };
}

/**
 * The ids to carry over after sign-in: the kept ids of notes the customer's list shows unread
 * (a kept id of a note that expired meanwhile is dropped, so the all-or-nothing call goes through).
 */
export function idsToCarryOver(list: SystemNotes, readIds: readonly number[]): number[] {
  const unread = new Set(list.items.filter((n) => n.has_read === 0).map((n) => n.id));
  return [...new Set(readIds)].filter((id) => unread.has(id)).slice(0, NOTES_MARK_LIMIT);
}
