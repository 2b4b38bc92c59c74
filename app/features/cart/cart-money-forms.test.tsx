import { describe, expect, it } from "vitest";
import type { CartCoupon } from "../../../contract/cart";
import { tagsWith } from "../../../tests/helpers/html-tags";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { summaryRows } from "./cart-display";
import { cartOf } from "./cart-fixtures.testing";
import { CouponBox, couponNotice, PointsBox } from "./cart-money-forms";

// The coupon and points boxes and the money rows of the summary, rendered from cart answers shaped
// as the API gives them: real forms (intent fields) so they work without JavaScript.

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const couponOf = (over: Partial<CartCoupon> = {}): CartCoupon => ({
  couponCode: "SAVE10",
  title: "Save on everything",
  description: "",
  discountText: "$10 OFF",
  dateText: "No expiration date",
  minSpend: 0,
  detailCouponType: 3,
  status: 1,
  reason: "",
  isApplied: false,
  ...over,
});

describe("coupon box", () => {
  it("without a coupon: a code field posting intent coupon-apply, and the usable coupons with Apply", async () => {
    const html = text(
      await renderInRouter(
        <CouponBox
          cart={cartOf()}
          coupons={[
            couponOf(),
            couponOf({ couponCode: "BIG", status: 0, reason: "Spend $50 more to use this coupon." }),
          ]}
        />,
      ),
    );
    expect(tagsWith(html, "form", { "aria-label": "Apply coupon", method: "post" })).toHaveLength(1);
    expect(tagsWith(html, "input", { name: "intent", value: "coupon-apply" }).length).toBeGreaterThan(0);
    expect(tagsWith(html, "input", { id: "coupon-code", name: "coupon_code" })).toHaveLength(1);
    expect(tagsWith(html, "input", { name: "coupon_code", value: "SAVE10" })).toHaveLength(1);
    expect(html).toContain("Spend $50 more to use this coupon.");
    expect(tagsWith(html, "input", { name: "coupon_code", value: "BIG" })).toEqual([]);
  });

  it("with a coupon: shows it with Remove, and why it no longer applies", async () => {
    const html = text(
      await renderInRouter(
        <CouponBox
          cart={cartOf({ coupon_code: "SAVE10", coupon_message: "This coupon has expired." })}
          coupons={[]}
        />,
      ),
    );
    expect(html).toContain('name="intent" value="coupon-remove"');
    expect(html).toMatch(/Applied: <strong>SAVE10<\/strong>/);
    expect(html).toMatch(/data-testid="coupon-message">This coupon has expired.<\/p>/);
  });
});

describe("points box", () => {
  it("shows the balance and the most usable, with a points field posting intent points", async () => {
    const cart = cartOf({
      points_data: { points_used: 500, points_cur_amount: 5, points_balance: 1200, points_max: 900 },
    });
    const html = text(await renderInRouter(<PointsBox cart={cart} />));
    expect(html).toContain("You have 1200 points (100 points = $1). Up to 900 can be used on this order.");
    expect(html).toContain('name="intent" value="points"');
    expect(
      tagsWith(html, "input", { id: "points-used", max: "900", name: "points", value: "500" }),
    ).toHaveLength(1);
    expect(html).toContain("500 points take $5.00 off.");
  });
});

describe("summary money rows", () => {
  it("discount with its code, points, tax '--' when failed, pay-later line, total minus klarna_discount", () => {
    const rows = summaryRows(
      cartOf({
        subtotal: 600,
        grand_total: 540,
        discount_amount: 50,
        coupon_code: "SAVE50",
        points_data: { points_used: 1000, points_cur_amount: 10, points_balance: 2000, points_max: 2000 },
        klarna_discount: 10,
        tax_failed: true,
      }),
    );
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.tax.value).toBe("--");
    expect(byKey.discount).toMatchObject({ label: "Discount (SAVE50)", value: "-$50.00" });
    expect(byKey.points).toMatchObject({ label: "Points (1000)", value: "-$10.00" });
    expect(byKey.paylater.value).toBe("-$10.00");
    expect(byKey.total.value).toBe("$530.00");
    expect(byKey["plus-first-order"]).toBeUndefined();
  });

  it("the Plus+ first-order discount as its own row, after the coupon's", () => {
    const rows = summaryRows(
      cartOf({ subtotal: 469.99, grand_total: 458.48, plus_first_order_discount: 40, tax_amount: 28.49 }),
    );
    expect(rows.map((r) => [r.label, r.value])).toContainEqual(["Plus+ first order", "-$40.00"]);
    expect(rows.find((r) => r.key === "total")?.value).toBe("$458.48");
  });
});

describe("the coupon box's one message (issue 16, bug 4)", () => {
  const refused = (message: string) => ({
    intent: "coupon-apply" as const,
    ok: false,
    message,
    items_qty: null,
  });
  const done = (intent: "coupon-apply" | "coupon-remove") => ({
    intent,
    ok: true,
    message: "",
    items_qty: 2,
  });

  it("a coupon applied after an earlier refusal shows the success, not the old refusal", () => {
    const before = couponNotice(
      { coupon_code: "", coupon_message: "" },
      refused("Please sign in to use this coupon."),
    );
    expect(before).toEqual({ ok: false, text: "Please sign in to use this coupon." });
    const after = couponNotice({ coupon_code: "PATIO25", coupon_message: "" }, done("coupon-apply"));
    expect(after).toEqual({ ok: true, text: "Your coupon has been applied." });
  });

  it("a newer refusal replaces the success, and removal says so", () => {
    expect(
      couponNotice({ coupon_code: "PATIO25", coupon_message: "" }, refused("This coupon code is not valid.")),
    ).toEqual({
      ok: false,
      text: "This coupon code is not valid.",
    });
    expect(couponNotice({ coupon_code: "", coupon_message: "" }, done("coupon-remove"))).toEqual({
      ok: true,
      text: "Your coupon has been removed.",
    });
  });

  it("an applied coupon that no longer discounts shows the server's reason, never 'applied'", () => {
    expect(
      couponNotice(
        { coupon_code: "PATIO25", coupon_message: "You have already used this coupon." },
        done("coupon-apply"),
      ),
    ).toEqual({ ok: false, text: "You have already used this coupon." });
    expect(couponNotice({ coupon_code: "", coupon_message: "" }, undefined)).toBeNull();
  });
});
