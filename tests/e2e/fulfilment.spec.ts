import type { APIRequestContext } from "@playwright/test";
import { paidOrderThroughCalls } from "./checkout-steps";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  SIZES,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// Fulfilment (issue 17): an order goes processing → shipped (operator call) → out for delivery →
// delivered; the shopper follows it in the account's order page and, as a guest with the tracking
// number and the order's e-mail, on /shipments, where receipt is confirmed. Both sizes, axe.

test.describe.configure({ timeout: 150_000 });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, body.message).toBe(200);
  return body.result;
}

/** An operator call with the journeys' operator credential. */
async function operator<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  return ok<T>(
    await request.post(path, { data, headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } }),
  );
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("an order is shipped and delivered; the shopper tracks it in the account and as a guest on /shipments", async ({
      page,
      request,
      browser,
    }) => {
      const email = await newCustomerSignedIn(page, request, `ship-${tag}`);
      const number = await paidOrderThroughCalls(page.request);
      const orderPage = `/customer/account/order/${number}`;

      await page.goto(orderPage);
      const shipments = page.getByRole("region", { name: /^Shipments/ });
      await expect(shipments).toContainText("Not shipped yet");

      // The operator ships it (UPS) …
      const tracking = `1ZE2E${tag.toUpperCase()}${Date.now()}`;
      const shipped = await operator<{ shipment_id: number }>(request, "/admin/api/order/ship", {
        increment_id: number,
        carrier: "UPS",
        tracking_number: tracking,
      });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${number}`);
      await expect(page.getByText("Shipped", { exact: true }).first()).toBeVisible();
      const card = page.getByRole("region", { name: "UPS shipment" });
      await expect(card.getByRole("link", { name: new RegExp(tracking) })).toHaveAttribute(
        "href",
        `https://www.ups.com/track?tracknum=${tracking}`,
      );
      await expect(
        card.getByRole("list", { name: "Items in this shipment" }).locator("img").first(),
      ).toBeVisible();
      await expect(card).toContainText(`Shipped with UPS, tracking number ${tracking}.`);
      await expectNoAxeViolations(page, `order page, shipped (${tag})`);
      await shot(page, `fulfilment-order-shipped-${tag}`);

      // … out for delivery, delivered.
      await operator(request, "/admin/api/shipment/out-for-delivery", {
        shipment_id: shipped.shipment_id,
        location: "Newark, NJ",
      });
      await operator(request, "/admin/api/shipment/deliver", {
        tracking_number: tracking,
        location: "Front door",
      });

      // A guest tracks it with the number and the order's e-mail.
      const guest = await browser.newContext({ ...size.use, baseURL: new URL(page.url()).origin });
      const guestPage = await guest.newPage();
      await guestPage.goto("/shipments");
      await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText("Track your shipment");
      const field = guestPage.getByLabel("Tracking number");
      await waitForHydrated(field);
      await field.fill(tracking);
      await guestPage.getByLabel("Order e-mail or ZIP code").fill("someone.else@example.com");
      await guestPage.getByRole("button", { name: "Track" }).click();
      await expect(guestPage.getByRole("alert")).toHaveText(
        "We could not find a shipment with this tracking number and e-mail or ZIP code. Please check both and try again.",
      );
      await guestPage.getByLabel("Order e-mail or ZIP code").fill(email);
      await guestPage.getByRole("button", { name: "Track" }).click();
      const found = guestPage.getByRole("region", { name: "UPS shipment" });
      await expect(found.getByText("Delivered", { exact: true }).first()).toBeVisible();
      await expect(found.getByRole("listitem").filter({ hasText: "Out for Delivery" })).toContainText(
        "Newark, NJ",
      );
      await expectNoAxeViolations(guestPage, `/shipments, delivered (${tag})`);
      await shot(guestPage, `fulfilment-track-guest-${tag}`);
      await found.getByRole("button", { name: "Confirm receipt" }).click();
      await expect(guestPage.getByRole("status")).toHaveText(
        "Thank you: you confirmed receipt of this shipment.",
      );
      await expect(found).toContainText("Receipt confirmed");
      await expect(found.getByRole("button", { name: "Confirm receipt" })).toHaveCount(0);
      await guest.close();

      // The account shows it delivered and confirmed; My Orders lists it complete and delivered.
      await page.reload();
      await expect(page.getByRole("region", { name: /^Shipments/ })).toContainText("Delivered");
      await expect(page.getByRole("region", { name: "UPS shipment" })).toContainText("Receipt confirmed");
      await shot(page, `fulfilment-order-delivered-${tag}`);
      await page.goto("/customer/account/order");
      const row = page.getByRole("row").filter({ hasText: number });
      await expect(row).toContainText("Complete");
      await expect(row).toContainText("Delivered");
      await expectNoAxeViolations(page, `My Orders (${tag})`);
    });
  });
}
