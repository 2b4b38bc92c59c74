import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { accountMenuLinks } from "../../header/account-menu";
import {
  isPlusOrderNumber,
  openMemberPath,
  PLUS_ACCOUNT_LINK,
  PLUS_PAGE_PATH,
  plusEntrypoint,
} from "../plus-paths";
import { COPY_CONFIRM_MS } from "./copy-button";
import { MemberCenterView } from "./member-center-view";
import { PLUS_BENEFITS } from "./plus-benefits";
import { PlusLandingView } from "./plus-landing-view";
import { PlusOrderListView, PlusOrderPrintView, periodText } from "./plus-orders-view";
import type {
  InviteList,
  MemberCenterInfo,
  PlusCmsInfo,
  PlusOrderDetail,
  PlusOrderSummary,
} from "./plus-types";
import { referralReturnPath } from "./referral-popup";

// The Plus+ pages' views with literal data: what each shows, and what it leaves out.

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

const CMS: PlusCmsInfo = {
  hero_title: "Save all year with Plus+",
  hero_subtitle: "Member prices on everything we sell.",
  price: 19,
  list_price: 69,
  benefits: [{ icon: "discount", title: "15% off every purchase all year", text: "On everything." }],
  faq: [{ question: "Can I cancel?", answer_html: "<p>Write to us within 7 days.</p>" }],
  terms_url: "/nestoraplus-rules",
};

const ACTIVE: MemberCenterInfo = {
  status: "active",
  started_at: "2026-03-03T10:00:00.000Z",
  expires_at: "2027-03-03T10:00:00.000Z",
  days_left: 95,
  can_renew: false,
  savings: "48.30",
  points_multiplier: 3,
  extra_warranty_years: 1,
  invite_code: "K7QH3MZP",
  invite_link: "http://store.test/nestoraplus?vip_code=K7QH3MZP",
  invite_count: 1,
  invite_money: "20.00",
};
const INVITES: InviteList = {
  items: [
    {
      email: "j***@example.com",
      money: "$20.00",
      status: "credited",
      status_label: "Credited",
      created_at: "2026-05-01T08:00:00.000Z",
    },
  ],
  total: 1,
};

describe("paths", () => {
  it("the landing is /nestoraplus; the account menu's link says account_plus_button", () => {
    expect(PLUS_PAGE_PATH).toBe("/nestoraplus");
    expect(PLUS_ACCOUNT_LINK).toBe("/nestoraplus?entrypoint=account_plus_button");
    expect(accountMenuLinks(false).map((l) => l.label)).toEqual([
      "My Account",
      "My Orders",
      "My Coupons",
      "My Wishlist",
      "Plus+",
    ]);
    expect(accountMenuLinks(true).at(-1)).toEqual({
      label: "Plus+",
      href: "/nestoraplus?entrypoint=account_plus_button",
    });
  });

  it("records the spec's three entrypoints, anything else as direct", () => {
    expect(plusEntrypoint("sidebar_plus_ads")).toBe("sidebar_plus_ads");
    expect(plusEntrypoint("adproduct")).toBe("adproduct");
    expect(plusEntrypoint("account_plus_button")).toBe("account_plus_button");
    expect(plusEntrypoint("<script>")).toBe("direct");
    expect(plusEntrypoint(null)).toBe("direct");
  });

  it("plus order numbers are PL and 9 digits", () => {
    expect(isPlusOrderNumber("PL000000012")).toBe(true);
    expect(isPlusOrderNumber("PL00000001")).toBe(false);
    expect(isPlusOrderNumber("100000012")).toBe(false);
    expect(isPlusOrderNumber("pl000000012")).toBe(false);
  });

  it("the join link and the referral return request", () => {
    expect(openMemberPath("nestoraplus")).toBe("/open-member?entrypoint=nestoraplus");
    expect(referralReturnPath("/nestoraplus", "?entrypoint=adproduct")).toBe(
      "/nestoraplus?entrypoint=adproduct&referral=1",
    );
    expect(referralReturnPath("/member-center", "")).toBe("/member-center?referral=1");
  });

  it("the copy confirmation lasts 5 s", () => {
    expect(COPY_CONFIRM_MS).toBe(5000);
  });
});

describe("landing", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("shows the CMS hero, $19/year against a struck-through $69/year, benefits, FAQ, Join and the terms", async () => {
    const html = text(
      await renderInRouter(<PlusLandingView cms={CMS} products={[]} />, {
        url: "/nestoraplus?entrypoint=adproduct",
      }),
    );
    expect(html).toContain("Save all year with Plus+</h1>");
    expect(html).toContain("Member prices on everything we sell.");
    expect(html).toMatch(
      /Membership price <\/span>\$19\/year<\/span><s[^>]*><span class="sr-only">Regular price <\/span>\$69\/year<\/s>/,
    );
    expect(html).toContain("15% off every purchase all year");
    expect(html).toContain("Can I cancel?");
    expect(html).toContain("<p>Write to us within 7 days.</p>");
    expect(html).toMatch(/href="\/open-member\?entrypoint=nestoraplus"[^>]*>Join Now<\/a>/);
    expect(html).toMatch(/href="\/nestoraplus-rules"[^>]*>Plus\+ Membership Terms<\/a>/);
    // No member-price section without products.
    expect(html).not.toContain("Member prices</h2>");
  });

  it("without CMS benefits shows the store's seven (spec part 2 §1, §9)", async () => {
    const html = text(await renderInRouter(<PlusLandingView cms={{ ...CMS, benefits: [] }} products={[]} />));
    expect(PLUS_BENEFITS.map((b) => b.title)).toEqual([
      "15% off every purchase all year",
      "3X points on the app",
      "Referral rewards",
      "365-day extended warranty",
      "Quick refund",
      "VIP service",
      "First order extra $40 off",
    ]);
    for (const b of PLUS_BENEFITS) expect(html).toContain(`${b.title}</h3>`);
    expect(html).toContain("100 points = $1");
    expect(html).toContain("$20 for every friend");
  });

  it("passes an invite link's referral code on to the join flow", async () => {
    const html = text(
      await renderInRouter(<PlusLandingView cms={CMS} products={[]} />, {
        url: "/nestoraplus?vip_code=K7QH3MZP",
      }),
    );
    expect(html).toContain('href="/open-member?entrypoint=nestoraplus&amp;vip_code=K7QH3MZP"');
  });
});

describe("member centre", () => {
  it("an active member: dates, savings, 3X, +1 year, code with Copy, referrals; no Renew outside the window", async () => {
    const html = text(await renderInRouter(<MemberCenterView info={ACTIVE} invites={INVITES} />));
    expect(html).toContain("Member since March 3, 2026</span>");
    expect(html).toMatch(
      /Expires<\/dt><dd[^>]*><time[^>]*>March 3, 2027<\/time><span[^>]*>95 days left<\/span>/,
    );
    expect(html).toContain("$48.30");
    expect(html).toContain(">3X<");
    expect(html).toContain("+1 year");
    expect(html).toContain("K7QH3MZP");
    expect(html).toContain('aria-label="Copy Referral code"');
    expect(html).toContain("1 friend joined · $20.00 earned");
    expect(html).toContain("j***@example.com");
    expect(html).toContain("$20.00</td>");
    expect(html).not.toContain("Renew for");
    expect(html).toContain("Renewal opens 60 days before your membership expires.");
  });

  it("a list longer than 20 friends goes by pages: the range, Newer and Older", async () => {
    const item = INVITES.items[0];
    const page = (n: number) => ({ items: Array.from({ length: n }, () => item), total: 45 });
    const first = text(await renderInRouter(<MemberCenterView info={ACTIVE} invites={page(20)} />));
    expect(first).toContain("1–20 of 45");
    expect(first).toMatch(/href="[^"]*\?invites_page=2"[^>]*>Older<\/a>/);
    expect(first).not.toContain(">Newer<");
    const second = text(
      await renderInRouter(<MemberCenterView info={ACTIVE} invites={page(20)} invitesPage={2} />),
    );
    expect(second).toContain("21–40 of 45");
    expect(second).toContain(">Newer<");
    expect(second).toMatch(/href="[^"]*\?invites_page=3"[^>]*>Older<\/a>/);
    const last = text(
      await renderInRouter(<MemberCenterView info={ACTIVE} invites={page(5)} invitesPage={3} />),
    );
    expect(last).toContain("41–45 of 45");
    expect(last).not.toContain(">Older<");
    const one = text(await renderInRouter(<MemberCenterView info={ACTIVE} invites={INVITES} />));
    expect(one).not.toContain("Friends pages");
  });

  it("inside the renewal window shows Renew", async () => {
    const html = text(
      await renderInRouter(
        <MemberCenterView info={{ ...ACTIVE, days_left: 30, can_renew: true }} invites={INVITES} />,
      ),
    );
    expect(html).toMatch(
      /href="\/open-member\?entrypoint=member_center_renew"[^>]*>Renew for \$19\/year<\/a>/,
    );
  });

  it("a non-member sees the join prompt, nothing of a membership", async () => {
    const none: MemberCenterInfo = {
      ...ACTIVE,
      status: "none",
      started_at: null,
      expires_at: null,
      days_left: 0,
      invite_code: null,
      invite_link: null,
      invite_count: 0,
      invite_money: "0.00",
      savings: "0.00",
    };
    const html = text(
      await renderInRouter(<MemberCenterView info={none} invites={{ items: [], total: 0 }} />),
    );
    expect(html).toContain("You are not a Plus+ member yet");
    expect(html).toMatch(/href="\/open-member\?entrypoint=member_center"[^>]*>Join Plus\+<\/a>/);
    expect(html).not.toContain("Member since");
    expect(html).not.toContain("Referrals</h2>");
  });

  it("an expired member is told when it ended and may join again", async () => {
    const html = text(
      await renderInRouter(
        <MemberCenterView info={{ ...ACTIVE, status: "expired", days_left: 0 }} invites={INVITES} />,
      ),
    );
    expect(html).toContain("Your membership expired on March 3, 2027");
    expect(html).toContain(">Join again</a>");
  });
});

const ORDER: PlusOrderSummary = {
  order_sn: "PL000000007",
  kind: "renew",
  kind_label: "Plus+ renewal (12 months)",
  amount: 19,
  list_price: 69,
  status: "paid",
  status_label: "Paid",
  payment_method_label: "Credit card",
  paid_at: "2027-02-01T12:00:00.000Z",
  created_at: "2027-02-01T11:59:00.000Z",
  period_start: "2027-03-03T10:00:00.000Z",
  period_end: "2028-03-03T10:00:00.000Z",
};

describe("Plus+ orders", () => {
  it("lists each purchase with its year, status, payment and amount, and links its print page", async () => {
    const html = text(await renderInRouter(<PlusOrderListView orders={[ORDER]} />));
    expect(html).toContain("Order #PL000000007</h2>");
    expect(html).toContain("Plus+ renewal (12 months)");
    expect(html).toContain("March 3, 2027 – March 3, 2028");
    expect(html).toContain(">Paid</span>");
    expect(html).toMatch(/\$19\.00<\/span> · Credit card/);
    expect(html).toContain('href="/sales/plusorder/history/PL000000007"');
  });

  it("says when there is none", async () => {
    const html = text(await renderInRouter(<PlusOrderListView orders={[]} />));
    expect(html).toContain("You have no Plus+ membership orders yet.");
  });

  it("the print page: member, payment, the year, $69.00 struck through and $19.00 total", async () => {
    const order: PlusOrderDetail = {
      ...ORDER,
      phone: "5550100123",
      customer: { name: "Robin Tester", email: "robin@example.com", phone: "5550100123" },
      payment: { provider: "test", method_label: "Credit card", transaction_id_last4: "4242" },
    };
    const html = text(await renderInRouter(<PlusOrderPrintView order={order} storeName="Nestora" />));
    expect(html).toContain("Plus+ Order #PL000000007</h1>");
    expect(html).toContain("Robin Tester");
    expect(html).toContain("robin@example.com");
    expect(html).toContain("ending in 4242");
    expect(html).toContain("Nestora Plus+ renewal (12 months)");
    expect(html).toContain("March 3, 2027 – March 3, 2028");
    expect(html).toMatch(/<s[^>]*><span class="sr-only">Regular price <\/span>\$69\.00<\/s>\$19\.00/);
    expect(html).toMatch(/data-testid="plus-order-total">\$19\.00</);
    expect(periodText({ period_start: null, period_end: null })).toBe("—");
  });
});
