import type { SkuData } from "../../../../contract/customization";
import type { AddToCartInput } from "../../cart/add-to-cart";

/**
 * What the drawer's Add to Cart posts (spec part 2 §4): the configuration's product and the variant
 * it is built on, the chosen quantity (1…qty) and the model. Prices are not sent: the server
 * resolves the model again and charges the configuration's price.
 */
export function configurationCartInput(model: string, sku: SkuData, qty: number): AddToCartInput {
  return { productId: sku.entityId, childId: sku.childId, qty, protection: null, customizationModel: model };
}
