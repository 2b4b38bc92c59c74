import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  newestMail,
  test,
  waitForHydrated,
} from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// The store coin (decision 0047), one short journey at one size: a guest sees what coins are and
// the way to sign in; the operator grants a customer 500 coins; the customer sends 120 to another
// customer through the form and its confirm dialog (axe on the page and on the dialog); both
// balances add up to the 500 granted, and the recipient is mailed.

test.use({ viewport: { width: 1366, height: 900 } });

test("an operator's grant, a send to another customer, and both balances add up", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await page.goto("/nestoracoin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nestora Coin");
  await expect(page.getByRole("link", { name: "Sign in to see your coins" })).toHaveAttribute(
    "href",
    "/customer/account/login?redirect=%2Fnestoracoin",
  );

  // The recipient: an account of their own (its own cookie jar, signed in by registering).
  const recipient = await playwright.request.newContext({ baseURL });
  const to = `coin-to-${Date.now()}@example.com`;
  const reg = await recipient.post("/api/customer/register", {
    form: { email: to, password: "Garden-lamp-58", firstname: "Bo", lastname: "Receiver" },
  });
  expect(((await reg.json()) as Envelope<unknown>).code).toBe(200);

  const from = await newCustomerSignedIn(page, request, "coin");
  const granted = await request.post("/admin/api/coin/grant", {
    data: { email: from, amount: 500, reason: "Welcome to the coin programme" },
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(((await granted.json()) as Envelope<unknown>).code).toBe(200);

  await page.goto("/nestoracoin");
  await expect(page.getByTestId("coin-balance")).toHaveText("500 coins");
  await expect(page.getByTestId("coin-worth")).toHaveText("$5.00");
  await expect(page.getByRole("row").nth(1)).toContainText("Granted by the store");
  await expectNoAxeViolations(page, "Store coin page");

  const email = page.getByLabel("Recipient's e-mail");
  await waitForHydrated(email);
  await email.fill(to);
  await page.getByLabel("Coins to send").fill("120");
  await page.getByLabel("Message (optional)").fill("Happy birthday");
  await page.getByRole("button", { name: "Send coins" }).click();
  const dialog = page.getByRole("dialog", { name: "Send 120 coins (worth $1.20)?" });
  await expect(dialog).toContainText(`To ${to}.`);
  await expectNoAxeViolations(page, "Store coin confirm dialog");
  await dialog.getByRole("button", { name: "Confirm and send" }).click();

  await expect(page.getByRole("status")).toHaveText(`You sent 120 coins to ${to}.`);
  await expect(page.getByTestId("coin-balance")).toHaveText("380 coins");
  await expect(page.getByTestId("coin-worth")).toHaveText("$3.80");
  await expect(page.getByRole("row").nth(1)).toContainText(`Sent to ${to}`);

  const theirs = await recipient.post("/api/coinNum", { data: {} });
  const balance = (await theirs.json()) as Envelope<{ coins: number }>;
  expect(balance.result.coins).toBe(120);
  expect(balance.result.coins + 380).toBe(500);
  expect((await newestMail(request, to, "coins_received")).subject).toBe("You received 120 coins");
  await recipient.dispose();
});
