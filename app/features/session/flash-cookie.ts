// A one-time message that must survive a redirect (route guard rule 6: "show it as a warning",
// then go Home or to Login). The loader that redirects sets this short-lived cookie; the next page
// shows it as a toast and deletes it (consume-flash.ts). Only our server sets it (script on another
// site cannot), and the toast renders it as text, so it cannot carry markup.

export const FLASH_WARNING_COOKIE = "flash_warning";
/** Long enough to survive the redirect and a slow page load, short enough not to linger. */
export const FLASH_MAX_AGE_SECONDS = 60;
/** A toast line, not a document: longer server messages are cut. */
const MAX_MESSAGE_LENGTH = 300;

/** The Set-Cookie value carrying `message` to the next page. */
export function flashWarningCookie(message: string, secure: boolean): string {
  const value = encodeURIComponent(message.slice(0, MAX_MESSAGE_LENGTH));
  const parts = [
    `${FLASH_WARNING_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${FLASH_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
