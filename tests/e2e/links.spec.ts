import type { Page } from "@playwright/test";
import { expect, newCustomerSignedIn, SIZES, test, waitForHydrated } from "./fixtures";

// No dead links: every link of the header, the footer and the account menu, on the home page, a
// category page and a product page (and the account menu on the account home), is requested and
// must not answer 404 (or any other error). Requests, not clicks: one GET per distinct URL.

/**
 * Pages later issues build. A path leaves this list when its page lands (the last test fails
 * while a listed path answers anything but 404), and the list must end empty.
 */
const NOT_BUILT_YET = ["/sales-events"];

/** The same-origin links inside `selector`, hidden ones too (closed menus and drawers count). */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator(selector)
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

/** The footer is rendered once it nears the screen: scroll down until its links are there. */
async function footerLinks(page: Page): Promise<string[]> {
  const footer = page.locator("footer");
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await footer.locator("a[href]").count()).toBeGreaterThan(10);
  }).toPass();
  return linksIn(page, "footer");
}

/**
 * Requests each URL once (following redirects) and returns those answering an error, in the
 * order given. Four at a time: the server answers one while it waits on the database for another.
 */
async function deadLinks(page: Page, urls: Iterable<string>): Promise<string[]> {
  const queue = [...new Set(urls)].filter(
    (url) => !NOT_BUILT_YET.includes(new URL(url, page.url()).pathname),
  );
  const status = new Map<string, number>();
  const next = async (): Promise<void> => {
    const url = queue.shift();
    if (url === undefined) return;
    status.set(url, (await page.request.get(url, { maxRedirects: 5 })).status());
    return next();
  };
  const order = [...queue];
  await Promise.all(Array.from({ length: 4 }, next));
  return order.filter((url) => (status.get(url) ?? 0) >= 400).map((url) => `${url} → ${status.get(url)}`);
}

/** The first product of a category page (a real product page of the seeded catalog). */
async function productPath(page: Page): Promise<string> {
  await page.goto("/furniture.html");
  const href = await page.locator("main article h3 a").first().getAttribute("href");
  expect(href).toMatch(/\.html$/);
  return href as string;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("no header or footer link of the home, a category or a product page answers 404", async ({
      page,
    }) => {
      test.slow();
      const product = await productPath(page);
      const seen = new Set<string>();
      for (const path of ["/", "/furniture.html", product]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const header = await linksIn(page, "header");
        // The menu, the popular searches and the account entry are all in the header.
        expect(header.length, `header links on ${path}`).toBeGreaterThan(20);
        for (const url of [...header, ...(await footerLinks(page))]) seen.add(url);
      }
      expect(await deadLinks(page, seen)).toEqual([]);
    });

    test("no link of a customer's header, footer and account menu answers 404", async ({ page, request }) => {
      test.slow();
      await newCustomerSignedIn(page, request, "links");
      const seen = new Set<string>();
      await page.goto("/customer/account/home");
      const accountMenu = await linksIn(page, 'nav[aria-label="My Account"]');
      expect(accountMenu).toEqual(
        expect.arrayContaining([
          "/customer/account/home",
          "/customer/account/order",
          "/customer/account/wishlist",
          "/customer/account/edit?accountType=address",
          "/customer/account/accountinfo",
          "/member-center",
          "/sales/plusorder/history",
        ]),
      );
      // The header's account menu is rendered once the page runs (before, "Hi Robin" is a link).
      await waitForHydrated(page.getByRole("banner").getByRole("button", { name: "Hi Robin" }));
      const header = await linksIn(page, "header");
      // Its Plus+ entry is the landing from the account (issue 18); it answers 200 below.
      expect(header).toContain("/nestoraplus?entrypoint=account_plus_button");
      for (const url of [...accountMenu, ...header, ...(await footerLinks(page))]) {
        seen.add(url);
      }
      // The account pages answer 200 for the customer (a guest would be sent to Login).
      expect(await deadLinks(page, seen)).toEqual([]);
    });
  });
}

test("every path on the not-built-yet list still answers 404 (remove it once its page lands)", async ({
  request,
}) => {
  for (const path of NOT_BUILT_YET) {
    const res = await request.get(path);
    expect(res.status(), `${path} answers ${res.status()}: remove it from NOT_BUILT_YET`).toBe(404);
  }
});
