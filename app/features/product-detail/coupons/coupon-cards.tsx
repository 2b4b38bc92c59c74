import { Link } from "react-router";
import {
  type CouponItem,
  DETAIL_COUPON_TYPE,
  type ProductCoupons,
} from "../../../../contract/coupons-constants";

import { PLUS_PAGE_PATH } from "../../plus/plus-paths";

export const SIGN_IN_PATH = "/customer/account/login";

const PLUS_BANNER_TEXT = "members get exclusive coupons on every order.";

/**
 * The drawer's body: the Plus+ banner (the operator's picture when one is configured, else drawn),
 * the coupon groups and the terms. Pure, so it renders anywhere.
 */
export function CouponDrawerContent({
  coupons,
  plusImg,
  pendingCode,
  showSignIn,
  onGet,
  onSubscribe,
}: {
  coupons: ProductCoupons;
  /** The answer's Plus+ banner picture; null: the drawer draws its own banner. */
  plusImg: string | null;
  pendingCode: string | null;
  showSignIn: boolean;
  onGet: (couponCode: string) => void;
  /** Set for a signed-in shopper without a newsletter subscription: the offer opens the subscribe pop-up. */
  onSubscribe?: () => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {onSubscribe ? (
        <section
          aria-labelledby="coupon-subscribe-offer"
          className="rounded-lg border border-brand-700/30 bg-brand-50 px-3 py-3"
          data-testid="coupon-subscribe-offer"
        >
          <h3 id="coupon-subscribe-offer" className="text-base font-semibold">
            Up to $200 in coupons
          </h3>
          <p className="mt-1 text-sm">
            Subscribe to our newsletter and get a coupon bundle worth up to $200, valid for three months.
          </p>
          <button
            type="button"
            onClick={onSubscribe}
            className="mt-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Subscribe
          </button>
        </section>
      ) : null}
      {showSignIn ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Sign in to get coupons.{" "}
          <Link to={SIGN_IN_PATH} className="font-semibold underline">
            Sign in
          </Link>
        </p>
      ) : null}
      {coupons.showPlusBanner && plusImg ? (
        <Link
          to={PLUS_PAGE_PATH}
          className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          data-testid="plus-banner"
        >
          <img
            src={plusImg}
            alt={`Plus+ ${PLUS_BANNER_TEXT}`}
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-40 w-full rounded-md object-cover"
          />
        </Link>
      ) : coupons.showPlusBanner ? (
        <p className="rounded-md bg-stone-900 px-3 py-2 text-sm text-white" data-testid="plus-banner">
          <span className="font-semibold text-amber-300">Plus+</span>
          {` ${PLUS_BANNER_TEXT}`}
        </p>
      ) : null}
      {coupons.couponList.map((group) => {
        const headingId = `coupon-group-${group.list[0]?.detailCouponType ?? 0}`;
        return (
          <section key={group.title} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {group.title}
            </h3>
            <ul className="flex flex-col gap-3">
              {group.list.map((item) => (
                <li key={item.couponCode}>
                  <CouponCard item={item} pending={pendingCode === item.couponCode} onGet={onGet} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {coupons.descriptionList.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-stone-600">
          {coupons.descriptionList.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CouponCard({
  item,
  pending,
  onGet,
}: {
  item: CouponItem;
  pending: boolean;
  onGet: (couponCode: string) => void;
}) {
  const disabled = item.status === 0;
  return (
    <article
      aria-label={`${item.discountText} ${item.title}`}
      className={`flex items-center gap-3 rounded-lg border px-3 py-3 ${
        disabled ? "border-stone-200 bg-stone-50 text-stone-500" : "border-orange-200 bg-orange-50"
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className={`text-xl font-bold ${disabled ? "" : "text-orange-700"}`}>{item.discountText}</p>
        <p className="text-sm font-medium">{item.title}</p>
        <p className="text-sm">{item.description}</p>
        <p className="mt-1 text-xs text-stone-600">{item.dateText}</p>
        <p className="text-xs text-stone-600">
          Code: <span className="font-mono">{item.couponCode}</span>
        </p>
      </div>
      <CouponAction item={item} pending={pending} onGet={onGet} />
    </article>
  );
}

function CouponAction({
  item,
  pending,
  onGet,
}: {
  item: CouponItem;
  pending: boolean;
  onGet: (couponCode: string) => void;
}) {
  if (item.isReceived) return <span className="text-sm font-semibold text-green-700">Received</span>;
  if (item.status === 0) return <span className="text-sm font-semibold">Unavailable</span>;
  switch (item.detailCouponType) {
    case DETAIL_COUPON_TYPE.claimable:
      return (
        <button
          type="button"
          disabled={pending}
          aria-busy={pending}
          aria-label={`Get Now: ${item.discountText} ${item.title}`}
          onClick={() => onGet(item.couponCode)}
          className="shrink-0 rounded-full bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
        >
          {pending ? "Getting…" : "Get Now"}
        </button>
      );
    case DETAIL_COUPON_TYPE.link:
      return item.url ? (
        <Link to={item.url} className="shrink-0 text-sm font-semibold text-orange-700 underline">
          Shop Now
        </Link>
      ) : null;
    case DETAIL_COUPON_TYPE.subscribe:
      return (
        <span className="max-w-[8.5rem] shrink-0 text-right text-xs">
          Subscribe to our newsletter to get it
        </span>
      );
    default:
      return <span className="max-w-[8.5rem] shrink-0 text-right text-xs">For Plus+ members</span>;
  }
}
