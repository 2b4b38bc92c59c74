import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants } from "../server/db/schema/catalog";
import { seededProducts } from "../server/modules/cart/cart.testing";
import { mailsTo } from "../server/modules/customer/account-fixtures.testing";
import { call, OPERATOR_ENV, OPERATOR_TOKEN } from "../server/modules/fulfilment/fulfilment.testing";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { runOps } from "./ops";

// `npm run ops -- stock` (decision 0040), against the test app in process.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

async function ops(argv: string[]) {
  const lines: string[] = [];
  const code = await runOps(argv, {
    fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
    env: { OPS_URL: "http://store.test", OPS_TOKEN: OPERATOR_TOKEN },
    out: (line) => lines.push(line),
  });
  return { code, text: lines.join("\n") };
}

describe("npm run ops -- stock", () => {
  it("sets a variant's stock; back in stock, the waiting address is mailed once", async () => {
    const [p] = await seededProducts(t);
    const v = p.variants[0];
    await t.database.db
      .update(productVariants)
      .set({ qty: 0, isInStock: false })
      .where(eq(productVariants.id, v.id));
    const asked = await call(t, "POST", "/api/product/subscribe_product", {
      product_id: p.productId,
      child_id: v.id,
      email: "ops.waiting@example.com",
    });
    expect(asked.body.code).toBe(200);

    const out = await ops([
      "stock",
      "--product",
      String(p.productId),
      "--variant",
      String(v.id),
      "--qty",
      "3",
    ]);
    expect(out).toEqual({
      code: 0,
      text: `Variant #${v.id}: 3 on hand, out of stock; 0 back-in-stock mail(s) written.`,
    });
    const back = await ops([
      "stock",
      "--product",
      String(p.productId),
      "--variant",
      String(v.id),
      "--qty",
      "3",
      "--in-stock",
    ]);
    expect(back.text).toBe(`Variant #${v.id}: 3 on hand, in stock; 1 back-in-stock mail(s) written.`);
    expect(await mailsTo(t, "ops.waiting@example.com", "back_in_stock")).toHaveLength(1);
  });

  it("refuses a bad quantity and both flags before calling", async () => {
    const bad = await ops(["stock", "--product", "1", "--qty", "2.5"]);
    expect(bad.code).toBe(2);
    expect(bad.text).toContain("--qty must be a whole number from 0.");
    const both = await ops(["stock", "--product", "1", "--qty", "2", "--in-stock", "--out-of-stock"]);
    expect(both.code).toBe(2);
    expect(both.text).toContain("Give --in-stock or --out-of-stock, not both.");
  });
});
