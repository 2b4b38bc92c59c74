import { Link } from "react-router";
import type { MyReview, MyReviewsResult, PendingReview } from "../../../contract/reviews";
import { MY_REVIEWS_PAGE_PATH, WRITE_REVIEW_PAGE_PATH } from "../../../contract/reviews-constants";
import { formatUtcDate } from "../../components/ui/format-date";
import { RatingStars } from "../../components/ui/rating-stars";

export type ReviewsTab = "to-review" | "written";

/** The tab's own address: `?tab=written` or `?tab=to-review`. */
export const reviewsTabHref = (tab: ReviewsTab) => `${MY_REVIEWS_PAGE_PATH}?tab=${tab}`;
export const writeReviewHref = (orderItemId: number) => `${WRITE_REVIEW_PAGE_PATH}?item=${orderItemId}`;

const TAB_LABELS: Record<ReviewsTab, string> = { "to-review": "To Review", written: "My Reviews" };

/**
 * My Review (/customer/account/review): "To Review" lists what the customer bought and has not
 * reviewed, each with Write a Review; "My Reviews" their reviews with stars, photos and state. Each
 * tab is an address, so it works without JavaScript and Back goes back a tab.
 */
export function MyReviewsView({
  tab,
  reviews,
  toReview,
  notice,
}: {
  tab: ReviewsTab;
  reviews: MyReviewsResult;
  toReview: PendingReview[];
  notice?: string;
}) {
  const counts: Record<ReviewsTab, number> = { "to-review": reviews.to_review, written: reviews.total };
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.page_size));
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Reviews</h1>
      {notice ? (
        <p role="status" className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-3 text-brand-800">
          {notice}
        </p>
      ) : null}
      <nav aria-label="Review lists" className="mt-6 border-b border-stone-200">
        <ul className="flex gap-1">
          {(["to-review", "written"] as const).map((t) => (
            <li key={t}>
              <Link
                to={reviewsTabHref(t)}
                aria-current={t === tab ? "page" : undefined}
                className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 font-medium ${
                  t === tab
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-stone-700 hover:text-ink"
                }`}
              >
                {TAB_LABELS[t]} ({counts[t]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === "to-review" ? (
        <ToReviewList items={toReview} />
      ) : reviews.total === 0 ? (
        <p className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800" data-testid="reviews-empty">
          You have not written a review yet. Products you buy appear under To Review once your order is
          placed.
        </p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200" aria-label="My reviews">
            {reviews.list.map((r) => (
              <ReviewRow key={r.review_id} review={r} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Review pages" className="mt-6 flex items-center gap-4">
              {reviews.page > 1 ? (
                <Link
                  to={`${reviewsTabHref("written")}&page=${reviews.page - 1}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Previous
                </Link>
              ) : null}
              <span className="text-stone-700">
                Page {reviews.page} of {pages}
              </span>
              {reviews.page < pages ? (
                <Link
                  to={`${reviewsTabHref("written")}&page=${reviews.page + 1}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function ToReviewList({ items }: { items: PendingReview[] }) {
  if (items.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800" data-testid="to-review-empty">
        Nothing to review right now. You have reviewed everything you bought, thank you!
      </p>
    );
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Products to review">
      {items.map((item) => (
        <li
          key={item.order_item_id}
          className="flex items-center gap-4 rounded-lg border border-stone-200 p-4"
          data-testid="to-review"
        >
          {item.product.image ? (
            <img
              src={item.product.image}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-md bg-stone-100 object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <Link to={item.product.url_path} className="line-clamp-2 font-semibold text-ink hover:underline">
              {item.product.name}
            </Link>
            <p className="mt-1 text-sm text-stone-700">
              Order #{item.order_increment_id} · {formatUtcDate(item.ordered_at, "short")}
            </p>
            <Link
              to={writeReviewHref(item.order_item_id)}
              className="mt-2 inline-flex h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Write a Review
              <span className="sr-only"> of {item.product.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ReviewRow({ review }: { review: MyReview }) {
  return (
    <li className="py-5" data-testid="my-review">
      <p className="text-sm text-stone-700">
        <Link to={review.product.url_path} className="font-semibold text-brand-700 underline">
          {review.product.name}
        </Link>{" "}
        · {formatUtcDate(review.created_at, "short")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <RatingStars summary={review.rating * 20} />
        {review.status === "published" ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
            Published
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            Waiting for approval
          </span>
        )}
        {review.verified_purchase ? <span className="text-sm text-stone-700">Verified Purchase</span> : null}
      </div>
      <p className="mt-2 font-semibold break-words">{review.title}</p>
      <p className="mt-1 whitespace-pre-line break-words text-stone-800">{review.detail}</p>
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {review.images.map((img, i) => (
            <li key={img.url}>
              <a href={img.url} target="_blank" rel="noreferrer">
                <img
                  src={img.thumb_url}
                  alt={`Your review, ${i + 1} of ${review.images.length}`}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-md bg-stone-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
