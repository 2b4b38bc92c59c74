import { readCookie, removeCookie } from "../../lib/storage";
import { notify } from "../toast/notify";
import { FLASH_WARNING_COOKIE } from "./flash-cookie";

export interface FlashEnv {
  read(name: string): string | null;
  remove(name: string): void;
  warn(message: string): void;
}

const browserEnv: FlashEnv = { read: readCookie, remove: removeCookie, warn: (m) => notify.warning(m) };

/** Shows (once) the warning a redirecting loader left for this page (flash-cookie.ts). */
export function consumeFlash(env: FlashEnv = browserEnv): void {
  const message = env.read(FLASH_WARNING_COOKIE);
  if (message === null) return;
  env.remove(FLASH_WARNING_COOKIE);
  if (message.trim()) env.warn(message);
}
