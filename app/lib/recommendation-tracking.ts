// Behavioural-recommendation tracking (spec part 1 §6, §9): the cart, searches and the signed-in
// customer's id go to the data layer for a recommendation engine's tag. Members of a dropship
// customer group are never tracked; the customer id is prefixed with the country code.
import { DROPSHIP_GROUP_MARKER, RECOMMENDATION_ID_PREFIX } from "../../contract/constants";
import { pushDataLayer } from "./tracking";

export interface RecommendationCartEntry {
  item: string;
  price: number;
  quantity: number;
}

/** A customer group whose name contains "Dropship" is excluded from recommendation tracking. */
export const isDropshipGroup = (customerGroup: string | null | undefined) =>
  Boolean(customerGroup?.includes(DROPSHIP_GROUP_MARKER));

/** The customer id as the recommendation engine knows it: the country code, then the id. */
export const recommendationCustomerId = (customerId: number | string) =>
  `${RECOMMENDATION_ID_PREFIX}${customerId}`;

export function trackRecommendationCart(entries: RecommendationCartEntry[], customerGroup: string | null) {
  if (isDropshipGroup(customerGroup)) return;
  pushDataLayer({ event: "recommendation_cart", cart: entries });
}

export function trackRecommendationSearch(keyword: string, customerGroup: string | null) {
  if (isDropshipGroup(customerGroup) || !keyword.trim()) return;
  pushDataLayer({ event: "recommendation_search", keyword: keyword.trim() });
}

/**
 * The e-mail-marketing customer id (spec part 2 §6): set for a customer whose group is not empty and
 * not a Dropship group; null otherwise (decision 0048).
 */
export function emailMarketingCustomerEvent(
  customerId: number | string,
  customerGroup: string | null | undefined,
) {
  if (!customerGroup?.trim() || isDropshipGroup(customerGroup)) return null;
  return { event: "email_marketing_customer", customer_id: String(customerId) };
}

/** The signed-in customer for the recommendation engine; null for a dropship group member. */
export function recommendationCustomerEvent(customerId: number | string, dropshipGroup: boolean) {
  if (dropshipGroup) return null;
  return { event: "recommendation_customer", customer_id: recommendationCustomerId(customerId) };
}
