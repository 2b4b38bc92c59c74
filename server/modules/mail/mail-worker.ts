import { and, eq, isNull, sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail";
import type { Deps } from "../../http/context";
import { mailboxAccess } from "./mailbox.routes";
import { type MailTransport, smtpTransport } from "./transports";

/** Delivery attempts before the worker gives up on a mail (failed_at). */
export const MAX_ATTEMPTS = 8;
/** Wait after the Nth failed attempt (30 s, 2 min, 10 min, 1 h, then doubling) before the next. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000];
/**
 * Where a mail goes when there is no SMTP: next_attempt_at this far ahead means "never", so it is
 * logged once and then only shown on the mailbox page. (A fixed date rather than 'infinity', which
 * the drivers cannot turn into a Date.)
 */
export const PARKED_UNTIL = "9999-12-31T00:00:00Z";

const BATCH_SIZE = 10;
/**
 * How long a claimed mail is reserved for the worker that claimed it. Longer than any send may take
 * (nodemailer's own timeouts end a stuck connection sooner), so another instance only takes it over
 * when its worker died mid-send: delivery is at least once, and exactly once while workers live.
 */
const LEASE_MS = 15 * 60_000;
const MAX_ERROR_LENGTH = 1000;

export interface MailWorkerOptions {
  /** How often to look for due mail; 0 = no timer, the caller drives runOnce(). Default MAIL_POLL_MS. */
  pollMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  leaseMs?: number;
}

export interface MailWorker {
  /** Claims and handles the due mails once; resolves with how many it handled. */
  runOnce(): Promise<number>;
  /** Stops the timer, waits for a round in flight and closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedMail {
  id: number;
  to_address: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Delivers the outbox. Several instances may run it against one database: a mail is claimed with
 * one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) that moves its next_attempt_at a lease
 * ahead, so no two workers ever hold the same mail.
 *
 * With SMTP_URL every claimed mail is sent through nodemailer: success sets sent_at, a failure
 * keeps the error and backs off (RETRY_DELAYS_MS) until MAX_ATTEMPTS, then failed_at.
 *
 * Without SMTP_URL nothing is delivered and nothing is marked sent. Each new mail is logged once
 * (recipient, subject, text: a developer reads codes and links in the log) and parked: its
 * next_attempt_at moves to PARKED_UNTIL and attempts stays 0, so it stays pending on the mailbox
 * page and no round, on this instance or another, claims or logs it again. A mail parked that way
 * is not sent later if SMTP is configured afterwards: it was written for the developer, and its
 * codes and links have expired by then anyway.
 */
export function startMailWorker(
  deps: Pick<Deps, "db" | "config" | "logger">,
  opts: MailWorkerOptions = {},
): MailWorker {
  const { db, config, logger } = deps;
  const pollMs = opts.pollMs ?? config.MAIL_POLL_MS;
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  if (transport) {
    logger.info("mail worker: delivering through SMTP", {
      smtp: transport.description,
      from: config.MAIL_FROM,
    });
  } else {
    const say = config.NODE_ENV === "production" ? logger.warn : logger.info;
    // Say where a newcomer reads the codes (README "Trying the store").
    const where = {
      on: "; read it at /dev/mailbox",
      local: "; read it at /dev/mailbox from a browser on this machine",
      off: "",
    }[mailboxAccess(config)];
    say(
      `mail worker: SMTP_URL is not set, mail is not delivered; it is logged and kept in the outbox${where}`,
    );
  }

  const dueIds = (extra = sql``) => sql`
    select id from mail_outbox
    where sent_at is null and failed_at is null and next_attempt_at <= now() ${extra}
    order by id limit ${batchSize}
    for update skip locked`;

  async function claimForDelivery(): Promise<ClaimedMail[]> {
    const result = await db.execute(sql`
      update mail_outbox
      set next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond', attempts = attempts + 1
      where id in (${dueIds()})
      returning id, to_address, kind, subject, text_body, html_body, attempts`);
    return rowsOf<ClaimedMail>(result)
      .map((m) => ({ ...m, id: Number(m.id), attempts: Number(m.attempts) }))
      .sort((a, b) => a.id - b.id);
  }

  async function deliver(mail: ClaimedMail, via: MailTransport): Promise<void> {
    try {
      await via.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (err) {
      await recordFailure(mail, err instanceof Error ? err.message : String(err));
      return;
    }
    await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, mail.id));
    logger.info("mail sent", {
      mailId: mail.id,
      to: mail.to_address,
      kind: mail.kind,
      attempts: mail.attempts,
    });
  }

  async function recordFailure(mail: ClaimedMail, message: string): Promise<void> {
    const lastError = message.slice(0, MAX_ERROR_LENGTH);
    const givingUp = mail.attempts >= MAX_ATTEMPTS;
    const delay = retryDelayMs(mail.attempts);
    // Only while the mail is still this claim's: after a lost lease another worker owns it.
    await db
      .update(mailOutbox)
      .set(
        givingUp
          ? { lastError, failedAt: sql`now()` }
          : { lastError, nextAttemptAt: sql`now() + ${delay}::int * interval '1 millisecond'` },
      )
      .where(
        and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)),
      );
    const fields = {
      mailId: mail.id,
      to: mail.to_address,
      kind: mail.kind,
      attempts: mail.attempts,
      error: lastError,
    };
    if (givingUp) logger.error(`mail failed after ${mail.attempts} attempts, giving up`, fields);
    else logger.warn("mail not sent, will retry", { ...fields, retryInSeconds: delay / 1000 });
  }

  async function logAndPark(): Promise<number> {
    const result = await db.execute(sql`
      update mail_outbox set next_attempt_at = ${PARKED_UNTIL}::timestamptz
      where id in (${dueIds()})
      returning id, to_address, kind, subject, text_body`);
    const mails = rowsOf<ClaimedMail>(result).sort((a, b) => Number(a.id) - Number(b.id));
    for (const m of mails) {
      logger.info("mail not delivered (no SMTP_URL); it stays in the outbox", {
        mailId: Number(m.id),
        to: m.to_address,
        kind: m.kind,
        subject: m.subject,
        text: m.text_body,
      });
    }
    return mails.length;
  }

  async function round(): Promise<number> {
    if (!transport) return logAndPark();
    const mails = await claimForDelivery();
    // In parallel, so a batch takes as long as its slowest send, well inside the lease.
    await Promise.all(mails.map((m) => deliver(m, transport)));
    return mails.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<number>>();

  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    const run = round().finally(() => inFlight.delete(run));
    inFlight.add(run);
    return run;
  }

  async function tick() {
    timer = undefined;
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (err) {
      logger.error("mail worker: round failed", { error: err instanceof Error ? err.message : String(err) });
    }
    if (stopped) return;
    // A full batch suggests more is waiting: go again at once instead of after a poll.
    timer = setTimeout(tick, handled >= batchSize ? 0 : pollMs);
    timer.unref();
  }

  if (pollMs > 0) {
    timer = setTimeout(tick, 0);
    timer.unref();
  }

  return {
    runOnce,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      await transport?.close();
    },
  };
}
