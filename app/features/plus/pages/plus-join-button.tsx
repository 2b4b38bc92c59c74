import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { isPlainLeftClick } from "../../../lib/plain-click";
import { openPlusJoin } from "../join/open-join-flow";
import { openMemberPath } from "../plus-paths";

/**
 * Join (or Renew): starts the Plus+ join flow over this page (openPlusJoin: a guest gets the login
 * popup titled for joining first). Before the page runs JavaScript, or on a modified click (new
 * tab), it is a link to /open-member, the flow's own page, which starts it on arrival. `source`
 * says which page's button it was (the flow records it). A referral code the page was opened with
 * (an invite link, `?vip_code=`) rides along on the link.
 */
export function PlusJoinButton({
  source,
  className,
  children,
}: {
  source: string;
  className: string;
  children: ReactNode;
}) {
  const vipCode = new URLSearchParams(useLocation().search).get("vip_code");
  const to = openMemberPath(source) + (vipCode ? `&vip_code=${encodeURIComponent(vipCode)}` : "");
  return (
    <Link
      to={to}
      className={className}
      data-testid="plus-join"
      onClick={(e) => {
        if (!isPlainLeftClick(e)) return;
        e.preventDefault();
        openPlusJoin(source);
      }}
    >
      {children}
    </Link>
  );
}
