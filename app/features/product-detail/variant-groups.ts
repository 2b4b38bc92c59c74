import type { ProductVariant } from "./product-detail-types";

export type OptionAttribute = "color" | "size" | "style" | "number_of_pieces";

const ATTRIBUTES: readonly { key: OptionAttribute; label: string }[] = [
  { key: "color", label: "Color" },
  { key: "size", label: "Size" },
  { key: "style", label: "Style" },
  { key: "number_of_pieces", label: "Number of Pieces" },
];

export interface OptionChoice {
  /** The value as shown ("Charcoal Gray", "Queen", "3 Pieces"). */
  label: string;
  /** The variant choosing this value leads to. */
  piid: number;
  selected: boolean;
  /** No in-stock variant has this value. */
  disabled: boolean;
  /** Swatch colour for colour choices. */
  swatch: string | null;
}

export interface OptionGroup {
  attribute: OptionAttribute;
  label: string;
  /** The selected variant's value of this attribute. */
  selectedLabel: string;
  choices: OptionChoice[];
}

const optionValueOf = (v: ProductVariant, key: OptionAttribute): string | null => {
  const raw = v.option[key];
  if (raw === null || raw === undefined || raw === "") return null;
  return key === "number_of_pieces" ? `${raw} Pieces` : String(raw);
};

/** How many of the other attributes a variant shares with the selected one. */
function sharedOthers(
  v: ProductVariant,
  selected: ProductVariant,
  attribute: OptionAttribute,
  keys: OptionAttribute[],
) {
  return keys.filter((k) => k !== attribute && optionValueOf(v, k) === optionValueOf(selected, k)).length;
}

/**
 * The option groups of a configurable product (one per attribute the variants differ in or
 * carry), each value with the variant it leads to. Choosing a value keeps the other attributes
 * when that combination exists and is in stock; otherwise it goes to the in-stock variant with
 * that value sharing the most attributes. A value no in-stock variant has is disabled (spec
 * part 2 §4: out-of-stock variants are disabled). A single-variant product has no groups.
 */
export function variantGroups(relation: readonly ProductVariant[], selectedPiid: number): OptionGroup[] {
  if (relation.length < 2) return [];
  const selected = relation.find((v) => v.piid === selectedPiid) ?? relation[0];
  const keys = ATTRIBUTES.map((a) => a.key).filter((k) => relation.some((v) => optionValueOf(v, k) !== null));
  return ATTRIBUTES.filter((a) => keys.includes(a.key)).map(({ key, label }) => {
    const values: string[] = [];
    for (const v of relation) {
      const value = optionValueOf(v, key);
      if (value !== null && !values.includes(value)) values.push(value);
    }
    const choices = values.map((value): OptionChoice => {
      const withValue = relation.filter((v) => optionValueOf(v, key) === value);
      const inStock = withValue.filter((v) => v.inventory.is_in_stock);
      const best = (list: ProductVariant[]) =>
        list.reduce<ProductVariant | undefined>(
          (top, v) =>
            top === undefined || sharedOthers(v, selected, key, keys) > sharedOthers(top, selected, key, keys)
              ? v
              : top,
          undefined,
        );
      const target =
        optionValueOf(selected, key) === value
          ? selected
          : (best(inStock) ?? best(withValue) ?? withValue[0]);
      return {
        label: value,
        piid: target.piid,
        selected: optionValueOf(selected, key) === value,
        disabled: inStock.length === 0,
        swatch: key === "color" ? target.option.color_hex : null,
      };
    });
    return { attribute: key, label, selectedLabel: optionValueOf(selected, key) ?? "", choices };
  });
}
