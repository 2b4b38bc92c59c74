// System notes (the notifications bell) constants and result types the browser needs too. Kept apart
// from contract/notes.ts so that header code importing them does not pull zod into the shell.

/** The list (spec part 2 §7: `GET /customer/get_system_notes`). */
export const SYSTEM_NOTES_PATH = "/api/customer/get_system_notes";
/** Mark read (spec part 2 §7: `updateSystemNotes {id}`, path not shown: chosen in the same style). */
export const UPDATE_SYSTEM_NOTES_PATH = "/api/customer/updateSystemNotes";

/** localStorage key of a guest's read note ids (spec part 2 §3 "Local storage keys"). */
export const NOTES_TEMP_KEY = "notesTemp";

/** The list shows at most this many notes, newest first; the unread count is over the same notes. */
export const NOTES_LIST_LIMIT = 50;
/** One mark-read call names at most this many notes (a guest's reads carried over after sign-in). */
export const NOTES_MARK_LIMIT = NOTES_LIST_LIMIT;

/** A held coupon that ends within this many days gets one "about to expire" note. */
export const COUPON_EXPIRY_NOTE_DAYS = 3;

export const NOTES_MESSAGES = {
  /** Spec part 2 §8. */
  empty: "No new notifications",
  notFound: "This notification was not found.",
} as const;

export interface SystemNote {
  id: number;
  title: string;
  /** Sanitised HTML: simple formatting and links only. */
  content: string;
  /** A store path or an https address; "" for none. */
  url: string;
  /** A store path or an https address; "" for none. */
  image: string;
  /** 0 unread, 1 read. */
  has_read: 0 | 1;
  /** 1 hot. */
  flame_identification: 0 | 1;
}

export interface SystemNotes {
  items: SystemNote[];
  /** Notes in `items` with has_read 0. */
  notes_count: number;
}
