// The old-user pop-up's request and the birthday icon (spec part 2 §4 "Other pop-ups"; decision
// 0044), mounted once by MarketingPopupHost. Ships with every page, so it is only flag checks and
// one small button: the pop-ups themselves are their own chunks (popup-parts.ts).
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import { useSession } from "../session/use-session";
import { birthdayIconDue, browserFlags, markBirthdaySeen, oldUserPopupDue } from "./old-user-birthday-flags";
import { popups } from "./popups";

export function OldUserBirthday() {
  const session = useSession();
  const { pathname } = useLocation();
  const isOldUser = session.customer?.marketing.isOldUser ?? false;
  const wishes = session.customer?.marketing.playBirthdayWishes ?? false;
  const email = session.customer?.email ?? "";

  // Old user: asked for on every page view while due (the queue may drop it for a page view with
  // another pop-up). After this moment's effects: the host starts the page view in its own effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view; the session's flags decide.
  useEffect(() => {
    if (!oldUserPopupDue(session, browserFlags)) return;
    const id = setTimeout(() => popups.requestAuto("old_user"), 0);
    return () => clearTimeout(id);
  }, [pathname, session.isLogin, isOldUser]);

  // Birthday icon: known only in the browser (local flag), so it appears after hydration.
  const [iconDue, setIconDue] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session's flags and account decide.
  useEffect(() => {
    setIconDue(birthdayIconDue(session, browserFlags));
  }, [session.isLogin, wishes, email]);

  if (!iconDue) return null;
  const dismiss = () => {
    markBirthdaySeen(session, browserFlags);
    setIconDue(false);
  };
  return (
    // Above the subscribe icon (subscribe-entry.tsx: bottom-20 on phones, over the sticky buy bar;
    // bottom-6 on laptops): both may show at once.
    <div className="fixed bottom-36 left-4 z-40 flex items-start lg:bottom-20">
      <button
        type="button"
        onClick={() => {
          dismiss();
          popups.show("birthday");
        }}
        aria-label="Tell us your birthday for a birthday coupon"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M4 20h16M5 20v-7h14v7M5 15c2 1.5 3.5 1.5 5 0 1.5 1.5 3 1.5 5 0 1.5 1.5 2.5 1.5 4 0M12 13V9M12 6.5c-.9 0-1.5-.7-1.5-1.5S12 3 12 3s1.5 1.2 1.5 2-.6 1.5-1.5 1.5Z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the birthday offer"
        className="-ml-3 -mt-2 flex h-6 w-6 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow hover:bg-stone-100"
      >
        <CloseIcon size={12} />
      </button>
    </div>
  );
}
