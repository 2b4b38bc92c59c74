// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Gallery } from "./gallery";
import type { GalleryImage } from "./product-detail-types";

const image = (n: number): GalleryImage => ({
  value_id: n,
  pre_image: `/media/large-${n}.svg`,
  thumbnail: `/media/thumb-${n}.svg`,
  alt: `Sofa view ${n}`,
  width: 1200,
  height: 900,
});
const five = [1, 2, 3, 4, 5].map(image);

describe("Gallery", () => {
  it("renders the first image large, sized and loaded first", () => {
    const html = renderToString(<Gallery images={five} productName="Velvet Sofa" />);
    const main = html.match(/<img[^>]*large-1[^>]*>/)?.[0] ?? "";
    expect(main).toContain('width="1200"');
    expect(main).toContain('height="900"');
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('alt="Sofa view 1"');
    // The large image opens the full view dialog.
    expect(html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*aria-label="View larger: Sofa view 1, image 1 of 5"/,
    );
  });

  it("does not claim high priority when told not to (quick view)", () => {
    const html = renderToString(<Gallery images={five} productName="Velvet Sofa" priority={false} />);
    const main = html.match(/<img[^>]*large-1[^>]*>/)?.[0] ?? "";
    expect(main).not.toContain("fetchPriority");
    expect(main).not.toContain('loading="eager"');
  });

  it("lists the thumbnails as named buttons in one row 10 px apart", () => {
    const html = renderToString(<Gallery images={five} productName="Velvet Sofa" />);
    const list = html.match(/<ul[^>]*aria-label="Product images"[^>]*>/)?.[0] ?? "";
    expect(list).toMatch(/class="flex gap-2\.5 /);
    expect(list).not.toContain("flex-wrap");
    for (let i = 1; i <= 5; i++)
      expect(html).toMatch(
        new RegExp(`<button type="button" aria-pressed="${i === 1}" aria-label="Show image ${i} of 5"`),
      );
    const thumb = html.match(/<img[^>]*thumb-2[^>]*>/)?.[0] ?? "";
    expect(thumb).toContain('width="72"');
    expect(thumb).toContain('height="54"');
    expect(thumb).toContain('loading="lazy"');
    expect(thumb).toContain('alt=""');
  });

  it("disables Previous on the first image (no loop) and keeps Next enabled", () => {
    const html = renderToString(<Gallery images={five} productName="Velvet Sofa" />);
    expect(html.match(/<button[^>]*aria-label="Previous image"[^>]*>/)?.[0]).toContain('disabled=""');
    expect(html.match(/<button[^>]*aria-label="Next image"[^>]*>/)?.[0]).not.toContain('disabled=""');
  });

  it("has a polite live region for the position announcement", () => {
    const html = renderToString(<Gallery images={five} productName="Velvet Sofa" />);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-label="Velvet Sofa images"');
  });

  it("shows one image without controls, and a labelled placeholder without images", () => {
    const one = renderToString(<Gallery images={[image(1)]} productName="Lamp" />);
    expect(one).not.toContain("Previous image");
    expect(one).not.toContain("Show image");
    const none = renderToString(<Gallery images={[]} productName="Lamp" />);
    expect(none).toContain('role="img" aria-label="No image of Lamp"');
  });
});
