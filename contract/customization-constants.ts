// Zod-free customization rules shared by the server and the browser (spec part 2 §4
// "Customization drawer", §5, §7 customizeSubscrib / customizeProduct).

export const CUSTOMIZE_SUBSCRIBE_PATH = "/api/customize/subscribe";
export const CUSTOMIZE_PRODUCT_PATH = "/api/customize/product";

export const CUSTOMIZE_BUTTON_TEXT = {
  first: "Customize This Item",
  again: "Change My Mind",
} as const;

/** The type-0 preset: with type 0, choosing stat 1 first means exactly the pair 1 and 2. */
export const TYPE0_PRESET_IDS: readonly number[] = [1, 2];

export interface CustomizationStat {
  id: number;
  name: string;
  image: string;
  /** 1 when selected in its group. */
  is_check: 0 | 1;
  /** 1 when shown but not choosable. */
  disable: 0 | 1;
}

export interface CustomizationGroup {
  content: string;
  stats: CustomizationStat[];
}

/** The spec's rule: if the type is 0 and the first selected id is 1, the ids become 1 and 2. */
export function applyTypeRule(type: number, ids: readonly number[]): number[] {
  return type === 0 && ids[0] === TYPE0_PRESET_IDS[0] ? [...TYPE0_PRESET_IDS] : [...ids];
}

/**
 * Choosing a stat: an enabled stat becomes the only checked one of its group; the other groups
 * are unchanged. A disabled or unknown stat changes nothing (the same array comes back).
 */
export function selectStat(groups: readonly CustomizationGroup[], statId: number): CustomizationGroup[] {
  const target = groups.find((g) => g.stats.some((s) => s.id === statId));
  const stat = target?.stats.find((s) => s.id === statId);
  if (!target || !stat || stat.disable === 1) return groups as CustomizationGroup[];
  return groups.map((g) =>
    g === target ? { ...g, stats: g.stats.map((s) => ({ ...s, is_check: s.id === statId ? 1 : 0 })) } : g,
  );
}

/** The selected ids, at most one per group, in group order (what customizeProduct is sent). */
export function selectedIds(groups: readonly CustomizationGroup[]): number[] {
  const out: number[] = [];
  for (const g of groups) {
    const checked = g.stats.find((s) => s.is_check === 1);
    if (checked) out.push(checked.id);
  }
  return out;
}

/**
 * The detail page's customize button: none for a product that is not customizable
 * (is_customized 0); "Customize This Item" until a customization has been chosen (current type
 * null), then "Change My Mind".
 */
export function customizeButtonText(isCustomized: number, currentType: number | null): string | null {
  if (isCustomized !== 1 && isCustomized !== 2) return null;
  return currentType === null ? CUSTOMIZE_BUTTON_TEXT.first : CUSTOMIZE_BUTTON_TEXT.again;
}

/** Quantity choices 1 … qty (none when qty is below 1). */
export function quantityChoices(qty: number): number[] {
  const max = Math.max(0, Math.floor(qty));
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The augmented-reality viewer toggle exists only for a configuration with a 3D model url. */
export function hasArModel(customizedModel: string | null | undefined): customizedModel is string {
  return typeof customizedModel === "string" && customizedModel.length > 0;
}

/** A model code: `{productId}` (the product's default model) or `{productId}-{id}-{id}…`. */
export function modelCode(productId: number, ids: readonly number[]): string {
  return [productId, ...ids].join("-");
}

/** Parses a model code; null when it is not one. */
export function parseModelCode(code: string): { productId: number; ids: number[] } | null {
  if (!/^[1-9]\d{0,9}(-[1-9]\d{0,9}){0,10}$/.test(code)) return null;
  const [productId, ...ids] = code.split("-").map(Number);
  if (!Number.isSafeInteger(productId) || productId > 2_147_483_647) return null;
  return { productId, ids };
}
