// The Plus+ join flow's open state (spec part 2 §4 "Plus+ join flow", issue 18): a tiny store any
// code opens it from (the landing's Join button, the product page's Plus+ block, the cart, the
// /open-member page) without React; PlusJoinHost renders from it. Who is browsing decides what an
// open does (the host knows the session): a guest gets the login popup and the stored intent, a
// customer the step info and then the modal.
import { handOverModals } from "../../../components/ui/modal-registry";
import { sessionGet, sessionRemove, sessionSet } from "../../../lib/storage";

/** sessionStorage key of the stored intent: the flow resumes on the next page after a sign-in. */
export const OPEN_MEMBER_KEY = "open_member";

export interface PlusJoinRequest {
  /** What opened it (product_detail, cart, nestoraplus, open_member…), recorded with the events. */
  source: string;
  /** Changes with every open, so reopening starts the flow afresh. */
  openId: number;
}

type Listener = () => void;

let current: PlusJoinRequest | null = null;
let opens = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Starts the join flow from `source`. A second call while it is open changes nothing. */
export function openPlusJoin(source: string): void {
  if (current) return;
  // One modal at a time: Join pressed in the quick view (which shows the product page's price
  // panel) closes the quick view before the login popup or the join modal opens.
  handOverModals();
  opens += 1;
  current = { source, openId: opens };
  emit();
}

export function closePlusJoin(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getPlusJoin(): PlusJoinRequest | null {
  return current;
}

export function subscribePlusJoin(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * This document's load: an intent is taken on a later load only. A sign-in marks the session signed
 * in on the page it happened on before loading the return page in full; taken there, the intent
 * would open the flow on a page about to go away.
 */
const THIS_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How long a stored intent waits for its sign-in: a guest who gave up on it is not surprised later. */
export const JOIN_INTENT_TTL_MS = 30 * 60_000;

/**
 * The intent a guest leaves when sent to sign in (spec: "the intent is stored"; the product side:
 * "an open_member session flag"): the source and when, kept for this tab only. A sign-in or
 * sign-up loads the return page in full; the host finds the flag there and opens the flow once.
 */
export function storeJoinIntent(source: string, now = Date.now(), load = THIS_LOAD): void {
  sessionSet(OPEN_MEMBER_KEY, JSON.stringify({ source, at: now, load }));
}

/** The stored intent's source, removed as it is read (the flow opens once); null when none or stale. */
export function takeJoinIntent(now = Date.now(), load = THIS_LOAD): string | null {
  const raw = sessionGet(OPEN_MEMBER_KEY);
  if (raw === null) return null;
  let intent: { source?: unknown; at?: unknown; load?: unknown };
  try {
    intent = JSON.parse(raw);
  } catch {
    sessionRemove(OPEN_MEMBER_KEY);
    return null;
  }
  // Left for the next load: this page stored it (a sign-in here is about to load another page).
  if (intent.load === load) return null;
  sessionRemove(OPEN_MEMBER_KEY);
  if (typeof intent.at !== "number" || now - intent.at > JOIN_INTENT_TTL_MS || now < intent.at) return null;
  return typeof intent.source === "string" && intent.source ? intent.source : "open_member";
}
