import { MemberCenterView } from "../../features/plus/pages/member-center-view";
import { loadMemberCenter } from "../../features/plus/pages/plus-pages.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/member-center";

/**
 * /member-center (auth, route guard rule 8: a guest goes to Login coming back here): the
 * membership, its savings and the referrals (POST /api/plus/inviteComplex, inviteList).
 */
export async function loader(args: Route.LoaderArgs) {
  return loadMemberCenter(args);
}

export default function MemberCenter({ loaderData }: Route.ComponentProps) {
  return (
    <MemberCenterView
      info={loaderData.info}
      invites={loaderData.invites}
      invitesPage={loaderData.invitesPage}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Plus+ Member Center", undefined, { noindex: true });
}
