// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { type Banner, BannerCarousel } from "./banner-carousel";

const banner = (n: number): Banner => ({
  title: `Sale ${n}`,
  subtitle: `Subtitle ${n}`,
  url: `/deal-${n}.html`,
  image: { url: `/media/banner/b${n}.svg`, alt: `Sale ${n}`, width: 1600, height: 600 },
});

describe("BannerCarousel", () => {
  let html = "";
  let images: string[] = [];
  beforeAll(async () => {
    html = await renderInRouter(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    images = html.match(/<img[^>]*>/g) ?? [];
  });

  it("is an accessible carousel of named slides", () => {
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 of 3"');
  });

  it("makes the first image the LCP candidate and lazy-loads the others", () => {
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('width="1600"');
    expect(images[0]).toContain('height="600"');
    for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
  });

  it("has pause, previous, next and named slide dots", () => {
    expect(html).toContain("Pause slideshow");
    expect(html).toContain("Previous slide");
    expect(html).toContain("Next slide");
    expect(html).toContain("Slide 2: Sale 2");
    expect(html).toContain('aria-current="true"');
  });

  it("has no controls for a single slide", async () => {
    const one = await renderInRouter(<BannerCarousel banners={[banner(1)]} />);
    expect(one).not.toContain("Pause slideshow");
    expect(one).not.toContain("Next slide");
  });
});
