// One cart line as the page shows it (spec part 1 §3 "Cart item", §8 cart messages): prices in
// cents turned into dollars, the plan as today's offer list prices it, stock state and messages.
import type { CartItem, CartVariantChoice } from "../../../contract/cart";
import {
  CART_LOW_STOCK_BELOW,
  CART_MESSAGES,
  maxQtyMessage,
  minQtyMessage,
  shipNoLaterThanMessage,
} from "../../../contract/cart-constants";
import { isPreorderTag } from "../../../contract/catalog-constants";
import { CART_ITEM_PLAN_ATTACHED } from "../../../contract/constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath } from "../catalog/category-trail";
import { optionSummary, usableQty } from "../catalog/variant-selection";
import type { LineConfiguration } from "./cart-customization";
import type { Line, RelationVariant } from "./cart-lines";
import { currentPlan, linePrice, memberUnitCents, type TierPriceCents, termInYears } from "./cart-pricing";

export interface PricedLine {
  item: CartItem;
  /** Still sold and in stock: counts towards the totals. */
  buyable: boolean;
  /** Coupons and points apply (and so does the free-gift threshold). */
  eligible: boolean;
  /** What the shopper pays for the row (Plus+ prices for members). */
  rowCents: number;
  /** What a member would pay for the row (Plus+ price when lower). */
  memberRowCents: number;
  /** What a non-member pays for the row. */
  regularRowCents: number;
  planCents: number;
}

// Made once: building a formatter (as toLocaleDateString does on every call) costs ~10× the format.
const shipDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Jun 30, 2025": the date in 'Expected To Ship No Later Than {date}' (the stored instant's UTC day). */
export const shipDate = (d: Date) => shipDateFormat.format(d);

const choice = (v: RelationVariant): CartVariantChoice => ({
  piid: v.id,
  product_id: v.productId,
  color: v.color,
  option_value: optionSummary(v),
  is_in_stock: usableQty(v) >= 1,
});

/**
 * A customized line is priced as its configuration: the variant's price and special price plus the
 * options' delta, with no tier or Plus+ price (they are the plain variant's). Out of stock while the
 * configuration cannot be made.
 */
export function configuredVariant(variant: Line["variant"], config: LineConfiguration): Line["variant"] {
  return {
    ...variant,
    priceCents: variant.priceCents + config.deltaCents,
    specialPriceCents:
      variant.specialPriceCents === null ? null : variant.specialPriceCents + config.deltaCents,
    plusPriceCents: null,
    isInStock: variant.isInStock && config.inStock,
  };
}

/**
 * `config`: undefined for a plain line; a customized line's configuration as resolved now, or null
 * when its model is no longer a valid configuration (the line is shown as not available).
 */
export function priceLine(
  line: Line,
  lineTiers: TierPriceCents[],
  offers: ProtectionPlan[],
  lineRelation: readonly RelationVariant[],
  isPlusMember: boolean,
  config?: LineConfiguration | null,
): PricedLine {
  const { product } = line;
  const variant = config ? configuredVariant(line.variant, config) : line.variant;
  // A configuration is built on its variant: no tier prices, and no switching to another variant.
  const tiers = config === undefined ? lineTiers : [];
  const relation = config === undefined ? lineRelation : [];
  const regular = linePrice(variant, tiers, line.qty);
  const memberUnit = memberUnitCents(regular.unitCents, variant.plusPriceCents);
  const unitCents = isPlusMember ? memberUnit : regular.unitCents;
  const plan = currentPlan(offers, line);
  const usable = usableQty(variant);
  const special =
    variant.specialPriceCents !== null && variant.specialPriceCents < variant.priceCents
      ? variant.specialPriceCents
      : null;

  const configurationGone = config === null;
  const unavailable = product.status === 2 || configurationGone;
  const outOfStock = !unavailable && usable < 1;
  const belowMin = !unavailable && !outOfStock && line.qty < variant.minSaleQty;
  const aboveUsable = !unavailable && !outOfStock && line.qty > usable;
  // "Almost out of stock" (spec part 1 §4) is not said of a pre-order: its stock is not what ships.
  const lowStock =
    !unavailable && !outOfStock && !isPreorderTag(product.productTag) && variant.qty < CART_LOW_STOCK_BELOW;
  const shipBy = product.presaleEndDate ? shipDate(product.presaleEndDate) : null;

  const messages: string[] = [];
  if (configurationGone) messages.push(CART_MESSAGES.customizationGone);
  else if (unavailable) messages.push(CART_MESSAGES.unavailable);
  if (outOfStock) messages.push(CART_MESSAGES.removeToCheckout);
  if (belowMin) messages.push(minQtyMessage(variant.minSaleQty));
  if (aboveUsable) messages.push(maxQtyMessage(usable));
  if (lowStock) messages.push(CART_MESSAGES.lowStock);
  if (product.isNoDiscount && !unavailable) messages.push(CART_MESSAGES.noDiscount);
  if (shipBy && !unavailable) messages.push(shipNoLaterThanMessage(shipBy));

  const item: CartItem = {
    item_id: line.itemId,
    name: product.name,
    sku: product.sku,
    sub_sku: variant.sku,
    type_id: product.typeId,
    piid: variant.id,
    product_id: product.id,
    url_path: publicPath(product.urlPath),
    thumbnail: line.thumbnail,
    qty: line.qty,
    price: toDollars(variant.priceCents),
    special_price: toDollarsOrNull(special),
    unit_price: toDollars(unitCents),
    row_total: toDollars(unitCents * line.qty),
    old_row_total: toDollars(regular.oldRowCents),
    status: unavailable ? 2 : 1,
    color: variant.color,
    option_value: optionSummary(variant),
    product_tag: product.productTag,
    presale_end_date: product.presaleEndDate ? product.presaleEndDate.toISOString() : null,
    is_no_discount_product: product.isNoDiscount,
    has_contract: plan ? CART_ITEM_PLAN_ATTACHED : 0,
    customization:
      line.customizationModel === null
        ? null
        : {
            model: config?.model ?? line.customizationModel,
            option_value: config?.optionValue ?? "",
            options: config?.options ?? [],
          },
    extend: plan
      ? {
          planId: plan.planId,
          offerPlanId: plan.offerPlanId,
          term: termInYears(plan.term),
          price: plan.price,
          title: plan.title,
          qty: line.qty,
        }
      : null,
    inventory: {
      is_in_stock: variant.isInStock,
      usable_qty: usable,
      min_sale_qty: variant.minSaleQty,
      qty: variant.qty,
      product_id: product.id,
    },
    plus_price: toDollarsOrNull(variant.plusPriceCents),
    category_list: line.categoryList ?? [],
    relation: relation.map(choice),
    is_low_stock: lowStock,
    is_out_of_stock: outOfStock,
    below_min_qty: belowMin,
    ship_no_later_than: shipBy,
    can_checkout: !unavailable && !outOfStock && !belowMin && !aboveUsable,
    messages,
  };
  const buyable = !unavailable && usable >= 1;
  return {
    item,
    buyable,
    eligible: buyable && !product.isNoDiscount,
    rowCents: unitCents * line.qty,
    memberRowCents: memberUnit * line.qty,
    regularRowCents: regular.rowCents,
    planCents: plan ? plan.price * line.qty : 0,
  };
}
