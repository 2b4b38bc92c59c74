import { describe, expect, it } from "vitest";
import { isNewPage } from "./focus-on-navigation";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("a new page for focus and open dialogs", () => {
  it("is another path", () => {
    expect(isNewPage(at("/living-room.html"), at("/checkout/shipping-address"))).toBe(true);
    expect(isNewPage(at("/"), at("/search", "?q=sofa"))).toBe(true);
  });

  it("is another search on the search page", () => {
    expect(isNewPage(at("/search", "?q=sofa"), at("/search", "?q=lamp"))).toBe(true);
  });

  it("is not a change of filters, sort, page or the quick view on the same listing", () => {
    expect(isNewPage(at("/search", "?q=sofa"), at("/search", "?q=sofa&sort=price_asc&page=2"))).toBe(false);
    expect(isNewPage(at("/living-room.html"), at("/living-room.html", "?popid=12"))).toBe(false);
    expect(isNewPage(at("/living-room.html", "?popid=12&piid=3"), at("/living-room.html"))).toBe(false);
  });
});
