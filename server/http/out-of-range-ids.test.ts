import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson } from "../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

// Ids are PostgreSQL integers: a number past 2^31−1 must be refused at the edge, never reach the
// database (where it would fail as "out of range" and answer 500).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

describe("out-of-range ids", () => {
  it.each([
    "/api/product/99999999999",
    "/api/cms/2147483648",
    "/api/products?category_id=99999999999",
    "/api/product-reviews?product_id=99999999999",
    "/v4/products/detail-coupons?productId=99999999999",
    "/api/relate-products?product_id=99999999999",
    "/api/product-pickup-config?product_id=99999999999",
    "/api/customize/product?product_id=99999999999&type=0&ids=1",
  ])("%s answers 422, not 500", async (path) => {
    const res = await callJson(t.app, path);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/too large/);
  });

  it.each([
    ["/v4/products/get-product-logistic", { productId: 99999999999, zipcode: "90602" }],
    ["/api/product-review-helpful", { review_id: 99999999999 }],
    ["/v3/statistics/user-product-behavior", { productId: 99999999999, behavior: "look", guestId: "g-1" }],
  ])("POST %s with a huge id answers 422, not 500", async (path, body) => {
    const res = await callJson(t.app, path, {
      method: "POST",
      headers: { "content-type": "application/json", "device-id": "device-12345678" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(422);
  });

  it("customization option ids past the integer range are refused", async () => {
    const res = await callJson(t.app, "/api/customize/product?product_id=1&type=0&ids=1,99999999999");
    expect(res.status).not.toBe(500);
  });

  it("the largest integer id is a plain not-found", async () => {
    const res = await callJson(t.app, "/api/product/2147483647");
    expect(res.status).toBe(404);
  });
});
