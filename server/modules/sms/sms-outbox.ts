// The SMS outbox: a text is written in the transaction of the change that causes it (a join-flow
// phone code), so a code exists exactly when its text does. The worker (sms-worker.ts) delivers
// it afterwards; without SMS_URL it is only shown on the development mailbox page.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/plus";

export interface OutgoingSms {
  /** Digits only (10 for a US number). */
  phone: string;
  body: string;
  /** What it is for (plus_code …), for the mailbox page and logs. */
  purpose: string;
}

/** Inserts through the caller's handle (the database or a transaction). */
export async function enqueueSms(tx: Pick<Db, "insert">, sms: OutgoingSms): Promise<void> {
  await tx.insert(smsOutbox).values({ phone: sms.phone, body: sms.body, purpose: sms.purpose });
}

export interface SmsEntry {
  id: number;
  phone: string;
  purpose: string;
  body: string;
  status: "pending" | "sent" | "failed";
  created_at: string;
  sent_at: string | null;
}

/** Texts listed on the mailbox page, newest first. */
export const SMS_MAILBOX_LIMIT = 50;

/** The latest texts, optionally to one phone (its digits; dots are ignored). */
export async function latestSms(db: Db, phone = ""): Promise<SmsEntry[]> {
  const digits = phone.replace(/\D/g, "");
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(digits ? eq(smsOutbox.phone, digits) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(SMS_MAILBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    purpose: r.purpose,
    body: r.body,
    status: r.status as SmsEntry["status"],
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
