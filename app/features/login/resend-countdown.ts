// The resend countdown of the code step (spec part 1 §4, §9): after each send the link to ask for
// a new code waits VERIFY_RESEND_SECONDS; the visible count starts at 59 and runs down to 0, and
// the link appears when the wait is over. The server's resend_after is the wait when it gives one.

export interface CountdownTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** The number shown while waiting `secondsLeft` more seconds (59 right after a 60 s send). */
export function countdownLabel(secondsLeft: number): number {
  return Math.max(secondsLeft - 1, 0);
}

/**
 * Counts `seconds` down once a second, calling `onTick` with the seconds left (ending with 0,
 * when the resend link is available). Returns a stop function.
 */
export function startCountdown(
  seconds: number,
  onTick: (secondsLeft: number) => void,
  timers: CountdownTimers = {
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  },
): () => void {
  let left = Math.max(0, Math.ceil(seconds));
  onTick(left);
  if (left === 0) return () => {};
  const id = timers.setInterval(() => {
    left -= 1;
    onTick(left);
    if (left <= 0) timers.clearInterval(id);
  }, 1000);
  return () => timers.clearInterval(id);
}
