import type { APIRequestContext, Page } from "@playwright/test";
import type { Envelope } from "./fixtures";
import {
  expect,
  expectNoAxeViolations,
  newestMail,
  SIZES,
  signInOnPage,
  test,
  verificationCode,
  waitForHydrated,
} from "./fixtures";

// Sign-in journeys against the built server. Codes and reset links are read from the development
// mailbox (/dev/mailbox.json), which the journeys' server turns on (MAILBOX_PAGE=1).

const PASSWORD = "Sunny-porch-42";

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A verified account made through the API (its own cookie jar, not the page's). */
async function verifiedAccount(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail("verified");
  const reg = await request.post("/api/customer/register", {
    form: {
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      firstname: "Jordan",
      lastname: "Vale",
      register_type: "normal",
    },
  });
  expect(((await reg.json()) as Envelope<unknown>).code).toBe(200);
  const code = await verificationCode(request, email);
  const verify = await request.post("/api/customer/verify_email_code", {
    form: { email, verify_code: code, operation: "register" },
  });
  expect(((await verify.json()) as Envelope<unknown>).code).toBe(200);
  return email;
}

/** A product from the home rails whose chosen variant is in stock, sold one at a time, not a pre-order. */
async function inStockProductPath(request: APIRequestContext): Promise<string> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    bestseller: { entity_id: number }[];
    new_arrivals: { entity_id: number }[];
  }>;
  for (const { entity_id } of [...home.result.bestseller, ...home.result.new_arrivals]) {
    const detail = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
      url_path: string;
      product_tag: string | null;
      inventory: { is_in_stock: boolean; min_sale_qty: number };
    }>;
    const p = detail.result;
    const preorder = p.product_tag === "Pre-order" || p.product_tag === "Super Early Bird";
    if (p.inventory.is_in_stock && p.inventory.min_sale_qty === 1 && !preorder) return p.url_path;
  }
  throw new Error("no plain in-stock product on the home page");
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

test.describe("Customer session", () => {
  // Sign-up at both shopper sizes (issue 16: the name asked for, back where it started).
  for (const size of SIZES) {
    test.describe(size.name, () => {
      test.use(size.use);
      test("a guest creates an account in the popup, verifies the code from the mailbox and keeps the cart", async ({
        page,
      }) => {
        // The longest journey (add, sign up with two refusals, verify, sign out): a busy machine took
        // it past the default 30 s.
        test.slow();
        const email = uniqueEmail("new");
        const productPath = await inStockProductPath(page.request);
        await page.goto(productPath);
        const add = page.getByRole("button", { name: "Add to Cart" });
        await waitForHydrated(add);
        await add.click();
        await expect(page.getByText("1 item(s) added to cart")).toBeVisible();
        // The mini-cart opens on an add; close it to go on shopping.
        await expect(page.getByRole("dialog", { name: /^My Cart \(1\)/ })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(cartLink(page)).toContainText("1");

        const signIn = page.getByRole("link", { name: "Sign In / Join Free" });
        await waitForHydrated(signIn);
        await signIn.click();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel("Email Address").fill(email);
        await dialog.getByRole("button", { name: "Continue" }).click();
        // The name is asked for (issue 16, bug 11): without it Create Account names the field.
        await dialog.getByLabel("Create a Password").fill(PASSWORD);
        await dialog.getByRole("button", { name: "Create Account" }).click();
        await expect(dialog.getByRole("alert")).toHaveText("Please enter your first name.");
        await expect(dialog.getByLabel("First Name")).toBeFocused();
        await dialog.getByLabel("First Name").fill("Avery");
        await dialog.getByRole("button", { name: "Create Account" }).click();
        await expect(dialog.getByRole("alert")).toHaveText("Please enter your last name.");
        await dialog.getByLabel("Last Name").fill("Quinn");
        await dialog.getByRole("button", { name: "Create Account" }).click();

        await dialog.getByLabel("Verification Code").fill(await verificationCode(page.request, email));
        await expectNoAxeViolations(page);
        await dialog.getByRole("button", { name: "Verify" }).click();

        // Back on the product page the sign-up started on, greeted by name.
        await expect(page).toHaveURL(new RegExp(`${productPath.replace(/[.?]/g, "\\$&")}$`));
        await expect(page.getByRole("banner")).toContainText("Hi Avery");
        await expect(page.getByRole("banner")).not.toContainText(`Hi ${email.split("@")[0]}`);
        await expect(cartLink(page)).toContainText("1");

        // Sign out: back to a guest, with a cart of its own. On a laptop from the header's Log out
        // beside the greeting; a phone's header shows only the account icon, whose menu has Log out.
        if (size.use.viewport.width >= 768) {
          const logout = page.getByRole("banner").getByRole("button", { name: "Log out" });
          await waitForHydrated(logout);
          await logout.click();
        } else {
          const hi = page.getByRole("banner").getByRole("button", { name: /^Hi Avery/ });
          await waitForHydrated(hi);
          await hi.click();
          const logout = page
            .getByRole("banner")
            .getByRole("list", { name: "My account" })
            .getByRole("button", { name: "Log out" });
          await waitForHydrated(logout);
          await logout.click();
        }
        await expect(page.getByRole("link", { name: "Sign In / Join Free" })).toBeVisible();
        await expect(cartLink(page)).not.toContainText("1");
        const session = await page.request.get("/api/customer/session");
        expect(((await session.json()) as Envelope<{ is_login: boolean }>).result.is_login).toBe(false);
      });
    });
  }

  // `request` has its own cookie jar: making the account there leaves the page a guest.
  test("sign in with a wrong, then the right password", async ({ page, request }) => {
    const email = await verifiedAccount(request);
    await page.goto("/customer/account/login");
    await signInOnPage(page, email, "Wrong-password-1");
    await expect(page.getByRole("alert")).toHaveText(
      "The email or password you entered is incorrect. Please try again.",
    );
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/account\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test("forgot password: the link from the mailbox sets a new password and signs in", async ({
    page,
    request,
  }) => {
    const email = await verifiedAccount(request);
    await page.goto("/customer/account/login");
    const emailField = page.getByLabel("Email Address");
    await waitForHydrated(emailField);
    await emailField.fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Forgot Password" }).click();
    await page.getByRole("button", { name: "Reset a Password" }).click();
    await expect(page.getByLabel("Verification Code")).toBeVisible();

    const mail = await newestMail(page.request, email, "password_reset");
    const link = mail.text.match(/https?:\/\/\S+\/customer\/account\/password\?\S+/)?.[0];
    if (!link) throw new Error("no reset link in the mail");
    const url = new URL(link);
    const res = await page.goto(url.pathname + url.search);
    expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
    // The token left the address bar (it now travels in an httpOnly cookie).
    await expect(page).not.toHaveURL(/rp_token/);

    const newPassword = "Cedar-bench-77";
    const field = page.getByLabel("New Password", { exact: true });
    await waitForHydrated(field);
    await field.fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/customer\/account\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");

    // The old password no longer works; the new one does.
    const old = await request.post("/api/customer/login", { form: { email, password: PASSWORD } });
    expect(((await old.json()) as Envelope<unknown>).code).toBe(400);
  });

  test("an account page as a guest goes to Login and, once signed in, back to that page", async ({
    page,
    request,
  }) => {
    const email = await verifiedAccount(request);
    await page.goto("/customer/account/accountinfo");
    await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount%2Faccountinfo$/);
    await signInOnPage(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/customer\/account\/accountinfo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Information");
  });
});
