import type { CallResult } from "../../../contract/call";
import type { ProductCard } from "../../../contract/product-card";
import type { searchProducts } from "../../../contract/search";

export type SearchResults = CallResult<typeof searchProducts>;

export interface SearchPageData {
  q: string;
  /** Searched as typed, without typo correction (`correct=0`: "Search instead for …"). */
  exact: boolean;
  /** Null when there is no query to search. */
  results: SearchResults | null;
  /** Offered when nothing was found (or nothing asked). */
  popular: { keyword: string; url: string }[];
  bestsellers: ProductCard[];
}
