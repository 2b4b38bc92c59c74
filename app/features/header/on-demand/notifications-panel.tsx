import { useId, useState } from "react";
import { Link } from "react-router";
import { NOTES_MESSAGES, type SystemNote, type SystemNotes } from "../../../../contract/notes-constants";

/**
 * The notifications list under the bell (spec part 2 §2–§4): at most 360 px high, scrolling; each
 * note a disclosure whose button is its title (with the hot mark and whether it is unread). Opening
 * a note shows its content (HTML the server sanitised), its image and its link, and marks it read.
 * An empty list reads "No new notifications". Loaded on the bell's first open.
 */
export default function NotificationsPanel({
  id,
  notes,
  onOpenNote,
  onClose,
}: {
  id: string;
  notes: SystemNotes | null;
  onOpenNote(id: number): void;
  onClose(): void;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid="notifications-panel"
      className="absolute top-full right-2 left-2 z-40 mt-1 rounded-md border border-stone-200 bg-white shadow-lg md:right-0 md:left-auto md:w-[24rem]"
    >
      <h2 id={headingId} className="border-b border-stone-200 px-4 py-2 text-base font-semibold">
        Notifications
      </h2>
      <div className="max-h-[360px] overflow-y-auto" data-testid="notifications-list">
        {notes === null ? (
          <p className="px-4 py-6 text-sm text-stone-700">Loading…</p>
        ) : notes.items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-stone-700">{NOTES_MESSAGES.empty}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {notes.items.map((note) => (
              <NoteItem key={note.id} note={note} onOpen={onOpenNote} onFollow={onClose} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NoteItem({
  note,
  onOpen,
  onFollow,
}: {
  note: SystemNote;
  onOpen(id: number): void;
  onFollow(): void;
}) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const unread = note.has_read === 0;
  return (
    <li data-testid="notification" data-read={note.has_read}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => {
          setExpanded((e) => !e);
          if (unread) onOpen(note.id);
        }}
        className="flex w-full items-start gap-2 px-4 py-3 text-left text-sm hover:bg-stone-50"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? "bg-accent-600" : "bg-transparent"}`}
        />
        <span className="min-w-0 flex-1">
          {unread ? <span className="sr-only">Unread: </span> : null}
          <span className={unread ? "font-semibold" : ""}>{note.title}</span>
          {note.flame_identification === 1 ? (
            <span className="ml-2 inline-block rounded bg-accent-600 px-1.5 text-xs leading-5 font-bold text-white">
              Hot
            </span>
          ) : null}
        </span>
      </button>
      <div id={bodyId} hidden={!expanded} className="px-4 pb-3 pl-8 text-sm text-stone-800">
        {note.content ? (
          <div
            className="[&_a]:text-brand-700 [&_a]:underline [&_p]:my-1"
            // Sanitised by the server when written and again when listed (server/modules/notes/note-html.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised note HTML.
            dangerouslySetInnerHTML={{ __html: note.content }}
          />
        ) : null}
        {note.image ? (
          <img
            src={note.image}
            alt=""
            width={384}
            height={112}
            loading="lazy"
            className="mt-2 h-28 w-full rounded object-cover"
          />
        ) : null}
        {note.url ? <NoteLink url={note.url} title={note.title} onFollow={onFollow} /> : null}
      </div>
    </li>
  );
}

function NoteLink({ url, title, onFollow }: { url: string; title: string; onFollow(): void }) {
  const className = "mt-1 inline-block font-semibold text-brand-700 underline underline-offset-2";
  const text = (
    <>
      View details<span className="sr-only">: {title}</span>
    </>
  );
  return url.startsWith("/") ? (
    <Link to={url} className={className} onClick={onFollow}>
      {text}
    </Link>
  ) : (
    <a href={url} className={className} rel="noopener noreferrer">
      {text}
    </a>
  );
}
