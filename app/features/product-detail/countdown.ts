const two = (n: number) => String(n).padStart(2, "0");

/**
 * A Drop Price countdown as "HH : mm : ss" (spec part 2 §9). Hours are not wrapped at 24, so an
 * offer 50 hours away reads "50 : 00 : 00"; negative or missing time reads all zeros.
 */
export function formatCountdown(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${two(Math.floor(s / 3600))} : ${two(Math.floor((s % 3600) / 60))} : ${two(s % 60)}`;
}
