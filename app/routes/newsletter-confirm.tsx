import { data, Link } from "react-router";
import type { CallResult } from "../../contract/call";
import type { confirmNewsletter } from "../../contract/newsletter";
import { pageMeta } from "../lib/meta";
import { callApi } from "../lib/server-api.server";
import type { Route } from "./+types/newsletter-confirm";

/**
 * /newsletter-subscribe/confirm?token=…: where the confirmation link of a newsletter sign-up lands
 * (double opt-in). The loader confirms through the API and the page shows what happened.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const res = await callApi<CallResult<typeof confirmNewsletter>>(
    context,
    `/api/newsletter/confirm?${new URLSearchParams({ token }).toString()}`,
  );
  const confirmed = res.code === 200;
  return data(
    { confirmed, message: res.message || "Something went wrong. Please try again later." },
    // A refused link is an answer the page shows (200); only a failure to ask is an error. Not
    // cached anywhere: the answer depends on the token and says something about the address.
    { status: confirmed || res.code === 400 ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { confirmed, message } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Our newsletter</h1>
      <p
        role="status"
        className={
          confirmed
            ? "mt-8 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-800"
            : "mt-8 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900"
        }
      >
        {message}
      </p>
      <p className="mt-6">
        {confirmed ? (
          <Link to="/" className="font-medium text-brand-700 underline">
            Continue shopping
          </Link>
        ) : (
          <Link to="/newsletter-subscribe" className="font-medium text-brand-700 underline">
            Subscribe again
          </Link>
        )}
      </p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Confirm your subscription", "Confirm your newsletter subscription.");
}
