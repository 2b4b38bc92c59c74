import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { AppQrCard } from "./app-qr-card";
import { isAcProduct, RelatedProducts } from "./related-products";

describe("product page extras (server render)", () => {
  it("reserves the related rail's space until it loads, titled by the AC page type", async () => {
    const plain = await renderInRouter(<RelatedProducts productId={5} categoryIds={[3, 31]} />);
    expect(plain).toContain('aria-busy="true"');
    expect(plain).toContain('aria-label="Related products"');
    expect(plain).toContain("min-h-[22rem]");
    const ac = await renderInRouter(<RelatedProducts productId={5} categoryIds={[9, 444]} />);
    expect(ac).toContain('aria-label="Recommended for your space"');
    expect(isAcProduct([1473])).toBe(true);
    expect(isAcProduct([1457, 12])).toBe(false);
  });

  it("shows the app QR code sized, with alt text, linking to the app page", async () => {
    const html = await renderInRouter(<AppQrCard />);
    expect(html).toMatch(/<img[^>]*src="\/media\/qr\/app-recommend.svg"[^>]*width="112"[^>]*height="112"/);
    expect(html).toMatch(/alt="QR code[^"]+"/);
    expect(html).toContain('href="/app-recommend"');
  });
});
