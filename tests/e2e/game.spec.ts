import type { APIRequestContext, Page } from "@playwright/test";
import { paidOrderThroughCalls } from "./checkout-steps";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// Play to Win (decision 0045), one journey kept short: a customer's paid order earns a turn; the
// rules pop-up opens and closes (axe while open); a category and a card win a gift, which is
// confirmed; the operator completes the order and ships and delivers the gift; the shopper reports
// a quality issue (the empty description refused first, verbatim). Screenshots (SHOTS_DIR) at
// 1366×900 and 390×844.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1366, height: 900 } });

const asOperator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

async function operator<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(path, { data, headers: asOperator });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.result;
}

/** Both screenshots of the page as it is now: the laptop's, then the phone's. */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await shot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-mobile`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a paid order's turn: rules, play, confirm; shipped and delivered; a quality report", async ({
  page,
  request,
}) => {
  await newCustomerSignedIn(page, request, "game");
  const number = await paidOrderThroughCalls(page.request);

  await page.goto("/customer/account/play-to-win");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Play to Win");
  const nav = page.getByRole("navigation", { name: "My Account" });
  await expect(nav.getByRole("link", { name: "Play to Win" })).toHaveAttribute("aria-current", "page");
  const turn = page.getByRole("article", { name: `Order #${number}` });
  await expect(turn).toContainText("Ready to play");

  // The rules pop-up: opened by its button, the rules word for word, closed with Escape.
  const rulesButton = page.getByRole("button", { name: "Free-gift rules" });
  await waitForHydrated(rulesButton);
  await rulesButton.click();
  const rules = page.getByRole("dialog", { name: "Free-gift rules" });
  await expect(rules.getByRole("listitem")).toHaveText([
    "Pick a category, then 1 of 9 options.",
    "No changes after choosing.",
    "The gift is sent within 7 days of order completion to the order address, and is returned if the order is returned.",
    "Quality issues are reportable within 7 days of receipt.",
  ]);
  await expectNoAxeViolations(page, "Play to Win, rules pop-up open");
  await shots(page, "game-rules");
  await page.keyboard.press("Escape");
  await expect(rules).toHaveCount(0);
  await expect(rulesButton).toBeFocused();

  // Play, by keyboard: a category, then a card; the card turns over to show the gift, which takes focus.
  await turn.getByRole("button", { name: "Play" }).focus();
  await page.keyboard.press("Enter");
  const categories = turn.getByRole("group", { name: "1. Pick a category" });
  await expect(categories.getByRole("heading", { name: "1. Pick a category" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(categories.getByRole("radio").first()).toBeChecked();
  const cards = turn.getByRole("group", { name: "2. Turn a card" });
  await expect(cards.getByRole("button")).toHaveText(
    Array.from({ length: 9 }, (_, i) => new RegExp(`Card ${i + 1}$`)),
  );
  await page.keyboard.press("Tab");
  await expect(cards.getByRole("button", { name: "Card 1" })).toBeFocused();
  await expectNoAxeViolations(page, "Play to Win, play form");
  await shots(page, "game-play");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(cards.getByRole("button", { name: "Card 5" })).toBeFocused();
  await page.keyboard.press("Enter");
  const won = turn.getByRole("heading", { name: "Card 5: you won" });
  await expect(won).toBeFocused();
  await expect(turn).toContainText("Gift won: confirm to ship");
  await expect(turn).toContainText(/Value \$\d+\.\d\d\s*Free/);
  await expect(turn).toContainText(`Ship it with order #${number} to Robin Tester, 12 Main St, Newark`);
  await shots(page, "game-won");

  await turn.getByRole("button", { name: "Confirm" }).click();
  const confirmed = turn.getByRole("status");
  await expect(confirmed).toHaveText(
    "Your gift is confirmed. It is sent within 7 days of order completion to the order address.",
  );
  await expect(confirmed).toBeFocused();
  await expect(turn).toContainText("Gift confirmed");
  await expect(turn).toContainText("Ships within 7 days of order completion.");
  await shots(page, "game-confirmed");

  // The operator completes the order (shipped, delivered), then ships and delivers the gift.
  const tracking = `1ZGAME${Date.now()}`;
  await operator(request, "/admin/api/order/ship", {
    increment_id: number,
    carrier: "UPS",
    tracking_number: tracking,
  });
  await operator(request, "/admin/api/shipment/deliver", {
    tracking_number: tracking,
    location: "Front door",
  });
  const list = (await (await page.request.get("/api/game/turn_list")).json()) as Envelope<{
    turns: { turn_id: number; increment_id: string }[];
  }>;
  const turnId = list.result.turns.find((t) => t.increment_id === number)?.turn_id;
  await operator(request, `/admin/api/game/gifts/${turnId}/ship`, { tracking_number: `GIFT${tracking}` });
  await page.reload();
  await expect(turn).toContainText(`Tracking number GIFT${tracking}`);
  await operator(request, `/admin/api/game/gifts/${turnId}/deliver`, {});

  // Delivered: the quality report, refused without a description, then sent.
  await page.reload();
  await expect(turn).toContainText("Gift delivered");
  const report = turn.getByText("Report a quality issue", { exact: true });
  await waitForHydrated(report);
  await report.click();
  await turn.getByLabel("What is wrong?").selectOption({ label: "Damaged" });
  await turn.getByRole("button", { name: "Send report" }).click();
  await expect(turn.getByRole("alert")).toHaveText("Please describe the issue.");
  await expect(turn.getByRole("alert")).toBeFocused();
  await expectNoAxeViolations(page, "Play to Win, quality report refused");
  await shots(page, "game-report-refused");
  await turn.getByLabel("Describe the issue").fill("The mug arrived with a chipped rim.");
  await turn.getByRole("button", { name: "Send report" }).click();
  await expect(turn.getByRole("status")).toHaveText(
    "Thank you. We have received your report and will contact you within 2 business days.",
  );
  await expect(turn).toContainText("You reported a quality issue with this gift: our team will contact you.");
  await expect(turn.getByText("Report a quality issue", { exact: true })).toHaveCount(0);
  await shots(page, "game-reported");
});
