// Test fixtures for the account, verification and password tests: customers written straight to
// the database (with a real password hash), sessions from the real session store, and the mail
// the app wrote to the outbox (where the tests read codes and links, as a customer reads mail).
import { and, desc, eq } from "drizzle-orm";
import { callJson } from "../../../tests/helpers/call-json";
import type { TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { mailOutbox } from "../../db/schema/mail";
import { createSession } from "../../http/session";
import { hashPassword } from "./password-hash";

export const PASSWORD = "Sofa2024x";

let counter = 0;
/** A new unique address for each call, so the resend cooldown of one test never meets another. */
export const uniqueEmail = (label = "shopper") => `${label}.${Date.now()}.${++counter}@example.com`;

export async function createCustomer(
  t: TestApp,
  opts: Partial<typeof customers.$inferInsert> & { password?: string; verified?: boolean } = {},
): Promise<{ id: number; email: string; password: string }> {
  const { password = PASSWORD, verified = false, ...row } = opts;
  const email = row.email ?? uniqueEmail();
  const [created] = await t.database.db
    .insert(customers)
    .values({
      ...row,
      email,
      passwordHash: await hashPassword(password, t.deps.config.PASSWORD_HASH_COST),
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: customers.id });
  return { id: created.id, email, password };
}

/** A live customer session, as a sign-in would start it; answers its token. */
export async function sessionFor(t: TestApp, customerId: number | null): Promise<string> {
  const { token } = await createSession(t.database.db, { customerId, now: new Date(), days: 1 });
  return token;
}

export const customerRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

/** Sends a call the way a client does: JSON body, optional bearer token and cookies. */
export function send<T = unknown>(
  t: TestApp,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  return callJson<T>(t.app, path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** The Set-Cookie header of an answer for one cookie name, or undefined. */
export const setCookieOf = (headers: Headers, name: string) =>
  headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The value a Set-Cookie line sets. */
export const cookieValue = (line: string | undefined) => line?.split(";")[0].split("=").slice(1).join("=");

export async function mailsTo(t: TestApp, to: string, kind?: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));
}

/** The latest mail of a kind to an address; fails the test when there is none. */
export async function latestMail(t: TestApp, to: string, kind: string) {
  const [mail] = await mailsTo(t, to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The six-character code as the mail's text shows it (on a line of its own). */
export function codeIn(mail: { textBody: string }): string {
  const code = mail.textBody.match(/^\s+([A-Z0-9]{6})$/m)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.textBody}`);
  return code;
}

/** The rp_token of the link in the mail's text. */
export function linkTokenIn(mail: { textBody: string }): string {
  const url = mail.textBody.match(/https?:\/\/\S+rp_token=\S+/)?.[0];
  const token = url ? new URL(url).searchParams.get("rp_token") : null;
  if (!token) throw new Error(`no link in mail: ${mail.textBody}`);
  return token;
}

/** A code differing from `code` (still well-formed), for wrong tries. */
export const otherCode = (code: string) => (code === "AAAAAA" ? "BBBBBB" : "AAAAAA");
