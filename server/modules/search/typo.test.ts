import { describe, expect, it } from "vitest";
import { editDistance, pickCorrection, queryWords } from "./typo";

describe("typo correction", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("chiar", "chair")).toBe(1);
    expect(editDistance("sofaa", "sofa")).toBe(1);
    expect(editDistance("child", "chiar")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("picks the closest candidate within the allowed edits", () => {
    const c = [
      { term: "child", products: 50 },
      { term: "chair", products: 5 },
    ];
    expect(pickCorrection("chiar", c)).toBe("chair");
    expect(pickCorrection("xyzzy", c)).toBeNull();
    // Short words allow one edit only; two-letter words are never corrected.
    expect(pickCorrection("bde", [{ term: "bed", products: 1 }])).toBe("bed");
    expect(pickCorrection("bxx", [{ term: "bed", products: 1 }])).toBeNull();
    expect(pickCorrection("tv", [{ term: "to", products: 1 }])).toBeNull();
  });

  it("splits queries into unique lower-case words", () => {
    expect(queryWords("Recliner  CHAIR, recliner & 'x' 😀")).toEqual(["recliner", "chair", "x"]);
    expect(queryWords("a b c d e f g h i j", 3)).toEqual(["a", "b", "c"]);
  });
});
