import sharp from "sharp";
import { addFirstAddress, addToCart, outdoorProducts, payWithCard } from "./checkout-steps";
import {
  type Envelope,
  expect,
  expectNoAxeViolations,
  newCustomerSignedIn,
  newestMail,
  SIZES,
  shot,
  test,
  waitForHydrated,
} from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

// Exclusive Customer Service (issue 17): a customer who bought something sends a request about that
// order with a picture from the account's Customer Service page and sees its number; the operator
// replies through /admin/api; the customer finds the reply on the page and one more unread note in
// the bell.

test.describe.configure({ timeout: 150_000 });

const picture = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: "#8a6f4e" } })
    .jpeg()
    .toBuffer();

const unread = async (page: import("@playwright/test").Page) => {
  const bell = page.getByRole("banner").getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
  return Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? "0");
};

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a request about an order with a picture gets a number, and the operator's reply shows on the page and in the bell", async ({
      page,
      request,
    }) => {
      const email = await newCustomerSignedIn(page, request, `support-${tag}`);
      const [product] = await outdoorProducts(request, 1);
      await addToCart(page, product.url_path, false);
      await page.goto("/checkout/shipping-address?source=Cart");
      await addFirstAddress(page);
      await payWithCard(page, "4111 1111 1111 1111");
      await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
      const order = new URL(page.url()).searchParams.get("order") as string;

      // From the account navigation.
      await page.goto("/customer/account/home");
      const nav = page.getByRole("navigation", { name: "My Account" });
      // On a phone the account navigation is a menu that opens first.
      if (tag === "mobile") await nav.getByText("Account menu").click();
      await nav.locator("a:visible", { hasText: "Customer Service" }).click();
      await expect(page).toHaveURL(/\/customer\/account\/exclusive-customer-service$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer Service");
      await expect(page.getByText("You have not sent us a request yet.")).toBeVisible();
      const form = page.getByRole("form", { name: "Send a request" });
      const send = form.getByRole("button", { name: "Send Request" });
      await waitForHydrated(send);

      // The form's own rules first: nothing is sent without a topic or with a short message.
      await form.getByLabel("Message", { exact: true }).fill("Too short");
      await send.click();
      await expect(page.getByText("Please choose a topic.")).toBeVisible();
      await expect(page.getByText("Please describe your request in at least 10 characters.")).toBeVisible();
      await expectNoAxeViolations(page, `Customer Service, errors (${tag})`);

      await form.getByLabel("Order", { exact: true }).selectOption(order);
      await form.getByLabel("Topic", { exact: true }).selectOption({ label: "Product question" });
      const text = `The cushion covers look lighter than on the photos. Is that the right colour? (${tag})`;
      await form.getByLabel("Message", { exact: true }).fill(text);
      await form
        .getByLabel("Add pictures")
        .setInputFiles([{ name: "cushion.jpg", mimeType: "image/jpeg", buffer: await picture() }]);
      const pictures = form.getByRole("list", { name: /Pictures/ });
      await expect(pictures.getByText("Added")).toHaveCount(1);
      await expectNoAxeViolations(page, `Customer Service, form filled (${tag})`);
      await shot(page, `customer-service-form-${tag}`);
      await send.click();

      const status = page.getByRole("status").filter({ hasText: "Thank you. We have your request" });
      await expect(status).toBeVisible();
      const number = (await status.textContent())?.match(/CS-\d{6}/)?.[0] as string;
      expect(number).toMatch(/^CS-\d{6}$/);
      const card = page.getByRole("article", { name: new RegExp(`${number} · Product question`) });
      await expect(card).toContainText("Waiting for our reply");
      await expect(card).toContainText(`order #${order}`);
      await expect(card).toContainText(text);
      await expect(card.getByRole("img", { name: /Attachment 1 of your message/ })).toBeVisible();
      // The form is fresh again.
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
      const receipt = await newestMail(request, email, "support_request_customer");
      expect(receipt.subject).toBe(`We received your request ${number}`);
      await expectNoAxeViolations(page, `Customer Service, sent (${tag})`);
      await shot(page, `customer-service-sent-${tag}`);
      const before = await unread(page);

      // The operator reads the open requests and replies.
      const asOperator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
      const open = await request.get(`/admin/api/support/requests?number=${number}`, { headers: asOperator });
      const [listed] = ((await open.json()) as Envelope<{ number: string; customer_email: string }[]>).result;
      expect(listed).toMatchObject({ number, customer_email: email });
      const answer = "Yes: the covers are the Sand colour. Photos in daylight look a little darker.";
      const replied = await request.post("/admin/api/support/reply", {
        data: { number, message: answer },
        headers: asOperator,
      });
      expect(((await replied.json()) as Envelope<unknown>).code).toBe(200);

      await page.reload();
      const after = page.getByRole("article", { name: new RegExp(number) });
      await expect(after).toContainText("Answered");
      await expect(after).toContainText("Customer Service");
      await expect(after).toContainText(answer);
      await expect.poll(() => unread(page)).toBe(before + 1);

      // A follow-up on the answered request.
      const add = after.getByText(`Add a message`);
      await waitForHydrated(send);
      await add.click();
      await after.getByLabel("Your message").fill("Thank you, that settles it.");
      await after.getByRole("button", { name: "Send Message" }).click();
      await expect(after.getByRole("status")).toHaveText("Your message has been added to the request.");
      await expect(after).toContainText("Waiting for our reply");
      await expect(after).toContainText("Thank you, that settles it.");
      await expectNoAxeViolations(page, `Customer Service, answered (${tag})`);
      await shot(page, `customer-service-answered-${tag}`);
    });
  });
}
