import { and, eq, sql } from "drizzle-orm";
import { smsOutbox } from "../../db/schema/plus";
import type { Deps } from "../../http/context";
import { retryDelayMs } from "../mail/mail-worker";

/** Delivery attempts before the worker gives up on a text (status failed). */
export const SMS_MAX_ATTEMPTS = 5;
const BATCH_SIZE = 10;
/** A claimed text is the claiming worker's for this long (longer than one POST may take). */
const LEASE_MS = 2 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 1000;

export interface SmsWorkerOptions {
  /** 0 = no timer (the caller drives runOnce). Default SMS_POLL_MS. */
  pollMs?: number;
  /** The delivery call (tests pass a fake); default fetch. */
  fetch?: typeof fetch;
}

export interface SmsWorker {
  /** Claims and handles the due texts once; resolves with how many it handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface ClaimedSms {
  id: number;
  phone: string;
  body: string;
  purpose: string;
  attempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Delivers the SMS outbox. Like the mail worker, a text is claimed with one UPDATE … WHERE id IN
 * (SELECT … FOR UPDATE SKIP LOCKED) that moves its next_attempt_at a lease ahead, so several
 * instances never send the same text twice while they live.
 *
 * With SMS_URL each text is POSTed as JSON {to, body}; a 2xx answer marks it sent, anything else
 * keeps the error and backs off (the mail worker's delays) until SMS_MAX_ATTEMPTS, then failed.
 * Without SMS_URL there is nowhere to send: the text is logged once and marked sent, and the
 * development mailbox (/dev/mailbox) shows it beside the mail — that is where a developer or a
 * browser test reads the code.
 */
export function startSmsWorker(
  deps: Pick<Deps, "db" | "config" | "logger">,
  opts: SmsWorkerOptions = {},
): SmsWorker {
  const { db, config, logger } = deps;
  const pollMs = opts.pollMs ?? config.SMS_POLL_MS;
  const post = opts.fetch ?? fetch;
  const url = config.SMS_URL;
  if (!url) logger.info("sms worker: SMS_URL is not set, texts are not delivered; read them at /dev/mailbox");

  async function claim(): Promise<ClaimedSms[]> {
    const result = await db.execute(sql`
      update sms_outbox
      set next_attempt_at = now() + ${LEASE_MS}::int * interval '1 millisecond', attempts = attempts + 1
      where id in (
        select id from sms_outbox where status = 'pending' and next_attempt_at <= now()
        order by id limit ${BATCH_SIZE} for update skip locked)
      returning id, phone, body, purpose, attempts`);
    return rowsOf<ClaimedSms>(result)
      .map((m) => ({ ...m, id: Number(m.id), attempts: Number(m.attempts) }))
      .sort((a, b) => a.id - b.id);
  }

  async function markSent(sms: ClaimedSms) {
    await db
      .update(smsOutbox)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(and(eq(smsOutbox.id, sms.id), eq(smsOutbox.attempts, sms.attempts)));
  }

  async function deliver(sms: ClaimedSms, to: string): Promise<void> {
    let error: string | null = null;
    try {
      const res = await post(to, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: sms.phone, body: sms.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (error === null) {
      await markSent(sms);
      logger.info("sms sent", { smsId: sms.id, purpose: sms.purpose, attempts: sms.attempts });
      return;
    }
    const givingUp = sms.attempts >= SMS_MAX_ATTEMPTS;
    const delay = retryDelayMs(sms.attempts);
    await db
      .update(smsOutbox)
      .set(
        givingUp
          ? { status: "failed", lastError: error.slice(0, MAX_ERROR_LENGTH) }
          : {
              lastError: error.slice(0, MAX_ERROR_LENGTH),
              nextAttemptAt: sql`now() + ${delay}::int * interval '1 millisecond'`,
            },
      )
      .where(and(eq(smsOutbox.id, sms.id), eq(smsOutbox.attempts, sms.attempts)));
    const fields = { smsId: sms.id, purpose: sms.purpose, attempts: sms.attempts, error };
    if (givingUp) logger.error(`sms failed after ${sms.attempts} attempts, giving up`, fields);
    else logger.warn("sms not sent, will retry", { ...fields, retryInSeconds: delay / 1000 });
  }

  async function round(): Promise<number> {
    const texts = await claim();
    if (url) await Promise.all(texts.map((s) => deliver(s, url)));
    else
      for (const s of texts) {
        // The code is in the log for a developer without the mailbox page, as the mail worker does.
        logger.info("sms not delivered (no SMS_URL); shown at /dev/mailbox", {
          smsId: s.id,
          to: s.phone,
          purpose: s.purpose,
          text: s.body,
        });
        await markSent(s);
      }
    return texts.length;
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
  if (pollMs > 0) {
    timer = setInterval(() => {
      if (inFlight.size > 0) return;
      runOnce().catch((err: unknown) =>
        logger.warn("sms worker round failed", { error: String((err as Error)?.message ?? err) }),
      );
    }, pollMs);
    timer.unref();
  }
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
