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

// Product registration and warranty (issue 17): a customer registers a product bought elsewhere
// with a photo of the receipt (every field's message first), sees it with its maker's warranty on
// My Warranty, files a claim with a photo and sees its number; and a product bought here with a
// protection plan shows with the plan's warranty and can be registered from the order.

test.describe.configure({ timeout: 150_000 });

const picture = (color: string, width = 900, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A day `days` before today, YYYY-MM-DD (UTC, as the server reads it). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** "Mar 14, 2027" as the page writes a day. */
const shown = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${months[m - 1]} ${d}, ${y}`;
};

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    const tag = size.name.startsWith("mobile") ? "mobile" : "desktop";

    test("a product bought elsewhere is registered with a receipt photo, shows its warranty and gets a claim", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `register-${tag}`);
      const list = (await (
        await request.get("/api/products?category_id=2&sort=price_desc&page_size=5")
      ).json()) as Envelope<{ items: { entity_id: number; name: string }[] }>;
      const product = list.result.items[0];

      await page.goto("/customer/account/products");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Products");
      // No orders yet: the form for a product bought elsewhere.
      await expect(page.getByRole("link", { name: "Bought elsewhere" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText("You have not registered a product yet.")).toBeVisible();

      // Every field's message at once, before anything is sent.
      const register = page.getByRole("button", { name: "Register Product" });
      await waitForHydrated(register);
      await register.click();
      const form = page.getByRole("form", { name: "Register a product bought elsewhere" });
      await expect(form.getByText("Choose the product you bought.")).toBeVisible();
      await expect(form.getByText("Enter the store where you bought it.")).toBeVisible();
      await expect(form.getByText("Enter the serial number printed on the product label.")).toBeVisible();
      await expect(form.getByText("Enter the purchase date.")).toBeVisible();
      await expect(
        form.getByText("Upload a photo of your receipt or invoice as proof of purchase."),
      ).toBeVisible();
      // From the top: scrolled, the phone's sticky header lies over the search field, which axe
      // reports as a covered target although a shopper scrolls it out from under the header.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `My Products, messages (${tag})`);

      const search = page.getByLabel("1. Find your product by name or SKU");
      await search.fill(product.name);
      await page
        .getByRole("search", { name: "Find your product" })
        .getByRole("button", { name: "Search" })
        .click();
      await expect(page).toHaveURL(/\?source=elsewhere&q=/);
      const choice = page.getByRole("radio", { name: product.name, exact: false }).first();
      await choice.check();
      await page.getByLabel("Where you bought it").fill("Lakeside Furniture Outlet");
      const serial = `LF-${tag.toUpperCase()}-${Date.now()}`;
      await page.getByLabel("Serial number").fill(serial);
      const bought = daysAgo(30);
      // A date in the future is refused by the server's rule too.
      await page.getByLabel("Purchase date").fill(daysAgo(-2));
      await page.getByLabel("Add a photo of the receipt").setInputFiles({
        name: "receipt.jpg",
        mimeType: "image/jpeg",
        buffer: await picture("#f1efe6"),
      });
      await expect(page.getByText("Added")).toBeVisible();
      await register.click();
      await expect(page.getByText("The purchase date cannot be in the future.")).toBeVisible();
      // The form kept what was typed and the uploaded receipt.
      await expect(page.getByLabel("Serial number")).toHaveValue(serial);
      await expect(page.getByText("Added")).toBeVisible();
      await page.getByLabel("Purchase date").fill(bought);
      await page.getByRole("radio", { name: product.name, exact: false }).first().check();
      await register.click();

      await expect(page).toHaveURL(/\/customer\/account\/products\?registered=\d+$/);
      await expect(page.getByRole("status")).toContainText("Your product is registered.");
      const card = page.getByRole("listitem").filter({ hasText: serial });
      await expect(card).toContainText("Lakeside Furniture Outlet");
      await expect(card).toContainText(shown(bought));
      await expect(card.getByRole("link", { name: /Proof of purchase/ })).toBeVisible();
      // The form starts blank for the next product.
      await expect(page.getByLabel("Serial number")).toHaveValue("");
      await expectNoAxeViolations(page, `My Products, registered (${tag})`);
      await shot(page, `products-registered-${tag}`);

      await card.getByRole("link", { name: /Warranty and claims/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Warranty");
      const item = page.locator("li[id^='r']").filter({ hasText: serial });
      const maker = item.getByRole("row", { name: /1-Year Limited Warranty/ });
      await expect(maker).toContainText(shown(bought));
      await expect(maker).toContainText("Active");
      await expectNoAxeViolations(page, `My Warranty (${tag})`);

      await item.getByText("File a claim").click();
      const claim = item.getByRole("form", { name: /Warranty claim for/ });
      await claim
        .getByLabel("What is wrong?")
        .fill("The drawer runner snapped and the drawer no longer closes.");
      await claim.getByLabel("Add photos").setInputFiles({
        name: "runner.jpg",
        mimeType: "image/jpeg",
        buffer: await picture("#80755f", 1200, 900),
      });
      await expect(claim.getByText("Added")).toBeVisible();
      await expectNoAxeViolations(page, `My Warranty, claim form (${tag})`);
      await shot(page, `warranty-claim-form-${tag}`);
      await claim.getByRole("button", { name: "Submit Claim" }).click();

      await expect(page).toHaveURL(/\/customer\/account\/products-waranty\?claim=\d+$/);
      const status = page.getByRole("status");
      await expect(status).toContainText("Your warranty claim is submitted.");
      const number = (await status.locator("strong").textContent()) as string;
      expect(number).toMatch(/^W\d{9}$/);
      const filed = page.locator("li[id^='r']").filter({ hasText: serial });
      await expect(filed.getByText(`Claim ${number}`)).toBeVisible();
      await expect(filed).toContainText("Submitted");
      // The claim form starts closed and blank again.
      await expect(filed.getByLabel("What is wrong?")).toBeHidden();
      await expect(
        filed.getByRole("img", { name: `Claim ${number}, 1 of 1 (opens full size)` }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `My Warranty, claim filed (${tag})`);
      await shot(page, `warranty-claimed-${tag}`);
    });

    test("a product bought here shows with its protection plan's warranty and is registered from the order", async ({
      page,
      request,
    }) => {
      await newCustomerSignedIn(page, request, `warranty-${tag}`);
      const [product] = await outdoorProducts(request, 1);
      await addToCart(page, product.url_path, true);
      await page.goto("/checkout/shipping-address?source=Cart");
      await addFirstAddress(page);
      await payWithCard(page, "4111 1111 1111 1111");
      await expect(page).toHaveURL(/\/Payresult\?order=\d+/);
      const order = new URL(page.url()).searchParams.get("order") as string;
      const today = new Date().toISOString().slice(0, 10);

      await page.goto("/customer/account/products-waranty");
      const item = page.locator("li[id^='o']").filter({ hasText: `Order #${order}` });
      await expect(item).toContainText(product.name);
      await expect(item.getByRole("row", { name: /1-Year Limited Warranty/ })).toContainText("Active");
      const plan = item.getByRole("row", { name: /Outdoor Protection Plan/ });
      await expect(plan).toContainText(shown(today));
      await expect(plan).toContainText("Active");
      await expectNoAxeViolations(page, `My Warranty, bought here (${tag})`);
      await shot(page, `warranty-bought-here-${tag}`);

      await page.goto("/customer/account/products");
      await expect(page.getByRole("link", { name: "Bought from Nestora" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const register = page.getByRole("button", { name: "Register Product" });
      await waitForHydrated(register);
      await page.getByRole("radio", { name: new RegExp(`Order #${order}`) }).check();
      await register.click();
      await expect(page.getByRole("status")).toContainText("Your product is registered.");
      await expect(page.getByRole("listitem").filter({ hasText: `order #${order}` })).toContainText(
        product.name,
      );
      await expectNoAxeViolations(page, `My Products, bought here (${tag})`);
      await shot(page, `products-bought-here-${tag}`);
      await page.getByRole("link", { name: "Bought from Nestora" }).click();
      await expect(
        page.getByText("Nothing from your paid orders is waiting to be registered."),
      ).toBeVisible();
    });
  });
}
