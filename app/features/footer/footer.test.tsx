// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { Footer } from "./footer";

describe("Footer", () => {
  let html = "";
  beforeAll(async () => {
    html = await renderInRouter(<Footer />, { rootData: { year: 2031, storeName: "Nestora" } });
  });

  it("is the #footer skip-link target", () => {
    expect(html).toMatch(/<footer[^>]*id="footer"/);
  });

  it("has a real newsletter form: POST to /newsletter-subscribe, labelled required e-mail field", () => {
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/newsletter-subscribe"');
    const input = html.match(/<input[^>]*type="email"[^>]*>/)?.[0] ?? "";
    expect(input).toContain("required");
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
  });

  it("shows the six payment marks with accessible names", () => {
    for (const name of ["Visa", "Mastercard", "American Express", "Discover", "PayPal", "Klarna"]) {
      expect(html).toContain(`role="img" aria-label="${name}"`);
    }
  });

  it("runs the copyright from 2015 to the current year", () => {
    expect(html).toContain("© 2015–2031 Nestora");
  });

  it("links the store coin, reviews and shipment tracking routes", () => {
    expect(html).toContain('href="/nestoracoin"');
    expect(html).toContain('href="/customer/account/review"');
    expect(html).toContain('href="/shipments"');
  });

  it("offers the app: the app page's QR code (desktop) and a link to /app-recommend", () => {
    expect(html).toContain('aria-labelledby="footer-app-heading"');
    expect(html).toContain("Get the <!-- -->Nestora<!-- --> app");
    expect(html).toMatch(/<img[^>]*src="\/media\/qr\/app-recommend.svg"[^>]*loading="lazy"/);
    expect(html).toMatch(/<a[^>]*href="\/app-recommend"[^>]*>About the app<\/a>/);
  });
});
