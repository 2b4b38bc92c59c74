import { describe, expect, it } from "vitest";
import {
  applyTypeRule,
  type CustomizationGroup,
  customizeButtonText,
  hasArModel,
  modelCode,
  parseModelCode,
  quantityChoices,
  selectedIds,
  selectStat,
} from "./customization-constants";

const stat = (id: number, is_check: 0 | 1 = 0, disable: 0 | 1 = 0) => ({
  id,
  name: `S${id}`,
  image: "",
  is_check,
  disable,
});
const groups: CustomizationGroup[] = [
  { content: "A", stats: [stat(1, 1), stat(2), stat(3, 0, 1)] },
  { content: "B", stats: [stat(4), stat(5, 1)] },
];

describe("selectStat / selectedIds", () => {
  it("choosing an enabled stat selects it and deselects the others of its group only", () => {
    const next = selectStat(groups, 2);
    expect(next[0].stats.map((s) => s.is_check)).toEqual([0, 1, 0]);
    expect(next[1]).toBe(groups[1]);
    expect(selectedIds(next)).toEqual([2, 5]);
  });

  it("a disabled or unknown stat changes nothing", () => {
    expect(selectStat(groups, 3)).toBe(groups);
    expect(selectStat(groups, 42)).toBe(groups);
    expect(selectedIds(groups)).toEqual([1, 5]);
  });

  it("selectedIds gives one id per group in group order, skipping a group with none", () => {
    const none: CustomizationGroup[] = [groups[1], { content: "C", stats: [stat(9)] }, groups[0]];
    expect(selectedIds(none)).toEqual([5, 1]);
  });
});

describe("applyTypeRule", () => {
  it("type 0 with first id 1 becomes exactly 1 and 2", () => {
    expect(applyTypeRule(0, [1, 7, 11])).toEqual([1, 2]);
    expect(applyTypeRule(0, [1])).toEqual([1, 2]);
  });
  it("otherwise the ids are kept", () => {
    expect(applyTypeRule(1, [1, 7, 11])).toEqual([1, 7, 11]);
    expect(applyTypeRule(0, [3, 1, 2])).toEqual([3, 1, 2]);
    expect(applyTypeRule(0, [])).toEqual([]);
  });
});

describe("customizeButtonText", () => {
  it("reads Customize This Item until a customization is chosen, then Change My Mind", () => {
    expect(customizeButtonText(1, null)).toBe("Customize This Item");
    expect(customizeButtonText(2, null)).toBe("Customize This Item");
    expect(customizeButtonText(1, 0)).toBe("Change My Mind");
    expect(customizeButtonText(2, 1)).toBe("Change My Mind");
  });
  it("is absent for a product that is not customizable", () => {
    expect(customizeButtonText(0, null)).toBeNull();
    expect(customizeButtonText(0, 1)).toBeNull();
  });
});

describe("quantityChoices / hasArModel / model codes", () => {
  it("quantity choices run from 1 to qty", () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(0)).toEqual([]);
  });
  it("the AR toggle needs a model url", () => {
    expect(hasArModel(null)).toBe(false);
    expect(hasArModel("")).toBe(false);
    expect(hasArModel("/models/sofa.glb")).toBe(true);
  });
  it("model codes round-trip and junk is refused", () => {
    expect(parseModelCode(modelCode(12, [3, 6, 9]))).toEqual({ productId: 12, ids: [3, 6, 9] });
    expect(parseModelCode("12")).toEqual({ productId: 12, ids: [] });
    for (const bad of ["", "0", "12-", "a-1", "12--3", "99999999999"]) expect(parseModelCode(bad)).toBeNull();
  });
});
