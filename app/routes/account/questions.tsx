import { data } from "react-router";
import type { MyQuestionsResult } from "../../../contract/reviews";
import { MY_QUESTIONS_PATH } from "../../../contract/reviews-constants";
import { MyQuestionsView } from "../../features/questions/my-questions-view";
import {
  ask,
  cookieHeaders,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/questions";

/** My Questions (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const asked = Number(new URL(args.request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const { body, cookies } = await ask<MyQuestionsResult>(args.context, `${MY_QUESTIONS_PATH}?page=${page}`);
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code !== 200) throw new Response(body.message, { status: 503 });
  return data({ questions: body.result }, { headers: cookieHeaders(cookies) });
}

export default function AccountQuestions({ loaderData }: Route.ComponentProps) {
  return <MyQuestionsView data={loaderData.questions} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Questions", undefined, { noindex: true });
}
