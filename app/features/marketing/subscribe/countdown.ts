// The countdown of the register-success pop-up (types 3 and 4): days, hours, minutes and seconds
// until couponExpireAt (epoch seconds).

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `expireAtSeconds` at `nowMs`; all zero once it has passed. */
export function countdownParts(expireAtSeconds: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor(expireAtSeconds - nowMs / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, "0");

/** "89 days 23 hours 59 minutes 59 seconds": what a screen reader says for the countdown. */
export function countdownText(p: CountdownParts): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [
    unit(p.days, "day"),
    unit(p.hours, "hour"),
    unit(p.minutes, "minute"),
    unit(p.seconds, "second"),
  ].join(" ");
}
