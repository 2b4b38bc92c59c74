import { data } from "react-router";
import type { MyReviewsResult, PendingReview } from "../../../contract/reviews";
import { MY_REVIEWS_PATH, PENDING_REVIEWS_PATH } from "../../../contract/reviews-constants";
import { MyReviewsView, type ReviewsTab } from "../../features/reviews/my-reviews-view";
import { readForAccountPage } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/reviews";

/** Shown after Write a Review sends the customer back here (`?written=1`). */
const WRITTEN_NOTICE = "Thank you! Your review is now on the product page.";

/**
 * My Review (auth, route guard rule 8). `?tab=to-review` or `?tab=written`; without one, To Review
 * when something waits for a review, else My Reviews.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const asked = Number(params.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const [reviews, pending] = await Promise.all([
    readForAccountPage<MyReviewsResult>(args, `${MY_REVIEWS_PATH}?page=${page}`),
    readForAccountPage<{ list: PendingReview[] }>(args, PENDING_REVIEWS_PATH),
  ]);
  const t = params.get("tab");
  const tab: ReviewsTab =
    t === "to-review" || t === "written" ? t : reviews.result.to_review > 0 ? "to-review" : "written";
  return data(
    {
      tab,
      reviews: reviews.result,
      toReview: pending.result.list,
      notice: params.get("written") === "1" ? WRITTEN_NOTICE : undefined,
    },
    { headers: reviews.headers },
  );
}

export default function AccountReviews({ loaderData }: Route.ComponentProps) {
  return <MyReviewsView {...loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Reviews", undefined, { noindex: true });
}
