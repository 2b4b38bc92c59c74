// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { ErrorPage } from "./error-page";
import { NotFoundContent } from "./not-found";

describe("ErrorPage", () => {
  it("explains the status and offers search, home and the categories", async () => {
    const menu = [{ id: 2, name: "Furniture", url_path: "/furniture.html", children: [] }];
    const html = await renderInRouter(<ErrorPage status={503} />, { rootData: { menu } });
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).toContain('action="/search"');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page/);
    expect(html).toContain('href="/furniture.html"');
    expect(html).toMatch(/<main[^>]*id="content"/);
  });

  it("falls back to the spec's top categories when the menu is missing", async () => {
    const html = await renderInRouter(<ErrorPage status={500} />);
    expect(html).toContain("Something went wrong");
    expect(html).toContain('href="/health-beauty.html"');
  });
});

describe("NotFoundContent", () => {
  it("says the page was not found, without a second search box", async () => {
    const html = await renderInRouter(<NotFoundContent />);
    expect(html).toContain("Page not found");
    expect(html).not.toContain('action="/search"');
  });
});
