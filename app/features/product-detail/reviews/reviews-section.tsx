import { useRef } from "react";
import type { Review, ReviewListResult } from "../../../../contract/reviews";
import { RatingStars } from "../../../components/ui/rating-stars";
import { HelpfulButton } from "./helpful-button";
import { formatReviewDate } from "./review-date";
import { LOADING_TINT, SectionPager, useFocusOnPageChange, useSectionLoading } from "./section-pager";
import { SECTION_IDS, SECTION_PAGE_PARAMS } from "./section-paging";
import { WriteReview } from "./write-review";

const THUMB = 80;
const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The product page's Reviews section (`#reviews`): summary with histogram, one page of reviews,
 * pager, and "Write a Review" (signed-in customers; reviews are listed once approved).
 */
export function ReviewsSection({ data, productId }: { data: ReviewListResult; productId: number }) {
  const rate = data.product_rate;
  const listRef = useRef<HTMLDivElement>(null);
  const loading = useSectionLoading(SECTION_PAGE_PARAMS.reviews);
  useFocusOnPageChange(listRef, data.page);

  return (
    <section id={SECTION_IDS.reviews} aria-labelledby="reviews-heading" className="mt-12 scroll-mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Customer Reviews
        </h2>
        <WriteReview productId={productId} />
      </div>
      {rate.reviews_count === 0 ? (
        <p className="mt-3 text-stone-700">No reviews yet.</p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <ReviewSummary rate={rate} />
          <div
            ref={listRef}
            tabIndex={-1}
            aria-busy={loading}
            className={`focus:outline-none ${loading ? LOADING_TINT : ""}`}
          >
            {data.list.length === 0 ? (
              <p className="text-stone-700">There are no reviews on this page.</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {data.list.map((review) => (
                  <li key={review.id} className="py-5 first:pt-0">
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
            )}
            <SectionPager
              label="Review pages"
              param={SECTION_PAGE_PARAMS.reviews}
              sectionId={SECTION_IDS.reviews}
              page={data.page}
              total={data.total}
              pageSize={data.page_size}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function ReviewSummary({ rate }: { rate: ReviewListResult["product_rate"] }) {
  const stars = Number.isInteger(rate.reviewStar) ? String(rate.reviewStar) : rate.reviewStar.toFixed(1);
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold">{stars}</span>
        <span className="text-stone-700">out of 5</span>
      </p>
      <div className="mt-1">
        <RatingStars summary={rate.rating_summary} count={rate.reviews_count} />
      </div>
      <ul aria-label="Ratings by stars" className="mt-4 flex flex-col gap-1.5 text-sm">
        {STARS.map((star) => {
          const n = rate.star_counts[star];
          const percent = rate.reviews_count ? Math.round((n / rate.reviews_count) * 100) : 0;
          return (
            <li key={star} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-2">
              <span>
                {star} {star === 1 ? "star" : "stars"}
                <span className="sr-only">: {`${n} ${n === 1 ? "review" : "reviews"}, ${percent}%`}</span>
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded bg-stone-200">
                <span className="block h-full bg-amber-600" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="text-right text-stone-700">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <RatingStars summary={review.rating * 20} />
      <h3 id={titleId} className="mt-1 font-semibold">
        {review.title}
      </h3>
      <p className="mt-0.5 text-sm text-stone-600">
        {review.nickname} · <time dateTime={review.created_at}>{formatReviewDate(review.created_at)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.detail}</p>
      {review.images.length > 0 ? (
        <ul aria-label="Photos from this review" className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image, i) => (
            <li key={image.url}>
              <a
                href={image.url}
                target="_blank"
                rel="noopener"
                className="block rounded focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <img
                  src={image.url}
                  width={THUMB}
                  height={Math.round((THUMB * image.height) / image.width) || THUMB}
                  loading="lazy"
                  decoding="async"
                  alt={`${review.nickname}'s review, attachment ${i + 1} of ${review.images.length} (opens full size in a new tab)`}
                  className="rounded border border-stone-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <HelpfulButton reviewId={review.id} count={review.helpful_count} />
    </article>
  );
}
