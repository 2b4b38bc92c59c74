// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copyrightYears, footerGroups, LEGAL_LINKS } from "./footer-links";

const allLinks = () => [...footerGroups("Nestora").flatMap((g) => g.links), ...LEGAL_LINKS];

describe("footer links", () => {
  it("carries every link the spec lists, each once", () => {
    const hrefs = allLinks().map((l) => l.href);
    expect(hrefs.sort()).toEqual(
      [
        "/about-us",
        "/our-guarantee",
        "/privacy-policy",
        "/ccpa-opt-out",
        "/terms-and-conditions",
        "/careers",
        "/recall",
        "/shipping-guide",
        "/payment-methods",
        "/cancel-return-policy",
        "/contact-us",
        "/customer/account/products",
        "/site-map",
        "/reward-points",
        "/shipments",
        "/customer/account/review",
        "/cooperation",
        "/nestoracoin",
        "/points/dropship",
        "/business-wholesale-program",
        "/affiliate-program",
        "/newsletter-subscribe",
        "/massage-chair-shopping-guidance",
      ].sort(),
    );
  });

  it("names the store coin after the store", () => {
    expect(allLinks().find((l) => l.href === "/nestoracoin")?.label).toBe("Nestora Coin");
  });
});

describe("copyrightYears", () => {
  it("runs from 2015 to the current year", () => {
    expect(copyrightYears(2026)).toBe("2015–2026");
    expect(copyrightYears(2016)).toBe("2015–2016");
  });

  it("shows a single year when the current year is 2015 or earlier (a wrong clock)", () => {
    expect(copyrightYears(2015)).toBe("2015");
    expect(copyrightYears(2001)).toBe("2015");
  });
});
