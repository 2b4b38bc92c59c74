import { Hono } from "hono";
import { systemNotesList, updateSystemNotes } from "../../../contract/notes";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { Deps } from "../../http/context";
import { AppError } from "../../http/errors";
import { route } from "../../http/route";
import { listSystemNotes, markNotesRead, noteReader } from "./notes.service";

// The bell's calls (spec part 2 §7). The reader comes from the session: a guest gets the notes for
// everyone, unread; marking read needs a signed-in customer (a guest keeps reads in notesTemp).
export function notesRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, systemNotesList, async (ctx) => listSystemNotes(ctx, await noteReader(ctx)));
  route(app, deps, updateSystemNotes, async (ctx, { body }) => {
    const reader = await noteReader(ctx);
    // No customer (a guest, or a customer deleted since): the 401 that signs the browser out.
    if (!reader) throw signInRequired();
    return markNotesRead(ctx, reader, body.id);
  });
  return app;
}

const signInRequired = () => new AppError(401, 401, SIGN_IN_REQUIRED);
