// Test helper: the newsletter's confirmation link as the mailbox (the outbox) has it.
import { and, desc, eq } from "drizzle-orm";
import type { TestApp } from "../../../tests/helpers/test-app";
import { mailOutbox } from "../../db/schema/mail";

/** The token of the newest confirmation link mailed to the address. */
export async function confirmTokenIn(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "newsletter_confirm")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const url = mail?.textBody.match(/https?:\/\/\S+\/newsletter-subscribe\/confirm\?token=\S+/)?.[0];
  const token = url ? new URL(url).searchParams.get("token") : null;
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}
