// The register-success pop-up (kind subscribe_result; spec part 2 §4): result types 2–4. Type 2
// adds "Valid for three months"; types 3 and 4 count down days, hours, minutes and seconds to
// couponExpireAt; logged out, type 3 offers Register and type 4 Log In (the store's sign-in popup
// with the address filled in).
import { useEffect, useId, useState } from "react";
import { Modal } from "../../../components/ui/dialog";
import { openLoginPopup } from "../../login/login-popup-store";
import { useSession } from "../../session/use-session";
import type { PopupPartProps } from "../popup-parts";
import { countdownParts, countdownText, pad2 } from "./countdown";
import { CouponRows } from "./coupon-rows";
import type { ResultPayload } from "./subscribe-call";

const TITLES: Record<2 | 3 | 4, string> = {
  2: "Welcome! Your coupons are ready",
  3: "You're already subscribed",
  4: "You're already subscribed",
};

function Countdown({ expireAt }: { expireAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(expireAt, now);
  const cells: [number, string][] = [
    [parts.days, "Days"],
    [parts.hours, "Hours"],
    [parts.minutes, "Minutes"],
    [parts.seconds, "Seconds"],
  ];
  return (
    <div className="mt-4">
      <p className="text-sm text-stone-700">Your coupons expire in</p>
      <p className="sr-only">{countdownText(parts)}</p>
      <div aria-hidden="true" className="mt-1 flex justify-center gap-2" data-testid="subscribe-countdown">
        {cells.map(([value, label]) => (
          <span key={label} className="flex w-16 flex-col rounded-md bg-stone-900 py-1 text-white">
            <span className="text-xl font-bold tabular-nums">{label === "Days" ? value : pad2(value)}</span>
            <span className="text-xs">{label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

export default function SubscribeResultPopup({ payload, onClose }: PopupPartProps) {
  const id = useId();
  const { isLogin } = useSession();
  const result = payload as ResultPayload | undefined;
  if (!result || result.type < 2 || result.type > 4) return null;
  const type = result.type as 2 | 3 | 4;
  const signIn = (title: string) => {
    onClose();
    openLoginPopup({ email: result.email, title, redirect: `${location.pathname}${location.search}` });
  };
  return (
    <Modal onClose={onClose} labelledBy={`${id}-title`} panelClassName="w-[min(30rem,calc(100%-2rem))]">
      <div className="relative p-6 text-center" data-testid="subscribe-result" data-type={type}>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-2 right-2 rounded-md p-2 text-2xl leading-none text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          ×
        </button>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
          {TITLES[type]}
        </h2>
        {result.subTitle ? <p className="mt-2 text-stone-700">{result.subTitle}</p> : null}
        <div className="mt-4">
          <CouponRows coupons={result.couponList} />
        </div>
        {type === 2 ? <p className="mt-3 font-semibold text-ink">Valid for three months</p> : null}
        {type !== 2 && result.couponExpireAt > 0 ? <Countdown expireAt={result.couponExpireAt} /> : null}
        {!isLogin && type === 3 ? (
          <p className="mt-5">
            <button
              type="button"
              onClick={() => signIn("Create an account to use your coupons")}
              className="font-semibold text-brand-700 underline"
            >
              Register
            </button>{" "}
            to find your coupons in My Coupons.
          </p>
        ) : null}
        {!isLogin && type === 4 ? (
          <p className="mt-5">
            <button
              type="button"
              onClick={() => signIn("Log in to use your coupons")}
              className="font-semibold text-brand-700 underline"
            >
              Log In
            </button>{" "}
            to find your coupons in My Coupons.
          </p>
        ) : null}
        {isLogin ? (
          <p className="mt-5">
            <a href="/customer/account/coupon" className="font-semibold text-brand-700 underline">
              See My Coupons
            </a>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
