import { asc, eq } from "drizzle-orm";
import type { CustomizationProduct, CustomizeResult, SkuData } from "../../../contract/customization";
import {
  applyTypeRule,
  type CustomizationGroup,
  modelCode,
  parseModelCode,
} from "../../../contract/customization-constants";
import { products, productVariants, variantImages } from "../../db/schema/catalog";
import {
  customizationFamilies,
  customizationGroups,
  customizationStats,
} from "../../db/schema/customization";
import type { RequestContext } from "../../http/context";
import { invalid, notFound } from "../../http/errors";
import { toDollars } from "../../lib/money";
import { PRODUCT_IMAGE_PATH, parseProductImageFile, productImageUrl } from "../media/product-image";

type StatRow = typeof customizationStats.$inferSelect;

interface Family {
  family: number;
  type: number;
  groups: { position: number; content: string; stats: StatRow[] }[];
}

async function loadFamily(ctx: RequestContext, family: number): Promise<Family | null> {
  const [head] = await ctx.db
    .select()
    .from(customizationFamilies)
    .where(eq(customizationFamilies.family, family));
  if (!head) return null;
  const groups = await ctx.db
    .select()
    .from(customizationGroups)
    .where(eq(customizationGroups.family, family))
    .orderBy(asc(customizationGroups.position));
  const stats = await ctx.db
    .select()
    .from(customizationStats)
    .where(eq(customizationStats.family, family))
    .orderBy(asc(customizationStats.groupPosition), asc(customizationStats.position));
  return {
    family,
    type: head.type,
    groups: groups.map((g) => ({
      position: g.position,
      content: g.content,
      stats: stats.filter((s) => s.groupPosition === g.position),
    })),
  };
}

async function loadProduct(ctx: RequestContext, productId: number) {
  const [product] = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      urlPath: products.urlPath,
      status: products.status,
      isCustomized: products.isCustomized,
      businessDays: products.businessDays,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound("This product does not exist.");
  if (product.isCustomized !== 1 && product.isCustomized !== 2) {
    throw invalid("This product cannot be customized.");
  }
  // The display variant: the first in-stock one, else the first (as the product tile).
  const variants = await ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const display = variants.find((v) => v.isInStock) ?? variants[0];
  if (!display) throw notFound("This product does not exist.");
  const [image] = await ctx.db
    .select({ url: variantImages.url })
    .from(variantImages)
    .where(eq(variantImages.variantId, display.id))
    .orderBy(asc(variantImages.position), asc(variantImages.id))
    .limit(1);
  return { product, variant: display, image: image?.url ?? "" };
}

/**
 * Checks a choice against the family: after the type rule, one enabled stat of each group in
 * group order; for the type-0 preset exactly the ids 1 and 2 (the remaining groups do not apply).
 * Returns the chosen stats.
 */
export function resolveChoice(family: Family, askedIds: readonly number[]): StatRow[] {
  const ids = applyTypeRule(family.type, askedIds);
  const isPreset = family.type === 0 && askedIds[0] === 1;
  const expected = isPreset ? ids.length : family.groups.length;
  if (ids.length !== expected) {
    throw invalid(`Choose one option of each group (${family.groups.map((g) => g.content).join(", ")}).`);
  }
  const chosen: StatRow[] = [];
  ids.forEach((id, index) => {
    const group = family.groups[index];
    const stat = group?.stats.find((s) => s.id === id);
    if (!stat) {
      throw invalid(`Option ${id} is not an option of ${group ? group.content : "this product"}.`);
    }
    if (stat.disabled) throw invalid(`${group.content} "${stat.name}" is not available.`);
    chosen.push(stat);
  });
  return chosen;
}

/** The size of the configuration preview (the drawer shows it up to 320 px wide, 2× for sharpness). */
const PREVIEW_SIZE = 800;

/**
 * The picture of the chosen configuration (issue 16 bug 7): the shape and view of the first
 * group's choice (Configuration for sofas, Size for beds) in the colour of the last group's choice
 * (Color for sofas, Fabric for beds; the preset's fabric) — all read from the chosen options' own
 * swatch pictures, which are generated product pictures named `{kind}-{rrggbb}-{view}-…`
 * (server/modules/media/product-image.ts). When a swatch is not such a picture it falls back to
 * the product's own picture. See docs/decisions/0024-protection-with-the-item.md.
 */
export function configurationPreview(chosen: Pick<StatRow, "image">[], fallback: string): string {
  const parse = (url: string | undefined) =>
    url?.startsWith(PRODUCT_IMAGE_PATH) ? parseProductImageFile(url.slice(PRODUCT_IMAGE_PATH.length)) : null;
  const shape = parse(chosen[0]?.image);
  const colour = parse(chosen.at(-1)?.image);
  if (!shape || !colour) return fallback;
  return productImageUrl({
    kind: shape.kind,
    color: colour.color,
    view: shape.view,
    width: PREVIEW_SIZE,
    height: PREVIEW_SIZE,
  });
}

function optionGroups(family: Family, chosen: StatRow[]): CustomizationGroup[] {
  const chosenIds = new Set(chosen.map((s) => s.id));
  return family.groups.map((g, index) => {
    // A group the choice does not reach (the type-0 preset) is shown with every stat disabled.
    const applies = index < chosen.length;
    return {
      content: g.content,
      stats: g.stats.map((s) => ({
        id: s.id,
        name: s.name,
        image: s.image,
        is_check: chosenIds.has(s.id) ? 1 : 0,
        disable: !applies || s.disabled ? 1 : 0,
      })),
    };
  });
}

async function configure(
  ctx: RequestContext,
  productId: number,
  askedIds: readonly number[] | null,
  askedType: number | null,
): Promise<CustomizeResult> {
  const { product, variant, image } = await loadProduct(ctx, productId);
  const family = await loadFamily(ctx, product.isCustomized);
  if (!family) throw invalid("This product cannot be customized.");
  if (askedType !== null && askedType !== family.type) {
    throw invalid(`type must be ${family.type} for this product.`);
  }
  const ids = askedIds ?? family.groups.map((g) => g.stats.find((s) => s.isDefault)?.id ?? 0);
  const chosen = resolveChoice(family, ids);

  const deltaCents = chosen.reduce((sum, s) => sum + s.priceDeltaCents, 0);
  const priceCents = variant.priceCents + deltaCents;
  const specialCents =
    variant.specialPriceCents !== null && variant.specialPriceCents < variant.priceCents
      ? variant.specialPriceCents + deltaCents
      : null;
  const finalCents = specialCents ?? priceCents;
  const baseFinalCents = finalCents - deltaCents;
  const favorableCents = specialCents === null ? 0 : priceCents - specialCents;
  const inStock =
    product.status === 1 && variant.isInStock && variant.qty > 0 && chosen.every((s) => s.inStock);
  const chosenIds = chosen.map((s) => s.id);
  const model = modelCode(product.id, chosenIds);
  const optionValue = chosen.map((s) => s.name).join(" / ");

  const skuData: SkuData = {
    title: `${product.name} (${chosen.map((s) => s.name).join(", ")})`,
    specialPrice: specialCents === null ? null : toDollars(specialCents),
    price: toDollars(priceCents),
    favorable: toDollars(favorableCents),
    childId: variant.id,
    entityId: product.id,
    type: family.type,
    priceImage: configurationPreview(chosen, image),
    priceList: [
      { label: "Base price", price: toDollars(baseFinalCents) },
      { label: "Options", price: toDollars(deltaCents) },
      { label: "Total", price: toDollars(finalCents) },
    ],
    sku: `${variant.sku}-C${chosenIds.join("-")}`,
    discountContent: favorableCents > 0 ? `Save $${(favorableCents / 100).toFixed(2)}` : "",
    businessDays: product.businessDays,
    customerWish: 0,
    optionValue,
    isInStock: inStock ? 1 : 0,
    // No 3D models exist in the catalog; the AR viewer toggle shows only when this is a url.
    customizedModel: null,
    qty: inStock ? Math.max(0, Math.min(variant.qty, variant.maxSaleQty)) : 0,
  };
  const productOut: CustomizationProduct = {
    entity_id: product.id,
    name: product.name,
    url_path: product.urlPath,
    is_customized: product.isCustomized,
    options: optionGroups(family, chosen),
  };
  return { model, product: productOut, skuData };
}

/** customizeProduct: the configuration for the selected ids (spec part 2 §7). */
export function customizeProduct(
  ctx: RequestContext,
  input: { product_id: number; type: number; ids: number[] },
): Promise<CustomizeResult> {
  return configure(ctx, input.product_id, input.ids, input.type);
}

/** customizeSubscrib: the option groups and sku data of a model code (spec part 2 §7). */
export async function customizeSubscribe(
  ctx: RequestContext,
  input: { model: string },
): Promise<{ product: CustomizationProduct; skuData: SkuData }> {
  const parsed = parseModelCode(input.model);
  if (!parsed) throw invalid("model is not a model code.");
  const { product, skuData } = await configure(
    ctx,
    parsed.productId,
    parsed.ids.length > 0 ? parsed.ids : null,
    null,
  );
  return { product, skuData };
}
