import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { createSession } from "../../http/session";
import type { Who } from "../cart/cart.testing";
import { asOperator, call, OPERATOR_ENV } from "../fulfilment/fulfilment.testing";

// The dropship programme (decision 0048) on the real HTTP app and a real database: the
// application's calls, states and messages, another customer's application, the operator's
// decision with its mail and note, and what approval changes (group, points, tracking).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 2, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

let counter = 0;
async function applicant(firstname = "Ada", group = "General") {
  const email = `dropship.${firstname.toLowerCase()}.${Date.now()}.${++counter}@example.com`;
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, firstname, customerGroup: group })
    .returning({ id: customers.id });
  const { token } = await createSession(t.database.db, { customerId: row.id, now: new Date(), days: 1 });
  return { customerId: row.id, email, who: { bearer: token } as Who };
}

const FORM = {
  business_name: "Ada's Patio Shop",
  website: "https://adas-patio.example.com",
  sales_channels: ["own_website", "etsy"],
  monthly_volume: "10_to_50",
  tax_id: "RS-1234",
  contact_phone: "(212) 555-0142",
  notes: "Outdoor furniture only.",
};

type App = {
  id: number;
  status: string;
  status_label: string;
  refusal_reason: string | null;
  can_edit: boolean;
  business_name: string;
};
const apply = (who: Who | undefined, body: Record<string, unknown> = FORM) =>
  call<{ message: string; application: App }>(t, "post", "/api/customer/add_dropship_program", body, who);
const edit = (who: Who | undefined, body: Record<string, unknown>) =>
  call<{ message: string; application: App }>(t, "put", "/api/customer/edit_dropship_program", body, who);
const mine = (who: Who | undefined, id?: number) =>
  call<App | null>(
    t,
    "get",
    `/api/customer/get_dropship_program${id === undefined ? "" : `?id=${id}`}`,
    undefined,
    who,
  );
const status = (who: Who | undefined) =>
  call<Record<string, unknown>>(t, "get", "/api/customer/dropship_status", undefined, who);
const approve = (id: number, who: Who = asOperator) =>
  call<App & { customer_id: number }>(t, "post", "/admin/api/dropship/approve", { id }, who);
const refuse = (id: number, reason: string, who: Who = asOperator) =>
  call<App>(t, "post", "/admin/api/dropship/refuse", { id, reason }, who);

const query = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe("signed-in customers only", () => {
  it("answers 401 to a guest on every dropship call", async () => {
    for (const res of [
      await apply(undefined),
      await mine(undefined),
      await status(undefined),
      await edit(undefined, { ...FORM, id: 1 }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it("refuses the operator calls without the operator's token", async () => {
    const a = await applicant();
    const res = await approve(1, a.who);
    expect([401, 403]).toContain(res.status);
    expect((await call(t, "get", "/admin/api/dropship/applications", undefined, a.who)).status).not.toBe(200);
  });
});

describe("the application", () => {
  it("starts with no application and may apply", async () => {
    const a = await applicant();
    expect((await mine(a.who)).body).toEqual({ code: 200, message: "", result: null });
    expect((await status(a.who)).body.result).toEqual({
      status: "none",
      status_label: "Not applied",
      application_id: null,
      is_dropship: false,
      customer_group: "General",
      refusal_reason: null,
      can_apply: true,
      can_edit: false,
    });
    expect((await status(a.who)).headers.get("cache-control")).toBe("no-store");
  });

  it("is received pending, with its message, and answered to its owner", async () => {
    const a = await applicant();
    const res = await apply(a.who);
    expect(res.status).toBe(200);
    expect(res.body.result.message).toBe(
      "Thank you: your application is received. We reply by e-mail within 3 business days.",
    );
    expect(res.body.result.application).toMatchObject({
      status: "pending",
      status_label: "Under review",
      business_name: "Ada's Patio Shop",
      website: "https://adas-patio.example.com",
      sales_channels: ["own_website", "etsy"],
      monthly_volume: "10_to_50",
      tax_id: "RS-1234",
      contact_phone: "(212) 555-0142",
      notes: "Outdoor furniture only.",
      refusal_reason: null,
      reviewed_at: null,
      can_edit: true,
    });
    const id = res.body.result.application.id;
    expect((await mine(a.who)).body.result?.id).toBe(id);
    expect((await mine(a.who, id)).body.result?.id).toBe(id);
    expect((await status(a.who)).body.result).toMatchObject({
      status: "pending",
      application_id: id,
      can_apply: false,
      can_edit: true,
    });
  });

  it("checks every field with its message", async () => {
    const a = await applicant();
    const cases: [Record<string, unknown>, string][] = [
      [{ business_name: " " }, "business_name: Please enter your business name."],
      [
        { website: "adas-patio" },
        "website: Please enter your store's web address, starting with http:// or https://.",
      ],
      [{ sales_channels: null }, "sales_channels: Please choose at least one place where you sell."],
      [
        { sales_channels: ["market_stall"] },
        "sales_channels.0: Please choose at least one place where you sell.",
      ],
      [{ monthly_volume: "lots" }, "monthly_volume: Please choose how many orders a month you expect."],
      [{ contact_phone: "555-01" }, "contact_phone: Please enter a US phone number of 10 digits."],
      [{ contact_phone: "call me" }, "contact_phone: Please enter a US phone number of 10 digits."],
    ];
    for (const [change, message] of cases) {
      const res = await apply(a.who, { ...FORM, ...change });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await mine(a.who)).body.result).toBeNull();
    // Optional fields may be left out.
    const { tax_id: _tax, notes: _notes, ...required } = FORM;
    expect((await apply(a.who, required)).body.result.application).toMatchObject({ tax_id: "", notes: "" });
  });

  it("allows one application per customer, two submits at once included", async () => {
    const a = await applicant();
    const answers = await Promise.all([apply(a.who), apply(a.who), apply(a.who)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(refused?.body.message).toBe("You have already applied: your application is under review.");
    expect(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from dropship_applications where customer_id = ${a.customerId}`,
        )
      )[0].n,
    ).toBe(1);
  });

  it("never shows nor edits another customer's application (404)", async () => {
    const owner = await applicant("Owner");
    const other = await applicant("Other");
    const id = (await apply(owner.who)).body.result.application.id;
    const seen = await mine(other.who, id);
    expect(seen.status).toBe(404);
    expect(seen.body.message).toBe("There is no such application.");
    const changed = await edit(other.who, { ...FORM, id, business_name: "Taken over" });
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe("There is no such application.");
    expect((await mine(owner.who)).body.result?.business_name).toBe("Ada's Patio Shop");
    expect((await mine(other.who)).body.result).toBeNull();
  });

  it("is edited while pending and stays pending", async () => {
    const a = await applicant();
    const id = (await apply(a.who)).body.result.application.id;
    const res = await edit(a.who, { ...FORM, id, business_name: "Ada Outdoor" });
    expect(res.status).toBe(200);
    expect(res.body.result.message).toBe("Your application is updated and is under review again.");
    expect(res.body.result.application).toMatchObject({
      id,
      status: "pending",
      business_name: "Ada Outdoor",
    });
  });
});

describe("the operator's decision", () => {
  it("lists pending applications, oldest first, with the customer", async () => {
    const a = await applicant("Lister");
    const id = (await apply(a.who)).body.result.application.id;
    const res = await call<{ applications: { id: number; email: string; customer_name: string }[] }>(
      t,
      "get",
      "/admin/api/dropship/applications?status=pending&limit=200",
      undefined,
      asOperator,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.applications.find((x) => x.id === id)).toMatchObject({
      email: a.email,
      customer_name: "Lister",
    });
  });

  it("refuses with a reason: mail, note, the reason shown; an edit puts it back under review", async () => {
    const a = await applicant("Grace");
    const id = (await apply(a.who)).body.result.application.id;
    expect((await refuse(id, " ")).body.message).toBe(
      "reason: Please give the reason the application is refused.",
    );
    const res = await refuse(id, "We could not open your store's web address.");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The application is refused and the customer is told why.");
    expect(res.body.result).toMatchObject({
      status: "refused",
      refusal_reason: "We could not open your store's web address.",
    });
    const [action] = await query<{ operator: string; detail: Record<string, unknown> }>(
      sql`select operator, detail from operator_actions where action = 'dropship_refuse' and (detail->>'application_id')::int = ${id}`,
    );
    expect(action.operator).toBe("dana");
    const [mail] = await query<{ subject: string; text_body: string; kind: string }>(
      sql`select subject, text_body, kind from mail_outbox where to_address = ${a.email}`,
    );
    expect(mail.kind).toBe("dropship_refused");
    expect(mail.subject).toBe("Your dropship application was not approved");
    expect(mail.text_body).toContain("Your application for Ada's Patio Shop was not approved.");
    expect(mail.text_body).toContain("Reason: We could not open your store's web address.");
    expect(mail.text_body).toContain("/points/dropship/apply");
    const [note] = await query<{ title: string; url: string }>(
      sql`select title, url from system_notes where customer_id = ${a.customerId}`,
    );
    expect(note).toEqual({
      title: "Your dropship application was not approved",
      url: "/points/dropship/apply",
    });
    expect((await status(a.who)).body.result).toMatchObject({
      status: "refused",
      status_label: "Not approved",
      refusal_reason: "We could not open your store's web address.",
      can_apply: false,
      can_edit: true,
    });
    // A second application is not the way: the refused one is edited.
    expect((await apply(a.who)).body.message).toBe(
      "You have already applied: please edit your application instead.",
    );
    // Deciding twice is refused.
    expect((await approve(id)).body.message).toBe(
      "This application is not approved: only an application under review can be approved or refused.",
    );
    const edited = await edit(a.who, { ...FORM, id, website: "https://grace-outdoor.example.com" });
    expect(edited.body.result.application).toMatchObject({ status: "pending", refusal_reason: null });
  });

  it("approves: Dropship group and is_dropship in the user info, mail and note, no points, no edit", async () => {
    const a = await applicant("Linus");
    const id = (await apply(a.who)).body.result.application.id;
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The application is approved: the customer is in the Dropship group.");
    expect(res.body.result).toMatchObject({ status: "approved", customer_id: a.customerId, can_edit: false });
    const info = await call<{
      customer_group: string;
      customer_group_id: number;
      is_dropship: boolean;
      show_point: boolean;
    }>(t, "get", "/api/customer/get_account_information", undefined, a.who);
    expect(info.body.result).toMatchObject({
      customer_group: "Dropship",
      customer_group_id: 3,
      is_dropship: true,
      show_point: false,
    });
    const init = await call<{ tracking: { is_dropship_group: boolean } }>(
      t,
      "get",
      "/api/customer/get_account_init",
      undefined,
      a.who,
    );
    expect(init.body.result.tracking.is_dropship_group).toBe(true);
    const [action] = await query<{ detail: Record<string, unknown> }>(
      sql`select detail from operator_actions where action = 'dropship_approve' and (detail->>'application_id')::int = ${id}`,
    );
    expect(action.detail).toEqual({
      application_id: id,
      customer_id: a.customerId,
      from_group: "General",
      to_group: "Dropship",
    });
    const [mail] = await query<{ subject: string; text_body: string; kind: string }>(
      sql`select subject, text_body, kind from mail_outbox where to_address = ${a.email}`,
    );
    expect(mail.kind).toBe("dropship_approved");
    expect(mail.subject).toBe("Your dropship application is approved");
    expect(mail.text_body).toContain(
      "Your application for Ada's Patio Shop is approved: your account is now in the Dropship group.",
    );
    const [note] = await query<{ title: string }>(
      sql`select title from system_notes where customer_id = ${a.customerId}`,
    );
    expect(note.title).toBe("Your dropship application is approved");
    // Points: the programme is closed to them, end to end.
    const points = await call(t, "post", "/api/pointsInfo", {}, a.who);
    expect(points.status).toBe(403);
    expect(points.body.message).toBe(
      "Points are not available for dropship, business or large-order accounts.",
    );
    // No more edits, no second application.
    expect((await edit(a.who, { ...FORM, id })).body).toEqual({
      code: 409,
      message: "Your application is approved: it can no longer be edited.",
      result: null,
    });
    expect((await apply(a.who)).body.message).toBe("You are already in the dropship programme.");
    expect((await status(a.who)).body.result).toMatchObject({
      status: "approved",
      is_dropship: true,
      customer_group: "Dropship",
      can_apply: false,
      can_edit: false,
    });
  });

  it("does not replace a Plus+ membership's group", async () => {
    const a = await applicant("Member", "PLUS+");
    const id = (await apply(a.who)).body.result.application.id;
    const res = await approve(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This customer is a Plus+ member: the Dropship group cannot replace a paid membership. Refuse the application or approve it after the membership ends.",
    );
    expect((await status(a.who)).body.result).toMatchObject({ status: "pending", is_dropship: false });
  });

  it("answers 404 for an unknown application", async () => {
    const res = await approve(2_000_000_000);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("There is no such application.");
  });
});

describe("behaviour tracking", () => {
  it("records a customer's product look and search, and nothing for a Dropship member", async () => {
    const [product] = await query<{ id: number }>(sql`select id from products order by id limit 1`);
    const before = await applicant("Tracked");
    const after = await applicant("Dropshipper");
    const id = (await apply(after.who)).body.result.application.id;
    const look = (who: Who) =>
      call<{ recorded: boolean }>(
        t,
        "post",
        "/v3/statistics/user-product-behavior",
        { behavior: "look", productId: product.id, customerId: 99, guestId: `device-${counter}` },
        who,
      );
    const search = (who: Who, keywords: string) =>
      call<{ recorded: boolean }>(
        t,
        "post",
        "/v3/statistics/user-search-behavior",
        { behavior: "search", keywords, productIds: [product.id] },
        who,
      );
    expect((await look(before.who)).body.result).toEqual({ recorded: true });
    // Before approval the applicant is tracked like anyone.
    expect((await search(after.who, "rattan sofa before")).body.result).toEqual({ recorded: true });
    await approve(id);
    const events = () =>
      query<{ n: number }>(
        sql`select count(*)::int as n from product_behavior_events where customer_id = ${String(after.customerId)}`,
      );
    expect((await look(after.who)).body).toEqual({ code: 200, message: "", result: { recorded: false } });
    expect((await events())[0].n).toBe(0);
    expect((await search(after.who, "dropship sofa after")).body.result).toEqual({ recorded: false });
    expect(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from search_events where keywords = 'dropship sofa after'`,
        )
      )[0].n,
    ).toBe(0);
  });
});
