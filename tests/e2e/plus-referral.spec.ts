import { paidOrderThroughCalls } from "./checkout-steps";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  newestMail,
  test,
} from "./fixtures";
import { joinThroughCalls } from "./plus-steps";

// A Plus+ referral end to end (issue 18): a member's invite code, used by a friend who joins and
// pays a first order, credits the member $20 once — 2,000 points, a mail, the member centre's
// invite list — and a second order of the friend credits nothing more. One laptop-size journey:
// the member centre's layout at both sizes is tests/e2e/plus-pages.spec.ts's.

test.describe.configure({ timeout: 180_000 });

test("a friend who joins with a member's code and pays a first order credits the member $20 once", async ({
  page,
  request,
  browser,
}) => {
  const memberEmail = await newCustomerSignedIn(page, request, "referrer");
  await joinThroughCalls(page.request);
  const centre = (await (
    await page.request.post("/api/plus/inviteComplex", { data: {} })
  ).json()) as Envelope<{
    invite_code: string;
  }>;
  const code = centre.result.invite_code;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  // Registered through the test's own API context: the friend's browser signs in on the Login page.
  const friendEmail = await newCustomerSignedIn(friend, request, "friend");
  await joinThroughCalls(friend.request, code);
  const masked = `${friendEmail[0]}***@example.com`;

  // Joined, no order yet: listed, nothing earned.
  await page.goto("/member-center");
  const row = page
    .getByTestId("invite-list")
    .getByRole("row", { name: new RegExp(masked.replace(/\*/g, "\\*")) });
  await expect(row).toContainText("Waiting for their first order");
  await expect(row).toContainText("$0.00");
  await expect(page.getByTestId("invite-summary")).toHaveText("1 friend joined · $0.00 earned");

  // The friend's first paid order qualifies the referral.
  await paidOrderThroughCalls(friend.request);
  const mail = await newestMail(request, memberEmail, "plus_referral_credit");
  expect(mail.subject).toBe("You earned $20.00 for referring a friend to Nestora Plus+");
  await page.reload();
  await expect(row).toContainText("Credited");
  await expect(row).toContainText("$20.00");
  await expect(page.getByTestId("invite-summary")).toHaveText("1 friend joined · $20.00 earned");
  await expectNoAxeViolations(page, "member centre with a credited referral");
  await page.goto("/customer/account/home");
  await expect(page.getByText("2,000 points")).toBeVisible();

  // A second order of the friend credits nothing more.
  await paidOrderThroughCalls(friend.request);
  await page.goto("/member-center");
  await expect(page.getByTestId("invite-summary")).toHaveText("1 friend joined · $20.00 earned");
  await page.goto("/customer/account/home");
  await expect(page.getByText("2,000 points")).toBeVisible();
  await friendContext.close();
});
