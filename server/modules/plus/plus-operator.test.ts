import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { send } from "../customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN } from "../fulfilment/fulfilment.testing";
import { as, customerOf, member, membershipOf, shopper } from "./plus.testing";

// The operator calls the join flow's journeys use (decision 0036): a Business customer is refused
// by the join flow; a membership moved into its last 60 days may be renewed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 6, env: { ...OPERATOR_ENV } });
});
afterAll(() => t?.close());

const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const DAY = 86_400_000;

describe("POST /admin/api/customer/group", () => {
  it("puts a customer in the Business group, which the join flow then refuses; never a member", async () => {
    const who = await shopper(t);
    const set = await send(t, "POST", "/admin/api/customer/group", {
      body: { customer_id: who.id, customer_group: "Business" },
      headers: asOperator,
    });
    expect(set.body).toEqual({
      code: 200,
      message: "The customer's group is changed.",
      result: { customer_id: who.id, customer_group: "Business" },
    });
    expect((await customerOf(t, who.id)).customerGroup).toBe("Business");
    const step = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(step.body.result).toMatchObject({ is_qiye: 1, group_name: "Business", can_buy_plus: 0 });

    const plus = await member(t);
    const refused = await send(t, "POST", "/admin/api/customer/group", {
      body: { customer_id: plus.id, customer_group: "Business" },
      headers: asOperator,
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "This customer is a Plus+ member: the group changes back when the membership ends.",
    ]);
    const plusOnly = await send(t, "POST", "/admin/api/customer/group", {
      body: { customer_id: who.id, customer_group: "PLUS+" },
      headers: asOperator,
    });
    expect(plusOnly.status).toBe(422);
    expect((await customerOf(t, who.id)).customerGroup).toBe("Business");
    const byShopper = await send(t, "POST", "/admin/api/customer/group", {
      body: { customer_id: who.id, customer_group: "General" },
      token: who.token,
    });
    expect(byShopper.status).toBe(403);
    expect((await customerOf(t, who.id)).customerGroup).toBe("Business");
  });
});

describe("POST /admin/api/plus/set-expiry", () => {
  it("moves an active membership into its renewal window; the join flow then offers the renewal", async () => {
    const who = await member(t);
    const before = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(before.body.result).toMatchObject({ is_qiye: 0, can_buy_plus: 0, is_member: true });
    const soon = new Date(Date.now() + 30 * DAY);
    const moved = await send(t, "POST", "/admin/api/plus/set-expiry", {
      body: { customer_id: who.id, expires_at: soon.toISOString() },
      headers: asOperator,
    });
    expect(moved.body).toEqual({
      code: 200,
      message: "The membership's expiry is moved.",
      result: { customer_id: who.id, expires_at: soon.toISOString() },
    });
    expect((await membershipOf(t, who.id))?.expiresAt.toISOString()).toBe(soon.toISOString());
    const after = await as(t, who, "POST", "/api/plus/getStepInfo", {});
    expect(after.body.result).toMatchObject({ can_buy_plus: 1, is_member: true });

    const past = await send(t, "POST", "/admin/api/plus/set-expiry", {
      body: { customer_id: who.id, expires_at: new Date(Date.now() - DAY).toISOString() },
      headers: asOperator,
    });
    expect([past.status, past.body.message]).toEqual([
      422,
      "The new expiry must be after the membership's start and in the future.",
    ]);
    expect((await membershipOf(t, who.id))?.expiresAt.toISOString()).toBe(soon.toISOString());
    const none = await shopper(t);
    const missing = await send(t, "POST", "/admin/api/plus/set-expiry", {
      body: { customer_id: none.id, expires_at: soon.toISOString() },
      headers: asOperator,
    });
    expect([missing.status, missing.body.message]).toEqual([404, "This customer has no Plus+ membership."]);
  });
});
