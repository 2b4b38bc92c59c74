import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCustomer,
  mailsTo,
  send,
  sessionFor,
} from "../server/modules/customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN, rows } from "../server/modules/fulfilment/fulfilment.testing";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { runOps } from "./ops";

// `npm run ops` for customer service and the note broadcast, against the test app in process.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: OPERATOR_ENV });
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

describe("npm run ops: customer service and broadcasts", () => {
  it("lists a request, replies to it and closes it", async () => {
    const c = await createCustomer(t, { firstname: "Grace", lastname: "Hopper" });
    const token = await sessionFor(t, c.id);
    const sent = await send<{ number: string }>(t, "POST", "/api/customer/support_requests", {
      token,
      body: { topic: "warranty", message: "The lamp flickers after a week of use." },
    });
    const number = sent.body.result.number;
    const list = await ops(["support-requests", "--number", number]);
    expect(list.code).toBe(0);
    expect(list.text).toContain(
      `${number}  Waiting for our reply  Warranty  no order  Grace Hopper <${c.email}>`,
    );
    expect(list.text).toContain("Customer: The lamp flickers after a week of use.");

    const reply = await ops([
      "support-reply",
      "--number",
      number,
      "--message",
      "A new lamp is on its way to you.",
    ]);
    expect([reply.code, reply.text.split("\n")[0]]).toEqual([0, `Replied to ${number}.`]);
    expect(reply.text).toContain("Customer Service: A new lamp is on its way to you.");
    expect(await mailsTo(t, c.email, "support_reply")).toHaveLength(1);

    const closed = await ops(["support-close", "--number", number]);
    expect([closed.code, closed.text.split("\n")[0]]).toEqual([0, `${number} is closed.`]);
    const late = await ops(["support-reply", "--number", number, "--message", "And one more thing here."]);
    expect([late.code, late.text]).toEqual([
      1,
      "ops: This request is closed. If you still need help, please send a new request. (HTTP 409, code 409)",
    ]);
  });

  it("broadcasts a note to a group, and needs exactly one audience", async () => {
    await createCustomer(t, { customerGroup: "Business", customerGroupId: 3 });
    const title = `Bulk pricing week ${Date.now()}`;
    const res = await ops([
      "notes-broadcast",
      "--group",
      "Business",
      "--title",
      title,
      "--content",
      "<p>10% off 10+</p>",
      "--hot",
    ]);
    expect(res).toEqual({ code: 0, text: expect.stringMatching(/^Note \d+ written for group id 3\.$/) });
    expect(
      await rows(
        t,
        "system_notes",
        `title = '${title}' and customer_group_id = 3 and flame_identification = 1`,
      ),
    ).toBe(1);
    const none = await ops(["notes-broadcast", "--title", "Nobody"]);
    expect(none.code).toBe(2);
    expect(none.text).toContain(
      "Give exactly one of --everyone, --group, --group-id, --customer and --email.",
    );
    const two = await ops(["notes-broadcast", "--title", "Both", "--everyone", "--email", "a@example.com"]);
    expect(two.code).toBe(2);
  });
});
