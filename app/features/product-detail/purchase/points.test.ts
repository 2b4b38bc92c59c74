import { describe, expect, it } from "vitest";
import { pointsLine, pointsLoginHref, pointsValueDollars, purchasePoints } from "./points";

const product = (over: Partial<Parameters<typeof purchasePoints>[0]> = {}) => ({
  pointsType: 1,
  is_no_discount_product: false,
  product_tag: null,
  ...over,
});

describe("purchase points", () => {
  it("earns 1 point per whole dollar of the final price", () => {
    expect(purchasePoints(product(), 499.99)).toBe(499);
    expect(purchasePoints(product(), 19.99)).toBe(19);
    expect(purchasePoints(product(), 1234)).toBe(1234);
    expect(purchasePoints(product(), 0.99)).toBe(0);
  });

  it("earns none where points do not apply: no-discount, pre-order and early-bird items", () => {
    expect(purchasePoints(product({ is_no_discount_product: true }), 500)).toBe(0);
    expect(purchasePoints(product({ product_tag: "Pre-order" }), 500)).toBe(0);
    expect(purchasePoints(product({ product_tag: "Super Early Bird" }), 500)).toBe(0);
    expect(purchasePoints(product({ product_tag: "Best Seller" }), 500)).toBe(500);
  });

  it("values 100 points at $1", () => {
    expect(pointsValueDollars(100)).toBe(1);
    expect(pointsValueDollars(499)).toBe(4.99);
  });
});

describe("the points line", () => {
  const guest = { signedIn: false };
  it("tells guests on pointsType 1 products to log in for the points", () => {
    expect(pointsLine(product(), 499, guest)).toEqual({
      kind: "guest",
      text: "Log in for 499 PTS per Purchase",
    });
    expect(pointsLine(product({ pointsType: 2 }), 499, guest)).toBeNull();
    expect(pointsLine(product({ pointsType: 3 }), 499, guest)).toBeNull();
  });

  it("shows signed-in customers the earned points on pointsType 2 and 3 products", () => {
    const customer = { signedIn: true };
    expect(pointsLine(product({ pointsType: 2 }), 499, customer)).toEqual({
      kind: "earned",
      text: "Earn 499 PTS per Purchase (worth $4.99)",
    });
    expect(pointsLine(product({ pointsType: 3 }), 499, customer)).toEqual({
      kind: "earned",
      text: "Earn 499 PTS per Purchase (worth $4.99) · Plus+ members earn 3X points on the app",
    });
    expect(pointsLine(product({ pointsType: 3 }), 499, { signedIn: true, plus: true })).toEqual({
      kind: "earned",
      text: "Earn 1497 PTS per Purchase (worth $14.97)",
    });
    expect(pointsLine(product({ pointsType: 1 }), 499, customer)).toBeNull();
  });

  it("shows nothing when the item earns no points", () => {
    expect(pointsLine(product(), 0, guest)).toBeNull();
    expect(pointsLine(product({ pointsType: 2 }), 0, { signedIn: true })).toBeNull();
  });

  it("links to the login page from the product page and back", () => {
    expect(pointsLoginHref("/harlow-sofa-1.html?piid=3")).toBe(
      "/customer/account/login?entrypoint=product_detail&redirect=%2Fharlow-sofa-1.html%3Fpiid%3D3",
    );
  });
});
