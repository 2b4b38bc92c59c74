// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  COUPON_MESSAGES,
  type CouponItem,
  type ProductCoupons,
  SIGN_IN_REQUIRED_CODE,
} from "../../../../contract/coupons-constants";
import { tagsWith } from "../../../../tests/helpers/html-tags";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { PLUS_PAGE_PATH } from "../../plus/plus-paths";
import { CouponDrawerContent } from "./coupon-cards";
import { getCouponOutcome } from "./get-coupon-outcome";

const item = (
  over: Partial<CouponItem> & Pick<CouponItem, "couponCode" | "detailCouponType">,
): CouponItem => ({
  discountText: "$10 OFF",
  title: "Furniture Savings",
  description: "On orders of $100+ in Furniture",
  dateText: "Valid until May 21, 2027",
  isReceived: false,
  url: null,
  status: 1,
  ...over,
});

const coupons: ProductCoupons = {
  productId: 12,
  showDetailCoupon: true,
  showPlusBanner: true,
  descriptionList: ["Only one coupon can be applied per order."],
  couponList: [
    {
      title: "Plus+ Member Coupons",
      list: [item({ couponCode: "PLUS15", detailCouponType: 1, discountText: "15% OFF" })],
    },
    { title: "Subscriber Coupons", list: [item({ couponCode: "SUBSCRIBE10", detailCouponType: 2 })] },
    {
      title: "Sale Coupons",
      list: [item({ couponCode: "PATIO25", detailCouponType: 3, url: "/outdoor.html" })],
    },
    {
      title: "Claim Coupons",
      list: [
        item({ couponCode: "FURNITURE10", detailCouponType: 4 }),
        item({ couponCode: "SOLDOUT", detailCouponType: 4, status: 0, description: COUPON_MESSAGES.soldOut }),
        item({ couponCode: "MINE", detailCouponType: 4, isReceived: true }),
      ],
    },
  ],
};

const render = (showSignIn = false, pendingCode: string | null = null, plusImg: string | null = null) =>
  renderInRouter(
    <CouponDrawerContent
      coupons={coupons}
      plusImg={plusImg}
      pendingCode={pendingCode}
      showSignIn={showSignIn}
      onGet={() => {}}
    />,
  );

describe("CouponDrawerContent", () => {
  it("offers the newsletter's coupon bundle only when asked to (an unsubscribed signed-in shopper)", async () => {
    const offered = await renderInRouter(
      <CouponDrawerContent
        coupons={coupons}
        plusImg={null}
        pendingCode={null}
        showSignIn={false}
        onGet={() => {}}
        onSubscribe={() => {}}
      />,
    );
    expect(offered).toContain('data-testid="coupon-subscribe-offer"');
    expect(offered).toContain("Up to $200 in coupons");
    expect(offered).toMatch(/<button[^>]*>Subscribe<\/button>/);
    expect(await render()).not.toContain("coupon-subscribe-offer");
  });

  it("shows the groups in order, each a labelled section", async () => {
    const html = await render();
    const titles = [...html.matchAll(/<h3 id="([^"]+)"[^>]*>([^<]+)<\/h3>/g)];
    expect(titles.map((m) => m[2])).toEqual([
      "Plus+ Member Coupons",
      "Subscriber Coupons",
      "Sale Coupons",
      "Claim Coupons",
    ]);
    for (const [, id] of titles) expect(html).toContain(`aria-labelledby="${id}"`);
    expect(html).toContain("Plus+</span> members get exclusive coupons");
    expect(html).toContain("Only one coupon can be applied per order.");
  });

  it("shows the operator's Plus+ picture, linking to the Plus+ page, instead of the drawn banner", async () => {
    const html = await render(false, null, "/media/banner/plus.svg");
    expect(html).toMatch(new RegExp(`<a[^>]*href="${PLUS_PAGE_PATH}"[^>]*><img `));
    expect(
      tagsWith(html, "img", {
        src: "/media/banner/plus.svg",
        alt: "Plus+ members get exclusive coupons on every order.",
      }),
    ).toHaveLength(1);
    expect(html).not.toContain("Plus+</span> members");
    const none = await renderInRouter(
      <CouponDrawerContent
        coupons={{ ...coupons, showPlusBanner: false }}
        plusImg="/media/banner/plus.svg"
        pendingCode={null}
        showSignIn={false}
        onGet={() => {}}
      />,
    );
    expect(none).not.toContain('data-testid="plus-banner"');
  });

  it("offers Get Now only on usable claimable coupons; link coupons are links", async () => {
    const html = await render();
    const getNow = [...html.matchAll(/<button[^>]*aria-label="Get Now: ([^"]+)"/g)];
    expect(getNow).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/outdoor.html"[^>]*>Shop Now<\/a>/);
    expect(html).toContain(COUPON_MESSAGES.soldOut);
    expect(html).toContain("Unavailable");
    expect(html).toContain("Received");
    expect(html).toContain("Valid until May 21, 2027");
    expect(html).not.toContain("Sign in to get coupons");
  });

  it("marks the coupon being claimed busy and shows the sign-in link after a guest's claim", async () => {
    const html = await render(true, "FURNITURE10");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
    expect(html).toContain("Getting…");
    expect(html).toMatch(/<a[^>]*href="\/customer\/account\/login"[^>]*>Sign in<\/a>/);
  });
});

describe("getCouponOutcome (spec part 2 §8)", () => {
  it("code 200: success toast with the message and a reload", () => {
    expect(getCouponOutcome({ code: 200, message: COUPON_MESSAGES.claimed })).toEqual({
      toast: "success",
      message: COUPON_MESSAGES.claimed,
      reload: true,
      signIn: false,
    });
  });

  it("any other code: warning toast with the message, no reload; a guest gets the sign-in link", () => {
    expect(getCouponOutcome({ code: SIGN_IN_REQUIRED_CODE, message: COUPON_MESSAGES.signIn })).toEqual({
      toast: "warning",
      message: COUPON_MESSAGES.signIn,
      reload: false,
      signIn: true,
    });
    expect(getCouponOutcome({ code: 422, message: COUPON_MESSAGES.expired })).toMatchObject({
      toast: "warning",
      message: COUPON_MESSAGES.expired,
      signIn: false,
    });
    expect(getCouponOutcome({ code: 0, message: "" })).toBeNull();
  });
});
