import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { type Envelope, expect, expectNoAxeViolations, SIZES, test } from "./fixtures";

// Pages a CDN can keep (docs/decisions/0021-cacheable-pages.md), against the built server: catalog
// pages for a shopper without a session go out public and come from the in-process page cache; a
// page with a session cookie is never kept, never shared and never public; a kept page carries no
// personal data, and a signed-in shopper handed one (a CDN that ignored the cookie) sees their
// greeting and cart count filled in after load, with no layout shift and no CSP violation.

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const PERSONAL = "private, no-store";
const PASSWORD = "Garden-lamp-58";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A client without cookies (its own jar: nothing another test set reaches it). */
const anonymous = (baseURL: string | undefined) => playwrightRequest.newContext({ baseURL });

/** The first featured product's page path (a real product whatever the seed). */
async function productPath(request: APIRequestContext): Promise<string> {
  const home = (await (await request.get("/api/home")).json()) as Envelope<{
    featured: { url_path: string }[];
  }>;
  return home.result.featured[0].url_path;
}

/** Registers an account named `firstname` in `request`'s jar, which is then signed in. */
async function signedInAs(request: APIRequestContext, firstname: string): Promise<void> {
  const email = `cache-${unique()}@example.com`;
  const reg = await request.post("/api/customer/register", {
    form: { email, password: PASSWORD, password_confirm: PASSWORD, firstname, lastname: "Tester" },
  });
  expect(((await reg.json()) as Envelope<unknown>).code).toBe(200);
  const session = (await (await request.get("/api/customer/session")).json()) as Envelope<{
    is_login: boolean;
  }>;
  expect(session.result.is_login).toBe(true);
}

/** Puts `qty` units of one plain in-stock variant in `request`'s cart. */
async function addUnits(request: APIRequestContext, qty: number): Promise<void> {
  const list = (await (
    await request.get("/api/products?category_id=2&in_stock=1&page_size=20")
  ).json()) as Envelope<{
    items: { entity_id: number }[];
  }>;
  for (const { entity_id } of list.result.items) {
    const d = (await (await request.get(`/api/product/${entity_id}`)).json()) as Envelope<{
      product_tag: string | null;
      relation: { piid: number; inventory: { is_in_stock: boolean; min_sale_qty: number; qty: number } }[];
    }>;
    if (d.result.product_tag === "Pre-order" || d.result.product_tag === "Super Early Bird") continue;
    const v = d.result.relation.find(
      (r) => r.inventory.is_in_stock && r.inventory.min_sale_qty === 1 && r.inventory.qty >= qty,
    );
    if (!v) continue;
    const added = await request.post("/api/cart", {
      data: { product: { product_id: entity_id, child_id: v.piid, qty } },
    });
    if (((await added.json()) as Envelope<unknown>).code === 200) return;
  }
  throw new Error(`no plain in-stock variant for ${qty} units`);
}

test.describe("Pages a CDN can keep (HTTP)", () => {
  test("catalog pages without a session go out public, vary by cookie and encoding, and are kept", async ({
    baseURL,
  }) => {
    const anon = await anonymous(baseURL);
    const paths = ["/", "/furniture.html", await productPath(anon), "/search?q=sofa", "/shipping-guide"];
    for (const path of paths) {
      const first = await anon.get(path, { headers: { "accept-encoding": "br" } });
      expect(first.status(), path).toBe(200);
      expect(first.headers()["cache-control"], path).toBe(SHARED);
      expect(first.headers().vary, path).toBe("Cookie, Accept-Encoding");
      expect(first.headers()["content-encoding"], path).toBe("br");
      expect(first.headers()["set-cookie"], path).toBeUndefined();
      const csp = first.headers()["content-security-policy"];
      expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      expect(csp, path).not.toContain("nonce");
      const html = await first.text();
      // Nobody's data: no greeting, no account link, no cart badge.
      expect(html, path).toContain("Sign In / Join Free");
      expect(html, path).not.toMatch(/>Hi <!-- -->|Log out/);

      // The second time from the page cache: the same bytes, the same policy.
      const again = await anon.get(path, { headers: { "accept-encoding": "gzip" } });
      expect(again.headers()["x-page-cache"], path).toBe("hit");
      expect(again.headers()["content-encoding"], path).toBe("gzip");
      expect(again.headers()["cache-control"], path).toBe(SHARED);
      expect(again.headers()["content-security-policy"], path).toBe(csp);
      expect(await again.text(), path).toBe(html);
    }
    await anon.dispose();
  });

  test("a signed-in shopper's page is never kept, never served from the cache and never public", async ({
    baseURL,
  }) => {
    const name = `Quillon${unique().replace(/\d/g, "")}`;
    const customer = await anonymous(baseURL);
    await signedInAs(customer, name);
    const anon = await anonymous(baseURL);
    // A page no one asked for yet: its first render is the signed-in shopper's.
    const path = `/search?q=walnut${unique()}`;

    const mine = await customer.get(path);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["cache-control"]).toBe(PERSONAL);
    expect(mine.headers()["x-page-cache"]).toBeUndefined();
    expect(await mine.text()).toContain(name);

    // The shopper's render was not kept: the next anonymous request renders its own, without them.
    const shared = await anon.get(path);
    expect(shared.headers()["x-page-cache"]).toBe("miss");
    expect(shared.headers()["cache-control"]).toBe(SHARED);
    const sharedHtml = await shared.text();
    expect(sharedHtml).not.toContain(name);
    expect(sharedHtml).toContain("Sign In / Join Free");
    expect((await anon.get(path)).headers()["x-page-cache"]).toBe("hit");

    // Now that the page is kept, the signed-in shopper still gets their own render.
    const mineAgain = await customer.get(path);
    expect(mineAgain.headers()["cache-control"]).toBe(PERSONAL);
    expect(mineAgain.headers()["x-page-cache"]).toBeUndefined();
    expect(await mineAgain.text()).toContain(name);
    await customer.dispose();
    await anon.dispose();
  });

  test("a guest with a session cookie gets a private page; pages that are not catalog or not found are not kept", async ({
    baseURL,
  }) => {
    const guest = await anonymous(baseURL);
    const login = await guest.get(`/api/guest/login?device_id=cache-${unique()}`);
    expect(((await login.json()) as Envelope<unknown>).code).toBe(200);
    const guestPage = await guest.get("/furniture.html");
    expect(guestPage.headers()["cache-control"]).toBe(PERSONAL);
    expect(guestPage.headers()["x-page-cache"]).toBeUndefined();

    const anon = await anonymous(baseURL);
    for (const path of [`/no-such-page-${unique()}`, "/checkout/cart"]) {
      for (let i = 0; i < 2; i++) {
        const res = await anon.get(path);
        expect(res.headers()["cache-control"], path).toBe("no-cache");
        expect(res.headers()["x-page-cache"], path).toBeUndefined();
      }
    }
    await guest.dispose();
    await anon.dispose();
  });
});

for (const size of SIZES) {
  test.describe(`A kept page for a signed-in shopper, ${size.name}`, () => {
    test.use(size.use);

    test("the greeting and cart count are filled in after load, moving nothing, with no CSP error", async ({
      page,
      baseURL,
    }) => {
      // An account, a cart and the kept page are made first, through the API.
      test.slow();
      const name = `Marlowe${unique().replace(/\d/g, "")}`;
      // The browser's own jar: the page's session cookie.
      await signedInAs(page.request, name);
      await addUnits(page.request, 2);

      // The page as the cache keeps it (fetched without cookies), handed to this signed-in
      // browser as a CDN that ignored its cookie would: same body, same headers (CSP included).
      const anon = await anonymous(baseURL);
      const path = await productPath(anon);
      await anon.get(path);
      const kept = await anon.get(path);
      expect(kept.headers()["x-page-cache"]).toBe("hit");
      const body = await kept.body();
      expect(body.toString("utf8")).not.toContain(name);
      const headers = Object.fromEntries(
        Object.entries(kept.headers()).filter(([k]) => !["content-encoding", "content-length"].includes(k)),
      );
      await anon.dispose();
      let served = 0;
      await page.route(`**${path}`, (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        served++;
        return route.fulfill({ status: 200, headers, body });
      });

      // Every layout shift from the first paint on, with what moved: the header's account and cart
      // (not its category row), or the buy column's points line and buttons — the parts the fill
      // changes. (Shifts elsewhere, such as the delivery panel's, are not this test's concern.)
      await page.addInitScript(() => {
        const w = window as unknown as { __personalShifts: string[] };
        w.__personalShifts = [];
        const personal = (n: Node | null) => {
          const el = n instanceof Element ? n : n?.parentElement;
          if (!el) return false;
          if (el.closest("header") && !el.closest("nav")) return true;
          return Boolean(
            el.closest('[data-testid="points-line"], [data-testid="add-to-cart"], [data-testid="buy-now"]'),
          );
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            for (const src of e.sources)
              if (!e.hadRecentInput && personal(src.node))
                w.__personalShifts.push(`${e.value}: ${(src.node as Element)?.outerHTML?.slice(0, 120)}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      expect(served).toBe(1);

      const banner = page.getByRole("banner");
      // "Hi {name}" opens the account menu once the page runs.
      await expect(banner.getByRole("button", { name: `Hi ${name}` })).toBeVisible();
      // Log out beside the greeting from md up; a phone shows the account icon only.
      const logout = banner.getByRole("button", { name: "Log out" });
      if (size.name.startsWith("desktop")) await expect(logout).toBeVisible();
      else await expect(logout).toBeHidden();
      await expect(banner.getByRole("link", { name: /^Cart/ })).toHaveAccessibleName(/^Cart\s*2 items$/);
      // Let anything late land before the shifts are summed.
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { __personalShifts: string[] }).__personalShifts,
      );
      expect(shifts, "the filled-in parts moved something").toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}
