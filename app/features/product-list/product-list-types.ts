import type { CallResult } from "../../../contract/call";
import type { productList } from "../../../contract/catalog";

/** What the ProductList page renders: one page of the category listing, as the API answered it. */
export type ProductListData = CallResult<typeof productList>;
