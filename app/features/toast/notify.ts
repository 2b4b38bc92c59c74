import { showOnly, type ToastKind, type ToastOptions } from "./toast-rules";

/**
 * The one way to show a toast (the request layer's messages, wishlist confirmations, …).
 * The toast library is loaded on the first notification, not with the page, so pages that
 * never toast never download it; `Toaster` mounts its viewport at the same moment.
 */
type Listener = () => void;

let library: Promise<typeof import("sonner")> | undefined;
let wanted = false;
const listeners = new Set<Listener>();

export function loadToastLibrary(): Promise<typeof import("sonner")> {
  library ??= import("sonner");
  return library;
}

/** Toaster subscribes here to learn when its viewport is needed. */
export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  // Toasts are a browser thing: a loader or the server render must not queue any.
  if (typeof window === "undefined") return;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToastLibrary().then(({ toast }) => showOnly(toast, kind, message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
};
