import { useEffect, useState } from "react";
import { startCountdown } from "./resend-countdown";

/**
 * Seconds left before another code may be asked for: restarts from `resendAfter` each time
 * `sends` changes (every send and resend).
 */
export function useResendCountdown(sends: number, resendAfter: number): number {
  const [secondsLeft, setSecondsLeft] = useState(resendAfter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new send (sends) restarts the count; resendAfter comes with it
  useEffect(() => startCountdown(resendAfter, setSecondsLeft), [sends]);
  return secondsLeft;
}
