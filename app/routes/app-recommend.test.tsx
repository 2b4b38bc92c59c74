import { describe, expect, it } from "vitest";
import { renderInRouter } from "../components/ui/render-in-router.testing";
import AppRecommend from "./app-recommend";

describe("AppRecommend page", () => {
  it("explains the app, shows the sized QR code with alt text and makes no store claims", async () => {
    const html = await renderInRouter(<AppRecommend />, { url: "/app-recommend", pageId: "AppRecommend" });
    expect(html).toContain("<h1");
    expect(html).toContain("The Nestora app");
    expect(html).toContain("Order tracking");
    expect(html).toMatch(/<img[^>]*src="\/media\/qr\/app-recommend.svg"[^>]*>/);
    const img = /<img[^>]*src="\/media\/qr\/app-recommend.svg"[^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('width="160"');
    expect(img).toContain('height="160"');
    expect(img).toMatch(/alt="QR code[^"]+"/);
    expect(html).toContain("not listed in the app stores yet");
    expect(html).not.toMatch(/Download on the App Store|Get it on Google Play/);
  });
});
