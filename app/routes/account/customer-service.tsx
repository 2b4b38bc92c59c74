import { data, redirect } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import type { SupportRequestsResult } from "../../../contract/support";
import { SUPPORT_REQUESTS_PATH, supportFollowUpPath } from "../../../contract/support-constants";
import { CustomerServiceView, type SupportPosted } from "../../features/support/customer-service-view";
import { loginRedirectFor, readForAccountPage, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/customer-service";

/** Exclusive Customer Service (auth): the customer's requests, their orders and the topics. */
export async function loader(args: Route.LoaderArgs) {
  const { result, headers } = await readForAccountPage<SupportRequestsResult>(args, SUPPORT_REQUESTS_PATH);
  return data(result, { headers });
}

/**
 * The two forms of the page: a new request (intent create) or a follow-up on one (intent
 * follow-up, with its number). Pictures arrive as the keys the page uploaded them under (`photo`).
 */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "");
  const photos = form.getAll("photo").map(String);
  const intent = text("intent") === "follow-up" ? "follow-up" : "create";
  const number = text("number");
  const [path, payload] =
    intent === "create"
      ? [
          SUPPORT_REQUESTS_PATH,
          {
            order_increment_id: text("order_increment_id"),
            topic: text("topic"),
            message: text("message"),
            photos,
          },
        ]
      : [supportFollowUpPath(number), { message: text("message"), photos }];
  const res = await args.context.api(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as Envelope<{ number?: string } | null>;
  if (answer.code === 401) throw redirect(loginRedirectFor(args.request));
  const posted: SupportPosted = {
    intent,
    ok: answer.code === 200,
    // A field's rule comes back as "field: message"; the page shows the message.
    message: answer.message.replace(/^(topic|message|photos|order_increment_id|number): /, ""),
    number: intent === "create" ? (answer.result?.number ?? undefined) : number,
  };
  return data({ posted }, { status: answer.code === 200 ? 200 : answer.code === 422 ? 422 : res.status });
}

export default function AccountCustomerService({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerServiceView data={loaderData} posted={actionData?.posted} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Customer Service", undefined, { noindex: true });
}
