import { useCallback, useEffect, useRef, useState } from "react";
import {
  SYSTEM_NOTES_PATH,
  type SystemNotes,
  UPDATE_SYSTEM_NOTES_PATH,
} from "../../../contract/notes-constants";
import { BellIcon } from "../../components/ui/icons";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../components/ui/on-demand";
import { api } from "../../lib/api";
import { useSession } from "../session/use-session";
import { addNotesTemp, clearNotesTemp, idsToCarryOver, readNotesTemp, withLocalReads } from "./notes-temp";
import { useDismiss } from "./use-dismiss";

const loadPanel = onDemand(() => import("./on-demand/notifications-panel"));
const NotificationsPanel = lazyOnDemand(loadPanel);

export const NOTIFICATIONS_PANEL_ID = "notifications-panel";

async function fetchNotes(signal?: AbortSignal): Promise<SystemNotes | null> {
  const answer = await api.get<SystemNotes>(SYSTEM_NOTES_PATH, undefined, { signal });
  return answer.code === 200 && answer.result ? answer.result : null;
}

/**
 * The notifications bell (spec part 2 §2–§4). Pages are kept by caches for anonymous shoppers
 * (docs/decisions/0021-cacheable-pages.md), so nothing personal is rendered on the server: the list
 * and its unread count are read in the browser after load, and again when the session changes.
 * The list's panel is code loaded on the first open (on-demand/notifications-panel.tsx).
 *
 * A customer's reads go to the server and the list is read again; a guest's are kept in notesTemp
 * and carried over (one call, then the key is cleared) on the first load signed in.
 */
export function NotificationsBell() {
  const { isLogin, customer } = useSession();
  const who = isLogin ? (customer?.email ?? "") : "";
  const [notes, setNotes] = useState<SystemNotes | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      let list = await fetchNotes(signal);
      if (!list || signal?.aborted) return;
      if (who) {
        const kept = readNotesTemp();
        const carry = idsToCarryOver(list, kept);
        if (carry.length > 0) {
          const answer = await api.post(UPDATE_SYSTEM_NOTES_PATH, { id: carry });
          // Kept for the next load only when the call did not get through.
          if (answer.code === 200 || answer.code === 404) clearNotesTemp();
          list = (await fetchNotes(signal)) ?? list;
        } else if (kept.length > 0) clearNotesTemp();
      } else list = withLocalReads(list, readNotesTemp());
      if (!signal?.aborted) setNotes(list);
    },
    [who],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    void reload(ctrl.signal);
    return () => ctrl.abort();
  }, [reload]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useDismiss(open, boxRef, close);

  const markRead = useCallback(
    (id: number) => {
      setNotes((list) => (list ? withLocalReads(list, [id]) : list));
      if (who) {
        void api.post(UPDATE_SYSTEM_NOTES_PATH, { id }).then((answer) => {
          if (answer.code === 200) void reload();
        });
      } else addNotesTemp(id);
    },
    [who, reload],
  );

  const count = notes?.notes_count ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : "Notifications";
  return (
    <div ref={boxRef} className="md:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={NOTIFICATIONS_PANEL_ID}
        aria-label={label}
        data-testid="notifications-bell"
        onPointerEnter={loadPanel.preload}
        onFocus={loadPanel.preload}
        onClick={() => setOpen((o) => !o)}
        className="relative flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-ink hover:bg-stone-100"
      >
        <BellIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-count"
            className="absolute top-0.5 right-0 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <OnDemandBoundary onFail={() => setOpen(false)}>
          <NotificationsPanel
            id={NOTIFICATIONS_PANEL_ID}
            notes={notes}
            onOpenNote={markRead}
            onClose={() => close(true)}
          />
        </OnDemandBoundary>
      ) : null}
    </div>
  );
}
