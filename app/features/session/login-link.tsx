import type { ReactNode } from "react";
import { Link } from "react-router";
import { isPlainLeftClick } from "../../lib/plain-click";
import { openLoginPopup } from "../login/login-popup-store";

export { isPlainLeftClick };

/**
 * A link to the Login page that, once the page runs JavaScript, opens the login popup over the
 * current page instead (a plain left click). Without JavaScript, or with a modified click (new tab),
 * it stays an ordinary link, so signing in always works.
 */
export function LoginLink({
  href,
  entrypoint,
  redirect,
  className,
  children,
}: {
  /** The Login page URL (with its entrypoint and redirect query). */
  href: string;
  entrypoint: string;
  /** Where to go after signing in from the popup; default: the account home. */
  redirect?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      className={className}
      onClick={(e) => {
        if (!isPlainLeftClick(e)) return;
        e.preventDefault();
        openLoginPopup(redirect === undefined ? { entrypoint } : { entrypoint, redirect });
      }}
    >
      {children}
    </Link>
  );
}
