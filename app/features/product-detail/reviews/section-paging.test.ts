import { describe, expect, it } from "vitest";
import { pageCount, pagerItems, positionTarget, requestedPage, sectionPageHref } from "./section-paging";

describe("positionTarget", () => {
  it("names the reviews or the FAQ section", () => {
    expect(positionTarget("?position=reviews")).toBe("reviews");
    expect(positionTarget("?piid=3&position=faq")).toBe("faq");
    expect(positionTarget("position=%20FAQ%20")).toBe("faq");
  });

  it("ignores a missing, empty or unknown position", () => {
    expect(positionTarget("")).toBeNull();
    expect(positionTarget("?position=")).toBeNull();
    expect(positionTarget("?position=specs")).toBeNull();
    expect(positionTarget("?position=reviews2")).toBeNull();
    expect(positionTarget("?Position=faq")).toBeNull();
  });

  it("takes the first value when several are given", () => {
    expect(positionTarget("?position=faq&position=reviews")).toBe("faq");
  });
});

describe("requestedPage", () => {
  it("reads a whole page number within bounds", () => {
    expect(requestedPage("?reviews_page=3", "reviews_page", 1000)).toBe(3);
    expect(requestedPage("?faq_page=1000", "faq_page", 1000)).toBe(1000);
  });

  it("falls back to page 1 for anything else", () => {
    for (const v of ["", "0", "-2", "1.5", "abc", "1e3", "1001", "99999999999", "%20"])
      expect(requestedPage(`?reviews_page=${v}`, "reviews_page", 1000), v).toBe(1);
    expect(requestedPage("?piid=4", "reviews_page", 1000)).toBe(1);
  });
});

describe("pageCount", () => {
  it("rounds up and never answers less than one page", () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(31, 10)).toBe(4);
  });
});

describe("sectionPageHref", () => {
  it("keeps the other parameters and sets the section's page", () => {
    expect(sectionPageHref("/sofa.html", "?piid=12&faq_page=2", "reviews_page", 3, "reviews")).toBe(
      "/sofa.html?piid=12&faq_page=2&reviews_page=3#reviews",
    );
  });

  it("drops the parameter for page 1 and drops position", () => {
    expect(
      sectionPageHref("/sofa.html", "?reviews_page=3&position=reviews", "reviews_page", 1, "reviews"),
    ).toBe("/sofa.html#reviews");
    expect(sectionPageHref("/sofa.html", "?position=faq&piid=2", "faq_page", 2)).toBe(
      "/sofa.html?piid=2&faq_page=2",
    );
  });
});

describe("pagerItems", () => {
  const show = (current: number, count: number) =>
    pagerItems(current, count)
      .map((i) => (i.kind === "page" ? String(i.page) : "…"))
      .join(" ");

  it("lists every page when there are few", () => {
    expect(show(1, 1)).toBe("1");
    expect(show(2, 5)).toBe("1 2 3 4 5");
    expect(show(4, 7)).toBe("1 2 3 4 5 6 7");
  });

  it("shortens long runs with gaps, never a gap for one missing page", () => {
    expect(show(1, 20)).toBe("1 2 3 … 20");
    expect(show(10, 20)).toBe("1 … 8 9 10 11 12 … 20");
    expect(show(5, 20)).toBe("1 2 3 4 5 6 7 … 20");
    expect(show(20, 20)).toBe("1 … 18 19 20");
  });
});
