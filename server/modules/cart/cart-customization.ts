// Customized cart lines (spec part 2 §3 "Customization sku data", §4 "Customization drawer"): a
// line may carry a customization model (the chosen options of a customizable product). The cart
// never trusts what the page says about it: the model is resolved again through the customization
// service on every add and every read, and the price comes from that resolution.
import { modelCode, parseModelCode, selectedIds } from "../../../contract/customization-constants";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { customizeSubscribe } from "../customization/customization.service";

export interface LineConfiguration {
  /** The canonical model code (product and every chosen id), so one configuration is one line. */
  model: string;
  /** The variant the configuration is built on. */
  childId: number;
  /** What the chosen options add to the variant's price (and special price), in cents. */
  deltaCents: number;
  /** The chosen options' names joined by " / ". */
  optionValue: string;
  /** Each applying group with its chosen option, in group order. */
  options: { group: string; name: string }[];
  /** The configuration can be made and bought now (the service's isInStock: product, variant and options). */
  inStock: boolean;
}

/**
 * The configuration `model` names for `productId`, as the customization service answers it now;
 * null when the model is not a model of this product or not a valid choice (any more).
 */
export async function resolveConfiguration(
  ctx: RequestContext,
  productId: number,
  model: string,
): Promise<LineConfiguration | null> {
  const parsed = parseModelCode(model);
  if (!parsed || parsed.productId !== productId) return null;
  try {
    const { product, skuData } = await customizeSubscribe(ctx, { model });
    const options = product.options.flatMap((g) => {
      const chosen = g.stats.find((s) => s.is_check === 1);
      return chosen ? [{ group: g.content, name: chosen.name }] : [];
    });
    // The price list's "Options" entry is the options' delta in dollars (two decimals).
    const deltaCents = Math.round((skuData.priceList[1]?.price ?? 0) * 100);
    return {
      model: modelCode(product.entity_id, selectedIds(product.options)),
      childId: skuData.childId,
      deltaCents,
      optionValue: skuData.optionValue,
      options,
      inStock: skuData.isInStock === 1,
    };
  } catch (err) {
    // Not found / not customizable / not a valid choice: the model is not (or no longer) one of its configurations.
    if (err instanceof AppError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}
