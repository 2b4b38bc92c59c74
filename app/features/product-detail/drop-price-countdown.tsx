import { useEffect, useState } from "react";
import { formatCountdown } from "./countdown";

/**
 * The Drop Price tag with its HH : mm : ss countdown (spec part 2 §4). It starts from the
 * seconds the server counted (a wrong device clock cannot change it) and ticks each second
 * after hydration; at zero it stops and says the offer has ended.
 */
export function DropPriceCountdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const next = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, next));
      if (next <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return (
    <p className="inline-flex items-center gap-2 rounded-md bg-red-50 px-3 py-1.5 text-sm text-red-800">
      <span className="font-semibold">Drop Price</span>
      {left > 0 ? (
        <span>
          ends in{" "}
          <time className="font-mono font-semibold tabular-nums" dateTime={`PT${left}S`}>
            {formatCountdown(left)}
          </time>
        </span>
      ) : (
        <span>offer ended</span>
      )}
    </p>
  );
}
