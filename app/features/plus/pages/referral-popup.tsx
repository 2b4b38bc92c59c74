import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { REFERRAL_REWARD_DOLLARS } from "../../../../contract/constants";
import { Dialog } from "../../../components/ui/dialog";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { api } from "../../../lib/api";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../../account/form-ui";
import { openLoginPopup } from "../../login/login-popup-store";
import { useSession } from "../../session/use-session";
import { CopyButton } from "./copy-button";
import { PlusJoinButton } from "./plus-join-button";
import type { InviteMemberInfo } from "./plus-types";

/** The query that reopens the pop-up once a guest has signed in (the login popup's return request). */
export const REFERRAL_QUERY = "referral";

/** The page's address with the return request, for the login popup's redirect. */
export function referralReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(REFERRAL_QUERY, "1");
  return `${pathname}?${params}`;
}

const COPY = `${SECONDARY_BUTTON} h-9 px-4 text-sm`;

/**
 * The referral pop-up's content (spec part 2 §4 "Other pop-ups"): POST /api/plus/inviteMember, then
 * the member's code and link with Copy, or, for a shopper without a code, a prompt to join.
 */
function ReferralContent({ source }: { source: string }) {
  const [info, setInfo] = useState<InviteMemberInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.post<InviteMemberInfo>("/api/plus/inviteMember", {}, { signal: controller.signal }).then((body) => {
      if (body.code === 200) setInfo(body.result);
      // 0: the dialog closed before the answer; 401 is handled by the request layer.
      else if (body.code !== 0) setFailed(body.message || "The referral code could not be loaded.");
    });
    return () => controller.abort();
  }, []);

  if (failed) return <p role="alert">{failed}</p>;
  if (!info) return <p role="status">Loading your referral code…</p>;
  if (info.is_member && info.invite_code) {
    return (
      <div className="space-y-4" data-testid="referral-code">
        <p>{info.message}</p>
        <div>
          <p className="text-sm font-semibold text-stone-700">Your referral code</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <span className="rounded-md bg-stone-100 px-3 py-1.5 font-mono text-2xl font-bold tracking-widest">
              {info.invite_code}
            </span>
            <CopyButton text={info.invite_code} label="Referral code" className={COPY} />
          </div>
        </div>
        {info.invite_link ? (
          <div>
            <p className="text-sm font-semibold text-stone-700">Your invite link</p>
            <p className="mt-1 break-all text-sm">{info.invite_link}</p>
            <div className="mt-2">
              <CopyButton text={info.invite_link} label="Invite link" className={COPY} />
            </div>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="referral-join">
      <p>{info.message}</p>
      <PlusJoinButton source={source} className={PRIMARY_BUTTON}>
        Join Plus+
      </PlusJoinButton>
    </div>
  );
}

/**
 * "Refer a friend": the referral pop-up needs a signed-in shopper; a guest gets the login popup
 * with a return request (this page with ?referral=1), and the pop-up opens by itself on return.
 */
export function ReferralButton({ source, className }: { source: string; className: string }) {
  const hydrated = useHydrated();
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wanted = new URLSearchParams(search).get(REFERRAL_QUERY) === "1";

  // Back from signing in: open once, and drop the request from the address.
  useEffect(() => {
    if (!hydrated || !wanted || !session.isLogin) return;
    setOpen(true);
    const params = new URLSearchParams(search);
    params.delete(REFERRAL_QUERY);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ""}`, { replace: true, preventScrollReset: true });
  }, [hydrated, wanted, session.isLogin, pathname, search, navigate]);

  const onClick = () => {
    if (session.isLogin) setOpen(true);
    else
      openLoginPopup({
        redirect: referralReturnPath(pathname, search),
        entrypoint: source,
        title: "Sign In to Refer a Friend",
      });
  };
  return (
    <>
      <button ref={buttonRef} type="button" onClick={onClick} disabled={!hydrated} className={className}>
        Refer a friend
      </button>
      {open ? (
        <Dialog title={`Refer a friend, get $${REFERRAL_REWARD_DOLLARS}`} onClose={() => setOpen(false)}>
          <ReferralContent source={source} />
        </Dialog>
      ) : null}
    </>
  );
}
