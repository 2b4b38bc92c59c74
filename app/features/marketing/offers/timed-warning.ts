// A message that shows for a while and then goes (spec part 2 §5: "Please select age range" for 2
// seconds). Kept apart from React so the timing is tested with a fake clock.

export interface TimedWarning {
  /** Shows `message` for `ms` (a repeat restarts the time). */
  show(message: string): void;
  dispose(): void;
}

export function timedWarning(
  ms: number,
  onChange: (message: string | null) => void,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, delay) => setTimeout(fn, delay),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): TimedWarning {
  let timer: unknown = null;
  return {
    show(message) {
      if (timer !== null) timers.clear(timer);
      onChange(message);
      timer = timers.set(() => {
        timer = null;
        onChange(null);
      }, ms);
    },
    dispose() {
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
