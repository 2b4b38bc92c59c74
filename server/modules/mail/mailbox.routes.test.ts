import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { type Config, loadConfig } from "../../config";
import { mailOutbox } from "../../db/schema/mail";
import { MAILBOX_LIMIT, type MailboxEntry, mailboxAccess, mailboxEnabled } from "./mailbox.routes";
import { enqueueMail } from "./outbox";
import { verificationCodeMail } from "./templates";

let t: TestApp;
let ids: { sent: number; failed: number; hostile: number };
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const db = t.deps.db;
  // More than the page lists, in one statement.
  await db.insert(mailOutbox).values(
    Array.from({ length: MAILBOX_LIMIT + 5 }, (_, i) => ({
      toAddress: `bulk${i}@example.com`,
      kind: "welcome",
      subject: `Bulk ${i}`,
      textBody: "Hello",
      htmlBody: "<p>Hello</p>",
    })),
  );
  await enqueueMail(db, {
    to: "ava@example.com",
    ...verificationCodeMail({
      storeName: "Nestora",
      code: "QW12ER",
      link: "https://shop.test/verify?t=1&e=2",
    }),
  });
  await enqueueMail(db, {
    to: "Ava@Example.com",
    kind: "welcome",
    subject: "Failed one",
    text: "x",
    html: "x",
  });
  await enqueueMail(db, {
    to: "mallory@example.com",
    kind: "welcome",
    subject: `<script>alert("subject")</script>`,
    text: `<img src=x onerror=alert(1)> and https://evil.test/"onclick=alert(1)`,
    html: "<p>x</p>",
  });
  const rows = await db.select({ id: mailOutbox.id, subject: mailOutbox.subject }).from(mailOutbox);
  const idOf = (subject: string) => rows.find((r) => r.subject === subject)!.id;
  ids = {
    sent: idOf("Your Nestora verification code: QW12ER"),
    failed: idOf("Failed one"),
    hostile: idOf(`<script>alert("subject")</script>`),
  };
  await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, ids.sent));
  await db.update(mailOutbox).set({ failedAt: sql`now()` }).where(eq(mailOutbox.id, ids.failed));
});
afterAll(() => t?.close());

const list = async (query = "") => {
  const res = await t.app.request(`/dev/mailbox.json${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: MailboxEntry[] }).list;
};

describe("GET /dev/mailbox.json", () => {
  it("lists the latest 50 mails newest first with their parts, times and status", async () => {
    const mails = await list();
    expect(mails).toHaveLength(MAILBOX_LIMIT);
    const listedIds = mails.map((m) => m.id);
    expect(listedIds).toEqual([...listedIds].sort((a, b) => b - a));
    expect(listedIds[0]).toBe(ids.hostile);

    const sent = mails.find((m) => m.id === ids.sent)!;
    expect(Object.keys(sent).sort()).toEqual(
      ["created_at", "html", "id", "kind", "sent_at", "status", "subject", "text", "to"].sort(),
    );
    expect(sent).toMatchObject({
      to: "ava@example.com",
      kind: "verification_code",
      subject: "Your Nestora verification code: QW12ER",
      status: "sent",
    });
    expect(sent.text).toContain("QW12ER");
    expect(sent.html).toContain("QW12ER");
    expect(new Date(sent.created_at).toISOString()).toBe(sent.created_at);
    expect(new Date(sent.sent_at!).toISOString()).toBe(sent.sent_at);
    expect(mails.find((m) => m.id === ids.failed)).toMatchObject({ status: "failed", sent_at: null });
    expect(mails.find((m) => m.id === ids.hostile)).toMatchObject({ status: "pending", sent_at: null });
  });

  it("filters by recipient (?to=), whatever the case of the address", async () => {
    const mails = await list("?to=AVA%40example.com");
    expect(mails.map((m) => m.id)).toEqual([ids.failed, ids.sent]);
    expect(await list("?to=nobody%40example.com")).toEqual([]);
  });

  it("is never cached nor indexed", async () => {
    const res = await t.app.request("/dev/mailbox.json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("GET /dev/mailbox", () => {
  it("renders the mails as HTML with every value escaped and the links clickable", async () => {
    const res = await t.app.request("/dev/mailbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;");
    expect(html).toContain(
      '<a href="https://evil.test/" rel="noreferrer">https://evil.test/</a>&quot;onclick',
    );
    expect(html).toContain('<a href="https://shop.test/verify?t=1&amp;e=2" rel="noreferrer">');
    expect(html).toContain("QW12ER");
    expect(html).toMatch(/<span class="status sent">sent<\/span>/);
    expect(html).toMatch(/<span class="status failed">failed<\/span>/);
    expect(html).toMatch(/<span class="status pending">pending<\/span>/);
    // Its one <style> carries the response's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html.match(/<article>/g)).toHaveLength(MAILBOX_LIMIT);
  });

  it("shows only one recipient's mail with ?to=, and keeps the address in the filter box", async () => {
    const html = await (await t.app.request("/dev/mailbox?to=ava%40example.com")).text();
    expect(html.match(/<article>/g)).toHaveLength(2);
    expect(html).toContain('value="ava@example.com"');
    expect(html).not.toContain("Bulk");
    const hostile = await (await t.app.request(`/dev/mailbox?to=${encodeURIComponent('"><script>')}`)).text();
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain("No mail yet.");
  });
});

describe("when the mailbox is available", () => {
  const config = (env: Record<string, string>): Config => loadConfig({ LOG_LEVEL: "silent", ...env });
  const status = async (c: Config, path: string) =>
    (await createApp({ deps: { ...t.deps, config: c } }).request(path)).status;

  it("answers 404 in production unless MAILBOX_PAGE turns it on (or test mode is on)", async () => {
    const production = config({ NODE_ENV: "production" });
    expect(mailboxEnabled(production)).toBe(false);
    expect(await status(production, "/dev/mailbox")).toBe(404);
    expect(await status(production, "/dev/mailbox.json")).toBe(404);

    const optedIn = config({ NODE_ENV: "production", MAILBOX_PAGE: "1" });
    expect(await status(optedIn, "/dev/mailbox")).toBe(200);
    expect(await status(optedIn, "/dev/mailbox.json")).toBe(200);
    expect(await status(config({ NODE_ENV: "production", TEST_MODE: "1" }), "/dev/mailbox.json")).toBe(200);
  });

  it("is on in development and tests unless MAILBOX_PAGE turns it off", async () => {
    expect(await status(config({ NODE_ENV: "development" }), "/dev/mailbox.json")).toBe(200);
    expect(await status(config({ NODE_ENV: "test" }), "/dev/mailbox")).toBe(200);
    const optedOut = config({ NODE_ENV: "development", MAILBOX_PAGE: "0" });
    expect(await status(optedOut, "/dev/mailbox")).toBe(404);
    expect(await status(optedOut, "/dev/mailbox.json")).toBe(404);
    expect(
      await status(config({ NODE_ENV: "production", TEST_MODE: "1", MAILBOX_PAGE: "0" }), "/dev/mailbox"),
    ).toBe(404);
  });
});

describe("under `npm start` (a production build on one machine, issue 16)", () => {
  const config = (env: Record<string, string>): Config => loadConfig({ LOG_LEVEL: "silent", ...env });
  // What `npm start` runs with when the README is followed: nothing set but NODE_ENV (main.ts).
  const trial = { NODE_ENV: "production" };

  it("is readable from this machine only while mail is not delivered and nothing says it is a deployment", () => {
    expect(mailboxAccess(config(trial))).toBe("local");
    expect(mailboxAccess(config({ ...trial, PUBLIC_URL: "http://localhost:3000" }))).toBe("local");
    expect(mailboxAccess(config({ ...trial, PUBLIC_URL: "http://127.0.0.1:8080/" }))).toBe("local");
    // A deployment: mail delivered, a proxy in front, or a public address.
    expect(mailboxAccess(config({ ...trial, SMTP_URL: "smtp://mail.example.com:587" }))).toBe("off");
    expect(mailboxAccess(config({ ...trial, TRUST_PROXY: "1" }))).toBe("off");
    expect(mailboxAccess(config({ ...trial, PUBLIC_URL: "https://www.nestora.com" }))).toBe("off");
    expect(mailboxAccess(config({ ...trial, PUBLIC_URL: "https://localhost.evil.com" }))).toBe("off");
    // MAILBOX_PAGE decides when set.
    expect(mailboxAccess(config({ ...trial, MAILBOX_PAGE: "0" }))).toBe("off");
    expect(mailboxAccess(config({ ...trial, SMTP_URL: "smtp://mail.example.com", MAILBOX_PAGE: "1" }))).toBe(
      "on",
    );
    // Local is not "on": mailboxEnabled (every request) stays false.
    expect(mailboxEnabled(config(trial))).toBe(false);
  });

  /** Serves the app over a real socket on 127.0.0.1 (the peer address the check reads). */
  async function served(c: Config) {
    const server = serve({
      fetch: createApp({ deps: { ...t.deps, config: c } }).fetch,
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    return {
      get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("over HTTP: a browser on this machine reads it; through a proxy, or with SMTP_URL set, it is 404", async () => {
    const local = await served(config(trial));
    try {
      const page = await local.get("/dev/mailbox");
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).toContain("Your Nestora verification code: QW12ER");
      expect((await local.get("/dev/mailbox.json?to=ava%40example.com")).status).toBe(200);
      // A proxy on this machine makes every visitor's request come from 127.0.0.1: its headers tell.
      for (const header of ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"]) {
        const proxied = await local.get("/dev/mailbox.json", { [header]: "for=203.0.113.7" });
        expect(proxied.status, header).toBe(404);
      }
    } finally {
      await local.close();
    }
    const deployed = await served(config({ ...trial, SMTP_URL: "smtp://mail.example.com:587" }));
    try {
      expect((await deployed.get("/dev/mailbox")).status).toBe(404);
      expect((await deployed.get("/dev/mailbox.json")).status).toBe(404);
    } finally {
      await deployed.close();
    }
  });

  it("a request from another machine is 404, and so is one with no socket (in-process)", async () => {
    const app = createApp({ deps: { ...t.deps, config: config(trial) } });
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    expect((await app.request("/dev/mailbox.json", {}, from("203.0.113.7"))).status).toBe(404);
    expect((await app.request("/dev/mailbox.json", {}, from("192.168.1.20"))).status).toBe(404);
    expect((await app.request("/dev/mailbox.json", {}, from("::ffff:10.0.0.3"))).status).toBe(404);
    expect((await app.request("/dev/mailbox.json")).status).toBe(404);
    // The same app answers this machine (IPv4, IPv6 and IPv4-mapped loopback).
    expect((await app.request("/dev/mailbox.json", {}, from("127.0.0.1"))).status).toBe(200);
    expect((await app.request("/dev/mailbox.json", {}, from("::1"))).status).toBe(200);
    expect((await app.request("/dev/mailbox.json", {}, from("::ffff:127.0.0.1"))).status).toBe(200);
  });
});
