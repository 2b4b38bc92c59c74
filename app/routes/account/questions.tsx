import { data } from "react-router";
import type { MyQuestionsResult } from "../../../contract/reviews";
import { MY_QUESTIONS_PATH } from "../../../contract/reviews-constants";
import { MyQuestionsView } from "../../features/questions/my-questions-view";
import { readForAccountPage } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/questions";

/** My Questions (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  const asked = Number(new URL(args.request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const { result, headers } = await readForAccountPage<MyQuestionsResult>(
    args,
    `${MY_QUESTIONS_PATH}?page=${page}`,
  );
  return data({ questions: result }, { headers });
}

export default function AccountQuestions({ loaderData }: Route.ComponentProps) {
  return <MyQuestionsView data={loaderData.questions} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Questions", undefined, { noindex: true });
}
