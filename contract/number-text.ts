// Numbers as US shoppers read them, written out rather than with Intl or toLocaleString: the
// browser's first use of Intl costs 17–34 ms (measured in Chromium, ×4 on Lighthouse's simulated
// phone) in the middle of the page's start-up, and en-US needs no locale data.

/** A whole number with thousands separators: 1234567 → "1,234,567" (rounded to a whole number first). */
export function formatWhole(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}
