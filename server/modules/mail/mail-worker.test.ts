import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-database";
import { testDeps } from "../../../tests/helpers/test-deps";
import { mailOutbox } from "../../db/schema/mail";
import { createLogger } from "../../http/logger";
import { MAX_ATTEMPTS, type MailWorker, PARKED_UNTIL, startMailWorker } from "./mail-worker";
import { enqueueMail, type OutgoingMail } from "./outbox";
import { closedPortUrl, startTestSmtpServer, type TestSmtpServer } from "./smtp-test-server.testing";
import { verificationCodeMail } from "./templates";

// The worker needs the database and the configuration, not the HTTP app.
let t: { deps: ReturnType<typeof testDeps>; close(): Promise<void> };
beforeAll(async () => {
  const database = await createTestDatabase();
  t = { deps: testDeps(database), close: () => database.close() };
});
afterAll(() => t?.close());

// Every test starts from an empty outbox; workers and SMTP servers a test opens are closed after it.
const cleanups: (() => Promise<void>)[] = [];
beforeEach(async () => {
  await t.deps.db.delete(mailOutbox);
});
afterEach(async () => {
  for (const close of cleanups.splice(0).reverse()) await close();
});

const codeMail = (to: string, code = "K7Q2XZ"): OutgoingMail => ({
  to,
  ...verificationCodeMail({ storeName: "Nestora", code, link: `https://shop.test/verify?code=${code}` }),
});

const outbox = () => t.deps.db.select().from(mailOutbox).orderBy(mailOutbox.id);

/** A worker over the test database with the given SMTP_URL (none: no delivery) and captured log lines. */
function worker(smtpUrl: string | undefined, opts: { batchSize?: number; pollMs?: number } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (l) => lines.push(JSON.parse(l)));
  const w: MailWorker = startMailWorker(
    { ...t.deps, logger, config: { ...t.deps.config, SMTP_URL: smtpUrl } },
    { pollMs: 0, ...opts },
  );
  cleanups.push(() => w.stop());
  return { ...w, lines };
}

async function smtp(opts?: Parameters<typeof startTestSmtpServer>[0]): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(opts);
  cleanups.push(() => server.close());
  return server;
}

/** Seconds from the database's now() to the mail's next attempt. */
async function secondsUntilNextAttempt(id: number): Promise<number> {
  const result = await t.deps.db.execute(
    sql`select extract(epoch from next_attempt_at - now())::float8 as s from mail_outbox where id = ${id}`,
  );
  return Number((result as unknown as { rows: { s: number }[] }).rows[0].s);
}

const makeDue = (id: number) =>
  t.deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));

describe("enqueueMail", () => {
  it("writes the mail with the caller's transaction: rolled back with it, committed with it", async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueueMail(tx, codeMail("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await outbox()).toHaveLength(0);

    await t.deps.db.transaction(async (tx) => {
      await enqueueMail(tx, codeMail(" committed@example.com "));
    });
    const [row] = await outbox();
    expect(row).toMatchObject({
      toAddress: "committed@example.com",
      kind: "verification_code",
      subject: "Your Nestora verification code: K7Q2XZ",
      attempts: 0,
      sentAt: null,
      failedAt: null,
    });
    expect(row.textBody).toContain("K7Q2XZ");
    expect(row.htmlBody).toContain("K7Q2XZ");
  });
});

describe("mail worker with SMTP", () => {
  it("delivers a due mail through the SMTP server, from MAIL_FROM, and marks it sent", async () => {
    const server = await smtp();
    await enqueueMail(t.deps.db, codeMail("shopper@example.com", "AB12CD"));
    const w = worker(server.url);

    expect(await w.runOnce()).toBe(1);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail.to).toEqual(["shopper@example.com"]);
    expect(mail.from).toBe("no-reply@nestora.com");
    expect(mail.raw).toContain("Subject: Your Nestora verification code: AB12CD");
    expect(mail.raw).toContain("multipart/alternative");
    expect(mail.decoded).toContain("AB12CD");
    expect(mail.decoded).toContain("https://shop.test/verify?code=AB12CD");

    const [row] = await outbox();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(w.lines.some((l) => l.msg === "mail sent" && l.to === "shopper@example.com")).toBe(true);
    // Sent once: another round finds nothing to do.
    expect(await w.runOnce()).toBe(0);
    expect(server.received).toHaveLength(1);
  });

  it("keeps a refused mail unsent with its error and retries it later with a growing delay", async () => {
    const server = await smtp({ rejectRecipients: true });
    await enqueueMail(t.deps.db, codeMail("refused@example.com"));
    const w = worker(server.url);

    expect(await w.runOnce()).toBe(1);
    let [row] = await outbox();
    expect(row.sentAt).toBeNull();
    expect(row.failedAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/Mailbox unavailable/);
    const first = await secondsUntilNextAttempt(row.id);
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(31);
    expect(w.lines.some((l) => l.level === "warn" && l.msg === "mail not sent, will retry")).toBe(true);

    // Not due yet: the next round leaves it alone.
    expect(await w.runOnce()).toBe(0);

    await makeDue(row.id);
    expect(await w.runOnce()).toBe(1);
    [row] = await outbox();
    expect(row.attempts).toBe(2);
    expect(row.sentAt).toBeNull();
    const second = await secondsUntilNextAttempt(row.id);
    expect(second).toBeGreaterThan(115);
    expect(second).toBeLessThanOrEqual(121);
    expect(server.received).toHaveLength(0);
  });

  it("retries a mail whose SMTP server cannot be reached, and gives up after the last attempt", async () => {
    await enqueueMail(t.deps.db, codeMail("unreachable@example.com"));
    const w = worker(await closedPortUrl());

    expect(await w.runOnce()).toBe(1);
    let [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    // The attempt before the last one failed too: the next failure is the last.
    await t.deps.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row.id));
    expect(await w.runOnce()).toBe(1);
    [row] = await outbox();
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.sentAt).toBeNull();
    expect(w.lines.some((l) => l.level === "error" && String(l.msg).includes("giving up"))).toBe(true);

    await makeDue(row.id);
    expect(await w.runOnce()).toBe(0);
  });

  it("sends every mail exactly once when two workers run at the same time", async () => {
    const server = await smtp();
    const addresses = Array.from({ length: 12 }, (_, i) => `buyer${i}@example.com`);
    for (const to of addresses) await enqueueMail(t.deps.db, codeMail(to));
    const a = worker(server.url, { batchSize: 3 });
    const b = worker(server.url, { batchSize: 3 });

    let handled = 0;
    for (;;) {
      const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      const round = counts.reduce((s, n) => s + n, 0);
      if (round === 0) break;
      handled += round;
    }
    expect(handled).toBe(12);
    expect(server.received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    const rows = await outbox();
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it("delivers on its own with a poll interval, and stop() waits for the send in flight", async () => {
    const server = await smtp({ delayMs: 300 });
    await enqueueMail(t.deps.db, codeMail("timer@example.com"));
    const w = worker(server.url, { pollMs: 20 });

    // The first round starts at once; stop while its message is still being accepted.
    await new Promise((r) => setTimeout(r, 100));
    await w.stop();
    const [row] = await outbox();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(server.received.map((m) => m.to)).toEqual([["timer@example.com"]]);
    // A stopped worker does nothing more.
    expect(await w.runOnce()).toBe(0);
  });
});

describe("mail worker without SMTP", () => {
  it("logs each new mail once with its recipient, subject and text, and never marks it sent", async () => {
    await enqueueMail(t.deps.db, codeMail("dev1@example.com", "DEV111"));
    await enqueueMail(t.deps.db, codeMail("dev2@example.com", "DEV222"));
    const w = worker(undefined);

    expect(await w.runOnce()).toBe(2);
    const logged = () => w.lines.filter((l) => String(l.msg).startsWith("mail not delivered"));
    expect(logged()).toHaveLength(2);
    expect(logged()[0]).toMatchObject({
      level: "info",
      to: "dev1@example.com",
      subject: "Your Nestora verification code: DEV111",
    });
    expect(String(logged()[0].text)).toContain("DEV111");
    expect(String(logged()[1].text)).toContain("DEV222");

    // Later rounds, here or on another instance, do not log them again.
    expect(await w.runOnce()).toBe(0);
    expect(await worker(undefined).runOnce()).toBe(0);
    expect(logged()).toHaveLength(2);

    const rows = await outbox();
    for (const row of rows) {
      expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 0, lastError: null });
      expect(row.nextAttemptAt.toISOString()).toBe(new Date(PARKED_UNTIL).toISOString());
    }

    // A mail written later is logged on its own.
    await enqueueMail(t.deps.db, codeMail("dev3@example.com", "DEV333"));
    expect(await w.runOnce()).toBe(1);
    expect(logged().map((l) => l.to)).toEqual(["dev1@example.com", "dev2@example.com", "dev3@example.com"]);
  });
});
