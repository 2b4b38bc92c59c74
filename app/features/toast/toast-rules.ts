/** At most one toast at a time, 185 px from the top (spec part 2 §9). */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_TOP_OFFSET_PX = 185;

export type ToastKind = "success" | "warning" | "error" | "info";

export interface ToastOptions {
  /** A second line under the message. */
  description?: string;
  /** Milliseconds the toast stays; the library's default when omitted. */
  duration?: number;
}

/** The part of sonner's `toast` this module uses (lets the rule be tested on the real library). */
export interface ToastApi {
  dismiss(id?: string | number): string | number | undefined;
  success(message: string, options?: ToastOptions): string | number;
  warning(message: string, options?: ToastOptions): string | number;
  error(message: string, options?: ToastOptions): string | number;
  info(message: string, options?: ToastOptions): string | number;
}

/** Shows one toast, dismissing whatever is showing first: never two at once. */
export function showOnly(
  api: ToastApi,
  kind: ToastKind,
  message: string,
  options?: ToastOptions,
): string | number {
  api.dismiss();
  return api[kind](message, options);
}
