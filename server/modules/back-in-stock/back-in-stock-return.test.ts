import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productVariants } from "../../db/schema/catalog";
import { mailsTo } from "../customer/account-fixtures.testing";
import { call, OPERATOR_ENV } from "../fulfilment/fulfilment.testing";
import { askReturn, deliveredOrder, operatorStep, shopper } from "../returns/returns.testing";

// Back in stock (decision 0040): a refunded return gives its units back, and the transaction that
// does it mails the addresses waiting for that variant, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

describe("back in stock: a refunded return", () => {
  it("mails the waiting address when the returned unit is the only one on hand", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const variantId = order.variantIds[0];
    await t.database.db
      .update(productVariants)
      .set({ qty: 0, isInStock: true })
      .where(eq(productVariants.id, variantId));
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    const asked = await call<{ status: string }>(t, "POST", "/api/product/subscribe_product", {
      product_id: variant.productId,
      child_id: variantId,
      email: "return.waiting@example.com",
    });
    expect(asked.body.result?.status).toBe("subscribed");

    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    for (const step of ["approve", "receive"] as const)
      expect((await operatorStep(t, step, { rma_number: r.rma_number })).body.code).toBe(200);
    // Approved and received: the unit is not back on the shelf yet.
    expect(await mailsTo(t, "return.waiting@example.com", "back_in_stock")).toHaveLength(0);
    expect((await operatorStep(t, "refund", { rma_number: r.rma_number })).body.code).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(after.qty).toBe(1);
    const mails = await mailsTo(t, "return.waiting@example.com", "back_in_stock");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`?piid=${variantId}`);
  });
});
