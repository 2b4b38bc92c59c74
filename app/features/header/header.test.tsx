// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { tagsWith } from "../../../tests/helpers/html-tags";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { Header } from "./header";

const menu = [
  {
    id: 2,
    name: "Furniture",
    url_path: "/furniture.html",
    children: [{ id: 101, name: "Sofas & Sectionals", url_path: "/furniture/sofas-sectionals.html" }],
  },
  { id: 3, name: "Outdoor", url_path: "/outdoor.html", children: [] },
];
const popular = [
  { keyword: "sofa", url: "/search?q=sofa&entrypoint=hotwords" },
  { keyword: "rug", url: "/search?q=rug" },
];

describe("Header (full)", () => {
  let html = "";
  beforeAll(async () => {
    html = await renderInRouter(<Header variant="full" />, { rootData: { menu, popular }, pageId: "Home" });
  });

  it("has a labelled GET search form to /search with field q and the spec placeholder", () => {
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toContain('name="q"');
    expect(html).toContain('placeholder="Search for anything you need…"');
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Search products<\/label>/);
    expect(html).toContain('<span class="sr-only">Search</span>');
  });

  it("server-renders the search box as a closed combobox, its suggestions left for the browser to fetch", () => {
    const [box] = tagsWith(html, "input", { name: "q" });
    expect(box).toEqual({
      id: expect.any(String),
      type: "search",
      name: "q",
      value: "",
      placeholder: "Search for anything you need…",
      required: "",
      maxLength: "128",
      autoComplete: "off",
      enterKeyHint: "search",
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": "false",
      "aria-controls": `${box.id}-suggestions`,
      class: expect.any(String),
    });
    expect(html).not.toContain('role="listbox"');
  });

  it("lists popular searches with hotwords entrypoints rewritten to events", () => {
    expect(html).toContain('href="/search?q=sofa&amp;entrypoint=events"');
    expect(html).not.toContain("entrypoint=hotwords");
    expect(html).toContain('href="/search?q=rug"');
  });

  it("links the account entry to Login with the home page entrypoint", () => {
    expect(html).toContain('href="/customer/account/login?entrypoint=homepage"');
    expect(html).toContain("Sign In / Join Free");
  });

  it("has the wishlist and cart links, without a made-up cart count", () => {
    expect(html).toContain('href="/customer/account/wishlist"');
    expect(html).toMatch(/href="\/checkout\/cart"[^>]*>.*?<span class="sr-only">Cart<\/span><\/a>/s);
  });

  it("renders the category navigation as #menu with subcategories", () => {
    expect(html).toMatch(/<nav[^>]*id="menu"/);
    expect(html).toContain('href="/furniture.html"');
    expect(html).toContain('href="/furniture/sofas-sectionals.html"');
    expect(html).toContain('href="/outdoor.html"');
    // Without JavaScript the drawer opens through its anchor.
    expect(html).toContain('href="#menu-drawer"');
  });
});

describe("Header on other pages", () => {
  it("sends Login the product_list entrypoint from a category page", async () => {
    const html = await renderInRouter(<Header variant="full" />, {
      pageId: "PathLookup",
      pageData: { kind: "category" },
      url: "/furniture.html",
    });
    expect(html).toContain('href="/customer/account/login?entrypoint=product_list"');
  });

  it("shows the cart count badge only for a count above zero", async () => {
    expect(await renderInRouter(<Header variant="full" cartCount={3} />)).toMatch(
      />3<span class="sr-only"> items<\/span>/,
    );
    expect(await renderInRouter(<Header variant="full" cartCount={0} />)).not.toContain('sr-only"> item');
    expect(await renderInRouter(<Header variant="full" />)).not.toContain('sr-only"> item');
  });

  it("leaves out search, wishlist and navigation in the minimal (login) variant", async () => {
    const html = await renderInRouter(<Header variant="minimal" />, { rootData: { menu, popular } });
    expect(html).not.toContain('action="/search"');
    expect(html).not.toContain("/customer/account/wishlist");
    expect(html).not.toContain('id="menu"');
    expect(html).toContain("Sign In / Join Free");
    expect(html).toContain('href="/checkout/cart"');
  });
});

describe("the account entry (spec part 2 §2)", () => {
  const customer = {
    entity_id: 7,
    email: "grace.hopper@example.com",
    firstname: "Grace",
    lastname: "Hopper",
    customer_group: "General",
    customer_group_id: 1,
    verify_status: true,
    show_point: true,
    subscriber_email: 1 as const,
    is_old_user: false,
    play_birthday_wishes: false,
  };
  const session = (signedIn: typeof customer | null) => ({
    is_login: signedIn !== null,
    customer: signedIn,
    has_guest: signedIn === null,
    google_client_id: "",
    recaptcha_site_key: "",
    cart_qty: 0,
  });
  const text = (html: string) => html.replaceAll("<!-- -->", "");

  it("offers a guest Sign In / Join Free, a link to Login with the entrypoint (the popup opens on click with JS)", async () => {
    const html = await renderInRouter(<Header variant="full" />, {
      rootData: { session: session(null) },
      pageId: "Home",
    });
    expect(html).toMatch(
      /<a[^>]*href="\/customer\/account\/login\?entrypoint=homepage"[^>]*>.*Sign In \/ Join Free/s,
    );
    expect(html).not.toContain("Log out");
    expect(html).not.toContain("Hi ");
  });

  it("greets a signed-in customer by first name, linking to the account home, with a Log out button", async () => {
    const html = text(
      await renderInRouter(<Header variant="full" />, {
        rootData: { session: session(customer) },
        pageId: "Home",
      }),
    );
    expect(html).toMatch(/<a[^>]*href="\/customer\/account\/home"[^>]*>.*Hi Grace<\/span><\/a>/s);
    expect(html).not.toContain("Sign In / Join Free");
    expect(html).not.toContain("/customer/account/login");
    // A real form, so Log out works before JavaScript runs too.
    expect(tagsWith(html, "form", { action: "/customer/account/home", method: "post" })).toHaveLength(1);
    expect(html).toMatch(
      /<form[^>]*><input type="hidden" name="intent" value="logout"\/><button type="submit"[^>]*>Log out<\/button><\/form>/,
    );
  });

  it("falls back to the e-mail's local part without a first name, also in the minimal header", async () => {
    const html = text(
      await renderInRouter(<Header variant="minimal" />, {
        rootData: { session: session({ ...customer, firstname: "" }) },
      }),
    );
    expect(html).toContain("Hi grace.hopper");
    expect(html).toContain(">Log out</button>");
  });

  it("treats missing session data (an error page) as a guest", async () => {
    expect(await renderInRouter(<Header variant="full" />)).toContain("Sign In / Join Free");
  });
});

describe("the cart badge", () => {
  it("counts the root data's cart when no count is passed", async () => {
    expect(await renderInRouter(<Header variant="full" />, { rootData: { cartCount: 4 } })).toMatch(
      />4<span class="sr-only"> items<\/span>/,
    );
    expect(await renderInRouter(<Header variant="full" />, { rootData: { cartCount: 0 } })).not.toContain(
      'sr-only"> item',
    );
  });
});
