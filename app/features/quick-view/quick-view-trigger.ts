/**
 * The Quick view button that opened the drawer, so focus can return to it when the drawer closes
 * (close button, Escape or Back). One drawer exists at a time, so one reference is enough.
 */
let trigger: HTMLElement | null = null;

export function rememberTrigger(element: HTMLElement): void {
  trigger = element;
}

/** The opener if it is still on the page; forgets it either way. */
export function takeTrigger(): HTMLElement | null {
  const element = trigger;
  trigger = null;
  return element?.isConnected ? element : null;
}
