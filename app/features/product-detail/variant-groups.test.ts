import { describe, expect, it } from "vitest";
import type { ProductVariant } from "./product-detail-types";
import { variantGroups } from "./variant-groups";

function v(piid: number, option: Partial<ProductVariant["option"]>, inStock = true): ProductVariant {
  return {
    piid,
    product_id: 1,
    sku: `S-${piid}`,
    option: { color: null, color_hex: null, size: null, style: null, number_of_pieces: null, ...option },
    option_value: "",
    price: 100,
    final_price: 100,
    special_price: null,
    plus_price: null,
    tier_price: [],
    inventory: { is_in_stock: inStock, min_sale_qty: 1, usable_qty: inStock ? 5 : 0, qty: inStock ? 5 : 0 },
    product_fill_time: null,
    gallery: [],
    is_pickup: false,
  };
}

describe("variant option groups", () => {
  it("has no groups for a single-variant product", () => {
    expect(variantGroups([v(1, { color: "Gray" })], 1)).toEqual([]);
  });

  it("lists one choice per colour with its swatch, the selected one marked", () => {
    const relation = [
      v(1, { color: "Gray", color_hex: "#888888" }),
      v(2, { color: "Navy", color_hex: "#1f2a44" }),
    ];
    const [group] = variantGroups(relation, 2);
    expect(group.label).toBe("Color");
    expect(group.selectedLabel).toBe("Navy");
    expect(group.choices).toEqual([
      { label: "Gray", piid: 1, selected: false, disabled: false, swatch: "#888888" },
      { label: "Navy", piid: 2, selected: true, disabled: false, swatch: "#1f2a44" },
    ]);
  });

  it("disables a value that no in-stock variant has", () => {
    const relation = [v(1, { color: "Gray" }), v(2, { color: "Navy" }, false)];
    const navy = variantGroups(relation, 1)[0].choices[1];
    expect(navy).toMatchObject({ label: "Navy", disabled: true, selected: false });
  });

  it("keeps the other attributes when that combination is in stock, else moves to an in-stock one", () => {
    const relation = [
      v(1, { color: "Gray", size: "Queen" }),
      v(2, { color: "Gray", size: "King" }),
      v(3, { color: "Navy", size: "Queen" }, false),
      v(4, { color: "Navy", size: "King" }),
    ];
    const [color, size] = variantGroups(relation, 2);
    expect(color.choices.find((c) => c.label === "Navy")).toMatchObject({ piid: 4, disabled: false });
    expect(size.choices.map((c) => [c.label, c.piid])).toEqual([
      ["Queen", 1],
      ["King", 2],
    ]);
    // From Gray / Queen, Navy keeps Queen only if in stock: it is not, so Navy / King.
    const fromQueen = variantGroups(relation, 1)[0];
    expect(fromQueen.choices.find((c) => c.label === "Navy")?.piid).toBe(4);
  });

  it("labels pieces as 'n Pieces'", () => {
    const groups = variantGroups([v(1, { number_of_pieces: 3 }), v(2, { number_of_pieces: 5 })], 1);
    expect(groups[0].label).toBe("Number of Pieces");
    expect(groups[0].choices.map((c) => c.label)).toEqual(["3 Pieces", "5 Pieces"]);
  });
});
