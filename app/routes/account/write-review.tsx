import { data, redirect } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import type { PendingReview } from "../../../contract/reviews";
import { PENDING_REVIEWS_PATH, WRITE_REVIEW_PATH } from "../../../contract/reviews-constants";
import { reviewsTabHref } from "../../features/reviews/my-reviews-view";
import { WriteReviewView } from "../../features/reviews/write-review-view";
import {
  ask,
  cookieHeaders,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/write-review";

const itemOf = (request: Request) => {
  const n = Number(new URL(request.url).searchParams.get("item"));
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/**
 * Write a Review (auth) for the bought item `?item=<order item id>`: the product it names, or the
 * reason it cannot be reviewed (not the customer's, not paid, or reviewed already: 404).
 */
export async function loader(args: Route.LoaderArgs) {
  const customer = await requireSignedIn(args);
  const item = itemOf(args.request);
  if (item === null) return data({ item: null, firstname: customer.firstname }, { status: 404 });
  const { body, cookies } = await ask<{ list: PendingReview[] }>(
    args.context,
    `${PENDING_REVIEWS_PATH}?order_item_id=${item}`,
  );
  if (body.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (body.code === 404)
    return data(
      { item: null, firstname: customer.firstname },
      { status: 404, headers: cookieHeaders(cookies) },
    );
  if (body.code !== 200) throw new Response(body.message, { status: 503 });
  return data(
    { item: body.result.list[0], firstname: customer.firstname },
    { headers: cookieHeaders(cookies) },
  );
}

/** Sends the review (with the keys of the photos uploaded from this page) and goes to My Reviews. */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const item = itemOf(args.request);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "");
  const nickname = text("nickname").trim();
  const payload = {
    order_item_id: item ?? 0,
    rating: Number(text("rating")) || 0,
    title: text("title").trim(),
    detail: text("detail").trim(),
    ...(nickname ? { nickname } : {}),
    photos: form.getAll("photo").map(String),
  };
  const res = await args.context.api(WRITE_REVIEW_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as Envelope<unknown>;
  if (answer.code === 200) throw redirect(`${reviewsTabHref("written")}&written=1`);
  if (answer.code === 401) throw redirect(loginRedirectFor(args.request));
  return data({ message: answer.message }, { status: answer.code === 422 ? 422 : 200 });
}

export default function AccountWriteReview({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WriteReviewView item={loaderData.item} firstname={loaderData.firstname} failure={actionData?.message} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Write a Review", undefined, { noindex: true });
}
