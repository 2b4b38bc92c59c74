import type { APIRequestContext } from "@playwright/test";
import { type Envelope, expect } from "./fixtures";

// Plus+ steps through the calls the join flow makes (issue 18), for journeys that start with a
// member: the join flow's own screens are tests/e2e/plus-join.spec.ts's.

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${what}: ${body.message}`).toBe(200);
  return body.result;
}

/**
 * Joins Plus+ for `request`'s signed-in customer: a code by text (read from the dev mailbox's
 * SMS), verified with the optional referral code, the membership paid with the test card.
 * Answers the membership order's number.
 */
export async function joinThroughCalls(request: APIRequestContext, vipCode?: string): Promise<string> {
  const phone = `555${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  await ok(await request.post("/api/plus/sendCode", { data: { phone } }), "sendCode");
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox/sms.json?phone=${phone}`);
      const { list } = (await res.json()) as { list: { body: string }[] };
      code = /\b(\d{4})\b/.exec(list[0]?.body ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verify = vipCode ? { phone, code, vip_code: vipCode } : { phone, code };
  await ok(await request.post("/api/plus/verifyCode", { data: verify }), "verifyCode");
  const { order_sn } = await ok<{ order_sn: string }>(
    await request.post("/api/plus/paymenLink", { data: vipCode ? { vip_code: vipCode } : {} }),
    "paymenLink",
  );
  const field = await request.post("/payment-field/tokenize", {
    data: { number: "4111111111111111", expiry: "12/39", cvc: "123" },
  });
  const { nonce } = (await field.json()) as { nonce: string };
  await ok(await request.post("/api/plus/pay", { data: { order_sn, method: "card", nonce } }), "pay");
  return order_sn;
}
