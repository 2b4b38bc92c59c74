import { and, eq, lt } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SystemNotes } from "../../../contract/notes-constants";
import type {
  AdminSupportRequest,
  SupportPhotoUploadResult,
  SupportRequestsResult,
  SupportRequestView,
} from "../../../contract/support";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { operatorActions } from "../../db/schema/fulfilment";
import { supportRequests } from "../../db/schema/support";
import { uploadedImages } from "../../db/schema/uploads";
import { MemoryRateLimitStore } from "../../http/rate-limit";
import { createCustomer, mailsTo, send, sessionFor } from "../customer/account-fixtures.testing";
import { OPERATOR_ENV, OPERATOR_TOKEN, paidOrder, rows } from "../fulfilment/fulfilment.testing";
import { sweepUnusedUploads } from "../reviews/my-reviews.service";

// Exclusive Customer Service against the real app and database: the customer's requests with their
// pictures and mails, follow-ups, other customers' orders and requests, and the operator's list,
// reply (mail and bell note) and close.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: { ...OPERATOR_ENV, TRUST_PROXY: "1" } });
});
afterAll(() => t?.close());

const PATH = "/api/customer/support_requests";
const STORE = "support@nestora.com";

async function shopper(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t, { firstname: "Ada", lastname: "Lovelace", ...over });
  return { ...c, token: await sessionFor(t, c.id) };
}

const create = (token: string | undefined, body: unknown) =>
  send<{ number: string } | null>(t, "POST", PATH, { token, body });
const list = (token: string | undefined) => send<SupportRequestsResult>(t, "GET", PATH, { token });
const followUp = (token: string | undefined, number: string, body: unknown) =>
  send<SupportRequestView | null>(t, "POST", `${PATH}/${number}/messages`, { token, body });
const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const reply = (body: unknown, headers: Record<string, string> = asOperator) =>
  send<AdminSupportRequest | null>(t, "POST", "/admin/api/support/reply", { body, headers });
const close = (body: unknown, headers: Record<string, string> = asOperator) =>
  send<AdminSupportRequest | null>(t, "POST", "/admin/api/support/close", { body, headers });
const adminList = (query: string) =>
  send<AdminSupportRequest[]>(t, "GET", `/admin/api/support/requests${query}`, { headers: asOperator });

const jpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: "#3e6b7a" } })
    .jpeg()
    .toBuffer();

async function upload(token: string | undefined, bytes: Uint8Array) {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "broken-leg.jpg");
  const res = await t.app.request("/api/customer/upload/support-photo", {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; result: SupportPhotoUploadResult },
  };
}

const requestsOf = (customerId: number) =>
  t.database.db.select().from(supportRequests).where(eq(supportRequests.customerId, customerId));

const MESSAGE = "The left leg of the table arrived cracked. Can you send a new one?";

describe("a guest", () => {
  it("is asked to sign in by every customer-service call", async () => {
    expect((await list(undefined)).body.code).toBe(401);
    expect((await create(undefined, { topic: "other", message: MESSAGE })).body.code).toBe(401);
    expect((await followUp(undefined, "CS-000001", { message: MESSAGE })).body.code).toBe(401);
    expect((await upload(undefined, await jpeg())).body.code).toBe(401);
  });
});

describe("sending a request (POST /api/customer/support_requests)", () => {
  it("files it about an order with a picture, answers its number and mails the store and the customer", async () => {
    const me = await shopper();
    const order = await paidOrder(t, { customerId: me.id, email: me.email });
    const photo = await upload(me.token, await jpeg());
    expect(photo.body.code).toBe(200);
    expect(photo.body.result.url).toBe(`/media/uploads/${photo.body.result.key}.webp`);

    const res = await create(me.token, {
      order_increment_id: order.incrementId,
      topic: "return_refund",
      message: `  ${MESSAGE}  `,
      photos: [photo.body.result.key],
    });
    expect(res.status).toBe(200);
    const number = res.body.result?.number as string;
    expect(number).toMatch(/^CS-\d{6}$/);
    expect(res.body.message).toBe(
      `Thank you. We have your request ${number} and will reply by e-mail and on this page, usually within one business day.`,
    );

    const page = (await list(me.token)).body.result;
    expect(page.requests).toEqual([
      {
        number,
        topic: "return_refund",
        topic_label: "Return / refund",
        status: "open",
        status_label: "Waiting for our reply",
        order_increment_id: order.incrementId,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        can_follow_up: true,
        messages: [
          {
            id: expect.any(Number),
            author: "customer",
            author_label: "You",
            body: MESSAGE,
            created_at: expect.any(String),
            attachments: [
              {
                url: photo.body.result.url,
                thumb_url: photo.body.result.thumb_url,
                width: 640,
                height: 480,
              },
            ],
          },
        ],
      },
    ]);
    expect(page.orders.map((o) => o.increment_id)).toEqual([order.incrementId]);
    expect(page.topics.map((x) => x.label)).toEqual([
      "Order status",
      "Shipping",
      "Return / refund",
      "Product question",
      "Warranty",
      "Payment",
      "Other",
    ]);

    const store = (await mailsTo(t, STORE, "support_request_store")).filter((m) =>
      m.subject.includes(number),
    );
    expect(store).toHaveLength(1);
    expect(store[0].subject).toBe(`[${number}] Return / refund: new request from Ada Lovelace`);
    expect(store[0].textBody).toContain(`Order: #${order.incrementId}`);
    expect(store[0].textBody).toContain(`Customer: Ada Lovelace <${me.email}>`);
    expect(store[0].textBody).toContain(MESSAGE);
    expect(store[0].textBody).toContain(`http://localhost/media/uploads/${photo.body.result.key}.webp`);
    const receipt = await mailsTo(t, me.email, "support_request_customer");
    expect(receipt).toHaveLength(1);
    expect(receipt[0].subject).toBe(`We received your request ${number}`);
    expect(receipt[0].textBody).toContain(
      `http://localhost/customer/account/exclusive-customer-service#${number}`,
    );
  });

  it("files a request about no order, and gives each request its own number", async () => {
    const me = await shopper();
    const a = await create(me.token, {
      order_increment_id: "none",
      topic: "product_question",
      message: MESSAGE,
    });
    const b = await create(me.token, { topic: "warranty", message: MESSAGE });
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    expect(a.body.result?.number).not.toBe(b.body.result?.number);
    const page = (await list(me.token)).body.result;
    expect(page.requests.map((r) => [r.number, r.order_increment_id, r.topic])).toEqual([
      [b.body.result?.number, null, "warranty"],
      [a.body.result?.number, null, "product_question"],
    ]);
  });

  it("refuses a missing topic, a message too short or too long and a fourth picture, with their messages; nothing is written", async () => {
    const me = await shopper();
    const cases: [unknown, string][] = [
      [{ message: MESSAGE }, "topic: Please choose a topic."],
      [{ topic: "gossip", message: MESSAGE }, "topic: Please choose a topic."],
      [
        { topic: "other", message: "  too short  " },
        "message: Please describe your request in at least 10 characters.",
      ],
      [
        { topic: "other", message: "x".repeat(2001) },
        "message: Please keep your message to 2,000 characters or fewer.",
      ],
      [
        {
          topic: "other",
          message: MESSAGE,
          photos: ["a".repeat(32), "b".repeat(32), "c".repeat(32), "d".repeat(32)],
        },
        "photos: You can attach up to 3 photos.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(me.token, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([422, message]);
    }
    // 2,000 characters exactly is fine.
    expect((await create(me.token, { topic: "other", message: "y".repeat(2000) })).body.code).toBe(200);
    expect(await requestsOf(me.id)).toHaveLength(1);
  });

  it("answers 404 for another customer's order, and writes and mails nothing", async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await paidOrder(t, { customerId: other.id, email: other.email });
    const guests = await paidOrder(t, { customerId: null, email: me.email });
    for (const ref of [theirs.incrementId, guests.incrementId, "999999999"]) {
      const res = await create(me.token, { order_increment_id: ref, topic: "shipping", message: MESSAGE });
      expect([res.status, res.body.message]).toEqual([404, "We could not find this order in your account."]);
    }
    expect(await requestsOf(me.id)).toHaveLength(0);
    expect(await mailsTo(t, me.email, "support_request_customer")).toHaveLength(0);
  });

  it("answers 404 for a picture that is another customer's, a review photo or already sent; nothing is written", async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = (await upload(other.token, await jpeg())).body.result.key;
    const mine = (await upload(me.token, await jpeg())).body.result.key;
    const sent = await create(me.token, { topic: "other", message: MESSAGE, photos: [mine] });
    expect(sent.body.code).toBe(200);
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "r.jpg");
    const review = (await (
      await t.app.request("/api/customer/upload/review-photo", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${me.token}` },
      })
    ).json()) as { result: { key: string } };
    for (const key of [theirs, mine, review.result.key]) {
      const res = await create(me.token, { topic: "other", message: MESSAGE, photos: [key] });
      expect([res.status, res.body.message]).toEqual([
        404,
        "One of the photos could not be found. Please upload it again.",
      ]);
    }
    expect(await requestsOf(me.id)).toHaveLength(1);
  });

  it("takes pictures only: a file that is not an image is refused with the reason and not kept", async () => {
    const me = await shopper();
    const res = await upload(me.token, new TextEncoder().encode("%PDF-1.4 not a picture"));
    expect([res.status, res.body.code, res.body.message]).toEqual([
      200,
      422,
      "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.",
    ]);
    expect(await rows(t, "uploaded_images", `customer_id = ${me.id}`)).toBe(0);
  });

  it("escapes the customer's text in the mails' HTML", async () => {
    const me = await shopper({ firstname: "<i>Eve</i>" });
    const message = 'Hello <img src=x onerror="alert(1)"> & goodbye, from me';
    const res = await create(me.token, { topic: "other", message });
    const number = res.body.result?.number as string;
    const [store] = (await mailsTo(t, STORE, "support_request_store")).filter((m) =>
      m.subject.includes(number),
    );
    expect(store.htmlBody).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; goodbye");
    expect(store.htmlBody).not.toContain("<img");
    const [receipt] = await mailsTo(t, me.email, "support_request_customer");
    expect(receipt.htmlBody).toContain("Hi &lt;i&gt;Eve&lt;/i&gt;,");
    expect(receipt.htmlBody).not.toContain("<i>Eve");
  });

  it("takes a picture larger than the 1 MB body limit of other calls (up to 10 MB)", async () => {
    const me = await shopper();
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1400 * 1000 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 1400, height: 1000, channels: 3 },
      },
    )
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_048_576);
    const res = await upload(me.token, noisy);
    expect([res.status, res.body.code]).toEqual([200, 200]);
  });

  it("limits how many requests one session sends (429 past 10 an hour)", async () => {
    const app = createApp({ deps: { ...t.deps, rateLimitStore: new MemoryRateLimitStore() } });
    const me = await shopper();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.request(PATH, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${me.token}`,
          "x-forwarded-for": "198.51.100.77",
        },
        body: JSON.stringify({ topic: "other", message: MESSAGE }),
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    expect(await requestsOf(me.id)).toHaveLength(10);
  });
});

describe("a follow-up (POST /api/customer/support_requests/:number/messages)", () => {
  it("adds the customer's message to their request, which waits for the store again, and mails the store", async () => {
    const me = await shopper();
    const number = (await create(me.token, { topic: "shipping", message: MESSAGE })).body.result
      ?.number as string;
    expect((await reply({ number, message: "We are checking with the carrier." })).body.code).toBe(200);
    const photo = (await upload(me.token, await jpeg())).body.result.key;
    const res = await followUp(me.token, number.toLowerCase().replace("cs-0000", "cs-"), {
      message: "Here is a picture of the box.",
      photos: [photo],
    });
    expect([res.status, res.body.message]).toEqual([200, "Your message has been added to the request."]);
    expect(res.body.result?.status).toBe("open");
    expect(res.body.result?.messages.map((m) => [m.author_label, m.body, m.attachments.length])).toEqual([
      ["You", MESSAGE, 0],
      ["Customer Service", "We are checking with the carrier.", 0],
      ["You", "Here is a picture of the box.", 1],
    ]);
    const store = (await mailsTo(t, STORE, "support_follow_up_store")).filter((m) =>
      m.subject.includes(number),
    );
    expect(store.map((m) => m.subject)).toEqual([`[${number}] Follow-up from Ada Lovelace`]);
  });

  it("answers 404 for another customer's request, as for one that does not exist, and writes nothing", async () => {
    const owner = await shopper();
    const me = await shopper();
    const number = (await create(owner.token, { topic: "payment", message: MESSAGE })).body.result
      ?.number as string;
    for (const n of [number, "CS-999999"]) {
      const res = await followUp(me.token, n, { message: "Let me in on this one." });
      expect([res.status, res.body.message]).toEqual([404, "We could not find this request."]);
    }
    expect(
      await rows(
        t,
        "support_messages",
        `request_id = (select id from support_requests where number = '${number}')`,
      ),
    ).toBe(1);
    expect((await list(me.token)).body.result.requests).toEqual([]);
  });

  it("refuses a message to a closed request (409) and a message too short (422)", async () => {
    const me = await shopper();
    const number = (await create(me.token, { topic: "other", message: MESSAGE })).body.result
      ?.number as string;
    const short = await followUp(me.token, number, { message: "ok" });
    expect([short.status, short.body.message]).toEqual([
      422,
      "message: Please describe your request in at least 10 characters.",
    ]);
    expect((await close({ number })).body.code).toBe(200);
    const res = await followUp(me.token, number, { message: "One more thing about it." });
    expect([res.status, res.body.message]).toEqual([
      409,
      "This request is closed. If you still need help, please send a new request.",
    ]);
  });
});

describe("the operator (/admin/api/support)", () => {
  it("lists open requests with the customer, replies (page, mail, bell note, audit) and closes", async () => {
    const me = await shopper();
    const order = await paidOrder(t, { customerId: me.id, email: me.email });
    const number = (
      await create(me.token, {
        order_increment_id: order.incrementId,
        topic: "order_status",
        message: MESSAGE,
      })
    ).body.result?.number as string;
    const open = await adminList(`?number=${number}`);
    expect(open.body.result).toMatchObject([
      {
        number,
        status: "open",
        customer_email: me.email,
        customer_name: "Ada Lovelace",
        order_increment_id: order.incrementId,
        messages: [{ author: "customer", author_label: "Customer", body: MESSAGE }],
      },
    ]);
    expect((await adminList("")).body.result.map((r) => r.number)).toContain(number);
    expect((await adminList("?status=answered&limit=200")).body.result.map((r) => r.number)).not.toContain(
      number,
    );
    const notesBefore = (
      await send<SystemNotes>(t, "GET", "/api/customer/get_system_notes", { token: me.token })
    ).body.result.notes_count;

    const answer = "Your order left our warehouse today; you will get the tracking number by e-mail.";
    const res = await reply({ number, message: answer });
    expect([res.status, res.body.message, res.body.result?.status]).toEqual([
      200,
      "The reply has been sent to the customer.",
      "answered",
    ]);
    expect((await adminList("?status=active&limit=200")).body.result.map((r) => r.number)).toContain(number);
    expect((await adminList("?limit=200")).body.result.map((r) => r.number)).not.toContain(number);
    const [mine] = (await list(me.token)).body.result.requests;
    expect(mine.status_label).toBe("Answered");
    expect(mine.messages.at(-1)).toMatchObject({
      author: "store",
      author_label: "Customer Service",
      body: answer,
    });
    const mail = await mailsTo(t, me.email, "support_reply");
    expect(mail.map((m) => m.subject)).toEqual([`Reply to your request ${number}`]);
    expect(mail[0].textBody).toContain(answer);
    const notes = (await send<SystemNotes>(t, "GET", "/api/customer/get_system_notes", { token: me.token }))
      .body.result;
    expect(notes.notes_count).toBe(notesBefore + 1);
    expect(notes.items[0]).toMatchObject({
      title: `Customer Service replied to ${number}`,
      content: `<p>${answer}</p>`,
      url: `/customer/account/exclusive-customer-service#${number}`,
      has_read: 0,
    });
    const audit = await t.database.db
      .select({
        operator: operatorActions.operator,
        action: operatorActions.action,
        detail: operatorActions.detail,
      })
      .from(operatorActions)
      .where(eq(operatorActions.orderId, order.orderId));
    expect(audit).toEqual([
      { operator: "dana", action: "support_reply", detail: { number, message_id: expect.any(Number) } },
    ]);

    const closed = await close({ number });
    expect([closed.body.message, closed.body.result?.status, closed.body.result?.can_follow_up]).toEqual([
      "The request is closed.",
      "closed",
      false,
    ]);
    const again = await close({ number: number.toLowerCase() });
    expect([again.body.code, again.body.message]).toEqual([200, "This request is closed already."]);
    const late = await reply({ number, message: "One more thing for you here." });
    expect([late.status, late.body.message]).toEqual([
      409,
      "This request is closed. If you still need help, please send a new request.",
    ]);
    expect(
      await rows(t, "operator_actions", `order_id = ${order.orderId} and action = 'support_close'`),
    ).toBe(1);
    expect((await adminList(`?number=${number}`)).body.result[0].status).toBe("closed");
    expect((await adminList("?status=active&limit=200")).body.result.map((r) => r.number)).not.toContain(
      number,
    );
    expect((await adminList("?status=closed&limit=200")).body.result.map((r) => r.number)).toContain(number);
  });

  it("without an operator token: 401 (a shopper's token 403), and nothing is written", async () => {
    const me = await shopper();
    const number = (await create(me.token, { topic: "other", message: MESSAGE })).body.result
      ?.number as string;
    const none = await reply({ number, message: "Hello from nobody at all." }, {});
    expect([none.status, none.body.message]).toEqual([
      401,
      "Operator credentials required: send Authorization: Bearer <operator token>.",
    ]);
    const shopperToken = await reply(
      { number, message: "Hello from a shopper here." },
      { authorization: `Bearer ${me.token}` },
    );
    expect(shopperToken.status).toBe(403);
    expect((await close({ number }, {})).status).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.number, number));
    expect(row.status).toBe("open");
    expect(await rows(t, "support_messages", `request_id = ${row.id}`)).toBe(1);
    expect(await mailsTo(t, me.email, "support_reply")).toHaveLength(0);
  });

  it("answers 404 for an unknown request and 422 for a malformed number", async () => {
    const res = await reply({ number: "CS-888888", message: "Nobody will read this." });
    expect([res.status, res.body.message]).toEqual([404, "We could not find this request."]);
    const bad = await reply({ number: "ABC", message: "Nobody will read this." });
    expect([bad.status, bad.body.message]).toEqual([
      422,
      "number: must be a request number such as CS-000123",
    ]);
  });
});

describe("pictures of requests and the unused-upload sweep", () => {
  it("keeps a picture sent with a request and deletes one never sent", async () => {
    const me = await shopper();
    const sent = (await upload(me.token, await jpeg())).body.result.key;
    const unsent = (await upload(me.token, await jpeg())).body.result.key;
    expect((await create(me.token, { topic: "other", message: MESSAGE, photos: [sent] })).body.code).toBe(
      200,
    );
    const old = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db
      .update(uploadedImages)
      .set({ createdAt: old })
      .where(eq(uploadedImages.customerId, me.id));
    await sweepUnusedUploads(t.database.db, new Date());
    const left = await t.database.db
      .select({ key: uploadedImages.key })
      .from(uploadedImages)
      .where(and(eq(uploadedImages.customerId, me.id), lt(uploadedImages.createdAt, new Date())));
    expect(left.map((r) => r.key)).toEqual([sent]);
    expect(unsent).not.toBe(sent);
    expect((await t.app.request(`/media/uploads/${sent}.webp`)).status).toBe(200);
  });
});
