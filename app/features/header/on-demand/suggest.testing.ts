// Test support (imported only by *.test.ts[x]): one answer of the suggestion call, with a keyword,
// a category and a product on sale.
import { suggestOptions } from "./search-combobox";

const SAMPLE_SUGGEST_ANSWER = {
  query: "so",
  keywords: [{ keyword: "sofa", url: "/search?q=sofa" }],
  categories: [{ id: 3, name: "Sofas", url_path: "/furniture/sofas.html" }],
  products: [
    {
      entity_id: 9,
      name: "Harlow Sofa",
      url_path: "/harlow.html",
      thumbnail: { url: "/media/x.svg", alt: "", width: 10, height: 10 },
      price: 500,
      special_price: 450,
      plus_price: null,
      rating_summary: 0,
      reviews_count: 0,
      product_tag: null,
    } as never,
  ],
};

/** The options the sample answer makes: keyword, category, product. */
export const sampleSuggestOptions = () => suggestOptions(SAMPLE_SUGGEST_ANSWER);
