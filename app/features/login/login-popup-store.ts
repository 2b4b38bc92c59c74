// The login popup's open state: a tiny store any code can open it from (the header, the wishlist
// heart, checkout), and LoginPopupHost renders from. No React needed to open it.

export interface LoginPopupOptions {
  /** Where to go after signing in (checked as a same-site path; default account home). */
  redirect?: string;
  /** What opened it (homepage, product_list, product_detail, …), sent as the sign-in source. */
  entrypoint?: string;
  /** Heading of the e-mail step instead of "Sign In or Create Account". */
  title?: string;
  /** The e-mail field's starting value. */
  email?: string;
  /** On the shipping-address and pay pages: also offer "Continue as Guest". */
  guestCheckout?: boolean;
}

export interface LoginPopupState extends LoginPopupOptions {
  /** Changes with every open, so reopening starts the flow afresh. */
  openId: number;
}

type Listener = () => void;

let current: LoginPopupState | null = null;
let opens = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openLoginPopup(opts: LoginPopupOptions = {}): void {
  opens += 1;
  current = { ...opts, openId: opens };
  emit();
}

export function closeLoginPopup(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getLoginPopup(): LoginPopupState | null {
  return current;
}

export function subscribeLoginPopup(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
