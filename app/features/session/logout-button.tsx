import { useState } from "react";
import { ACCOUNT_HOME_PATH } from "./account-paths";
import { logout } from "./logout";

/** What the account home's action does with the logout form (the no-JavaScript path). */
export const LOGOUT_INTENT = "logout";

/**
 * "Log out". A real form posting to the account home's action, so it works before (or without)
 * JavaScript; once hydrated the click runs logout() in the page instead (cart reload, clean-up of
 * what the browser kept, then a reload).
 */
export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action={ACCOUNT_HOME_PATH}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      <input type="hidden" name="intent" value={LOGOUT_INTENT} />
      <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Logging out…" : "Log out"}
      </button>
    </form>
  );
}
