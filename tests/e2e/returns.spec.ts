import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { addFirstAddress, addToCart, outdoorProducts, payWithCard } from "./checkout-steps";
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

// Returns (issue 17, docs/decisions/0031-returns.md): a customer buys a product, the operator ships
// and delivers it, the customer asks to return it from the order's page (reason, photo, comment),
// the operator approves, the customer opens the printable label (RMA number, Code 128 barcode), the
// operator records the receipt and refunds, and the customer sees Refunded and the notes; the unit
// went back to stock and the points moved exactly once (a second refund changes nothing).

test.describe.configure({ timeout: 240_000 });

const asOperator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

async function operator<T>(request: APIRequestContext, path: string, data: unknown): Promise<Envelope<T>> {
  const res = await request.post(path, { data, headers: asOperator });
  return (await res.json()) as Envelope<T>;
}

/** Units on hand of a product (its default variant), by its page's path. */
async function stockOf(request: APIRequestContext, urlPath: string): Promise<number> {
  const found = (await (
    await request.get(`/api/path?path=${encodeURIComponent(urlPath)}`)
  ).json()) as Envelope<{
    id: number;
  }>;
  const detail = (await (await request.get(`/api/product/${found.result.id}`)).json()) as Envelope<{
    inventory: { qty: number };
  }>;
  return detail.result.inventory.qty;
}

/** The signed-in customer's points balance (the page's session). */
async function pointsOf(page: Page): Promise<number> {
  const info = (await (await page.request.get("/api/customer/get_account_information")).json()) as Envelope<{
    points: number;
  }>;
  return info.result.points;
}

const photo = () =>
  sharp({ create: { width: 1000, height: 800, channels: 3, background: "#8a5a44" } })
    .jpeg()
    .toBuffer();

for (const [n, size] of SIZES.entries()) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a delivered item is returned: request, approval, printable label, receipt and refund", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `returns-${tag}`);
      // Each size its own product, away from the ones other journeys buy.
      const product = (await outdoorProducts(request, 4))[2 + n];
      // On hand before the purchase (the product answer is kept by the server for up to 60 s).
      const stockBefore = await stockOf(request, product.url_path);
      await addToCart(page, product.url_path, false);
      await page.goto("/checkout/shipping-address?source=Cart");
      await addFirstAddress(page);
      await payWithCard(page, "4111 1111 1111 1111");
      await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
      const number = new URL(page.url()).searchParams.get("order") as string;

      // The operator ships and delivers it.
      const tracking = `1ZRETURN${tag.toUpperCase()}${Date.now()}`;
      expect(
        (
          await operator(request, "/admin/api/order/ship", {
            increment_id: number,
            carrier: "UPS",
            tracking_number: tracking,
          })
        ).code,
      ).toBe(200);
      expect(
        (await operator(request, "/admin/api/shipment/deliver", { tracking_number: tracking })).code,
      ).toBe(200);
      const pointsBefore = await pointsOf(page);
      expect(pointsBefore).toBeGreaterThan(0);

      // The order's page offers the return.
      await page.goto(`/customer/account/order/${number}`);
      const returnsPanel = page.getByRole("region", { name: "Returns" });
      await expect(returnsPanel).toContainText("Items can be returned within 30 days of delivery.");
      await expectNoAxeViolations(page, `order with Return items (${tag})`);
      await shot(page, `order-return-items-${tag}`);
      await page.getByRole("link", { name: "Return Items" }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return items");
      const send = page.getByRole("button", { name: "Send return request" });
      await waitForHydrated(send);
      await page.getByRole("checkbox", { name: product.name }).check();
      await page.getByRole("radio", { name: "Arrived damaged" }).check();
      await page
        .getByLabel("Add photos")
        .setInputFiles([{ name: "scratch.jpg", mimeType: "image/jpeg", buffer: await photo() }]);
      await expect(page.getByText("Added")).toBeVisible();
      await page.getByLabel("Comment").fill("A deep scratch across the top.");
      // At the top of the page, so the phone's sticky header covers none of the choices axe measures.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `return request (${tag})`);
      await shot(page, `return-request-${tag}`);
      await send.click();

      await expect(page).toHaveURL(/\/customer\/account\/returns\?requested=R\d+-1$/);
      const rma = `R${number}-1`;
      await expect(page.getByRole("status")).toHaveText(
        `Your return request ${rma} was sent. We will e-mail you when it is reviewed.`,
      );
      const card = page.getByRole("article", { name: `Return ${rma}` });
      await expect(card).toContainText("Requested");
      await expect(card).toContainText(`1 × ${product.name}`);
      await expect(card.getByRole("img", { name: /^Shot 1/ })).toBeVisible();
      await expectNoAxeViolations(page, `My Returns, requested (${tag})`);
      await shot(page, `returns-requested-${tag}`);

      // Approved: the label is there, on the page and in the bell.
      const approved = await operator<{ status: string }>(request, "/admin/api/return/approve", {
        rma_number: rma,
      });
      expect(approved.result.status).toBe("approved");
      await page.goto("/customer/account/returns");
      await expect(card).toContainText("Approved");
      await card.getByRole("link", { name: `Print return label for ${rma}` }).click();

      await expect(page).toHaveURL(`/sales/order/return_lable?rma=${rma}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return label");
      await expect(page.getByTestId("rma-number")).toHaveText(rma);
      const barcode = page.getByRole("img", { name: `Barcode of ${rma}` });
      await expect(barcode.locator("svg path").first()).toBeAttached();
      await expect(page.getByRole("region", { name: `Return label ${rma}` })).toContainText(
        "Nestora Returns Center",
      );
      await expectNoAxeViolations(page, `return label (${tag})`);
      await shot(page, `return-label-${tag}`);
      // Printed: the label alone (no header, no buttons).
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("button", { name: "Print label" })).toBeHidden();
      await expect(barcode).toBeVisible();
      await shot(page, `return-label-print-${tag}`);
      await page.emulateMedia({ media: "screen" });

      // The sold unit is off the shelf until the refund (a fresh answer: polled past the server's copy).
      await expect
        .poll(() => stockOf(request, product.url_path), { timeout: 80_000, intervals: [5_000] })
        .toBe(stockBefore - 1);
      // Received and refunded; refunding again pays nothing more.
      expect((await operator(request, "/admin/api/return/receive", { rma_number: rma })).code).toBe(200);
      const refunded = await operator<{ status: string; refund_amount: number }>(
        request,
        "/admin/api/return/refund",
        {
          rma_number: rma,
        },
      );
      expect(refunded.result.status).toBe("refunded");
      const again = await operator<{ refund_amount: number }>(request, "/admin/api/return/refund", {
        rma_number: rma,
      });
      expect(again.result.refund_amount).toBe(refunded.result.refund_amount);
      // The returned unit is back on hand, once: stock is what it was before the purchase (polled
      // until the server's 60-second copy of the product answer has expired).
      await expect
        .poll(() => stockOf(request, product.url_path), { timeout: 80_000, intervals: [5_000] })
        .toBe(stockBefore);
      // The whole order came back: its earned points go, as on a cancel.
      expect(await pointsOf(page)).toBe(0);

      await page.goto("/customer/account/returns");
      await expect(card).toContainText("Refunded");
      await expect(card).toContainText(/Refunded \$[\d,]+\.\d\d/);
      await expectNoAxeViolations(page, `My Returns, refunded (${tag})`);
      await shot(page, `returns-refunded-${tag}`);
      // The order itself reads Returned, in My Orders too.
      await page.goto("/customer/account/order");
      await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText(
        `Return ${rma}: Refunded`,
      );
      await page.goto(`/customer/account/order/${number}`);
      await expect(page.getByRole("main")).toContainText("Returned");
      await expect(returnsPanel).toContainText(`Return ${rma}`);
      await expect(page.getByRole("link", { name: "Return Items" })).toHaveCount(0);
      await expectNoAxeViolations(page, `returned order (${tag})`);
      await shot(page, `order-returned-${tag}`);

      // The notes in the bell.
      const bell = page.getByRole("banner").getByTestId("notifications-bell");
      await waitForHydrated(bell);
      await bell.click();
      const panel = page.getByTestId("notifications-panel");
      await expect(
        panel.getByRole("button", { name: `Unread: Refund issued for return ${rma}` }),
      ).toBeVisible();
      await expect(panel.getByRole("button", { name: `Unread: Return ${rma} approved` })).toBeVisible();
      await expectNoAxeViolations(page, `the bell with the return notes (${tag})`);
    });
  });
}
