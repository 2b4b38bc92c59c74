// The browser's word on the session between a sign-in or logout and the full page load that
// follows it (spec part 1 §4 "mark logged in" / "marks logged out"). The server-rendered root data
// is the truth for every page; this only lets the header change at once, before the reload lands.
import { useSyncExternalStore } from "react";

export interface SignedInMark {
  state: "signed-in";
  firstname: string;
  email: string;
  /** Known when the mark comes from the session call (a kept page filled in after load). */
  customerGroup?: string;
  /** Known with customerGroup: the account menu lists Points. */
  showPoint?: boolean;
}
export type SessionMark = SignedInMark | { state: "signed-out" } | null;

let mark: SessionMark = null;
const listeners = new Set<() => void>();

function set(next: SessionMark): void {
  mark = next;
  for (const listener of listeners) listener();
}

export const markSignedIn = (who: {
  firstname: string;
  email: string;
  customerGroup?: string;
  showPoint?: boolean;
}) => set({ state: "signed-in", ...who });
export const markSignedOut = () => set({ state: "signed-out" });
/** For tests: back to "the root data says". */
export const resetSessionMark = () => set(null);
export const sessionMark = (): SessionMark => mark;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current mark; always null on the server (every request starts from its root data). */
export function useSessionMark(): SessionMark {
  return useSyncExternalStore(subscribe, sessionMark, () => null);
}
