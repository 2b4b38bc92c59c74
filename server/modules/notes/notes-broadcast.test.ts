import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SystemNotes } from "../../../contract/notes-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { operatorActions } from "../../db/schema/fulfilment";
import { systemNotes } from "../../db/schema/notes";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN, rows } from "../fulfilment/fulfilment.testing";

// POST /admin/api/notes/broadcast against the real app and database: who sees a broadcast (everyone
// with guests, a group, one customer), how many rows it writes, the HTML it keeps, the audit, and
// that nothing is written without an operator. Each test uses its own title, so the notes other
// tests wrote (everyone's are everyone's) never count.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
type Result = {
  note_ids: number[];
  audience: string;
  customer_group_ids: number[];
  customer_id: number | null;
};
const broadcast = (body: unknown, headers: Record<string, string> = asOperator) =>
  send<Result | null>(t, "POST", "/admin/api/notes/broadcast", { body, headers });
const bell = async (token?: string) =>
  (await send<SystemNotes>(t, "GET", "/api/customer/get_system_notes", { token })).body.result;
const titlesSeen = async (token?: string) => (await bell(token)).items.map((n) => n.title);

let n = 0;
const title = (label: string) => `${label} ${++n} ${Date.now()}`;

async function shopper(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t, over);
  return { ...c, token: await sessionFor(t, c.id) };
}

describe("POST /admin/api/notes/broadcast", () => {
  it("to a group reaches its members and not the others, with one note for the whole group", async () => {
    const member = await shopper({ customerGroup: "PLUS+", customerGroupId: 4 });
    const other = await shopper({ customerGroup: "General", customerGroupId: 1 });
    const name = title("Members evening");
    const res = await broadcast({
      audience: "group",
      group: "PLUS+",
      title: name,
      content: "<p>Plus+ only</p>",
    });
    expect([res.status, res.body.result?.audience, res.body.result?.customer_group_ids]).toEqual([
      200,
      "group",
      [4],
    ]);
    expect(await titlesSeen(member.token)).toContain(name);
    expect(await titlesSeen(other.token)).not.toContain(name);
    expect(await titlesSeen(undefined)).not.toContain(name);
    expect(await rows(t, "system_notes", `title = '${name}'`)).toBe(1);
    // By id as well.
    const byId = title("Business hours");
    const business = await shopper({ customerGroup: "Business", customerGroupId: 3 });
    expect((await broadcast({ audience: "group", customer_group_id: 3, title: byId })).body.code).toBe(200);
    expect(await titlesSeen(business.token)).toContain(byId);
    expect(await titlesSeen(member.token)).not.toContain(byId);
  });

  it("to everyone is one note that guests and every customer see, each reading it for themselves", async () => {
    const a = await shopper();
    const b = await shopper({ customerGroup: "Dropship", customerGroupId: 7 });
    const name = title("Holiday hours");
    const res = await broadcast({
      audience: "everyone",
      title: name,
      content: "<p>We are closed on <strong>Thanksgiving</strong>.</p>",
      url: "/shipping-guide",
      image: "https://cdn.example.com/holiday.webp",
      hot: 1,
    });
    expect(res.body.result).toEqual({
      note_ids: [expect.any(Number)],
      audience: "everyone",
      customer_group_ids: [],
      customer_id: null,
    });
    expect(await rows(t, "system_notes", `title = '${name}'`)).toBe(1);
    const guest = (await bell(undefined)).items.find((x) => x.title === name);
    expect(guest).toEqual({
      id: res.body.result?.note_ids[0],
      title: name,
      content: "<p>We are closed on <strong>Thanksgiving</strong>.</p>",
      url: "/shipping-guide",
      image: "https://cdn.example.com/holiday.webp",
      has_read: 0,
      flame_identification: 1,
    });
    expect(await titlesSeen(a.token)).toContain(name);
    expect(await titlesSeen(b.token)).toContain(name);
  });

  it("to one customer (by e-mail or id) reaches them only", async () => {
    const me = await shopper();
    const other = await shopper();
    const name = title("Your replacement part");
    const res = await broadcast({ audience: "customer", email: me.email.toUpperCase(), title: name });
    expect(res.body.result?.customer_id).toBe(me.id);
    expect(await titlesSeen(me.token)).toContain(name);
    expect(await titlesSeen(other.token)).not.toContain(name);
    const byId = title("Another for you");
    expect((await broadcast({ audience: "customer", customer_id: other.id, title: byId })).body.code).toBe(
      200,
    );
    expect(await titlesSeen(other.token)).toContain(byId);
    expect(await titlesSeen(me.token)).not.toContain(byId);
  });

  it("keeps only safe HTML: no script, event handler, style or javascript: link", async () => {
    const name = title("Sanitised");
    const res = await broadcast({
      audience: "everyone",
      title: name,
      content:
        '<p onclick="steal()" style="color:red">Sale <script>alert(1)</script><a href="javascript:alert(1)">here</a> <a href="https://nestora.example/sale">or here</a><img src=x onerror=alert(1)></p>',
    });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db.select().from(systemNotes).where(eq(systemNotes.title, name));
    expect(row.content).toBe(
      '<p>Sale <a rel="noopener noreferrer">here</a> <a href="https://nestora.example/sale" rel="noopener noreferrer">or here</a></p>',
    );
  });

  it("an expired broadcast is no longer listed", async () => {
    const gone = title("Flash sale, over");
    const soon = title("Flash sale, on");
    await broadcast({ audience: "everyone", title: gone, expires_at: "2020-01-01T00:00:00Z" });
    await broadcast({ audience: "everyone", title: soon, expires_at: "2999-01-01T00:00:00+00:00" });
    const seen = await titlesSeen(undefined);
    expect(seen).toContain(soon);
    expect(seen).not.toContain(gone);
    const bad = await broadcast({ audience: "everyone", title: gone, expires_at: "tomorrow" });
    expect([bad.status, bad.body.message]).toEqual([422, "expires_at: must be an ISO 8601 date and time"]);
  });

  it("logs the broadcast with the operator's name", async () => {
    const name = title("Audited");
    const res = await broadcast({ audience: "everyone", title: name });
    const [action] = await t.database.db
      .select({
        operator: operatorActions.operator,
        action: operatorActions.action,
        detail: operatorActions.detail,
      })
      .from(operatorActions)
      .where(eq(operatorActions.action, "notes_broadcast"))
      .then((list) => list.filter((a) => (a.detail as { title?: string }).title === name));
    expect(action).toEqual({
      operator: "dana",
      action: "notes_broadcast",
      detail: { note_ids: res.body.result?.note_ids, audience: "everyone", title: name },
    });
  });

  it("without an operator token: 401 (a shopper's token 403), and nothing is written", async () => {
    const me = await shopper();
    const name = title("Never written");
    const none = await broadcast({ audience: "everyone", title: name }, {});
    expect([none.status, none.body.message]).toEqual([
      401,
      "Operator credentials required: send Authorization: Bearer <operator token>.",
    ]);
    const wrong = await broadcast(
      { audience: "everyone", title: name },
      { authorization: "Bearer not-an-operator-token-123456789" },
    );
    expect(wrong.status).toBe(401);
    const shopperToken = await broadcast(
      { audience: "everyone", title: name },
      { authorization: `Bearer ${me.token}` },
    );
    expect(shopperToken.status).toBe(403);
    expect(await rows(t, "system_notes", `title = '${name}'`)).toBe(0);
    expect(await rows(t, "operator_actions", `detail->>'title' = '${name}'`)).toBe(0);
  });

  it("refuses an unclear audience, an unknown group or customer and a link that is not safe; nothing is written", async () => {
    const name = title("Refused");
    const cases: [unknown, number, string][] = [
      [
        { title: name },
        422,
        'audience: Say who it is for: audience "everyone", "group" (with group or customer_group_id) or "customer" (with customer_id or email).',
      ],
      [{ audience: "group", title: name }, 422, "Give either group (its name) or customer_group_id."],
      [
        { audience: "group", group: "PLUS+", customer_group_id: 4, title: name },
        422,
        "Give either group (its name) or customer_group_id.",
      ],
      [{ audience: "customer", title: name }, 422, "Give either customer_id or email."],
      [
        { audience: "everyone", group: "PLUS+", title: name },
        422,
        "Name a group or a customer only with the audience that uses it.",
      ],
      [
        { audience: "group", group: "Nobody's club", title: name },
        404,
        'No customer is in the group "Nobody\'s club".',
      ],
      [
        { audience: "customer", email: "nobody.here@example.com", title: name },
        404,
        "No customer has this id or e-mail.",
      ],
      [
        { audience: "everyone", title: name, url: "javascript:alert(1)" },
        422,
        "url must be a store path or an https address",
      ],
      [
        { audience: "everyone", title: name, image: "http://insecure.example.com/a.png" },
        422,
        "image must be a store path or an https address",
      ],
      [{ audience: "everyone", title: "   " }, 422, "title: is required"],
    ];
    for (const [body, status, message] of cases) {
      const res = await broadcast(body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await rows(t, "system_notes", `title = '${name}'`)).toBe(0);
  });
});
