import type { ReactNode } from "react";
import { Link } from "react-router";
import { openMemberPath } from "../plus-paths";

/**
 * Join (or Renew): starts the Plus+ join flow. It is a link to /open-member, the join flow's own
 * page, which starts the flow on arrival (signing a guest in first); `source` says which page's
 * button it was (recorded by the flow).
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
  return (
    <Link to={openMemberPath(source)} className={className} data-testid="plus-join">
      {children}
    </Link>
  );
}
