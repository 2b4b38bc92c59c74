// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../../contract/product-card";
import { ProductTile } from "./product-tile";
import { renderInRouter } from "./render-in-router.testing";

const card: ProductCard = {
  entity_id: 7,
  name: "Velvet Sofa",
  url_path: "/velvet-sofa.html",
  thumbnail: {
    url: "/media/catalog/product/sofa-3b4a6f-1-600x600.svg",
    alt: "Velvet Sofa in blue",
    width: 600,
    height: 600,
  },
  price: 1299,
  special_price: 999.5,
  plus_price: 899,
  rating_summary: 86,
  reviews_count: 12,
  product_tag: "Best Seller",
  is_in_stock: true,
};

describe("ProductTile", () => {
  it("links the name, sizes the image and loads it lazily by default", async () => {
    const html = await renderInRouter(<ProductTile product={card} />);
    expect(html).toMatch(/<a[^>]*href="\/velvet-sofa.html"[^>]*>Velvet Sofa<\/a>/);
    const img = html.match(/<img[^>]*>/)?.[0] ?? "";
    expect(img).toContain('width="600"');
    expect(img).toContain('height="600"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('alt="Velvet Sofa in blue"');
  });

  it("loads eagerly when above the fold", async () => {
    const html = await renderInRouter(<ProductTile product={card} eager />);
    expect(html.match(/<img[^>]*>/)?.[0]).toContain('loading="eager"');
  });

  it("shows the special price, the struck regular price and the Plus+ price", async () => {
    const html = await renderInRouter(<ProductTile product={card} />);
    expect(html).toContain("$999.50");
    expect(html).toMatch(/<s[^>]*>.*\$1,299\.00<\/s>/s);
    expect(html).toMatch(/Plus\+<\/span><span[^>]*>\$899\.00/);
  });

  it("shows the half-star rating with the review count, and the tag", async () => {
    const html = await renderInRouter(<ProductTile product={card} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5, 12 reviews"');
    expect(html).toContain("--fill:88%");
    expect(html).toContain("Best Seller");
  });

  it("labels an out-of-stock product", async () => {
    expect(await renderInRouter(<ProductTile product={card} />)).not.toContain("Out of stock");
    expect(await renderInRouter(<ProductTile product={{ ...card, is_in_stock: false }} />)).toContain(
      "Out of stock",
    );
  });

  it("has a Quick view control in listings only, a link to the product page without JavaScript", async () => {
    expect(await renderInRouter(<ProductTile product={card} />)).not.toContain("Quick view");
    const html = await renderInRouter(<ProductTile product={card} quickView />);
    expect(html).toMatch(
      /<a href="\/velvet-sofa.html" class="[^"]*">Quick view<span class="sr-only">: <!-- -->Velvet Sofa<\/span><\/a>/,
    );
  });
});
