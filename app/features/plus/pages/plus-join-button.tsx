import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { openMemberPath } from "../plus-paths";

/**
 * Join (or Renew): starts the Plus+ join flow. It is a link to /open-member, the join flow's own
 * page, which starts the flow on arrival (signing a guest in first); `source` says which page's
 * button it was (recorded by the flow). A referral code the page was opened with (an invite link,
 * `?vip_code=`) goes along, for the flow to fill in.
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
    <Link to={to} className={className} data-testid="plus-join">
      {children}
    </Link>
  );
}
