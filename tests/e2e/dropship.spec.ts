import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  test,
  waitForHydrated,
} from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// The dropship programme (decision 0048), one short journey at one size: the footer's link reaches
// the programme page; a customer applies through the form; the operator approves through the admin
// call; the page shows the approval and the account is in the Dropship group without points.

test.use({ viewport: { width: 1366, height: 900 } });

test("a customer applies, the operator approves, and the page shows it", async ({ page, request }) => {
  await page.goto("/points/dropship");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dropship Program");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Dropship Program" })).toHaveAttribute(
    "href",
    "/points/dropship",
  );

  const email = await newCustomerSignedIn(page, request, "dropship");
  await page.goto("/points/dropship/apply");
  const name = page.getByLabel("Business name");
  await waitForHydrated(name);
  await name.fill("Bo's Porch Goods");
  await page.getByLabel("Website or store address").fill("https://bos-porch.example.com");
  await page.getByLabel("Etsy").check();
  await page.getByLabel("Expected orders").selectOption("under_10");
  await page.getByLabel("Contact phone").fill("212-555-0199");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you: your application is received. We reply by e-mail within 3 business days.",
  );
  await expect(page.getByTestId("dropship-status")).toHaveText("Under review");
  await expectNoAxeViolations(page, "Dropship apply page");

  const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
  const list = (await (
    await request.get("/admin/api/dropship/applications?status=pending&limit=200", { headers: operator })
  ).json()) as Envelope<{ applications: { id: number; email: string }[] }>;
  const mine = list.result.applications.find((a) => a.email === email);
  expect(mine).toBeTruthy();
  const approved = await request.post("/admin/api/dropship/approve", {
    data: { id: mine?.id },
    headers: operator,
  });
  expect(((await approved.json()) as Envelope<unknown>).code).toBe(200);

  await page.goto("/points/dropship/apply");
  await expect(page.getByTestId("dropship-status")).toHaveText("Approved");
  await expect(page.getByRole("button", { name: "Save and send again" })).toHaveCount(0);
  const info = (await (await request.get("/api/customer/get_account_information")).json()) as Envelope<{
    customer_group: string;
    is_dropship: boolean;
    show_point: boolean;
  }>;
  expect(info.result).toMatchObject({ customer_group: "Dropship", is_dropship: true, show_point: false });
});
