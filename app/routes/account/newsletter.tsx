import { data } from "react-router";
import type { UserInfo } from "../../../contract/customer";
import type { Envelope } from "../../../contract/envelope";
import { NEWSLETTER_SETTINGS_PATH } from "../../../contract/newsletter-settings-constants";
import { NewsletterSettingsView } from "../../features/newsletter-settings/newsletter-settings-view";
import {
  cookieHeaders,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/newsletter";

type Settings = { info: UserInfo; email_pending: boolean };

/** The settings call: a read (no body) or the subscriber edit (a body). */
async function readSettings(args: Route.LoaderArgs | Route.ActionArgs, body?: object) {
  const res = await args.context.api(
    NEWSLETTER_SETTINGS_PATH,
    body
      ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
      : undefined,
  );
  const answer = (await res.json()) as Envelope<Settings | null>;
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), res.headers.getSetCookie());
  return { answer, cookies: res.headers.getSetCookie() };
}

/** My Newsletter (auth, route guard rule 8). */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { answer, cookies } = await readSettings(args);
  if (answer.code !== 200 || !answer.result) throw new Response(answer.message, { status: 503 });
  return data(
    { info: answer.result.info, emailPending: answer.result.email_pending },
    { headers: cookieHeaders(cookies) },
  );
}

/** Save: the subscriber edit call, then the page reloads the account information (its loader). */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  // The last value of each name: the hidden "0", then the checked box's "1".
  const last = (name: string) => (form.getAll(name).at(-1) === "1" ? 1 : 0);
  const { answer } = await readSettings(args, {
    subscriber_email: last("subscriber_email"),
    subscriber_sms: last("subscriber_sms"),
  });
  return { posted: { ok: answer.code === 200, message: answer.message } };
}

export default function AccountNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterSettingsView {...loaderData} posted={actionData?.posted} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Newsletter", undefined, { noindex: true });
}
