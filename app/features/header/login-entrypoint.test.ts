// @vitest-environment node
import { describe, expect, it } from "vitest";
import { currentPageName, loginEntrypoint, loginHref } from "./login-entrypoint";

describe("loginEntrypoint", () => {
  it("names the page the shopper signs in from", () => {
    expect(loginEntrypoint("Home")).toBe("homepage");
    expect(loginEntrypoint("ProductList")).toBe("product_list");
    expect(loginEntrypoint("ProductDetail")).toBe("product_detail");
    expect(loginEntrypoint("FeedProductDetail")).toBe("product_detail");
  });

  it("falls back to homepage elsewhere", () => {
    expect(loginEntrypoint("Cart")).toBe("homepage");
    expect(loginEntrypoint("Catalogsearch")).toBe("homepage");
    expect(loginEntrypoint(undefined)).toBe("homepage");
  });

  it("builds the Login link", () => {
    expect(loginHref("Home")).toBe("/customer/account/login?entrypoint=homepage");
    expect(loginHref("ProductList")).toBe("/customer/account/login?entrypoint=product_list");
  });
});

describe("currentPageName", () => {
  const root = { id: "root", data: { storeName: "Nestora" } };
  const layout = { id: "layouts/default", data: undefined };

  it("uses the leaf route id", () => {
    expect(currentPageName([root, layout, { id: "Home", data: {} }])).toBe("Home");
  });

  it("reads the page the path lookup resolved", () => {
    expect(currentPageName([root, { id: "PathLookup", data: { kind: "category", list: {} } }])).toBe(
      "ProductList",
    );
    expect(currentPageName([root, { id: "PathLookup", data: { kind: "product", feed: false } }])).toBe(
      "ProductDetail",
    );
    expect(currentPageName([root, { id: "PathLookup", data: { kind: "product", feed: true } }])).toBe(
      "FeedProductDetail",
    );
    expect(currentPageName([root, { id: "PathLookup", data: { kind: "cms" } }])).toBe("Cms");
    expect(currentPageName([root, { id: "PathLookup", data: { kind: "not-found" } }])).toBe("NotFound");
    expect(currentPageName([root, { id: "PathLookup", data: { type: "category", id: 2 } }])).toBe(
      "ProductList",
    );
    expect(currentPageName([root, { id: "PathLookup", data: { type: "product", feed: false } }])).toBe(
      "ProductDetail",
    );
    expect(currentPageName([root, { id: "PathLookup", data: { type: "product", feed: true } }])).toBe(
      "FeedProductDetail",
    );
  });

  it("prefers a route handle naming the page", () => {
    expect(currentPageName([root, { id: "routes/x", handle: { page: "ProductDetail" } }])).toBe(
      "ProductDetail",
    );
  });

  it("gives nothing without matches", () => {
    expect(currentPageName([])).toBeUndefined();
  });
});
