import { MemberIntroductionView } from "../../features/plus/pages/member-introduction-view";
import type { PlusCmsInfo } from "../../features/plus/pages/plus-types";
import { MEMBER_INTRODUCTION_PATH } from "../../features/plus/plus-paths";
import { catalogPageHeaders } from "../../features/session/document-cache-control";
import { pageMeta } from "../../lib/meta";
import { apiResult } from "../../lib/server-api.server";
import type { Route } from "./+types/member-introduction";

/** /member-introduction: the Plus+ programme explained. Public CMS blocks only, so kept (decision 0021). */
export async function loader({ context }: Route.LoaderArgs) {
  return { cms: await apiResult<PlusCmsInfo>(context, "/api/plus/cms-show-info") };
}

export const headers = catalogPageHeaders;

export default function MemberIntroduction({ loaderData }: Route.ComponentProps) {
  return <MemberIntroductionView cms={loaderData.cms} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    "How Plus+ Membership Works",
    "How Plus+ works: joining, the year of membership and renewal, points, the extra warranty and referral rewards.",
    { canonical: MEMBER_INTRODUCTION_PATH },
  );
}
