import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";

/** One mail as a template renders it: a plain text part and an HTML part that says the same. */
export interface OutgoingMail {
  to: string;
  /** Template name (verification_code, password_reset, welcome …), for the mailbox page and logs. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Something that can insert: the database itself or a transaction handle. A transaction is a
 * PgDatabase too, so `Db` accepts both; the narrower type documents that only `insert` is used.
 */
export type MailWriter = Pick<Db, "insert">;

/**
 * Puts a mail into the outbox through the caller's handle. Called with the transaction that makes
 * the change the mail reports (a new code, a reset link, an account), the mail is committed or
 * rolled back with it: no mail about a change that never happened, no change without its mail.
 * The worker (mail-worker.ts) delivers it afterwards.
 */
export async function enqueueMail(tx: MailWriter, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: mail.to.trim(),
    kind: mail.kind,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}
