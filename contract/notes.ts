import { z } from "zod";
import { defineCall } from "./call";
import { id, list } from "./fields";
import {
  NOTES_LIST_LIMIT,
  NOTES_MARK_LIMIT,
  SYSTEM_NOTES_PATH,
  UPDATE_SYSTEM_NOTES_PATH,
} from "./notes-constants";

// System notes: the header's notifications bell (spec part 2 §2–§4, §7; part 1 §3, §4).

const systemNote = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe("HTML, sanitised: simple formatting and http(s)/mailto links only"),
  url: z.string().describe('Where the note leads: a store path or an https address; "" for none'),
  image: z.string().describe('A store path or an https address; "" for none'),
  has_read: z.union([z.literal(0), z.literal(1)]).describe("0 unread, 1 read"),
  flame_identification: z.union([z.literal(0), z.literal(1)]).describe("1 hot"),
});

export const systemNotesList = defineCall({
  method: "get",
  path: SYSTEM_NOTES_PATH,
  tag: "notes",
  summary: `The notifications bell's list, newest first, at most ${NOTES_LIST_LIMIT}, not expired. A signed-in customer sees the notes written for them, for their customer group and for everyone, each with its own read state; a guest sees the notes for everyone, all with has_read 0 (a guest's reads are kept in the browser, localStorage notesTemp, and sent with updateSystemNotes after sign-in). notes_count is the number of listed notes with has_read 0.`,
  result: z.object({ items: z.array(systemNote), notes_count: z.number().int() }),
});

export const updateSystemNotes = defineCall({
  method: "post",
  path: UPDATE_SYSTEM_NOTES_PATH,
  tag: "notes",
  summary: `Marks notes read for the signed-in customer (spec updateSystemNotes {id}). id is one note id, or up to ${NOTES_MARK_LIMIT} (a guest's reads carried over after sign-in). Idempotent: a note already read keeps its first read time. Every id must be a note the customer can see (theirs, their group's or everyone's, not expired); otherwise 404 and nothing is marked. Answers the unread count after the change.`,
  body: z.object({
    id: list(id)
      .refine((ids) => ids.length > 0, "is required")
      .refine((ids) => ids.length <= NOTES_MARK_LIMIT, `must name at most ${NOTES_MARK_LIMIT} notes`),
  }),
  result: z.object({ notes_count: z.number().int() }),
  errors: {
    401: "not signed in",
    404: "a note that does not exist, has expired or belongs to another customer or group",
    422: "bad id",
  },
});
