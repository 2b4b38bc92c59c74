// The points page's server side (decision 0046): its reads (summary, history, tasks) and its one
// action, which posts a task's button (sign in today, follow, collect, the phone code) to its call
// in-process and answers the server's message verbatim.
import { data, redirect } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { getPointsLists, pointsInfo, taskList } from "../../../contract/points";
import {
  COLLECT_POINTS_PATH,
  FOLLOW_PATH,
  PHONE_VERIFY_PATH,
  POINTS_INFO_PATH,
  POINTS_LISTS_PATH,
  SIGN_POINTS_PATH,
  TASK_LIST_PATH,
} from "../../../contract/points-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";

export type PointsSummary = CallResult<typeof pointsInfo>;
export type PointsHistory = CallResult<typeof getPointsLists>;
export type PointsTasks = CallResult<typeof taskList>;

export type PointsPageData =
  | { allowed: true; summary: PointsSummary; history: PointsHistory; tasks: PointsTasks; type: string }
  | { allowed: false; message: string };

const TYPES = ["all", "earned", "spent", "expired"];

/** The page's reads; a customer outside the programme (403) gets the server's message instead. */
export async function readPointsPage(args: GuardArgs) {
  await requireSignedIn(args);
  const url = new URL(args.request.url);
  const type = TYPES.includes(url.searchParams.get("type") ?? "")
    ? (url.searchParams.get("type") as string)
    : "all";
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get("page")) || 1));
  const post = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const summary = await ask<PointsSummary>(args.context, POINTS_INFO_PATH, post({}));
  if (summary.body.code === 401) throw redirectWith(loginRedirectFor(args.request), summary.cookies);
  if (summary.body.code === 403)
    return data({ allowed: false, message: summary.body.message } satisfies PointsPageData, {
      headers: cookieHeaders(summary.cookies),
    });
  const history = await ask<PointsHistory>(args.context, POINTS_LISTS_PATH, post({ type, page }));
  const tasks = await ask<PointsTasks>(args.context, TASK_LIST_PATH);
  for (const answer of [summary, history, tasks])
    if (answer.body.code !== 200) throw new Response(answer.body.message, { status: 503 });
  return data(
    {
      allowed: true,
      summary: summary.body.result,
      history: history.body.result,
      tasks: tasks.body.result,
      type,
    } satisfies PointsPageData,
    { headers: cookieHeaders(summary.cookies) },
  );
}

export interface PointsPosted {
  ok: boolean;
  message: string;
  /** Where the message belongs: "sign", a task key, or "phone". */
  at: string;
  /** The phone a code was sent to (the form then asks for the code). */
  phone?: string;
}

/** One button of the page: intent sign, follow, collect (task_key), phone_send, phone_verify. */
export async function pointsAction(args: GuardArgs): Promise<PointsPosted> {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intent = text("intent");
  const taskKey = text("task_key");
  const phone = text("phone");
  const [path, body, at] =
    intent === "sign"
      ? [SIGN_POINTS_PATH, {}, "sign"]
      : intent === "follow"
        ? [FOLLOW_PATH, {}, "follow_store"]
        : intent === "phone_send"
          ? [PHONE_VERIFY_PATH, { phone }, "verify_phone"]
          : intent === "phone_verify"
            ? [PHONE_VERIFY_PATH, { phone, code: text("code") }, "verify_phone"]
            : [COLLECT_POINTS_PATH, { task_key: taskKey }, taskKey];
  const { body: answer, cookies } = await ask<{ phone?: string; verified?: boolean } | null>(
    args.context,
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  if (answer.code === 401)
    throw redirect(loginRedirectFor(args.request), { headers: cookieHeaders(cookies) });
  const codeSent = intent === "phone_send" && answer.code === 200;
  const codeRefused = intent === "phone_verify" && answer.code !== 200;
  return {
    ok: answer.code === 200,
    message: answer.code === 429 ? "Too many tries. Please wait a moment." : answer.message,
    at,
    ...(codeSent || codeRefused ? { phone } : {}),
  };
}
