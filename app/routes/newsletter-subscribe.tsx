import { data, Form, useNavigation } from "react-router";
import { NewsletterFields } from "../features/newsletter/newsletter-fields";
import { subscribeFromForm } from "../features/newsletter/subscribe.server";
import { pageMeta } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/newsletter-subscribe";

/** /newsletter-subscribe: the newsletter page, and where the footer form posts without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const source = form.get("source") === "footer" ? "footer" : "newsletter-page";
  const outcome = await subscribeFromForm(context, form, source);
  return data(outcome, { status: outcome.code === 422 ? 422 : outcome.code >= 500 ? 503 : 200 });
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const done = actionData && (actionData.code === 200 || actionData.code === 400);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Our newsletter</h1>
      <p className="mt-3 text-stone-700">
        One e-mail about once a week: new arrivals, seasonal sales and ideas for every room. Unsubscribe at
        any time from the link in each e-mail.
      </p>
      {done ? (
        <p role="status" className="mt-8 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-800">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <input type="hidden" name="source" value="newsletter-page" />
          <NewsletterFields label="Your e-mail address" busy={busy} error={actionData?.message} />
        </Form>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    "Newsletter",
    "Sign up for the newsletter: new arrivals, seasonal sales and home ideas.",
  );
}
