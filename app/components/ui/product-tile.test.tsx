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
  colors: [{ name: "Navy", hex: "#1f2a44" }],
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
      /<a href="\/velvet-sofa.html" class="[^"]*"><svg[^>]*class="lg:hidden"[\s\S]*?<\/svg><span class="max-lg:sr-only">Quick view<\/span><span class="sr-only">: <!-- -->Velvet Sofa<\/span><\/a>/,
    );
    // Below lg it is a 32 px round icon, so it leaves room for the tag at the tile's top left.
    expect(html).toMatch(/<a href="\/velvet-sofa.html" class="[^"]*\bsize-8\b[^"]*\brounded-full\b/);
  });

  it("shows up to four colour swatches, then '+N colours', and none for a one-colour product", async () => {
    const six = ["Navy", "Gray", "Beige", "Green", "Rust", "Black"].map((name, i) => ({
      name,
      hex: `#00000${i}`,
    }));
    const html = await renderInRouter(<ProductTile product={{ ...card, colors: six }} />);
    expect(html).toContain("Available in 6 colours");
    expect(html.match(/title="(Navy|Gray|Beige|Green|Rust|Black)"/g)).toEqual([
      'title="Navy"',
      'title="Gray"',
      'title="Beige"',
      'title="Green"',
    ]);
    expect(html).toContain("background-color:#000000");
    expect(html).toContain("+2 colours");
    const five = await renderInRouter(<ProductTile product={{ ...card, colors: six.slice(0, 5) }} />);
    expect(five).toContain("+1 colour<");
    const one = await renderInRouter(<ProductTile product={card} />);
    expect(one).not.toContain("Available in");
    expect(one).not.toContain('title="Navy"');
  });

  it("keeps the rating row's height without reviews so prices line up", async () => {
    const html = await renderInRouter(<ProductTile product={{ ...card, reviews_count: 0 }} />);
    expect(html).toContain('<div class="h-5"></div>');
    expect(html).not.toContain("Rated ");
  });
});
